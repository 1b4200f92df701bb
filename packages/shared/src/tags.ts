/**
 * Tags and bracelets (one entity, two route families): the API contract, rules and pt-BR texts
 * shared by the server and the web app. See also tag-enums, tag-code, tag-meta, tag-meta-view,
 * tag-html, bulk-import and bulk-item (all re-exported here).
 */
import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from './pagination.js';
import { BULK_MAX_ITEMS } from './bulk-import.js';
import { TAG_CODE_PATTERN, TAG_CODE_PREFIX_MAX } from './tag-code.js';
import { withoutNul } from './tag-meta.js';
import { PROFILE_KINDS } from './profiles.js';
import { lostInfoSchema } from './lost-mode.js';
import { ACTIVATION_TEXTS, normalizeActivationCode } from './activation.js';
import {
  ASSIGNMENT_FILTERS,
  CONFLICT_MODES,
  PHYSICAL_TYPES,
  TAG_EVENT_ACTIONS,
  TAG_STATUSES,
  TAG_TYPES,
} from './tag-enums.js';

export * from './tag-enums.js';
export * from './tag-code.js';
export * from './tag-meta.js';
export * from './tag-meta-view.js';
export * from './tag-html.js';
export * from './bulk-import.js';
export * from './bulk-item.js';
export * from './activation.js';

/** The spec's texts about tags and bracelets (sections 2, 5, 6 and 8), to the letter, plus the API's own. */
export const TAG_TEXTS = {
  /** The owner's history names anyone else (a previous owner, the admin) only so (issue 21, fault 10). */
  otherUser: 'Outro usuário',
  // Validation and API errors
  codeRequired: 'O código NFC é obrigatório.',
  codeFormat: 'O código deve ter até 64 caracteres: letras, números, hífen, ponto ou sublinhado.',
  duplicateCode: 'Código já existente. Clique em Gerar código ou deixe vazio para gerar automático.',
  prefixFormat: `O prefixo deve ter no máximo ${TAG_CODE_PREFIX_MAX} caracteres (letras e números).`,
  notFound: 'Tag não encontrada.',
  notOwner: 'Acesso negado: esta tag não pertence a você',
  userNotFound: 'Usuário não encontrado.',
  userRequired: 'Selecione um usuário.',
  technicianCannotOwn: 'Um técnico não pode ter tags atribuídas: atribua a tag a um usuário.',
  alreadyAssigned: (name: string) => `Esta bracelete já está atribuída a ${name}.`,
  transferConfirm: (name: string) => `Esta bracelete já está atribuída a ${name}. Quer transferir a propriedade?`,
  sameUser: 'A tag já está atribuída a este usuário.',
  notAssigned: 'Esta tag não está atribuída.',
  ownerMismatch: 'O usuário de origem não é o dono atual desta tag.',
  sameStatus: 'A tag já está com este status. Escolha outro status.',
  statusInvalid: 'Status inválido. Use ACTIVE, INACTIVE, LOST ou BROKEN.',
  typeInvalid: 'Tipo inválido. Use B2C ou B2B.',
  physicalTypeInvalid: 'Tipo físico inválido. Use NFC, QR ou BLE.',
  conflictModeInvalid: 'conflictMode inválido. Use BLOCK ou TRANSFER.',
  assignedFilterInvalid: 'assigned inválido. Use ASSIGNED ou UNASSIGNED.',
  sortByInvalid: 'sortBy inválido. Use code, type, status ou createdAt.',
  sortOrderInvalid: 'sortOrder inválido. Use asc ou desc.',
  codeOrSelection: 'Selecione ou informe um código',
  codeNotFound: 'Código não encontrado',
  claimTaken: 'Esta tag já está atribuída a outro usuário.',
  claimOwn: 'Esta tag já está atribuída a você.',
  b2cOwnerKeys: 'Em tags B2C só é possível editar o apelido (nickname) e as notas (notes).',
  physicalTypeAdminOnly: 'O tipo físico da tag só pode ser alterado pelo administrador.',
  bulkEmpty: 'Nenhum item para criar.',
  bulkTooMany: (ignored: number) =>
    `Apenas os primeiros ${BULK_MAX_ITEMS} itens foram considerados; ${ignored} ignorado(s).`,
  // Screens (spec sections 2 and 8)
  loadFailed: 'Erro ao carregar tags. Tente novamente.',
  createFailed: 'Erro ao criar tag. Tente novamente.',
  deleteFailed: 'Erro ao deletar tag. Tente novamente.',
  statusFailed: 'Erro ao atualizar status da tag. Tente novamente.',
  createFailedToast: 'Erro ao criar a tag.',
  deleteConfirm: 'Tem certeza que deseja deletar esta tag?',
  deleteConfirmEdit: 'Tem certeza que deseja deletar esta tag? Esta ação não pode ser desfeita.',
  created: 'Tag criada com sucesso!',
  editLoadFailed: 'Não foi possível carregar a tag.',
  editSaveFailed: 'Falha ao salvar alterações.',
  editDeleteFailed: 'Falha ao deletar tag.',
  editAssignFailed: 'Falha ao atribuir a tag.',
  editAssignTransferFailed: 'Falha ao atribuir/transferir a tag.',
  editUnassignFailed: 'Falha ao desatribuir a tag.',
  myTagsLoadFailed: 'Não foi possível carregar suas tags.',
  myTagsEmpty: 'Nenhuma tag encontrada',
  myTagsNoneAssigned: 'Nenhuma tag atribuída',
  assignFailed: 'Falha ao atribuir',
  assigned: 'Bracelete atribuída com sucesso',
  transferred: 'Propriedade transferida com sucesso',
  braceletsLoadFailed: 'Erro ao carregar braceletes',
  braceletCreated: 'Bracelete criado com sucesso.',
  generateFailed: 'Falha ao gerar código automaticamente',
  historyLoadFailed: 'Erro ao carregar histórico',
  historyEmpty: 'Sem histórico.',
  statusUpdated: 'Status atualizado',
  metaUpdatedMerge: 'Meta atualizada (merge no servidor)',
  bulkResult: (created: number, errors: number) => `Criados: ${created}, Erros: ${errors}`,
  userTagsForbidden: 'Acesso negado.',
  userTagsLoadFailed: 'Erro ao carregar suas tags.',
  metaSaveFailed: 'Erro ao salvar meta',
  metaUpdated: 'Meta atualizada',
} as const;

/** An enum read case-insensitively from a query string or a body ('active' -> 'ACTIVE'). */
const upperEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .pipe(z.enum(values, { error: message }));

/** Query filters where '' and 'ALL' mean "no filter" (the screens send status=all). */
const optionalFilter = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && ['', 'ALL', 'TODOS', 'TODAS'].includes(value.trim().toUpperCase())
        ? undefined
        : value,
    upperEnum(values, message).optional(),
  );

export const tagStatusSchema = upperEnum(TAG_STATUSES, TAG_TEXTS.statusInvalid);
export const tagTypeSchema = upperEnum(TAG_TYPES, TAG_TEXTS.typeInvalid);
export const physicalTypeSchema = upperEnum(PHYSICAL_TYPES, TAG_TEXTS.physicalTypeInvalid);
export const conflictModeSchema = upperEnum(CONFLICT_MODES, TAG_TEXTS.conflictModeInvalid);

/** A required code: trimmed and upper-cased ('O código NFC é obrigatório.'). */
export const tagCodeSchema = z
  .string({ error: TAG_TEXTS.codeRequired })
  .trim()
  .toUpperCase()
  .min(1, TAG_TEXTS.codeRequired)
  .regex(TAG_CODE_PATTERN, TAG_TEXTS.codeFormat);

/** An optional code: empty means "generate one". */
export const optionalTagCodeSchema = z
  .union([z.string({ error: TAG_TEXTS.codeFormat }), z.null()])
  .optional()
  .transform((value) => (value ?? '').trim().toUpperCase())
  .pipe(z.union([z.literal(''), z.string().regex(TAG_CODE_PATTERN, TAG_TEXTS.codeFormat)]))
  .transform((value) => value || undefined);

/** Free text is stored without NUL characters (PostgreSQL refuses them; see withoutNul). */
const notesSchema = z
  .string()
  .transform(withoutNul)
  .pipe(z.string().trim().max(2000, 'As notas devem ter no máximo 2000 caracteres.'));
const optionalNotes = z.union([notesSchema, z.null()]).optional();
const userIdSchema = z.uuid({ error: TAG_TEXTS.userRequired });
/** Meta as the client sends it; checked and cleaned on the server by normalizeTagMeta. */
export const tagMetaInputSchema = z.record(z.string(), z.unknown(), { error: 'meta deve ser um objeto JSON.' });

// ---- Responses

/** The profile a tag opens (issue 14): one of its owner's; null while the tag is unassigned or the owner has none. */
export const tagProfileRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PROFILE_KINDS),
  isPrimary: z.boolean(),
});
export type TagProfileRef = z.infer<typeof tagProfileRefSchema>;

export const tagSchema = z.object({
  id: z.string(),
  code: z.string(),
  nfcCode: z.string(),
  type: z.enum(TAG_TYPES),
  physicalType: z.enum(PHYSICAL_TYPES),
  status: z.enum(TAG_STATUSES),
  assignedUserId: z.string().nullable(),
  assignedUserName: z.string().nullable(),
  assignedUserEmail: z.string().nullable(),
  assignedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  notes: z.string().nullable(),
  meta: z.record(z.string(), z.unknown()),
  /** The profile whose page /t/{code} shows (always sent by the server). */
  profile: tagProfileRefSchema.nullable().optional(),
  /** While the tag is LOST: the owner's message for finders, the reward flag, since when, the status to restore. */
  lost: lostInfoSchema.nullable().optional(),
  /** The owner gets a daily digest of the tag's scans outside lost mode. */
  scanDigest: z.boolean().optional(),
  /** Issue 44: an equipment tag's site (one of its owner's) and its place inside it. */
  siteId: z.string().nullable().optional(),
  siteName: z.string().nullable().optional(),
  place: z.string().nullable().optional(),
});
export type Tag = z.infer<typeof tagSchema>;

/** One event of the log: a history event (action or status, notes, timestamp) and, for ownership actions, a transfer record. */
export const tagEventSchema = z.object({
  id: z.string(),
  tagId: z.string(),
  braceletId: z.string(),
  action: z.enum(TAG_EVENT_ACTIONS),
  status: z.enum(TAG_STATUSES).nullable(),
  previousStatus: z.enum(TAG_STATUSES).nullable(),
  notes: z.string().nullable(),
  fromUserId: z.string().nullable(),
  fromUserName: z.string().nullable(),
  toUserId: z.string().nullable(),
  toUserName: z.string().nullable(),
  actorUserId: z.string().nullable(),
  actorName: z.string().nullable(),
  timestamp: z.string(),
  createdAt: z.string(),
});
export type TagEvent = z.infer<typeof tagEventSchema>;

export const tagStatsSchema = z.object({
  total: z.number().int(),
  available: z.number().int(),
  assigned: z.number().int(),
  lost: z.number().int(),
  damaged: z.number().int(),
});
export type TagStats = z.infer<typeof tagStatsSchema>;

export const listTagsResponseSchema = z.object({ tags: z.array(tagSchema), pagination: paginationSchema });
export type ListTagsResponse = z.infer<typeof listTagsResponseSchema>;
export const listBraceletsResponseSchema = z.object({ items: z.array(tagSchema), pagination: paginationSchema });
export type ListBraceletsResponse = z.infer<typeof listBraceletsResponseSchema>;

export const TAG_SORT_FIELDS = ['code', 'type', 'status', 'createdAt'] as const;
export type TagSortField = (typeof TAG_SORT_FIELDS)[number];

// ---- Requests

/** GET /admin/tags, /admin/bracelets and /me/bracelets. */
export const listTagsQuerySchema = paginationQuerySchema.extend({
  search: z.string().transform(withoutNul).pipe(z.string().trim().max(200)).optional(),
  status: optionalFilter(TAG_STATUSES, TAG_TEXTS.statusInvalid),
  type: optionalFilter(TAG_TYPES, TAG_TEXTS.typeInvalid),
  assigned: optionalFilter(ASSIGNMENT_FILTERS, TAG_TEXTS.assignedFilterInvalid),
  assignedUserId: z.uuid({ error: 'assignedUserId inválido' }).optional(),
  /** Issue 44: one site's tags. */
  siteId: z.uuid({ error: 'siteId inválido' }).optional(),
  sortBy: z.enum(TAG_SORT_FIELDS, { error: TAG_TEXTS.sortByInvalid }).default('createdAt'),
  sortOrder: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['asc', 'desc'], { error: TAG_TEXTS.sortOrderInvalid }))
    .default('desc'),
});
export type ListTagsQuery = z.infer<typeof listTagsQuerySchema>;
/** The owner's list: 50 a page by default (spec: 'my tags 50 or 100'). */
export const listMyTagsQuerySchema = listTagsQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(1000, 'limit deve estar entre 1 e 1000').default(50),
});

export const historyQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100, 'limit deve estar entre 1 e 100').default(20),
});

/** POST /admin/tags {code} (the simple 'Nova Tag' dialog). */
export const createTagRequestSchema = z.object({
  code: tagCodeSchema,
  notes: optionalNotes,
  status: tagStatusSchema.optional(),
  type: tagTypeSchema.optional(),
  physicalType: physicalTypeSchema.optional(),
});
export type CreateTagRequest = z.infer<typeof createTagRequestSchema>;
/** What a client sends (z.input: before trimming, upper-casing and defaults); the web types its bodies with these. */
export type CreateTagRequestBody = z.input<typeof createTagRequestSchema>;

/** PUT /admin/tags/{id} {code, status} (or {nfcCode, status}). */
export const updateTagRequestSchema = z
  .object({
    code: z.string({ error: TAG_TEXTS.codeRequired }).optional(),
    nfcCode: z.string({ error: TAG_TEXTS.codeRequired }).optional(),
    status: tagStatusSchema.optional(),
    notes: optionalNotes,
    type: tagTypeSchema.optional(),
    physicalType: physicalTypeSchema.optional(),
  })
  .transform((body, ctx) => {
    const parsed = tagCodeSchema.safeParse(body.code ?? body.nfcCode ?? '');
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: parsed.error.issues[0]!.message });
      return z.NEVER;
    }
    const { nfcCode: _alias, ...rest } = body;
    return { ...rest, code: parsed.data };
  });
export type UpdateTagRequest = z.infer<typeof updateTagRequestSchema>;
export type UpdateTagRequestBody = z.input<typeof updateTagRequestSchema>;

/** POST /admin/bracelets {code?, type, physicalType, meta?}. */
export const createBraceletRequestSchema = z.object({
  code: optionalTagCodeSchema,
  type: tagTypeSchema.default('B2C'),
  physicalType: physicalTypeSchema.default('NFC'),
  status: tagStatusSchema.optional(),
  notes: optionalNotes,
  meta: tagMetaInputSchema.optional(),
});
export type CreateBraceletRequest = z.infer<typeof createBraceletRequestSchema>;
export type CreateBraceletRequestBody = z.input<typeof createBraceletRequestSchema>;

export const generateCodeQuerySchema = z.object({
  prefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9]{0,${TAG_CODE_PREFIX_MAX}}$`), TAG_TEXTS.prefixFormat)
    .optional(),
  type: optionalFilter(TAG_TYPES, TAG_TEXTS.typeInvalid),
});
export const generateCodeResponseSchema = z.object({ code: z.string() });

/** PATCH /admin/bracelets/{id}/assign and POST /admin/tags/{id}/assign. */
export const assignTagRequestSchema = z.object({
  userId: userIdSchema,
  conflictMode: conflictModeSchema.default('BLOCK'),
  notes: optionalNotes,
});
export type AssignTagRequest = z.infer<typeof assignTagRequestSchema>;
export type AssignTagRequestBody = z.input<typeof assignTagRequestSchema>;

export const transferTagRequestSchema = z.object({
  fromUserId: z.uuid({ error: 'Informe o usuário de origem (fromUserId).' }),
  toUserId: userIdSchema,
  reason: optionalNotes,
  notes: optionalNotes,
});
export type TransferTagRequest = z.infer<typeof transferTagRequestSchema>;
export type TransferTagRequestBody = z.input<typeof transferTagRequestSchema>;

/** POST .../unassign {reason} (the edit screen sends notes); the body may be left out. */
export const unassignTagRequestSchema = z
  .object({ reason: optionalNotes, notes: optionalNotes })
  .nullish()
  .transform((body) => body ?? {});
export type UnassignTagRequest = z.infer<typeof unassignTagRequestSchema>;
export type UnassignTagRequestBody = NonNullable<z.input<typeof unassignTagRequestSchema>>;

export const setTagStatusRequestSchema = z.object({ status: tagStatusSchema });
export type SetTagStatusRequestBody = z.input<typeof setTagStatusRequestSchema>;

export const patchTagMetaRequestSchema = z.object({ meta: tagMetaInputSchema });
export type PatchTagMetaRequestBody = z.input<typeof patchTagMetaRequestSchema>;

export const claimTagRequestSchema = z.object({
  code: z
    .string({ error: TAG_TEXTS.codeOrSelection })
    .trim()
    .toUpperCase()
    .min(1, TAG_TEXTS.codeOrSelection)
    .max(64, TAG_TEXTS.codeNotFound),
  /**
   * Required unless CLAIM_REQUIRES_ACTIVATION=false; a missing one is refused by the service with the same answer
   * as a wrong one (optional here so the schema's own message never tells them apart).
   */
  activationCode: z
    .string({ error: ACTIVATION_TEXTS.invalid })
    .max(64, ACTIVATION_TEXTS.invalid)
    .transform(normalizeActivationCode)
    .optional(),
});
export type ClaimTagRequestBody = z.input<typeof claimTagRequestSchema>;

/** Items are checked one by one on the server (normalizeBulkItem); only the list itself is checked here. */
export const bulkCreateRequestSchema = z.object({
  items: z.array(z.unknown(), { error: 'items deve ser uma lista.' }).min(1, TAG_TEXTS.bulkEmpty),
});
export const bulkErrorSchema = z.object({ line: z.number().int(), code: z.string().optional(), message: z.string() });
export type BulkError = z.infer<typeof bulkErrorSchema>;
export const bulkCreateResponseSchema = z.object({
  createdCount: z.number().int(),
  errorCount: z.number().int(),
  items: z.array(tagSchema),
  errors: z.array(bulkErrorSchema),
  receivedCount: z.number().int(),
  truncated: z.boolean(),
  ignoredCount: z.number().int(),
  message: z.string(),
  /** The import's batch (issue 25: its labels and encoder export); null when nothing was created. */
  batchId: z.uuid().nullable(),
});
export type BulkCreateResponse = z.infer<typeof bulkCreateResponseSchema>;
