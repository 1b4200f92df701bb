import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth.js';

/** Who does something to a tag; recorded by id and display name on each event. */
export type Actor = { id: string; name: string };

/** The signed-in user as recorded on tag events. */
export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { id: user.id, name: user.name || user.email };
}
