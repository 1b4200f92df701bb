/**
 * Idempotency keys (issue 26): a client that may send one write twice (the technician's offline queue, a retry after
 * a lost answer) names it with an `Idempotency-Key` header; the server answers a repeat with the first answer.
 */
import { z } from 'zod';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** 8 to 200 of [A-Za-z0-9_-]: a UUID, a ULID or any client-made id of that alphabet. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;
/** How long the server keeps a key's answer (at least; the daily job removes older ones). */
export const IDEMPOTENCY_KEY_DAYS = 7;

export const IDEMPOTENCY_TEXTS = {
  keyInvalid: 'Idempotency-Key inválida: use de 8 a 200 letras, números, _ ou -.',
  keyReused: 'Esta Idempotency-Key já foi usada em outro envio, com outro conteúdo. Use uma nova chave.',
};

export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_TEXTS.keyInvalid })
  .regex(IDEMPOTENCY_KEY_PATTERN, { error: IDEMPOTENCY_TEXTS.keyInvalid });

/** The headers of a route that honours the key: absent is a plain request; the other headers pass untouched. */
export const idempotencyHeadersSchema = z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() });
