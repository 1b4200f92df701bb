/**
 * Issue 42 item 4: 'Avisar quando minha ficha for aberta'. The family alert on a profile (`openAlert` in
 * PUT /me/profiles/{id}), the recipients' confirmation (POST /public/open-alert/confirm) and the visitor's share of
 * their place (POST /p/{slug}/localizacao, /t/{code}/localizacao). The API contract and its pt-BR texts.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from './auth.js';
import { NUL_CHARACTER_MESSAGE } from './request-text.js';
import { paginationQuerySchema, paginationSchema } from './pagination.js';

/** At most one alert per profile in this many minutes; the opens in between are summed in the next alert. */
export const OPEN_ALERT_MINUTES = 10;
/** Besides the account's own e-mail. */
export const OPEN_ALERT_MAX_RECIPIENTS = 5;
/** A recipient's confirmation link works for 7 days, once. */
export const OPEN_ALERT_CONFIRM_TTL_DAYS = 7;

export const OPEN_ALERT_TEXTS = {
  title: 'Avisar quando minha ficha for aberta',
  hint: 'Quando alguém abrir esta ficha (pelo código da tag ou pelo link), você e as pessoas abaixo recebem um aviso por e-mail e no sino. No máximo um aviso a cada 10 minutos; os demais são somados no aviso seguinte.',
  enabledLabel: 'Avisar quando minha ficha for aberta',
  recipientsLabel: 'Outros e-mails que recebem o aviso',
  recipientsHint: `O e-mail da sua conta sempre recebe. Até ${OPEN_ALERT_MAX_RECIPIENTS} outros endereços, cada um confirmado pelo link que enviamos antes de receber qualquer aviso.`,
  recipientsList: 'E-mails cadastrados para o aviso',
  recipientPlaceholder: 'pessoa@exemplo.com',
  addRecipient: 'Adicionar e-mail',
  removeRecipient: (email: string) => `Remover ${email}`,
  pending: 'Aguardando confirmação',
  confirmed: 'Confirmado',
  save: 'Salvar aviso',
  saved: 'Aviso salvo. Os novos e-mails recebem um link de confirmação.',
  saveFailed: 'Não foi possível salvar o aviso. Tente novamente.',
  recipientInvalid: 'Informe um e-mail válido.',
  tooManyRecipients: `No máximo ${OPEN_ALERT_MAX_RECIPIENTS} e-mails além do e-mail da conta.`,
  duplicateRecipient: 'Este e-mail já está na lista.',
  logTitle: 'Aberturas da ficha',
  logEmpty: 'Nenhuma abertura registrada desde que o aviso foi ligado.',
  logLoadFailed: 'Não foi possível carregar as aberturas.',
  logWithPin: 'com PIN',
  logLocation: 'Ver localização no mapa',
  logLocationShared: 'Localização compartilhada',
  logAlerted: 'Aviso enviado',
  logSummed: 'Somada no aviso seguinte',
  // The confirmation link's page.
  confirmTitle: 'Confirmar aviso de ficha aberta',
  confirming: 'Confirmando...',
  confirmedMessage: (name: string) =>
    `E-mail confirmado. Você vai receber um aviso quando a ficha de ${name} for aberta.`,
  confirmInvalid:
    'Link de confirmação inválido, expirado ou já usado. Peça um novo link a quem cadastrou o seu e-mail.',
  confirmFailed: 'Não foi possível confirmar. Tente novamente.',
  // The visitor's share.
  locationInvalid: 'Localização inválida.',
  locationNotAvailable: 'Esta ficha não recebe localização.',
  locationSent: 'Localização enviada à família.',
} as const;

const recipientSchema = z
  .string({ error: OPEN_ALERT_TEXTS.recipientInvalid })
  .trim()
  .max(200, OPEN_ALERT_TEXTS.recipientInvalid)
  .regex(EMAIL_PATTERN, OPEN_ALERT_TEXTS.recipientInvalid)
  .refine((value) => !value.includes('\u0000'), NUL_CHARACTER_MESSAGE)
  .transform((value) => value.toLowerCase());

/**
 * `openAlert` in PUT /me/profiles/{id}: on or off, and the other addresses (the account's own e-mail may be listed:
 * it needs no confirmation and does not count in the five). A new address gets a confirmation link; one left out
 * is removed.
 */
export const openAlertRequestSchema = z.object({
  enabled: z.boolean({ error: 'enabled deve ser verdadeiro ou falso.' }),
  recipients: z
    .array(recipientSchema, { error: OPEN_ALERT_TEXTS.recipientInvalid })
    .max(OPEN_ALERT_MAX_RECIPIENTS + 1, OPEN_ALERT_TEXTS.tooManyRecipients)
    .default([])
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((email, index) => {
        if (seen.has(email))
          ctx.addIssue({ code: 'custom', message: OPEN_ALERT_TEXTS.duplicateRecipient, path: [index] });
        seen.add(email);
      });
    }),
});
export type OpenAlertRequest = z.infer<typeof openAlertRequestSchema>;
export type OpenAlertRequestBody = z.input<typeof openAlertRequestSchema>;

/**
 * `openAlert` in GET (and the answer of PUT) /me/profiles/{id}: `recipients` as the owner listed them (the account's
 * e-mail apart), `pending` those whose link was not opened yet (they receive nothing).
 */
export const openAlertSchema = z.object({
  enabled: z.boolean(),
  recipients: z.array(z.string()),
  pending: z.array(z.string()),
});
export type OpenAlert = z.infer<typeof openAlertSchema>;

/** POST /public/open-alert/confirm: the link's token. */
export const confirmOpenAlertRequestSchema = z.object({
  token: z
    .string({ error: OPEN_ALERT_TEXTS.confirmInvalid })
    .trim()
    .min(1, OPEN_ALERT_TEXTS.confirmInvalid)
    .max(200, OPEN_ALERT_TEXTS.confirmInvalid),
});
export type ConfirmOpenAlertRequestBody = z.input<typeof confirmOpenAlertRequestSchema>;
export const confirmOpenAlertResponseSchema = z.object({ message: z.string(), email: z.string() });
export type ConfirmOpenAlertResponse = z.infer<typeof confirmOpenAlertResponseSchema>;

/** The visitor's place, as the browser gave it (degrees, WGS84). */
export const shareLocationRequestSchema = z.object({
  latitude: z.coerce
    .number({ error: OPEN_ALERT_TEXTS.locationInvalid })
    .min(-90, OPEN_ALERT_TEXTS.locationInvalid)
    .max(90, OPEN_ALERT_TEXTS.locationInvalid),
  longitude: z.coerce
    .number({ error: OPEN_ALERT_TEXTS.locationInvalid })
    .min(-180, OPEN_ALERT_TEXTS.locationInvalid)
    .max(180, OPEN_ALERT_TEXTS.locationInvalid),
});
export type ShareLocationRequest = z.infer<typeof shareLocationRequestSchema>;

/** Through which door the card was opened: a tag's code (/t) or the page's link (/p). */
export const OPEN_DOORS = ['TAG', 'PAGE'] as const;
export type OpenDoor = (typeof OPEN_DOORS)[number];

/** GET /me/profiles/{id}/open-alerts: the card's opens (bots and the owner's own never), newest first. */
export const openAlertEventSchema = z.object({
  at: z.string(),
  door: z.enum(OPEN_DOORS),
  /** The tag's code or the page's slug. */
  doorKey: z.string(),
  pinUsed: z.boolean(),
  alerted: z.boolean(),
  location: z.object({ latitude: z.number(), longitude: z.number(), mapUrl: z.string() }).nullable(),
});
export type OpenAlertEvent = z.infer<typeof openAlertEventSchema>;
export const listOpenAlertEventsQuerySchema = paginationQuerySchema;
export const listOpenAlertEventsResponseSchema = z.object({
  opens: z.array(openAlertEventSchema),
  pagination: paginationSchema,
});
export type ListOpenAlertEventsResponse = z.infer<typeof listOpenAlertEventsResponseSchema>;

/** The map a recipient opens: OpenStreetMap at the shared point (no key, no tracking script on our side). */
export const mapUrlOf = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude.toFixed(5)}&mlon=${longitude.toFixed(5)}#map=17/${latitude.toFixed(5)}/${longitude.toFixed(5)}`;
