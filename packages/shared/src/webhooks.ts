import { z } from 'zod';
import { MAINTENANCE_OUTCOMES, MAINTENANCE_TYPES } from './maintenance.js';
import { OPEN_DOORS } from './open-alert.js';
import { paginationQuerySchema, paginationSchema } from './pagination.js';
import { TAG_STATUSES } from './tag-enums.js';

/**
 * Issue 45 item 2: the events an account's webhooks may subscribe to. Each one's `data` is the schema below
 * (WEBHOOK_EVENT_DATA): ids, codes, times and states only, never a PIN section's content nor a private medical field.
 */
export const WEBHOOK_EVENTS = [
  'tag.scanned',
  'tag.lost_changed',
  'finder.message',
  'card.opened',
  'maintenance.recorded',
  'maintenance.due',
  'maintenance.overdue',
  'problem.reported',
  'tag.assigned',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** 'Enviar teste': never subscribed to, sent only on the owner's click. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookDeliveryEvent = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

/** At most this many subscriptions per account (a 400 beyond). */
export const MAX_WEBHOOKS_PER_ACCOUNT = 10;
/** The waits between tries of a delivery (7 tries over about 21 hours), then it ends failed. */
export const WEBHOOK_RETRY_SCHEDULE_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
];
/** A request body and the part of an answer read stay under this. */
export const WEBHOOK_MAX_BODY_BYTES = 64 * 1024;
/** The characters of an answer kept in the delivery log. */
export const WEBHOOK_RESPONSE_EXCERPT = 500;

const isoTime = z.string().describe('ISO 8601, UTC');
const tagRef = { tagId: z.uuid(), code: z.string() };

/** Each event's `data` (the docs page and the OpenAPI `webhooks` section are generated from these). */
export const WEBHOOK_EVENT_DATA = {
  'tag.scanned': z.object({
    ...tagRef,
    status: z.enum(TAG_STATUSES),
    country: z.string().describe('País do visitante (ISO 3166-1), "XX" quando desconhecido'),
    device: z.enum(['mobile', 'tablet', 'desktop']),
    scannedAt: isoTime,
  }),
  'tag.lost_changed': z.object({ ...tagRef, lost: z.boolean(), changedAt: isoTime }),
  'finder.message': z.object({
    tagId: z.uuid().nullable(),
    code: z.string().nullable(),
    profileId: z.uuid().nullable(),
    message: z.string().describe('O texto de quem encontrou, sem links'),
    contact: z.string().nullable(),
    location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    sentAt: isoTime,
  }),
  'card.opened': z.object({
    profileId: z.uuid(),
    door: z.enum(OPEN_DOORS),
    doorKey: z.string().describe('O código da tag (TAG) ou o endereço da página (PAGE)'),
    pinUsed: z.boolean(),
    openedAt: isoTime,
  }),
  'maintenance.recorded': z.object({
    ...tagRef,
    recordId: z.uuid(),
    type: z.enum(MAINTENANCE_TYPES).nullable(),
    outcome: z.enum(MAINTENANCE_OUTCOMES).nullable(),
    performedAt: z.string(),
    technicianName: z.string().nullable(),
  }),
  'maintenance.due': z.object({
    ...tagRef,
    model: z.string(),
    location: z.string(),
    nextService: z.string().describe('AAAA-MM-DD'),
    day: z.string().describe('O dia (Brasília) da verificação, AAAA-MM-DD'),
  }),
  'maintenance.overdue': z.object({
    ...tagRef,
    model: z.string(),
    location: z.string(),
    nextService: z.string().describe('AAAA-MM-DD'),
    day: z.string().describe('O dia (Brasília) da verificação, AAAA-MM-DD'),
  }),
  'problem.reported': z.object({
    ...tagRef,
    reportId: z.uuid(),
    tipo: z.string(),
    createdAt: isoTime,
  }),
  'tag.assigned': z.object({
    ...tagRef,
    ownerId: z.uuid(),
    profileId: z.uuid().nullable(),
    assignedAt: isoTime,
  }),
  'webhook.test': z.object({ webhookId: z.uuid(), message: z.string() }),
} satisfies Record<WebhookDeliveryEvent, z.ZodType>;
export type WebhookEventData<E extends WebhookDeliveryEvent> = z.infer<(typeof WEBHOOK_EVENT_DATA)[E]>;

/** The JSON body of every delivery; `id` is the event's (the same in every subscription it reaches). */
export const webhookBodySchema = <E extends WebhookDeliveryEvent>(event: E) =>
  z.object({ id: z.uuid(), event: z.literal(event), createdAt: isoTime, data: WEBHOOK_EVENT_DATA[event] });

export const WEBHOOK_TEXTS = {
  title: 'Webhooks',
  hint: 'O portal avisa o seu sistema (uma requisição POST assinada) quando algo acontece nas suas tags e fichas.',
  url: 'Endereço (URL)',
  events: 'Eventos',
  allTags: 'Todas as tags do portal (administrador)',
  secret: 'Segredo (opcional: gerado se vazio)',
  create: 'Criar webhook',
  created: 'Webhook criado. Copie o segredo agora: ele não será mostrado de novo.',
  remove: 'Excluir',
  removed: 'Webhook excluído.',
  test: 'Enviar teste',
  testSent: (status: string) => `Teste enviado: ${status}.`,
  deliveries: 'Entregas',
  empty: 'Nenhum webhook.',
  noDeliveries: 'Nenhuma entrega ainda.',
  loadFailed: 'Não foi possível carregar os webhooks.',
  disabled: 'Desativado',
  disabledTest: 'Este webhook está desativado. Crie-o de novo para voltar a receber eventos.',
  active: 'Ativo',
  docs: 'Como verificar a assinatura',
  columns: {
    time: 'Quando',
    event: 'Evento',
    status: 'Código',
    duration: 'Duração',
    attempt: 'Tentativa',
    answer: 'Resposta',
    error: 'Erro',
  },
  eventLabels: {
    'tag.scanned': 'Tag lida (pessoas, não robôs)',
    'tag.lost_changed': 'Tag marcada como perdida ou encontrada',
    'finder.message': 'Mensagem de quem encontrou',
    'card.opened': 'Ficha aberta',
    'maintenance.recorded': 'Manutenção registrada',
    'maintenance.due': 'Manutenção próxima',
    'maintenance.overdue': 'Manutenção atrasada',
    'problem.reported': 'Problema relatado',
    'tag.assigned': 'Tag atribuída',
  } satisfies Record<WebhookEvent, string>,
  // Errors (the server's 4xx messages).
  notFound: 'Webhook não encontrado.',
  tooMany: (max: number) => `Limite de ${max} webhooks por conta atingido. Exclua um para criar outro.`,
  allTagsAdminOnly: 'Só um administrador pode receber os eventos de todas as tags.',
  httpsRequired: 'Use um endereço https://.',
  urlInvalid: 'Endereço inválido. Use um endereço completo, como https://exemplo.com/webhook.',
  addressRefused: 'Este endereço não pode receber webhooks (rede interna, local ou de metadados).',
  eventsRequired: 'Escolha ao menos um evento.',
  secretTooShort: 'O segredo deve ter ao menos 16 caracteres.',
  disabledSubject: (appName: string) => `Webhook desativado — ${appName}`,
  disabledText: (url: string, reason: string) =>
    `O webhook ${url} foi desativado depois de falhar em todas as tentativas de entrega por cerca de um dia.\n` +
    `Último erro: ${reason}\n\nCorrija o endereço e crie o webhook de novo em Minha conta → Integrações.`,
} as const;

export const createWebhookRequestSchema = z.object({
  url: z
    .string({ error: WEBHOOK_TEXTS.urlInvalid })
    .trim()
    .max(2000, WEBHOOK_TEXTS.urlInvalid)
    .url(WEBHOOK_TEXTS.urlInvalid),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_TEXTS.eventsRequired }))
    .min(1, WEBHOOK_TEXTS.eventsRequired)
    .transform((events) => [...new Set(events)]),
  secret: z.string().min(16, WEBHOOK_TEXTS.secretTooShort).max(200).optional(),
  allTags: z.boolean().default(false),
});
export type CreateWebhookRequest = z.input<typeof createWebhookRequestSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  allTags: z.boolean(),
  enabled: z.boolean(),
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const listWebhooksResponseSchema = z.object({ webhooks: z.array(webhookSchema) });
export type ListWebhooksResponse = z.infer<typeof listWebhooksResponseSchema>;
/** The secret, once. */
export const createWebhookResponseSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type CreateWebhookResponse = z.infer<typeof createWebhookResponseSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** Tries so far. */
  attempt: z.number().int(),
  createdAt: z.string(),
  /** The last try's time, HTTP status (null: no answer), duration and the answer's first characters. */
  lastAttemptAt: z.string().nullable(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  response: z.string().nullable(),
  error: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const listWebhookDeliveriesQuerySchema = paginationQuerySchema;
export const listWebhookDeliveriesResponseSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  pagination: paginationSchema,
});
export type ListWebhookDeliveriesResponse = z.infer<typeof listWebhookDeliveriesResponseSchema>;
export const webhookIdParamsSchema = z.object({ id: z.uuid({ error: WEBHOOK_TEXTS.notFound }) });
