import { useMutation } from '@tanstack/react-query';
import type { Role, SetUserRoleRequestBody, User } from '@portal/shared';
import { api } from '@/lib/api-client';

/** PATCH /admin/users/{id} {role} (issue 43): another account's role; the account is told by the server. */
export const setUserRole = (id: string, role: Role) =>
  api.patch<User>(`/admin/users/${encodeURIComponent(id)}`, { role } satisfies SetUserRoleRequestBody);

export function useSetUserRole() {
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) => setUserRole(id, role),
    // A client made admin or technician leaves the clients' lists and counts.
    meta: { invalidates: ['userLists', 'clients'] },
  });
}
