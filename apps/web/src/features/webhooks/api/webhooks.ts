import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  CreateWebhookRequest,
  CreateWebhookResponse,
  ListWebhookDeliveriesResponse,
  ListWebhooksResponse,
  WebhookDelivery,
} from '@portal/shared';
import { api } from '@/lib/api-client';
import { webhookKeys } from './keys';

export const DELIVERIES_PAGE_SIZE = 10;
const path = (id: string) => `/me/webhooks/${encodeURIComponent(id)}`;

/** GET /me/webhooks: the account's subscriptions, newest first. */
export const useWebhooks = () =>
  useQuery({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) => api.get<ListWebhooksResponse>('/me/webhooks', { signal }),
  });

/** POST /me/webhooks: answers the secret, once. */
export const useCreateWebhook = () =>
  useMutation({
    mutationFn: (body: CreateWebhookRequest) => api.post<CreateWebhookResponse>('/me/webhooks', body),
    meta: { invalidates: ['webhooks'] },
  });

export const useDeleteWebhook = () =>
  useMutation({
    mutationFn: (id: string) => api.delete<null>(path(id)),
    meta: { invalidates: ['webhooks'] },
  });

/** POST /me/webhooks/{id}/test ('Enviar teste'): the delivery's outcome; the log shows it too. */
export const useSendWebhookTest = () =>
  useMutation({
    mutationFn: (id: string) => api.post<WebhookDelivery>(`${path(id)}/test`),
    meta: { invalidates: ['webhooks'] },
  });

/** GET /me/webhooks/{id}/deliveries: the log, newest first, by page. */
export const useWebhookDeliveries = (id: string, page: number) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id, page),
    queryFn: ({ signal }) =>
      api.get<ListWebhookDeliveriesResponse>(`${path(id)}/deliveries`, {
        query: { page, limit: DELIVERIES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
