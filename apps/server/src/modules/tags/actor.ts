import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth.js';
import type { Actor } from './service.js';

/** The signed-in user as recorded on tag events. */
export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { id: user.id, name: user.name || user.email };
}
