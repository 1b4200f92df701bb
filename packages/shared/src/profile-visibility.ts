/**
 * Three levels per section of a profile (issue 24): PUBLIC (whoever reads the tag), PIN (whoever types the PIN
 * engraved on the bracelet), PRIVATE (only the owner and the admins). The spec's five booleans stay in the API and
 * the table as they were (true = PUBLIC, false = PIN or PRIVATE); `visibility` says which of the two a false is, and
 * gives the address a level of its own (before issue 24 it followed the name's toggle).
 */
import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from './pagination.js';

export const PRIVACY_TOGGLES = [
  'isNamePublic',
  'isContactsPublic',
  'isMedicalInfoPublic',
  'isPhotosPublic',
  'isNotesPublic',
] as const;
export type PrivacyToggle = (typeof PRIVACY_TOGGLES)[number];
export type Privacy = Record<PrivacyToggle, boolean>;
/** Spec section 5: 'Privacy toggles default to all true.' */
export const DEFAULT_PRIVACY: Privacy = {
  isNamePublic: true,
  isContactsPublic: true,
  isMedicalInfoPublic: true,
  isPhotosPublic: true,
  isNotesPublic: true,
};

/**
 * The sections, the critical alerts first (issue 41: what a responder reads first, and what the editor shows first).
 * The alerts and the address have no boolean of their own.
 */
export const VISIBILITY_SECTIONS = [
  'criticalAlerts',
  'personal',
  'contacts',
  'medicalInfo',
  'photos',
  'notes',
  'address',
] as const;
export type VisibilitySection = (typeof VISIBILITY_SECTIONS)[number];
export const VISIBILITY_LEVELS = ['PUBLIC', 'PIN', 'PRIVATE'] as const;
export type VisibilityLevel = (typeof VISIBILITY_LEVELS)[number];
export type Visibility = Record<VisibilitySection, VisibilityLevel>;

/** The sections with no boolean of the spec: their level is only in `visibility`. */
export type SectionWithoutToggle = 'address' | 'criticalAlerts';
/** The boolean of the spec that stands for each section (the address has none: it followed the name's). */
export const SECTION_TOGGLES: Record<Exclude<VisibilitySection, SectionWithoutToggle>, PrivacyToggle> = {
  personal: 'isNamePublic',
  contacts: 'isContactsPublic',
  medicalInfo: 'isMedicalInfoPublic',
  photos: 'isPhotosPublic',
  notes: 'isNotesPublic',
};

/** What a profile stores: the booleans, the levels written with them (any section may be absent) and the PIN. */
export type StoredVisibility = Privacy & { visibility?: Partial<Visibility> | null; hasPin?: boolean };

/**
 * The level of each section. The boolean decides PUBLIC; a false section is PIN when its stored level says so and a
 * PIN is set, else PRIVATE. The address without a level of its own follows the name and personal data; the critical
 * alerts without one follow the medical info (issue 41).
 */
export function visibilityOf(profile: StoredVisibility): Visibility {
  const stored = profile.visibility ?? {};
  const hidden = (level: VisibilityLevel | undefined): VisibilityLevel =>
    level === 'PIN' && profile.hasPin ? 'PIN' : 'PRIVATE';
  // The alerts first, as VISIBILITY_SECTIONS lists them.
  const levels = { criticalAlerts: 'PRIVATE' } as Visibility;
  for (const [section, toggle] of Object.entries(SECTION_TOGGLES) as Array<[VisibilitySection, PrivacyToggle]>) {
    levels[section] = profile[toggle] ? 'PUBLIC' : hidden(stored[section]);
  }
  const ownLevel = (level: VisibilityLevel | undefined, otherwise: VisibilityLevel) =>
    level === 'PUBLIC' ? 'PUBLIC' : level ? hidden(level) : otherwise;
  levels.address = ownLevel(stored.address, levels.personal);
  levels.criticalAlerts = ownLevel(stored.criticalAlerts, levels.medicalInfo);
  return levels;
}

/** A profile's PIN: 4 to 8 digits, stored hashed like a password. */
export const PIN_PATTERN = /^\d{4,8}$/;

export const VISIBILITY_TEXTS = {
  levels: { PUBLIC: 'Público', PIN: 'PIN', PRIVATE: 'Privado' } satisfies Record<VisibilityLevel, string>,
  explanations: {
    PUBLIC: 'Público: qualquer pessoa que ler a tag',
    PIN: 'PIN: só quem digitar o PIN gravado no bracelete',
    PRIVATE: 'Privado: só você',
  } satisfies Record<VisibilityLevel, string>,
  sections: {
    criticalAlerts: 'Alertas críticos',
    personal: 'Nome e dados pessoais',
    contacts: 'Contatos de emergência',
    medicalInfo: 'Informações médicas',
    photos: 'Fotos',
    notes: 'Observações',
    address: 'Endereço',
  } satisfies Record<VisibilitySection, string>,
  title: 'Quem vê cada seção',
  levelInvalid: 'Escolha PUBLIC, PIN ou PRIVATE.',
  pinRequired: 'Defina um PIN antes de proteger uma seção com PIN.',
  conflict: (toggle: string, section: string) =>
    `${toggle} e visibility.${section} dizem coisas diferentes: envie só um deles, ou os dois iguais (true = PUBLIC).`,
  // The PIN
  pinTitle: 'PIN do perfil',
  pinLabel: 'Novo PIN',
  pinInvalid: 'O PIN deve ter de 4 a 8 dígitos.',
  pinHint: 'De 4 a 8 dígitos, para gravar no bracelete. Quem ler a tag digita o PIN para ver as seções com PIN.',
  pinSet: 'PIN definido.',
  pinChanged: 'PIN alterado.',
  pinRemoved: 'PIN removido. As seções que estavam com PIN passaram a ser privadas.',
  pinRemoveNote: 'Sem PIN, as seções com PIN passam a ser privadas.',
  pinIsSet: 'Este perfil tem um PIN.',
  pinNotSet: 'Este perfil ainda não tem PIN.',
  pinSave: 'Salvar PIN',
  pinRemove: 'Remover PIN',
  pinSaveFailed: 'Erro ao salvar o PIN. Tente novamente.',
  pinRemoveFailed: 'Erro ao remover o PIN. Tente novamente.',
  // The unlock log
  unlocksTitle: 'Aberturas com PIN',
  unlocksEmpty: 'Ninguém tentou abrir este perfil com o PIN.',
  unlockRight: 'PIN certo',
  unlockWrong: 'PIN errado',
  unlockLocked: 'Bloqueado',
  unlocksLoadFailed: 'Não foi possível carregar as aberturas com PIN.',
  lockedNow: (until: string) => `O PIN está bloqueado até ${until} por tentativas erradas.`,
  unlockPin: 'Desbloquear PIN',
  pinUnlocked: 'PIN desbloqueado. Quem tiver o PIN já pode abrir o perfil.',
  unlockPinFailed: 'Erro ao desbloquear o PIN. Tente novamente.',
  // What the owner receives
  usedTitle: 'PIN usado',
  used: (what: string) => `Seu PIN foi usado para abrir ${what}.`,
  lockedTitle: 'PIN bloqueado',
  lockedAlert: (name: string, until: string) =>
    `Alguém errou cinco vezes o PIN do perfil "${name}". O PIN ficará bloqueado até ${until}.`,
} as const;

const levelSchema = z.enum(VISIBILITY_LEVELS, { error: VISIBILITY_TEXTS.levelInvalid });

/** `visibility` on PUT /me/profiles/{id} and PATCH /admin/clients/{id}: any of the sections (absent: unchanged). */
export const visibilityRequestSchema = z
  .object(
    Object.fromEntries(VISIBILITY_SECTIONS.map((section) => [section, levelSchema.optional()])) as Record<
      VisibilitySection,
      z.ZodOptional<typeof levelSchema>
    >,
    { error: 'visibility deve ser um objeto.' },
  )
  .strict();

export const visibilitySchema = z.object(
  Object.fromEntries(VISIBILITY_SECTIONS.map((section) => [section, z.enum(VISIBILITY_LEVELS)])) as Record<
    VisibilitySection,
    z.ZodEnum<{ PUBLIC: 'PUBLIC'; PIN: 'PIN'; PRIVATE: 'PRIVATE' }>
  >,
);

/** PUT /me/profiles/{id}/pin (and the admin's /admin/clients/{id}/pin). */
export const setPinRequestSchema = z.object({
  pin: z.string({ error: VISIBILITY_TEXTS.pinInvalid }).trim().regex(PIN_PATTERN, VISIBILITY_TEXTS.pinInvalid),
});
export type SetPinRequest = z.infer<typeof setPinRequestSchema>;

export const pinResponseSchema = z.object({ hasPin: z.boolean(), visibility: visibilitySchema, message: z.string() });
export type PinResponse = z.infer<typeof pinResponseSchema>;

/** One attempt at a profile's PIN: when, its result, where and on what (as the scan log has them); never the PIN. */
export const UNLOCK_RESULTS = ['RIGHT', 'WRONG', 'LOCKED'] as const;
export type UnlockResult = (typeof UNLOCK_RESULTS)[number];
export const profileUnlockSchema = z.object({
  at: z.string(),
  result: z.enum(UNLOCK_RESULTS),
  country: z.string(),
  device: z.string(),
});
export type ProfileUnlock = z.infer<typeof profileUnlockSchema>;

export const listUnlocksQuerySchema = paginationQuerySchema;
export const listUnlocksResponseSchema = z.object({
  unlocks: z.array(profileUnlockSchema),
  /** Until when the PIN is locked for everyone (ISO); null when it is open. The owner or an admin may lift it. */
  lockedUntil: z.string().nullable(),
  pagination: paginationSchema,
});

/** DELETE /me/profiles/{id}/pin/lock and /admin/clients/{id}/pin/lock. */
export const liftPinLockResponseSchema = z.object({ message: z.string() });
export type LiftPinLockResponse = z.infer<typeof liftPinLockResponseSchema>;
export type ListUnlocksResponse = z.infer<typeof listUnlocksResponseSchema>;

/** Wrong PINs in a row that lock a profile's PIN, the window they count in and how long the lock lasts. */
export const PIN_MAX_WRONG = 5;
export const PIN_WINDOW_MINUTES = 15;
export const PIN_LOCK_MINUTES = 15;
/**
 * Wrong PINs from one address (an IPv6 /64) in PIN_WINDOW_MINUTES before that address is stopped (issue 40 item 9):
 * below PIN_MAX_WRONG, so one stranger alone cannot lock the PIN for everyone (it takes two addresses), and a
 * paramedic who mistypes twice still has a third try.
 */
export const PIN_MAX_WRONG_PER_ADDRESS = 3;
/** At most one 'Seu PIN foi usado' notice per profile in this long. */
export const PIN_NOTICE_MINUTES = 60;
