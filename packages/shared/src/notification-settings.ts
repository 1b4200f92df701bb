/**
 * Issue 42 item 5: 'Notificações' in 'Minha conta'. Per kind of notice and channel (e-mail, the bell), a daily
 * digest for scan alerts; the account's security notices cannot be turned off. GET|PUT /me/notification-settings.
 */
import { z } from 'zod';

/** The kinds an account may turn off, in the screen's order. */
export const CONFIGURABLE_NOTICE_KINDS = [
  'scan_alert',
  'finder_message',
  'pin_used',
  'card_opened',
  'maintenance_reminder',
  'problem_report',
  'account',
] as const;
export type ConfigurableNoticeKind = (typeof CONFIGURABLE_NOTICE_KINDS)[number];
/** Every kind of notice the portal sends; `account_security` is always on (both channels). */
export const NOTICE_KINDS = [...CONFIGURABLE_NOTICE_KINDS, 'account_security'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_CHANNELS = ['email', 'bell'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const NOTIFICATION_TEXTS = {
  title: 'Notificações',
  hint: 'Escolha por onde receber cada tipo de aviso: por e-mail, no sino do portal, nos dois ou em nenhum.',
  kinds: {
    scan_alert: 'Leituras das minhas tags',
    finder_message: 'Mensagens de quem encontrou',
    pin_used: 'PIN usado na minha ficha',
    card_opened: 'Ficha aberta (aviso à família)',
    maintenance_reminder: 'Lembretes de manutenção',
    problem_report: 'Problemas relatados nos equipamentos',
    account: 'Avisos da conta',
    account_security: 'Segurança da conta',
  } satisfies Record<NoticeKind, string>,
  email: 'E-mail',
  bell: 'Sino',
  channelOf: (channel: string, kind: string) => `${channel}: ${kind}`,
  scanDigest: 'Resumo diário das leituras (em vez de um aviso a cada leitura)',
  securityNote:
    'Os avisos de segurança da conta (nova senha, novo e-mail, novo acesso) chegam sempre por e-mail e no sino.',
  save: 'Salvar notificações',
  saved: 'Notificações salvas.',
  saveFailed: 'Não foi possível salvar as notificações. Tente novamente.',
  loadFailed: 'Não foi possível carregar as notificações.',
  securityCannotBeOff: 'Os avisos de segurança da conta não podem ser desativados.',
} as const;

const channelsSchema = z.object({
  email: z.boolean({ error: 'email deve ser verdadeiro ou falso.' }),
  bell: z.boolean({ error: 'bell deve ser verdadeiro ou falso.' }),
});
export type NoticeChannels = z.infer<typeof channelsSchema>;

/** The account's choices: every configurable kind, account_security always both. */
export const notificationSettingsSchema = z.object({
  kinds: z.object({
    scan_alert: channelsSchema,
    finder_message: channelsSchema,
    pin_used: channelsSchema,
    card_opened: channelsSchema,
    maintenance_reminder: channelsSchema,
    problem_report: channelsSchema,
    account: channelsSchema,
    account_security: channelsSchema,
  }),
  /** Scan alerts once a day, summed, instead of one per scan. */
  scanAlertDigest: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * PUT /me/notification-settings: the kinds to change (the others keep their choice). `account_security` may be sent
 * only as it is (both on): turning it off is refused with NOTIFICATION_TEXTS.securityCannotBeOff.
 */
export const updateNotificationSettingsRequestSchema = z
  .object({
    kinds: z
      .object({
        scan_alert: channelsSchema.optional(),
        finder_message: channelsSchema.optional(),
        pin_used: channelsSchema.optional(),
        card_opened: channelsSchema.optional(),
        maintenance_reminder: channelsSchema.optional(),
        problem_report: channelsSchema.optional(),
        account: channelsSchema.optional(),
        account_security: channelsSchema.optional(),
      })
      .strict()
      .default({}),
    scanAlertDigest: z.boolean({ error: 'scanAlertDigest deve ser verdadeiro ou falso.' }).optional(),
  })
  .superRefine((body, ctx) => {
    const security = body.kinds.account_security;
    if (security && !(security.email && security.bell))
      ctx.addIssue({
        code: 'custom',
        message: NOTIFICATION_TEXTS.securityCannotBeOff,
        path: ['kinds', 'account_security'],
      });
  });
export type UpdateNotificationSettingsRequest = z.infer<typeof updateNotificationSettingsRequestSchema>;
export type UpdateNotificationSettingsRequestBody = z.input<typeof updateNotificationSettingsRequestSchema>;

/** Every kind on both channels, no digest: an account that never chose. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  kinds: Object.fromEntries(
    NOTICE_KINDS.map((kind) => [kind, { email: true, bell: true }]),
  ) as NotificationSettings['kinds'],
  scanAlertDigest: false,
};
