/**
 * Clients (profiles): the API contract and the domain rules of spec section 3 (client/profile, emergency
 * contact, medical info, photo) and section 5 (new client), shared by the server and the web app.
 */
import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from './pagination.js';
import { optionalSlugSchema } from './slug.js';
import {
  equipmentInfoResponseSchema,
  equipmentInfoSchema,
  petInfoResponseSchema,
  petInfoSchema,
} from './profile-details.js';

/** The spec's texts about clients (sections 2, 5 and 8), to the letter, plus the API's own. */
export const CLIENT_TEXTS = {
  nameRequired: 'Nome é obrigatório.',
  emailRequired: 'Email válido é obrigatório.',
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
  bloodTypeInvalid: 'Tipo sanguíneo inválido. Use A+, A-, B+, B-, AB+, AB-, O+ ou O-.',
  phoneInvalid: 'Telefone inválido: use apenas números, espaços, parênteses, pontos, hífens e +.',
  contactEmailInvalid: 'Email do contato inválido.',
  dateOfBirthInvalid: 'Data de nascimento deve estar no formato AAAA-MM-DD.',
  dateOfBirthFuture: 'Data de nascimento não pode estar no futuro.',
  kindInvalid: 'Tipo de perfil inválido. Use PERSON, PET ou EQUIPMENT.',
  tooManyContacts: 'No máximo 20 contatos de emergência.',
  tooManyItems: 'No máximo 50 itens por lista.',
  textTooLong: (max: number) => `Texto muito longo (máximo ${max} caracteres).`,
} as const;

/** Spec section 9: 8 blood types. */
export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodType = (typeof BLOOD_TYPES)[number];

/** Pages are for people, pets or equipment (spec section 1); the public page reads differently for each. */
export const PROFILE_KINDS = ['PERSON', 'PET', 'EQUIPMENT'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];
export const PROFILE_KIND_LABELS: Record<ProfileKind, string> = {
  PERSON: 'Pessoa',
  PET: 'Animal de estimação',
  EQUIPMENT: 'Equipamento',
};

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

// ---- Small helpers

/** PostgreSQL text and jsonb cannot hold U+0000: a request carrying one is refused (400 naming the field), never a 500. */
export const NUL_CHARACTER_MESSAGE = 'Texto contém um caractere inválido.';

/** Adds an issue for every string (or object key) of a parsed request that holds U+0000. */
export function refuseNulCharacters(
  value: unknown,
  ctx: z.RefinementCtx<unknown>,
  path: Array<string | number> = [],
  depth = 0,
): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) ctx.addIssue({ code: 'custom', path, message: NUL_CHARACTER_MESSAGE });
    return;
  }
  if (depth > 32 || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => refuseNulCharacters(item, ctx, [...path, index], depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) ctx.addIssue({ code: 'custom', path, message: NUL_CHARACTER_MESSAGE });
    else refuseNulCharacters(item, ctx, [...path, key], depth + 1);
  }
}

/**
 * A lone UTF-16 surrogate: half of an emoji a client cut in two, sent as the JSON escape "\ud800". With the u flag
 * a well-formed pair is one code point, so only lone halves are category Cs (what String#toWellFormed replaces;
 * the regex needs no ES2024 lib in the three tsconfigs that compile this file).
 */
const LONE_SURROGATE = /\p{Cs}/gu;
const hasLoneSurrogate = (text: string) => text.search(LONE_SURROGATE) !== -1;
/** Text with every lone surrogate replaced by U+FFFD (and the same string when it has none). */
export const wellFormedText = (text: string) =>
  hasLoneSurrogate(text) ? text.replace(LONE_SURROGATE, '\ufffd') : text;

const isJsonObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * The NUL rule's twin, for every string and object key of a request (free-form JSON such as tag meta included):
 * a lone surrogate cannot be stored in jsonb (PostgreSQL refuses the escape: a 500), and text columns already
 * store it as U+FFFD (the UTF-8 encoder replaces it). So it is cleaned, not refused: U+FFFD in its place, the
 * same in every column, and nobody is stopped by a character they cannot see in the form.
 * Cleans a value fresh from JSON.parse in place (plain objects and arrays only, so streams and buffers are left
 * alone), without recursion (any depth), and returns it; a string comes back cleaned.
 */
export function makeWellFormed<T>(value: T): T {
  if (typeof value === 'string') return wellFormedText(value) as T;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      node.forEach((item: unknown, index) => {
        if (typeof item === 'string') node[index] = wellFormedText(item);
        else if (typeof item === 'object' && item !== null) pending.push(item);
      });
    } else if (isJsonObject(node)) {
      let keysToClean = false;
      for (const [key, item] of Object.entries(node)) {
        if (typeof item === 'string') node[key] = wellFormedText(item);
        else if (typeof item === 'object' && item !== null) pending.push(item);
        if (hasLoneSurrogate(key)) keysToClean = true;
      }
      if (keysToClean) renameKeys(node, wellFormedText);
    }
  }
  return value;
}

/** Renames every key in place, keeping their order (defineProperty: a '__proto__' key stays a plain key). */
function renameKeys(target: Record<string, unknown>, rename: (key: string) => string) {
  const entries = Object.entries(target);
  for (const [key] of entries) delete target[key];
  for (const [key, item] of entries) {
    Object.defineProperty(target, rename(key), { value: item, writable: true, enumerable: true, configurable: true });
  }
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

// ---- Emergency contacts

export type EmergencyContact = { name: string; phone: string; relationship: string; email?: string };

const PHONE_PATTERN = /^\+?[\d\s().-]{3,40}$/;
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+$/;

/**
 * A contact as any client sends it: the current names or the older contactName, contactPhone and
 * relation (spec section 3). Missing parts are blank here; emergencyContactsSchema drops incomplete rows.
 */
const emergencyContactInputSchema = z
  .object(
    {
      name: z.unknown().optional(),
      contactName: z.unknown().optional(),
      phone: z.unknown().optional(),
      contactPhone: z.unknown().optional(),
      relationship: z.unknown().optional(),
      relation: z.unknown().optional(),
      email: z.unknown().optional(),
    },
    { error: 'Cada contato de emergência deve ser um objeto.' },
  )
  .transform((c) => ({
    name: text(c.name) || text(c.contactName),
    phone: text(c.phone) || text(c.contactPhone),
    relationship: text(c.relationship) || text(c.relation),
    email: text(c.email),
  }))
  .superRefine((c, ctx) => {
    if (c.name.length > 120 || c.relationship.length > 60)
      ctx.addIssue({ code: 'custom', message: CLIENT_TEXTS.textTooLong(120) });
    if (c.phone && !PHONE_PATTERN.test(c.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: CLIENT_TEXTS.phoneInvalid });
    if (c.email && (!EMAIL_LIKE.test(c.email) || c.email.length > 200)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: CLIENT_TEXTS.contactEmailInvalid });
    }
  });

/**
 * Spec section 5: 'Emergency contacts are kept only if name, phone and relationship are all filled.
 * Empty list items are dropped.' The server applies the same rule, so what it stores is what the form meant.
 */
export const emergencyContactsSchema = z
  .array(emergencyContactInputSchema, { error: 'emergencyContacts deve ser uma lista.' })
  .max(20, CLIENT_TEXTS.tooManyContacts)
  .transform((list) =>
    list
      .filter((c) => c.name && c.phone && c.relationship)
      .map((c): EmergencyContact => (c.email ? c : { name: c.name, phone: c.phone, relationship: c.relationship })),
  );

/** Reads stored or legacy contacts without failing: anything unreadable is left out. */
const isStoredContact = (c: unknown): c is EmergencyContact =>
  isRecord(c) &&
  typeof c.name === 'string' &&
  c.name !== '' &&
  typeof c.phone === 'string' &&
  c.phone !== '' &&
  typeof c.relationship === 'string' &&
  c.relationship !== '' &&
  optionalString(c.email) &&
  Object.keys(c).length <= 4;

export function readEmergencyContacts(value: unknown): EmergencyContact[] {
  const list = typeof value === 'string' ? safeJson(value) : value;
  if (!Array.isArray(list)) return [];
  // As the API stores them: no need to go through the schema.
  if (list.every(isStoredContact)) return list;
  const out: EmergencyContact[] = [];
  for (const item of list) {
    const parsed = emergencyContactInputSchema.safeParse(item);
    if (parsed.success && parsed.data.name && parsed.data.phone && parsed.data.relationship) {
      const c = parsed.data;
      out.push(c.email ? c : { name: c.name, phone: c.phone, relationship: c.relationship });
    }
  }
  return out;
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

// ---- Medical info

export type MedicalInfo = {
  bloodType: BloodType | null;
  allergies: string[];
  medications: string[];
  conditions: string[];
  notes: string;
  doctorContact: string;
  insuranceInfo: string;
};

export const EMPTY_MEDICAL_INFO: MedicalInfo = {
  bloodType: null,
  allergies: [],
  medications: [],
  conditions: [],
  notes: '',
  doctorContact: '',
  insuranceInfo: '',
};

/** Spec: lists are 'edited as comma-joined text'; a list or such a text is accepted. */
const textListSchema = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.null()], { error: 'Deve ser uma lista de textos.' })
  .optional()
  .transform((value) => {
    const items =
      value === null || value === undefined ? [] : Array.isArray(value) ? value.map(String) : value.split(',');
    const seen = new Set<string>();
    return items
      .map((item) => item.trim())
      .filter((item) => item && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
  })
  .pipe(z.array(z.string().max(200, CLIENT_TEXTS.textTooLong(200))).max(50, CLIENT_TEXTS.tooManyItems));

const freeText = (max: number) =>
  z
    .union([z.string(), z.null()], { error: 'Deve ser um texto.' })
    .optional()
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(max, CLIENT_TEXTS.textTooLong(max)));

export const bloodTypeSchema = z
  .union([z.string(), z.null()], { error: CLIENT_TEXTS.bloodTypeInvalid })
  .optional()
  .transform((value, ctx): BloodType | null => {
    const upper = (value ?? '').trim().toUpperCase();
    if (!upper) return null;
    if (!(BLOOD_TYPES as readonly string[]).includes(upper)) {
      ctx.addIssue({ code: 'custom', message: CLIENT_TEXTS.bloodTypeInvalid });
      return z.NEVER;
    }
    return upper as BloodType;
  });

/** Medical info as sent; the older emergencyInstructions is read as notes (spec section 3). */
export const medicalInfoSchema = z
  .object(
    {
      bloodType: bloodTypeSchema,
      allergies: textListSchema,
      medications: textListSchema,
      conditions: textListSchema,
      notes: freeText(4000),
      emergencyInstructions: freeText(4000),
      doctorContact: freeText(300),
      insuranceInfo: freeText(300),
    },
    { error: 'medicalInfo deve ser um objeto.' },
  )
  .transform((m): MedicalInfo => ({
    bloodType: m.bloodType,
    allergies: m.allergies,
    medications: m.medications,
    conditions: m.conditions,
    notes: m.notes || m.emergencyInstructions,
    doctorContact: m.doctorContact,
    insuranceInfo: m.insuranceInfo,
  }));

/** Reads stored or legacy medical info without failing (a JSON string, unknown blood types dropped). */
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');
const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/** Medical info exactly as the API stores it (checked cheaply: the public page reads it on every scan). */
function isStoredMedicalInfo(raw: Record<string, unknown>): boolean {
  return (
    (raw.bloodType === undefined ||
      raw.bloodType === null ||
      (BLOOD_TYPES as readonly unknown[]).includes(raw.bloodType)) &&
    (raw.allergies === undefined || isStringList(raw.allergies)) &&
    (raw.medications === undefined || isStringList(raw.medications)) &&
    (raw.conditions === undefined || isStringList(raw.conditions)) &&
    optionalString(raw.notes) &&
    optionalString(raw.doctorContact) &&
    optionalString(raw.insuranceInfo) &&
    raw.emergencyInstructions === undefined
  );
}

export function readMedicalInfo(value: unknown): MedicalInfo {
  const raw = typeof value === 'string' ? safeJson(value) : value;
  if (!isRecord(raw)) return { ...EMPTY_MEDICAL_INFO };
  if (isStoredMedicalInfo(raw)) {
    return {
      bloodType: (raw.bloodType as BloodType | null | undefined) ?? null,
      allergies: (raw.allergies as string[] | undefined) ?? [],
      medications: (raw.medications as string[] | undefined) ?? [],
      conditions: (raw.conditions as string[] | undefined) ?? [],
      notes: (raw.notes as string | undefined) ?? '',
      doctorContact: (raw.doctorContact as string | undefined) ?? '',
      insuranceInfo: (raw.insuranceInfo as string | undefined) ?? '',
    };
  }
  const parsed = medicalInfoSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fallback = medicalInfoSchema.safeParse({ ...raw, bloodType: null });
  return fallback.success ? fallback.data : { ...EMPTY_MEDICAL_INFO };
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

// ---- Photos

export const photoSchema = z.object({
  id: z.string(),
  originalName: z.string().optional(),
  size: z.number().optional(),
  uploadedAt: z.string().optional(),
  updatedAt: z.string().optional(),
  url: z.string(),
  thumbnailUrl: z.string().optional(),
  downloadUrl: z.string().optional(),
  path: z.string().optional(),
  isMain: z.boolean().optional(),
  isPublic: z.boolean().optional(),
  metadata: z.object({ width: z.number().optional(), height: z.number().optional() }).optional(),
  /** ThumbHash (base64) of the photo: a blurred preview drawn while it loads (photos uploaded here always have it). */
  placeholder: z.string().optional(),
  /** The stored original's type: image/jpeg, image/png or image/webp. */
  contentType: z.string().optional(),
});
export type Photo = z.infer<typeof photoSchema>;

/** A URL an <img> may load: http(s) or a path on this server; anything else (javascript:, data:) is refused. */
export function isSafeImageUrl(url: unknown): url is string {
  if (typeof url !== 'string' || !url) return false;
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  return /^https?:\/\/[^\s]+$/i.test(url);
}

/** Spec section 3: 'Photos may arrive as a list or as a JSON string.' Unreadable items and unsafe URLs are left out. */
export function readPhotos(value: unknown): Photo[] {
  const list = typeof value === 'string' ? safeJson(value) : value;
  if (!Array.isArray(list) || list.length === 0) return [];
  return list.flatMap((item, index) => {
    const parsed = photoSchema.safeParse(isRecord(item) ? { ...item, id: String(item.id ?? index) } : item);
    return parsed.success && isSafeImageUrl(parsed.data.url) ? [parsed.data] : [];
  });
}

const isPublicPhoto = (photo: Photo) => photo.isPublic !== false;

/** Spec section 3: 'the one flagged main and public, else the first public, else the first.' */
export function chooseMainPhoto(photos: readonly Photo[]): Photo | null {
  return photos.find((p) => p.isMain && isPublicPhoto(p)) ?? photos.find(isPublicPhoto) ?? photos[0] ?? null;
}

/** Spec section 3: cache-busting adds a v= query from the upload or update time. */
export function photoSrc(photo: Photo, size: 'thumbnail' | 'medium' | 'original' = 'medium'): string {
  const base = size === 'thumbnail' && photo.thumbnailUrl ? photo.thumbnailUrl : photo.url;
  const stamp = photo.updatedAt ?? photo.uploadedAt;
  const version = stamp ? Date.parse(stamp) : NaN;
  if (Number.isNaN(version)) return base;
  return `${base}${base.includes('?') ? '&' : '?'}v=${version}`;
}

// ---- Dates

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD, not in the future; blank or null clears it, absent leaves it as it is. */
export const dateOfBirthSchema = z
  .union([z.string(), z.null()], { error: CLIENT_TEXTS.dateOfBirthInvalid })
  .optional()
  .superRefine((raw, ctx) => {
    const value = (raw ?? '').trim().slice(0, 10);
    if (!value) return;
    const time = Date.parse(`${value}T00:00:00Z`);
    if (!DATE_PATTERN.test(value) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
      ctx.addIssue({ code: 'custom', message: CLIENT_TEXTS.dateOfBirthInvalid });
    } else if (time > Date.now()) {
      ctx.addIssue({ code: 'custom', message: CLIENT_TEXTS.dateOfBirthFuture });
    }
  })
  .transform((raw) => (raw === undefined ? undefined : (raw ?? '').trim().slice(0, 10) || null));

// ---- Profile fields as the forms send them

const profileKindSchema = z
  .string({ error: CLIENT_TEXTS.kindInvalid })
  .trim()
  .toUpperCase()
  .pipe(z.enum(PROFILE_KINDS, { error: CLIENT_TEXTS.kindInvalid }));

const optionalText = (max: number) =>
  z
    .union([z.string(), z.null()], { error: 'Deve ser um texto.' })
    .optional()
    .transform((value) => (value === undefined ? undefined : (value ?? '').trim()))
    .pipe(z.string().max(max, CLIENT_TEXTS.textTooLong(max)).optional());

const toggle = z.boolean({ error: 'Deve ser true ou false.' }).optional();

/** Profile fields every write accepts; absent means "leave as it is" (on create: the default). */
export const profileFieldsSchema = z.object({
  email: optionalText(200).refine((v) => !v || EMAIL_LIKE.test(v), CLIENT_TEXTS.emailRequired),
  phone: optionalText(40).refine((v) => !v || PHONE_PATTERN.test(v), CLIENT_TEXTS.phoneInvalid),
  dateOfBirth: dateOfBirthSchema,
  kind: profileKindSchema.optional(),
  notes: optionalText(4000),
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
});

const requiredName = z
  .union([z.string(), z.null()], { error: CLIENT_TEXTS.nameRequired })
  .optional()
  .transform((value) => (value ?? '').trim())
  .pipe(z.string().max(120, CLIENT_TEXTS.textTooLong(120)));

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
    password: z
      .union([z.string(), z.null()], { error: CLIENT_TEXTS.passwordRequired })
      .optional()
      .transform((value) => value ?? '')
      .pipe(z.string().min(8, CLIENT_TEXTS.passwordRequired).max(200, 'A senha deve ter no máximo 200 caracteres.')),
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
    if (!(body.profile?.name || body.name))
      ctx.addIssue({ code: 'custom', path: ['profile', 'name'], message: CLIENT_TEXTS.nameRequired });
    refuseNulCharacters(body, ctx);
  });
export type CreateClientRequest = z.infer<typeof createClientRequestSchema>;
/** What a client sends (z.input); the web types its body with it. */
export type CreateClientRequestBody = z.input<typeof createClientRequestSchema>;

/** PATCH /admin/clients/{id}: any profile field (the page's own fields go through the pages routes). */
export const updateClientRequestSchema = profileFieldsSchema
  .extend({
    name: z
      .string({ error: CLIENT_TEXTS.nameRequired })
      .trim()
      .min(1, CLIENT_TEXTS.nameRequired)
      .max(120, CLIENT_TEXTS.textTooLong(120))
      .optional(),
  })
  .superRefine((body, ctx) => refuseNulCharacters(body, ctx));
export type UpdateClientRequest = z.infer<typeof updateClientRequestSchema>;

// ---- Responses

const emergencyContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  relationship: z.string(),
  email: z.string().optional(),
});
export const medicalInfoResponseSchema = z.object({
  bloodType: z.enum(BLOOD_TYPES).nullable(),
  allergies: z.array(z.string()),
  medications: z.array(z.string()),
  conditions: z.array(z.string()),
  notes: z.string(),
  doctorContact: z.string(),
  insuranceInfo: z.string(),
});
export const addressResponseSchema = z.record(z.string(), z.string());

export const clientSchema = z.object({
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
  emergencyContacts: z.array(emergencyContactSchema),
  medicalInfo: medicalInfoResponseSchema,
  address: addressResponseSchema,
  meta: z.record(z.string(), z.unknown()),
  petInfo: petInfoResponseSchema,
  equipmentInfo: equipmentInfoResponseSchema,
  /** The account's first profile: what /me/page and the clients screen mean (issue 14). */
  isPrimary: z.boolean(),
  /** The profile's tag (only on GET /admin/clients/{id}); null when it has none. */
  nfcCode: z.string().nullable().optional(),
  bracelet: z.object({ id: z.string(), code: z.string(), status: z.string(), type: z.string() }).nullable().optional(),
  isNamePublic: z.boolean(),
  isContactsPublic: z.boolean(),
  isMedicalInfoPublic: z.boolean(),
  isPhotosPublic: z.boolean(),
  isNotesPublic: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const listClientsQuerySchema = paginationQuerySchema
  .extend({
    search: z.string().trim().max(200).optional(),
  })
  .superRefine((query, ctx) => refuseNulCharacters(query, ctx));
export type ListClientsQuery = z.infer<typeof listClientsQuerySchema>;

export const listClientsResponseSchema = z.object({ clients: z.array(clientSchema), pagination: paginationSchema });
export type ListClientsResponse = z.infer<typeof listClientsResponseSchema>;

export const clientStatsSchema = z.object({
  total: z.number().int(),
  publicPages: z.number().int(),
  withMedicalInfo: z.number().int(),
});
export type ClientStats = z.infer<typeof clientStatsSchema>;

export { emergencyContactSchema };
