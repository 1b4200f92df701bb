import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@portal/shared';
import { api } from '@/lib/api-client';

export const setSubscriber = (id: string, isSubscriber: boolean) =>
  api.patch<User>(`/admin/users/${id}/subscriber`, { isSubscriber });

export function useSetSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isSubscriber }: { id: string; isSubscriber: boolean }) => setSubscriber(id, isSubscriber),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', 'list'] }),
  });
}
