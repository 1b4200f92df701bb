import { z } from 'zod';
import { NOTICE_KINDS } from './notification-settings.js';
import { paginationQuerySchema, paginationSchema } from './pagination.js';

/** The admin's screen of notices the outbox gave up on (issue 42). */
export const FAILED_NOTICES_TEXTS = {
  failedTitle: 'Notificações com falha',
  failedDescription:
    'E-mails que o portal tentou enviar várias vezes sem sucesso, com o motivo dado pelo servidor de e-mail.',
  failedEmpty: 'Nenhuma notificação com falha.',
  failedLoadFailed: 'Não foi possível carregar as notificações com falha.',
  columns: { createdAt: 'Criada em', to: 'Para', subject: 'Assunto', attempts: 'Tentativas', reason: 'Motivo' },
} as const;

export const NOTICE_STATUS_VALUES = ['pending', 'sending', 'sent', 'failed'] as const;

/** GET /admin/notifications?status=failed&page=&limit= */
export const notificationsQuerySchema = paginationQuerySchema.extend({
  status: z.enum(NOTICE_STATUS_VALUES).default('failed'),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  channel: z.enum(['email']),
  to: z.string(),
  subject: z.string(),
  status: z.enum(NOTICE_STATUS_VALUES),
  attempts: z.number().int(),
  /** The mail server's (or the network's) last answer. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Newest change first. */
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  pagination: paginationSchema,
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
