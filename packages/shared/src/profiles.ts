/**
 * Profiles (spec section 3 'client/profile', issue 14 'several profiles per account'): the fields every profile
 * holds and their rules (the contacts, medical info and kind's details have their own files), and the API contract
 * of /me/profiles, /admin/clients/{id}/profiles and the tag's profile link. An account's first profile is its
 * primary one (what /me/page and the admin's clients mean); every tag opens one profile of its owner.
 */
import { z } from 'zod';
import { isRecord } from './json-values.js';
import { paginationQuerySchema, paginationSchema } from './pagination.js';
import { photoSchema } from './photos.js';
import { criticalAlertsSchema } from './profile-alerts.js';
import { emergencyContactSchema, emergencyContactsSchema } from './profile-contacts.js';
import {
  equipmentInfoResponseSchema,
  equipmentInfoSchema,
  petInfoResponseSchema,
  petInfoSchema,
} from './profile-details.js';
import { EMAIL_LIKE, freeText, PHONE_PATTERN, PROFILE_FIELD_TEXTS } from './profile-field-rules.js';
import { PHONE_TEXTS, toE164 } from './phone.js';
import { medicalInfoResponseSchema, medicalInfoSchema } from './profile-medical.js';
import { refuseNulCharacters } from './request-text.js';
import { openAlertRequestSchema, openAlertSchema } from './open-alert.js';
import { optionalSlugSchema } from './slug.js';
import { TAG_STATUSES, TAG_TYPES } from './tag-enums.js';
import { visibilityRequestSchema, visibilitySchema } from './profile-visibility.js';

/** Pages are for people, pets or equipment (spec section 1); the public page reads differently for each. */
export const PROFILE_KINDS = ['PERSON', 'PET', 'EQUIPMENT'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];
export const PROFILE_KIND_LABELS: Record<ProfileKind, string> = {
  PERSON: 'Pessoa',
  PET: 'Animal de estimação',
  EQUIPMENT: 'Equipamento',
};

/**
 * Spec section 5: 'Sections are hidden when empty (null, blank string, empty array or object).'
 * An object counts as empty when it has no keys or every value in it is empty (a medical info with
 * no blood type and empty lists is an empty section); false and 0 are values.
 */
export function isEmptySection(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmptySection);
  if (isRecord(value)) return Object.values(value).every(isEmptySection);
  return false;
}

/** Initials for the avatar fallback: first letters of the first and last words ('Maria da Silva' -> 'MS'). */
export function initialsOf(name: string | null | undefined): string {
  if (!name) return '';
  const words = name
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toUpperCase();
}

// ---- Address

export const ADDRESS_FIELDS = [
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
  'zipCode',
  'country',
] as const;
export type Address = Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>;

export const addressSchema = z
  .object(
    Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, freeText(200)])) as Record<
      (typeof ADDRESS_FIELDS)[number],
      ReturnType<typeof freeText>
    >,
    {
      error: 'address deve ser um objeto.',
    },
  )
  .partial()
  .transform((a): Address => Object.fromEntries(Object.entries(a).filter(([, v]) => v)) as Address);

/** 'Rua A, 10 - apto 2, Centro, São Paulo - SP, 01000-000, Brasil' (empty parts left out). */
export function formatAddress(address: Address | null | undefined): string {
  if (!address) return '';
  const a = address;
  const street = [a.street, a.number].filter(Boolean).join(', ');
  const line1 = [street, a.complement].filter(Boolean).join(' - ');
  const cityState = [a.city, a.state].filter(Boolean).join(' - ');
  return [line1, a.neighborhood, cityState, a.zipCode, a.country].filter(Boolean).join(', ');
}

// ---- Dates

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD, not in the future; blank or null clears it, absent leaves it as it is. */
export const dateOfBirthSchema = z
  .union([z.string(), z.null()], { error: PROFILE_FIELD_TEXTS.dateOfBirthInvalid })
  .optional()
  .superRefine((raw, ctx) => {
    const value = (raw ?? '').trim().slice(0, 10);
    if (!value) return;
    const time = Date.parse(`${value}T00:00:00Z`);
    if (!DATE_PATTERN.test(value) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
      ctx.addIssue({ code: 'custom', message: PROFILE_FIELD_TEXTS.dateOfBirthInvalid });
    } else if (time > Date.now()) {
      ctx.addIssue({ code: 'custom', message: PROFILE_FIELD_TEXTS.dateOfBirthFuture });
    }
  })
  .transform((raw) => (raw === undefined ? undefined : (raw ?? '').trim().slice(0, 10) || null));

// ---- Profile fields as the forms send them

const profileKindSchema = z
  .string({ error: PROFILE_FIELD_TEXTS.kindInvalid })
  .trim()
  .toUpperCase()
  .pipe(z.enum(PROFILE_KINDS, { error: PROFILE_FIELD_TEXTS.kindInvalid }));

const optionalText = (max: number) =>
  z
    .union([z.string(), z.null()], { error: 'Deve ser um texto.' })
    .optional()
    .transform((value) => (value === undefined ? undefined : (value ?? '').trim()))
    .pipe(z.string().max(max, PROFILE_FIELD_TEXTS.textTooLong(max)).optional());

const toggle = z.boolean({ error: 'Deve ser true ou false.' }).optional();

/** Profile fields every write accepts; absent means "leave as it is" (on create: the default). */
export const profileFieldsSchema = z.object({
  email: optionalText(200).refine((v) => !v || EMAIL_LIKE.test(v), PROFILE_FIELD_TEXTS.emailRequired),
  /** Issue 41: kept in E.164, as the contacts' (a number that cannot be one is refused). */
  phone: optionalText(40)
    .refine((v) => !v || PHONE_PATTERN.test(v), PROFILE_FIELD_TEXTS.phoneInvalid)
    .refine((v) => !v || !PHONE_PATTERN.test(v) || toE164(v) !== null, PHONE_TEXTS.unreadable)
    .transform((v) => (v ? (toE164(v) ?? v) : v)),
  dateOfBirth: dateOfBirthSchema,
  kind: profileKindSchema.optional(),
  notes: optionalText(4000),
  /** Issue 41: up to three short alerts a responder reads first (level: visibility.criticalAlerts). */
  criticalAlerts: criticalAlertsSchema.optional(),
  emergencyContacts: emergencyContactsSchema.optional(),
  medicalInfo: medicalInfoSchema.optional(),
  address: addressSchema.optional(),
  /** A pet's fields (kept whatever the kind: changing the kind back finds them again). */
  petInfo: petInfoSchema.optional(),
  /** A piece of equipment's fields. */
  equipmentInfo: equipmentInfoSchema.optional(),
  /** Technical sections of the public page (same keys as tag meta); checked on the server. */
  meta: z.record(z.string(), z.unknown(), { error: 'meta deve ser um objeto JSON.' }).optional(),
  isNamePublic: toggle,
  isContactsPublic: toggle,
  isMedicalInfoPublic: toggle,
  isPhotosPublic: toggle,
  isNotesPublic: toggle,
  /** Issue 24: each section's level (PUBLIC, PIN, PRIVATE); beside the booleans it must agree with them. */
  visibility: visibilityRequestSchema.optional(),
});

// ---- The profiles API: /me/profiles, /admin/clients/{id}/profiles, the tag's profile link

/** Default of MAX_PROFILES_PER_ACCOUNT. */
export const DEFAULT_MAX_PROFILES_PER_ACCOUNT = 50;

export const PROFILE_TEXTS = {
  notFound: 'Perfil não encontrado.',
  notOwner: 'Este perfil pertence a outra conta.',
  primaryCannotBeDeleted: 'O perfil principal não pode ser excluído.',
  limitReached: (max: number) =>
    `Limite de ${max.toLocaleString('pt-BR')} perfis por conta atingido. Exclua um perfil que não usa mais para criar outro.`,
  kindRequired: 'Escolha o tipo de perfil: pessoa, animal ou equipamento.',
  profileIdRequired: 'Escolha o perfil que a tag vai abrir.',
  tagNotAssigned: 'A tag precisa estar atribuída a uma conta para abrir um perfil.',
  profileOfAnotherOwner: 'O perfil escolhido não pertence ao dono da tag.',
  // Screens
  listTitle: 'Perfis',
  listDescription: 'Cada perfil tem a sua página pública. Cada tag abre um perfil.',
  newProfile: 'Novo perfil',
  editProfile: 'Editar perfil',
  created: 'Perfil criado com sucesso!',
  updated: 'Perfil atualizado com sucesso!',
  deleted: 'Perfil excluído. As tags dele passaram a abrir o perfil principal.',
  createFailed: 'Erro ao criar perfil. Tente novamente.',
  updateFailed: 'Erro ao salvar perfil. Tente novamente.',
  deleteFailed: 'Erro ao excluir perfil. Tente novamente.',
  loadFailed: 'Não foi possível carregar os perfis.',
  deleteConfirm: (name: string) =>
    `Excluir o perfil "${name}"? A página pública dele deixa de existir e as tags dele passam a abrir o perfil principal.`,
  primaryBadge: 'Principal',
  noTags: 'Nenhuma tag abre este perfil.',
  opensProfile: 'Perfil que a tag abre',
  opensProfileHint: 'Quem ler a tag verá a página deste perfil.',
  linkSaved: 'A tag agora abre o perfil escolhido.',
  linkFailed: 'Erro ao trocar o perfil da tag. Tente novamente.',
  noProfileYet: 'O dono da tag ainda não tem um perfil.',
  chooseKind: 'Tipo de perfil',
  empty: 'Nenhum perfil encontrado',
} as const;

/** The kinds as a person choosing one reads them (the 'Novo perfil' dialog). */
export const PROFILE_KIND_CHOICES: Record<ProfileKind, { label: string; description: string }> = {
  PERSON: { label: 'Pessoa', description: 'Cartão de emergência: contatos, tipo sanguíneo, alergias, medicamentos.' },
  PET: { label: 'Animal', description: 'Para quem encontrar o animal: espécie, raça, vacinas e o contato do tutor.' },
  EQUIPMENT: {
    label: 'Equipamento',
    description: 'Ficha técnica: marca, modelo, número de série, localização e empresa responsável.',
  },
};

const profileKindRequired = z
  .union([z.string(), z.null()], { error: PROFILE_TEXTS.kindRequired })
  .optional()
  .transform((value) => (value ?? '').trim().toUpperCase())
  .pipe(z.enum(PROFILE_KINDS, { error: PROFILE_TEXTS.kindRequired }));

const requiredProfileName = z
  .union([z.string(), z.null()], { error: PROFILE_FIELD_TEXTS.nameRequired })
  .optional()
  .transform((value) => (value ?? '').trim())
  .pipe(z.string().min(1, PROFILE_FIELD_TEXTS.nameRequired).max(120, PROFILE_FIELD_TEXTS.textTooLong(120)));

/**
 * POST /me/profiles and POST /admin/clients/{id}/profiles: a new profile of the account and its page (active,
 * titled with the name; the slug given, else one made from the name).
 */
export const createProfileRequestSchema = profileFieldsSchema
  .omit({ kind: true })
  .extend({ name: requiredProfileName, kind: profileKindRequired, publicPageSlug: optionalSlugSchema })
  .superRefine((body, ctx) => refuseNulCharacters(body, ctx));
export type CreateProfileRequest = z.infer<typeof createProfileRequestSchema>;
export type CreateProfileRequestBody = z.input<typeof createProfileRequestSchema>;

/**
 * PUT /me/profiles/{id} and the admin's PATCH /admin/clients/{id} (updateClientRequestSchema): any profile field
 * (absent: left as it is); the page's own fields go through the pages routes.
 */
const updateProfileShape = profileFieldsSchema.extend({
  name: z
    .string({ error: PROFILE_FIELD_TEXTS.nameRequired })
    .trim()
    .min(1, PROFILE_FIELD_TEXTS.nameRequired)
    .max(120, PROFILE_FIELD_TEXTS.textTooLong(120))
    .optional(),
});
export const updateProfileRequestSchema = updateProfileShape.superRefine((body, ctx) => refuseNulCharacters(body, ctx));
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export type UpdateProfileRequestBody = z.input<typeof updateProfileRequestSchema>;

/** PUT /me/profiles/{id}: the owner's twin also sets the family alert (issue 42, open-alert.ts). */
export const updateMyProfileRequestSchema = updateProfileShape
  .extend({ openAlert: openAlertRequestSchema.optional() })
  .superRefine((body, ctx) => refuseNulCharacters(body, ctx));
export type UpdateMyProfileRequest = z.infer<typeof updateMyProfileRequestSchema>;
export type UpdateMyProfileRequestBody = z.input<typeof updateMyProfileRequestSchema>;

/** PATCH /me/bracelets/{id}/profile and PATCH /admin/bracelets/{id}/profile. */
export const linkTagProfileRequestSchema = z.object({
  profileId: z.uuid({ error: PROFILE_TEXTS.profileIdRequired }),
});
export type LinkTagProfileRequest = z.infer<typeof linkTagProfileRequestSchema>;

/** A tag as a profile lists it. */
export const profileTagSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(TAG_TYPES),
  status: z.enum(TAG_STATUSES),
});
export type ProfileTag = z.infer<typeof profileTagSchema>;

export const addressResponseSchema = z.record(z.string(), z.string());

/**
 * A profile as the API answers it: every field, the kind's details, its account (user) and its page. The admin's
 * client (clientSchema) is this shape for the account's primary profile, with its tag on GET /admin/clients/{id}.
 */
export const profileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  kind: z.enum(PROFILE_KINDS),
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(['ADMIN', 'USER', 'TECHNICIAN']),
  }),
  publicPageSlug: z.string().nullable(),
  page: z.object({ id: z.string(), slug: z.string(), isActive: z.boolean() }).nullable(),
  notes: z.string().nullable(),
  photos: z.array(photoSchema),
  mainPhotoUrl: z.string().nullable(),
  avatarUrl: z.string(),
  /** Issue 41: the critical alerts, shown first on the card (level: visibility.criticalAlerts). */
  criticalAlerts: z.array(z.string()),
  emergencyContacts: z.array(emergencyContactSchema),
  medicalInfo: medicalInfoResponseSchema,
  address: addressResponseSchema,
  meta: z.record(z.string(), z.unknown()),
  petInfo: petInfoResponseSchema,
  equipmentInfo: equipmentInfoResponseSchema,
  /** The account's first profile: what /me/page and the clients screen mean (issue 14). */
  isPrimary: z.boolean(),
  /**
   * true: a client account without a profile yet (it may hold tags); its id is then the account's id, and
   * 'Criar página' (POST /admin/pages with that id) creates its primary profile and page.
   */
  withoutProfile: z.boolean().optional(),
  /** The profile's tag (only on GET /admin/clients/{id}); null when it has none. */
  nfcCode: z.string().nullable().optional(),
  bracelet: z.object({ id: z.string(), code: z.string(), status: z.string(), type: z.string() }).nullable().optional(),
  isNamePublic: z.boolean(),
  isContactsPublic: z.boolean(),
  isMedicalInfoPublic: z.boolean(),
  isPhotosPublic: z.boolean(),
  isNotesPublic: z.boolean(),
  /** Issue 24: each section's level (the booleans say PUBLIC or not; this says PIN or PRIVATE too). */
  visibility: visibilitySchema,
  /** Whether the profile has a PIN (never the PIN or its hash). */
  hasPin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/**
 * A profile of an account: the profile shape (every field, the kind's details) plus whether it is the primary one,
 * its page with its counts, and the tags that open it.
 */
export const accountProfileSchema = profileSchema.extend({
  isPrimary: z.boolean(),
  page: z
    .object({
      id: z.string(),
      slug: z.string(),
      isActive: z.boolean(),
      title: z.string(),
      views: z.number().int(),
      publicUrl: z.string(),
    })
    .nullable(),
  tags: z.array(profileTagSchema),
  /** The family alert (issue 42): on GET /me/profiles/{id} and the answer of its PUT. */
  openAlert: openAlertSchema.optional(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

export const listProfilesQuerySchema = paginationQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100, 'limit deve estar entre 1 e 100').default(50),
});
export type ListProfilesQuery = z.infer<typeof listProfilesQuerySchema>;

/** GET /me/profiles and GET /admin/clients/{id}/profiles: the primary first, then oldest first. */
export const listProfilesResponseSchema = z.object({
  profiles: z.array(accountProfileSchema),
  pagination: paginationSchema,
  /** MAX_PROFILES_PER_ACCOUNT: the screen says how many more fit. */
  maxProfiles: z.number().int(),
});
export type ListProfilesResponse = z.infer<typeof listProfilesResponseSchema>;
