import type { Role } from '@portal/shared';

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
 * The actor as an access check reads it. An internal caller naming only who to record (`ActorRef`: the admin's
 * client deletion, the demo seed) acts for an admin: the admin route in front of it has checked the role.
 */
export const accessActorOf = (actor: Actor | ActorRef): AccessActor => ({
  id: actor.id,
  role: 'role' in actor ? actor.role : 'ADMIN',
});
