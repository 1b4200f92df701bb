/**
 * Whose profiles a screen shows: the signed-in owner's (/me/profiles) or a client's as the admin manages them
 * (/admin/clients/{clientId}/profiles). The same list and dialog serve both.
 */
export type ProfileScope = { role: 'owner' } | { role: 'admin'; clientId: string };

export const OWNER_SCOPE: ProfileScope = { role: 'owner' };

/** Where a profile's 'Editar página' goes: the owner's page editor, or the admin's 'Editar Cliente' of that profile. */
export function editPagePath(scope: ProfileScope, profile: { id: string; page: { id: string } | null }): string | null {
  if (scope.role === 'admin') return `/admin/product/edit/${profile.id}`;
  return profile.page ? `/user/product/edit/${profile.page.id}` : null;
}
