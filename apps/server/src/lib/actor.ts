import { ROLES, type Role } from '@portal/shared';
import { forbidden } from './errors.js';

/**
 * Who acts on the API: the signed-in account. Its id and role decide what it may do (lib/access.ts); its name is
 * copied into what it writes (a tag's history, a service record), which outlives the account.
 */
export type Actor = { id: string; name: string; role: Role };

/** What an access check reads of the actor. */
export type AccessActor = Pick<Actor, 'id' | 'role'>;

/**
 * Who is recorded on an event: an internal caller (the demo seed, another domain's service) names someone without
 * going through an access check, as the route in front of it already checked the role.
 */
export type ActorRef = Pick<Actor, 'id' | 'name'>;

/**
 * The actor as an access check reads it. Every caller names its role: an internal caller acting for an admin (the
 * admin's client deletion, the demo seed) passes an `Actor` with role ADMIN itself. An object without a known role is
 * refused (403), never read as anyone: a caller that lost the role on the way (a spread, an `as`) must not act as an
 * admin.
 */
export function accessActorOf(actor: Actor): AccessActor {
  const role: unknown = (actor as Partial<Actor>).role;
  if (!isRole(role)) throw forbidden();
  return { id: actor.id, role };
}

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
