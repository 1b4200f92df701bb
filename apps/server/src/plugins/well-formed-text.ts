import fp from 'fastify-plugin';
import { makeWellFormed } from '@portal/shared';

/**
 * Every request body, before any route schema reads it: each lone UTF-16 surrogate in its strings and object
 * keys becomes U+FFFD (makeWellFormed, the shared twin of the NUL rule). Once here, so no field of any route
 * (page medical info, SEO, tag meta, bulk items, addresses...) can carry one into jsonb, where it is a 500.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.body !== undefined && request.body !== null) request.body = makeWellFormed(request.body);
      done();
    });
  },
  { name: 'well-formed-text' },
);
