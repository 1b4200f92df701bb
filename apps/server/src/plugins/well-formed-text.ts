import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { makeWellFormed, NUL_CHARACTER_MESSAGE } from '@portal/shared';
import { AppError } from '../lib/errors.js';

/** Where a U+0000 sits in a parsed request part: its dotted path ('' for the part itself), or null when none. */
export function nulPathOf(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (depth > 64 || typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return null;
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (key.includes('\u0000')) return path.join('.');
    const found = nulPathOf(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Parts of the request whose U+0000 the route answers itself, each with its own test: a slug or code lookup
     * (params: the spec's 404 text), the login (body: the usual 401), the tags' free text and meta (body: dropped,
     * withoutNul / normalizeTagMeta). The shared rule checks the other parts.
     */
    ownNul?: ReadonlyArray<'params' | 'body'>;
  }
}

/** For a route plugin whose every route answers a U+0000 in these parts itself (see ownNul): call before its routes. */
export function answersNulItself(app: FastifyInstance, parts: ReadonlyArray<'params' | 'body'>): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, ownNul: parts };
  });
}

/**
 * Two rules every request passes, once here so no route can forget them:
 * - each lone UTF-16 surrogate in a body's strings and object keys becomes U+FFFD (makeWellFormed), before any route
 *   schema reads it;
 * - after the route's schema (which may name the field itself, or drop NUL as the tags do), any U+0000 still in the
 *   query, the params or the body is a 400 naming the field with 'Texto contém um caractere inválido.'. PostgreSQL
 *   text and jsonb cannot hold it: without this a new route's search or note would be a 500.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.body !== undefined && request.body !== null) request.body = makeWellFormed(request.body);
      done();
    });
    app.addHook('preHandler', (request, _reply, done) => {
      const own = request.routeOptions.config?.ownNul ?? [];
      const parts: Array<[string, unknown]> = [
        ['params', own.includes('params') ? undefined : request.params],
        ['querystring', request.query],
        ['body', own.includes('body') ? undefined : request.body],
      ];
      for (const [part, value] of parts) {
        const path = nulPathOf(value);
        if (path === null) continue;
        const field = path || part;
        done(
          new AppError(400, 'VALIDATION_ERROR', NUL_CHARACTER_MESSAGE, {
            field,
            issues: [{ field, message: NUL_CHARACTER_MESSAGE }],
          }),
        );
        return;
      }
      done();
    });
  },
  { name: 'well-formed-text' },
);
