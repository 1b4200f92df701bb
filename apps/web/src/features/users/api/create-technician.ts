import { useMutation } from '@tanstack/react-query';
import type { CreateClientRequestBody, NewTechnician, User } from '@portal/shared';
import { api } from '@/lib/api-client';

/** POST /admin/users with role TECHNICIAN and no profile: a technician has no public page (docs/ARCHITECTURE.md). */
export const createTechnician = ({ invite, password, ...technician }: NewTechnician) =>
  api.post<{ user: User; profile: null }>('/admin/users', {
    ...technician,
    // An invitation or a password, never both (issue 23).
    ...(invite ? { invite: true } : { password }),
    role: 'TECHNICIAN',
  } satisfies CreateClientRequestBody);

export function useCreateTechnician() {
  return useMutation({
    mutationFn: createTechnician,
    meta: { invalidates: ['users'] },
  });
}
