import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateClientRequestBody, NewTechnician, User } from '@portal/shared';
import { api } from '@/lib/api-client';
import { userKeys } from './keys';

/** POST /admin/users with role TECHNICIAN and no profile: a technician has no public page (docs/ARCHITECTURE.md). */
export const createTechnician = (technician: NewTechnician) =>
  api.post<{ user: User; profile: null }>('/admin/users', {
    ...technician,
    role: 'TECHNICIAN',
  } satisfies CreateClientRequestBody);

export function useCreateTechnician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTechnician,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
