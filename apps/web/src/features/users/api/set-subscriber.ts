import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetSubscriberRequestBody, User } from '@portal/shared';
import { api } from '@/lib/api-client';
import { userKeys } from './keys';

export const setSubscriber = (id: string, isSubscriber: boolean) =>
  api.patch<User>(`/admin/users/${id}/subscriber`, { isSubscriber } satisfies SetSubscriberRequestBody);

export function useSetSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isSubscriber }: { id: string; isSubscriber: boolean }) => setSubscriber(id, isSubscriber),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
