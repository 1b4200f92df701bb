import type { CreateProfileRequestBody, UpdateProfileRequestBody } from '@portal/shared';
import type { ProfileScope } from '../lib/scope';
import { useCreateClientProfile } from './create-client-profile';
import { useCreateMyProfile } from './create-my-profile';
import { useDeleteClientProfile } from './delete-client-profile';
import { useDeleteMyProfile } from './delete-my-profile';
import { useClientProfiles } from './get-client-profiles';
import { useMyProfiles } from './get-my-profiles';
import { useUpdateClientProfile } from './update-client-profile';
import { useUpdateMyProfile } from './update-my-profile';

// The screens take a scope (the owner's or a client's): these pick the scope's calls. Both hooks of a pair are
// called every render (the rules of hooks); only the scope's one runs.

export function useScopedProfiles(scope: ProfileScope, page: number) {
  const mine = useMyProfiles(page, { enabled: scope.role === 'owner' });
  const client = useClientProfiles(scope.role === 'admin' ? scope.clientId : undefined, page);
  return scope.role === 'owner' ? mine : client;
}

export function useScopedProfileWrites(scope: ProfileScope) {
  const createMine = useCreateMyProfile();
  const createForClient = useCreateClientProfile();
  const updateMine = useUpdateMyProfile();
  const updateForClient = useUpdateClientProfile();
  const deleteMine = useDeleteMyProfile();
  const deleteForClient = useDeleteClientProfile();
  const admin = scope.role === 'admin' ? scope : null;
  return {
    create: (body: CreateProfileRequestBody) =>
      admin ? createForClient.mutateAsync({ clientId: admin.clientId, body }) : createMine.mutateAsync(body),
    update: (id: string, body: UpdateProfileRequestBody) =>
      admin ? updateForClient.mutateAsync({ id, body }) : updateMine.mutateAsync({ id, body }),
    remove: (id: string): Promise<unknown> => (admin ? deleteForClient.mutateAsync(id) : deleteMine.mutateAsync(id)),
    removing: deleteMine.isPending || deleteForClient.isPending,
  };
}
