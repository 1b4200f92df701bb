import type { ProfileScope } from '../lib/scope';

/** A profile's PIN routes (issue 24): the owner's under /me/profiles/{id}, the admin's under /admin/clients/{id}. */
export const profilePinPath = (scope: ProfileScope, profileId: string, tail: 'pin' | 'pin/lock' | 'unlocks') =>
  `${scope.role === 'admin' ? '/admin/clients' : '/me/profiles'}/${encodeURIComponent(profileId)}/${tail}`;
