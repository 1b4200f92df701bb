/**
 * Activation codes (issue 25): a second code printed on a tag's packaging, asked with the tag's code when an owner
 * claims it, so tags still in the warehouse cannot be taken by guessing their (often sequential) codes.
 */
import { z } from 'zod';
import { randomCharacters } from './tag-code.js';

/** No look-alikes: without 0/O, 1/I/L (read from a printed card, typed on a phone). 31 characters. */
export const ACTIVATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 31^8 ≈ 8.5 * 10^11 codes: with 5 wrong attempts per tag per hour, guessing one takes millennia. */
export const ACTIVATION_CODE_LENGTH = 8;
/** Wrong attempts per tag code per hour, and per account per hour, before the claim answers 429. */
export const CLAIM_FAILURES_PER_TAG = 5;
export const CLAIM_FAILURES_PER_ACCOUNT = 20;
/**
 * Wrong attempts per address (an IPv6 /64) on one tag code per hour (issue 40 item 9): below the tag's five, so one
 * stranger alone cannot lock the real buyer out, and the buyer who mistypes twice still has a third try.
 */
export const CLAIM_FAILURES_PER_ADDRESS = 3;

export const ACTIVATION_TEXTS = {
  /** One answer for a wrong or missing activation code and for an unknown tag code: it never confirms a code. */
  invalid: 'Código da tag ou código de ativação incorreto. Confira os dois códigos impressos na embalagem.',
  tooManyAttempts: 'Muitas tentativas de ativação incorretas. Aguarde uma hora e tente novamente.',
  tagCodeLabel: 'Código da tag',
  activationCodeLabel: 'Código de ativação',
  activationCodeRequired: 'Informe o código de ativação.',
  /** The activation card's line over its QR code (the packaging insert). */
  scanToActivate: 'Escaneie para ativar sua tag',
  regenerate: 'Gerar novo código',
  regenerateConfirm:
    'O código de ativação atual deixará de funcionar, inclusive o já impresso na embalagem. Gerar um novo?',
  regenerated: 'Novo código de ativação gerado.',
  loadFailed: 'Não foi possível carregar o código de ativação.',
  regenerateFailed: 'Não foi possível gerar um novo código de ativação.',
  /** The admin lifts the lock wrong codes put on the tag (issue 40 item 9). */
  liftLock: 'Liberar tentativas de ativação',
  lockLifted: 'Tentativas de ativação liberadas: o dono já pode ativar a tag.',
  liftLockFailed: 'Não foi possível liberar as tentativas de ativação.',
} as const;

/** A random activation code (crypto, unbiased). */
export function generateActivationCode(): string {
  return randomCharacters(ACTIVATION_CODE_ALPHABET, ACTIVATION_CODE_LENGTH);
}

/** As typed or read from a link: upper-cased, spaces and hyphens dropped (a card may print ABCD-EFGH). */
export function normalizeActivationCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

/** The path of the claim link (the owner's 'Ativar tag' dialog filled in; the link itself activates nothing). */
const ACTIVATION_PATH = '/user/tags/ativar';

/**
 * The claim link printed as a QR on an activation card: `{publicBase}/user/tags/ativar?code=...&activation=...`.
 * `publicBase` is the portal's address (PUBLIC_URL), without a trailing slash or with one.
 */
export function activationLinkOf(publicBase: string, code: string, activationCode: string): string {
  const query = new URLSearchParams({ code, activation: activationCode });
  return `${publicBase.replace(/\/+$/, '')}${ACTIVATION_PATH}?${query.toString()}`;
}

/** GET and POST /admin/tags/{id}/activation-code answer the tag's current code. */
export const activationCodeResponseSchema = z.object({ activationCode: z.string() });
export type ActivationCodeResponse = z.infer<typeof activationCodeResponseSchema>;
