/**
 * Clients (spec sections 2, 5 and 7): the admin's view of the customer accounts and their primary profiles, as the
 * clients screen and /admin/clients use it: what a client is, its texts, and its API contract.
 */
import { z } from 'zod';
import { ACCOUNT_TEXTS } from './account.js';
import { paginationQuerySchema, paginationSchema } from './pagination.js';
import { PROFILE_FIELD_TEXTS } from './profile-field-rules.js';
import { profileFieldsSchema, profileSchema, updateProfileRequestSchema } from './profiles.js';
import { refuseNulCharacters, trimmedText } from './request-text.js';
import type { Role } from './roles.js';
import { optionalSlugSchema } from './slug.js';

/**
 * What a client is, once for the whole portal (issue 20): an account with role USER, whether or not it has a profile
 * or a page yet. Every count and list of clients (the clients screen and its stats, the admin dashboard, the
 * analytics' totalClients, every report) counts these accounts and nothing else: admins and technicians are never
 * clients, and an account that holds tags before it has a page is one.
 */
export const CLIENT_ROLE = 'USER' as const satisfies Role;

/** The clients screen's texts for a client without a page, and its filter (the insight's link). */
export const CLIENT_LIST_TEXTS = {
  withoutPage: 'Sem página',
  createPage: 'Criar página',
  withoutActivePageFilter: 'Sem página ativa',
  withoutActivePageCount: (n: number) =>
    n === 1 ? '1 cliente sem página ativa' : `${n.toLocaleString('pt-BR')} clientes sem página ativa`,
} as const;

/** The address of the clients without an active page (the insight's link and the dashboard's). */
export const CLIENTS_WITHOUT_ACTIVE_PAGE_URL = '/admin/clients?semPagina=1';

/** The spec's texts about clients (sections 2, 5 and 8), to the letter, plus the API's own. */
export const CLIENT_TEXTS = {
  ...PROFILE_FIELD_TEXTS,
  passwordRequired: 'Senha é obrigatória e deve ter pelo menos 8 caracteres.',
  notFound: 'Cliente não encontrado.',
  loadFailed: 'Não foi possível carregar os clientes.',
  loadFailedRetry: 'Erro ao carregar clientes. Tente novamente.',
  createFailed: 'Erro ao criar cliente. Tente novamente.',
  deleteFailed: 'Erro ao deletar cliente. Tente novamente.',
  addFailedToast: 'Erro ao adicionar cliente.',
  deleteConfirm: 'Tem certeza que deseja deletar este cliente?',
  added: 'Cliente adicionado com sucesso!',
  empty: 'Nenhum cliente encontrado',
  noName: 'Sem nome',
  searchPlaceholder: 'Buscar clientes...',
  idMissing: 'ID do cliente não fornecido',
  editLoadFailed: 'Cliente não encontrado ou erro ao carregar dados',
  editLoadFailedTitle: 'Erro ao Carregar Cliente',
  editSaveFailed: 'Erro ao salvar cliente. Tente novamente.',
  editSaved: 'Página do cliente atualizada com sucesso!',
  deleteSelf: 'Você não pode deletar a sua própria conta.',
} as const;

/** The name as the new-client form sends it (required at the top or in the profile: checked below). */
const requiredName = trimmedText(120, CLIENT_TEXTS.textTooLong(120), CLIENT_TEXTS.nameRequired);

/**
 * POST /admin/users {email, password, role:'USER', profile:{name, publicPageSlug, emergencyContacts,
 * medicalInfo, notes, isNamePublic, ...}} (spec section 7), with the new-client messages of section 5.
 * The name may also come at the top level.
 */
export const createClientRequestSchema = z
  .object({
    email: z
      .union([z.string(), z.null()], { error: CLIENT_TEXTS.emailRequired })
      .optional()
      .transform((value) => (value ?? '').trim().toLowerCase())
      .pipe(
        z
          .string()
          .regex(/^[^\s@]+@[^\s@]+$/, CLIENT_TEXTS.emailRequired)
          .max(200, CLIENT_TEXTS.emailRequired),
      ),
    /** Absent (or null) with `invite: true`: the account gets an invitation link instead (issue 23). */
    password: z
      .union([z.string(), z.null()], { error: CLIENT_TEXTS.passwordRequired })
      .optional()
      .transform((value) => value ?? undefined)
      .pipe(
        z
          .string()
          .min(8, CLIENT_TEXTS.passwordRequired)
          .max(200, 'A senha deve ter no máximo 200 caracteres.')
          .optional(),
      ),
    /** true: no password; the account is created unable to sign in and an e-mail invites the person to choose one. */
    invite: z.boolean({ error: 'invite deve ser true ou false.' }).optional(),
    role: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(['ADMIN', 'USER', 'TECHNICIAN'], { error: 'role deve ser ADMIN, USER ou TECHNICIAN' }))
      .default('USER'),
    name: requiredName,
    profile: profileFieldsSchema.extend({ name: requiredName, publicPageSlug: optionalSlugSchema }).optional(),
  })
  .superRefine((body, ctx) => {
    // Either a password (the offline way) or an invitation, never both, never neither.
    if (body.invite && body.password !== undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: ACCOUNT_TEXTS.passwordOrInvite });
    if (!body.invite && body.password === undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: CLIENT_TEXTS.passwordRequired });
    if (!(body.profile?.name || body.name))
      ctx.addIssue({ code: 'custom', path: ['profile', 'name'], message: CLIENT_TEXTS.nameRequired });
    refuseNulCharacters(body, ctx);
  });
export type CreateClientRequest = z.infer<typeof createClientRequestSchema>;
/** What a client sends (z.input); the web types its body with it. */
export type CreateClientRequestBody = z.input<typeof createClientRequestSchema>;

/** PATCH /admin/clients/{id}: any profile field, the same body as the owner's PUT /me/profiles/{id}. */
export const updateClientRequestSchema = updateProfileRequestSchema;
export type UpdateClientRequest = z.infer<typeof updateClientRequestSchema>;

/** A client: its account's primary profile (a client's id is that profile's id), in the profile's shape. */
export const clientSchema = profileSchema;
export type Client = z.infer<typeof clientSchema>;

export const listClientsQuerySchema = paginationQuerySchema
  .extend({
    search: z.string().trim().max(200).optional(),
    /** true: only the clients without an active page on any profile (the insight 'N clientes sem página ativa'). */
    withoutActivePage: z
      .enum(['true', 'false', '1', '0'], { error: 'withoutActivePage deve ser true ou false.' })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
  })
  .superRefine((query, ctx) => refuseNulCharacters(query, ctx));
export type ListClientsQuery = z.infer<typeof listClientsQuerySchema>;

/**
 * A client as the lists show it (GET /admin/clients: the dashboard's and the clients screen's cards, the 'Nova
 * Página' dialog's select): its name, account, page and photos. Nothing of the person's private sections (medical
 * info, contacts, address, notes): those reach an admin only in the answers that write a row of the owner's access
 * log (GET /admin/clients/{id} and the like, issue 40). The card's e-mail is the account's.
 */
export const clientListItemSchema = clientSchema.pick({
  id: true,
  userId: true,
  name: true,
  kind: true,
  user: true,
  publicPageSlug: true,
  page: true,
  photos: true,
  mainPhotoUrl: true,
  avatarUrl: true,
  isPrimary: true,
  withoutProfile: true,
  createdAt: true,
  updatedAt: true,
});
export type ClientListItem = z.infer<typeof clientListItemSchema>;

export const listClientsResponseSchema = z.object({
  clients: z.array(clientListItemSchema),
  pagination: paginationSchema,
});
export type ListClientsResponse = z.infer<typeof listClientsResponseSchema>;

export const clientStatsSchema = z.object({
  total: z.number().int(),
  publicPages: z.number().int(),
  withMedicalInfo: z.number().int(),
  /** Clients without an active page on any profile (the same accounts as ?withoutActivePage=true lists). */
  withoutActivePage: z.number().int(),
  /** Clients invited who have not chosen a password yet (issue 43: 'Convite pendente', not active clients). */
  invitePending: z.number().int(),
});
export type ClientStats = z.infer<typeof clientStatsSchema>;
