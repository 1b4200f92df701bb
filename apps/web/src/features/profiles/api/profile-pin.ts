import { useMutation } from '@tanstack/react-query';
import type { LiftPinLockResponse, PinResponse, SetPinRequest } from '@portal/shared';
import { api } from '@/lib/api-client';
import type { ProfileScope } from '../lib/scope';
import { PROFILE_DATA } from './invalidate';
import { profilePinPath } from './profile-pin-path';

/** PUT /me/profiles/{id}/pin (or the admin's twin): sets or changes the profile's PIN. */
export const setProfilePin = (scope: ProfileScope, profileId: string, body: SetPinRequest) =>
  api.put<PinResponse>(profilePinPath(scope, profileId, 'pin'), body);

/** DELETE /me/profiles/{id}/pin (or the admin's twin): no PIN, its PIN sections become private. */
export const removeProfilePin = (scope: ProfileScope, profileId: string) =>
  api.delete<PinResponse>(profilePinPath(scope, profileId, 'pin'));

export function useSetProfilePin(scope: ProfileScope) {
  return useMutation({
    mutationFn: ({ profileId, body }: { profileId: string; body: SetPinRequest }) =>
      setProfilePin(scope, profileId, body),
    meta: { invalidates: PROFILE_DATA },
  });
}

export function useRemoveProfilePin(scope: ProfileScope) {
  return useMutation({
    mutationFn: (profileId: string) => removeProfilePin(scope, profileId),
    meta: { invalidates: PROFILE_DATA },
  });
}

/** DELETE /me/profiles/{id}/pin/lock (or the admin's twin): lifts the lock wrong PINs put on it (issue 40 item 9). */
export const liftProfilePinLock = (scope: ProfileScope, profileId: string) =>
  api.delete<LiftPinLockResponse>(profilePinPath(scope, profileId, 'pin/lock'));

export function useLiftProfilePinLock(scope: ProfileScope) {
  return useMutation({
    mutationFn: (profileId: string) => liftProfilePinLock(scope, profileId),
    meta: { invalidates: ['profiles'] },
  });
}
