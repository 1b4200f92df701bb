/**
 * Several profiles per account (issue 14): a person, a child, a pet, a hundred machines, each with its own public
 * page and privacy toggles. The account's first profile is its primary one (what /me/page and the admin's clients
 * mean); every tag opens one profile of its owner. The API contract of /me/profiles, /admin/clients/{id}/profiles
 * and the tag's profile link.
 */
import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from './pagination.js';
import {
  CLIENT_TEXTS,
  clientSchema,
  PROFILE_KINDS,
  profileFieldsSchema,
  refuseNulCharacters,
  updateClientRequestSchema,
  type ProfileKind,
} from './profiles.js';
import { optionalSlugSchema } from './slug.js';
import { TAG_STATUSES, TAG_TYPES } from './tag-enums.js';

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
  .union([z.string(), z.null()], { error: CLIENT_TEXTS.nameRequired })
  .optional()
  .transform((value) => (value ?? '').trim())
  .pipe(z.string().min(1, CLIENT_TEXTS.nameRequired).max(120, CLIENT_TEXTS.textTooLong(120)));

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

/** PUT /me/profiles/{id}: any profile field (absent: left as it is), the same body as the admin's PATCH of a client. */
export const updateProfileRequestSchema = updateClientRequestSchema;
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export type UpdateProfileRequestBody = z.input<typeof updateProfileRequestSchema>;

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

/**
 * A profile of an account: the client shape (every field, the kind's details) plus whether it is the primary one,
 * its page with its counts, and the tags that open it.
 */
export const accountProfileSchema = clientSchema.extend({
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
