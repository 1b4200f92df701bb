import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Actor } from './actor.js';
import type { SessionLinkQuery } from './signed-urls.js';
import type { StoredFile } from './storage/storage.js';

/** A private stored file as a service opens it once the caller's signed link or session was checked. */
export type PrivateFile = { etag: string; open: () => Promise<StoredFile> };

/** A private photo's query: its size (medium or thumbnail) and its signed link's parts, when it came by one. */
export const privatePhotoQuerySchema = z.object({
  size: z.enum(['medium', 'thumbnail'], { error: 'size deve ser medium ou thumbnail' }).default('medium'),
  exp: z.string().optional(),
  sid: z.string().optional(),
  sig: z.string().optional(),
});

/** What a private photo's service checks: the signed link's parts, else the caller's session. */
export function signedLinkOf(
  query: SessionLinkQuery,
  request: FastifyRequest,
): SessionLinkQuery & { viewer: () => Promise<Actor | null> } {
  const { exp, sid, sig } = query;
  return { exp, sid, sig, viewer: () => request.server.optionalViewer(request) };
}

/**
 * A private photo's bytes (a record's, a checklist item's, a chamado's): cached for good by who may read it (its key
 * never changes), read by this site's pages only and never embedded by another, a 304 on a matching ETag.
 */
export async function sendPrivateFile(request: FastifyRequest, reply: FastifyReply, file: PrivateFile) {
  reply
    .header('etag', file.etag)
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'same-origin');
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send(null);
  const stored = await file.open();
  reply.header('content-type', stored.contentType).header('content-length', String(stored.size));
  return reply.send(stored.stream);
}
