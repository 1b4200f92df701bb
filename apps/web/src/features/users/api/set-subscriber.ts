import { useMutation } from '@tanstack/react-query';
import type { SetSubscriberRequestBody, User } from '@portal/shared';
import { api } from '@/lib/api-client';

export const setSubscriber = (id: string, isSubscriber: boolean) =>
  api.patch<User>(`/admin/users/${id}/subscriber`, { isSubscriber } satisfies SetSubscriberRequestBody);

export function useSetSubscriber() {
  return useMutation({
    mutationFn: ({ id, isSubscriber }: { id: string; isSubscriber: boolean }) => setSubscriber(id, isSubscriber),
    meta: { invalidates: ['userLists'] },
  });
}
