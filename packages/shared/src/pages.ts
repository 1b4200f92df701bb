/**
 * Public pages: the API contract and rules of spec section 3 ('Public page'), 4, 5 (page creation and save)
 * and 7 ('Pages'), shared by the server and the web app.
 */
import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from './pagination.js';
import { photoSchema } from './photos.js';
import { emergencyContactsSchema, emergencyContactSchema } from './profile-contacts.js';
import { medicalInfoResponseSchema, medicalInfoSchema } from './profile-medical.js';
import { PROFILE_KINDS } from './profiles.js';
import { refuseNulCharacters } from './request-text.js';
import { optionalSlugSchema, SLUG_TEXTS, slugError } from './slug.js';
import { equipmentInfoResponseSchema, petInfoResponseSchema } from './profile-details.js';
import { MAINTENANCE_OUTCOMES, MAINTENANCE_TYPES } from './maintenance.js';
import { serviceStateSchema } from './service-state.js';

/** The spec's texts about pages (sections 2, 5 and 8), to the letter, plus the API's own. */
export const PAGE_TEXTS = {
  titleRequired: 'Título é obrigatório.',
  clientRequired: 'Selecione um cliente.',
  notFound: 'Página não encontrada ou não está ativa',
  adminNotFound: 'Página não encontrada.',
  tooManyViews: 'Muitas visualizações em pouco tempo — tente novamente em alguns minutos.',
  alreadyHasPage: 'Este cliente já tem uma página pública.',
  meAlreadyHasPage: 'Você já tem uma página pública.',
  notOwner: 'Acesso negado: esta página não pertence a você',
  loadFailed: 'Erro ao carregar páginas. Tente novamente.',
  createFailed: 'Erro ao criar página. Tente novamente.',
  deleteFailed: 'Erro ao deletar página',
  statusFailed: 'Erro ao alterar status da página',
  qrFailed: 'Erro ao preparar QR Code',
  created: 'Página criada com sucesso!',
  deleted: 'Página deletada com sucesso!',
  statusChanged: 'Página ativada/desativada com sucesso!',
  activated: 'Página ativada com sucesso!',
  deactivated: 'Página desativada com sucesso!',
  urlCopied: 'URL copiada para a área de transferência!',
  deleteConfirm: 'Tem certeza que deseja deletar esta página?',
  empty: 'Nenhuma página encontrada',
  emptyNone: 'Nenhuma página criada',
  meCreateFailed: 'Não foi possível criar a sua página pública.',
  signInRequired: 'Tem de iniciar sessão.',
  qrNotFound: 'Não foi possível carregar o QR (404).',
  qrImageNotFound: 'Imagem não encontrada (404). Feche e tente novamente.',
  qrSizeInvalid: 'size deve ser um número inteiro entre 64 e 2048.',
  qrIncludeInvalid: 'include aceita apenas code e serial, separados por vírgula.',
  qrLinkInvalid: 'link deve ser page ou tag.',
  qrFormatInvalid: 'format deve ser png ou svg.',
  qrTagCodeRequired: 'Informe o código da tag (braceletCode) para gerar o QR da tag.',
  colorInvalid: 'Cor inválida: use o formato #RRGGBB.',
  fontInvalid: 'Fonte inválida. Use Inter, Roboto, Open Sans, Lato ou Montserrat.',
  keywordsTooMany: 'No máximo 20 palavras-chave.',
  metaTitleTooLong: 'O meta título deve ter no máximo 120 caracteres.',
  metaDescriptionTooLong: 'A meta descrição deve ter no máximo 300 caracteres.',
  titleTooLong: 'O título deve ter no máximo 120 caracteres.',
  descriptionTooLong: 'A descrição deve ter no máximo 2000 caracteres.',
  notesJsonInvalid: 'notes deve ser um texto (JSON com description e theme, ou texto livre).',
  allowIndexingInvalid: 'allowIndexing deve ser true ou false.',
  allowIndexingLabel: 'Permitir que buscadores (Google) mostrem esta página',
  allowIndexingHint:
    'Com esta opção desligada, a página não aparece em buscas; quem tem o link ou a tag continua a abri-la.',
} as const;

/**
 * Whether search engines may index a new page: a person's emergency card (or a pet's) stays out of search
 * results unless its owner turns indexing on; an equipment sheet starts indexable.
 */
export const defaultAllowIndexing = (kind: (typeof PROFILE_KINDS)[number]) => kind === 'EQUIPMENT';
const allowIndexingSchema = z.boolean({ error: PAGE_TEXTS.allowIndexingInvalid });

/** The texts of the public page and the public tag page (server-rendered; the web app's previews use them too). */
export const PUBLIC_PAGE_TEXTS = {
  emergencyHeading: 'Perfil de emergência',
  petHeading: 'Animal encontrado? Contate o tutor',
  equipmentHeading: 'Ficha do equipamento',
  callSamu: 'Ligar 192 (SAMU)',
  call: 'Ligar',
  views: (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'visualização' : 'visualizações'}`,
  badgeContacts: 'Contatos de emergência',
  badgeMedical: 'Informações médicas',
  emergencyContacts: 'Contatos de emergência',
  petContacts: 'Contatos do tutor',
  equipmentContacts: 'Contatos do responsável',
  medicalInfo: 'Informações médicas',
  bloodType: 'Tipo sanguíneo',
  allergies: 'Alergias',
  medications: 'Medicamentos',
  conditions: 'Condições',
  medicalNotes: 'Observações médicas',
  doctorContact: 'Médico',
  insuranceInfo: 'Convênio',
  personalInfo: 'Informações pessoais',
  identification: 'Identificação',
  name: 'Nome',
  email: 'Email',
  phone: 'Telefone',
  dateOfBirth: 'Data de nascimento',
  notes: 'Observações',
  address: 'Endereço',
  technicalSheet: 'Ficha técnica',
  serialNumber: 'Número de série',
  model: 'Modelo',
  details: 'Detalhes',
  location: 'Localização',
  openMap: 'Abrir no mapa',
  statusAndService: 'Status e próxima manutenção',
  status: 'Status',
  nextService: 'Próxima manutenção',
  maintenance: 'Manutenções',
  documents: 'Documentos',
  noTechnical: 'Sem informações técnicas ou documentos adicionais neste perfil.',
  signInToEdit: 'Iniciar sessão para editar',
  seeTag: 'Ver tag associada',
  lastUpdate: 'Última atualização',
  tagTitle: (code: string) => `Tag ${code}`,
  owner: 'Responsável',
  openOwnerPage: 'Ver perfil de emergência',
  openOwnerPageGeneric: 'Ver página do responsável',
  lostTitle: 'Esta tag foi reportada como perdida',
  lostHowTo: 'Se você a encontrou, entre em contato com o responsável:',
  lostNoContacts: 'Se você a encontrou, entregue-a ao administrador do portal ou a um posto de atendimento.',
  // Issue 13: the finder's form (the rest of its texts are LOST_TEXTS).
  finderHoneypot: 'Não preencha este campo',
  finderLocationAdded: 'Localização adicionada à mensagem.',
  finderLocationFailed: 'Não foi possível obter a localização. Você pode enviar a mensagem sem ela.',
  finderBack: 'Voltar à página',
  finderSentTitle: 'Mensagem enviada',
  nickname: 'Apelido',
  color: 'Cor',
  tagType: 'Tipo',
  aboutTag: 'Sobre a tag',
  // Issue 14: a pet's page and tag speak for the animal to whoever found it; an equipment's to the technician.
  petFinderHeading: 'Se me encontrou, fale com o meu tutor',
  petFinderNoContacts:
    'O contato do meu tutor não está público. Por favor, leve-me a uma clínica veterinária ou a um abrigo de animais perto de você.',
  petFinderMicrochip: (chip: string) =>
    `Meu microchip é ${chip}: uma clínica veterinária pode lê-lo e encontrar o meu tutor.`,
  petAbout: 'Sobre mim',
  petHealth: 'Saúde',
  tagPet: 'Animal',
  tagEquipment: 'Equipamento',
  openPetPage: (name: string | null) => (name ? `Ver a página de ${name}` : 'Ver a página do animal'),
  openEquipmentPage: 'Ver ficha completa',
  // Not in the spec: the public photo gallery and the photos' alternative texts.
  photos: 'Fotos',
  photoOf: (name: string | null) => (name ? `Foto de ${name}` : 'Foto do perfil'),
  photoNumber: (n: number) => `Foto ${n}`,
  missingSlug: SLUG_TEXTS.missing,
  // Issue 12: the service log of a B2B tag (date, type, outcome) and the signed-in visitor's actions.
  serviceDate: 'Data',
  serviceType: 'Tipo',
  serviceOutcome: 'Resultado',
  tagActions: 'Ações da tag',
} as const;

// ---- Theme

/** Fonts offered (spec section 9): Inter, Roboto, Open Sans, Lato, plus Montserrat on page creation. */
export const PAGE_FONTS = ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Montserrat'] as const;
export type PageFont = (typeof PAGE_FONTS)[number];

/** Each page font's self-hosted name (its @fontsource package): /fonts/{name}.css and /fonts/{name}-...woff2. */
export const PAGE_FONT_NAMES: Record<PageFont, string> = {
  Inter: 'inter',
  Roboto: 'roboto',
  'Open Sans': 'open-sans',
  Lato: 'lato',
  Montserrat: 'montserrat',
};

/** The font a theme's font-family names first ('"Open Sans", sans-serif' -> 'Open Sans'), if it is one we serve. */
export function pageFontOf(fontFamily: string): PageFont | null {
  const first = (fontFamily.split(',')[0] ?? '')
    .trim()
    .replace(/^['"]|['"]$/g, '')
    .toLowerCase();
  return PAGE_FONTS.find((font) => font.toLowerCase() === first) ?? null;
}

/** The stylesheet of a theme's font (its @font-face rules), or null for the device's font. */
export function pageFontStylesheet(fontFamily: string): string | null {
  const font = pageFontOf(fontFamily);
  return font ? `/fonts/${PAGE_FONT_NAMES[font]}.css` : null;
}

export type PageTheme = { primaryColor: string; backgroundColor: string; textColor: string; fontFamily: string };

/** Spec section 3 defaults of a page. */
export const DEFAULT_THEME: PageTheme = {
  primaryColor: '#3B82F6',
  backgroundColor: '#F3F4F6',
  textColor: '#111827',
  fontFamily: 'Inter, sans-serif',
};
/** Spec section 3: the public page's own defaults (a page stored without a theme). */
export const PUBLIC_PAGE_DEFAULT_THEME: PageTheme = {
  primaryColor: '#3b82f6',
  backgroundColor: '#f3f4f6',
  textColor: '#111827',
  fontFamily: 'inherit',
};
export const DEFAULT_PAGE_SLUG = 'meu-perfil';
export const DEFAULT_PAGE_TITLE = 'Meu Perfil';
/** Spec section 3: 'the public page default title is Perfil {product}'. */
export const publicPageDefaultTitle = (product: string) => `Perfil ${product}`;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A font as the forms send it ('Inter', 'Inter, sans-serif', '"Open Sans", sans-serif', 'inherit')
 * stored as '{Font}, sans-serif' or 'inherit'; null when it is not one we offer.
 */
export function normalizeFontFamily(value: string): string | null {
  const first = (value.split(',')[0] ?? '')
    .trim()
    .replace(/^['"]|['"]$/g, '')
    .trim()
    .toLowerCase();
  if (first === 'inherit' || first === 'system-ui' || first === 'sans-serif') return 'inherit';
  const font = PAGE_FONTS.find((f) => f.toLowerCase() === first);
  return font ? `${font}, sans-serif` : null;
}

/** The font's family name for CSS ('Open Sans, sans-serif' -> 'Open Sans'); null for inherit. */
export function fontName(fontFamily: string): PageFont | null {
  const normalized = normalizeFontFamily(fontFamily);
  if (!normalized || normalized === 'inherit') return null;
  return normalized.split(',')[0] as PageFont;
}

const colorSchema = z
  .string({ error: PAGE_TEXTS.colorInvalid })
  .trim()
  .regex(HEX_COLOR, PAGE_TEXTS.colorInvalid)
  .transform((value) => value.toUpperCase());

/** A theme as sent: every key optional (missing keys take the defaults); colours #RGB or #RRGGBB. */
export const themeInputSchema = z.object(
  {
    primaryColor: colorSchema.optional(),
    backgroundColor: colorSchema.optional(),
    textColor: colorSchema.optional(),
    fontFamily: z
      .string({ error: PAGE_TEXTS.fontInvalid })
      .transform((value, ctx) => {
        const font = normalizeFontFamily(value);
        if (!font) {
          ctx.addIssue({ code: 'custom', message: PAGE_TEXTS.fontInvalid });
          return z.NEVER;
        }
        return font;
      })
      .optional(),
  },
  { error: 'theme deve ser um objeto.' },
);
export type ThemeInput = z.infer<typeof themeInputSchema>;

export const resolveTheme = (
  input: Partial<PageTheme> | null | undefined,
  base: PageTheme = DEFAULT_THEME,
): PageTheme => ({
  primaryColor: input?.primaryColor || base.primaryColor,
  backgroundColor: input?.backgroundColor || base.backgroundColor,
  textColor: input?.textColor || base.textColor,
  fontFamily: input?.fontFamily || base.fontFamily,
});

/** Reads a stored theme without failing: unknown colours and fonts fall back to the defaults. */
export function readTheme(value: unknown, base: PageTheme = DEFAULT_THEME): PageTheme {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const color = (v: unknown) =>
    typeof v === 'string' && HEX_COLOR.test(v.trim()) ? v.trim().toUpperCase() : undefined;
  const font = typeof raw.fontFamily === 'string' ? (normalizeFontFamily(raw.fontFamily) ?? undefined) : undefined;
  return resolveTheme(
    {
      primaryColor: color(raw.primaryColor),
      backgroundColor: color(raw.backgroundColor),
      textColor: color(raw.textColor),
      fontFamily: font,
    },
    base,
  );
}

// ---- SEO

export type PageSeo = { metaTitle: string; metaDescription: string; keywords: string[] };
export const EMPTY_SEO: PageSeo = { metaTitle: '', metaDescription: '', keywords: [] };

/** SEO as sent; spec section 5: 'A keyword must be non-empty and unique' (blank ones dropped, repeats kept once). */
export const seoInputSchema = z.object(
  {
    metaTitle: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => (v ?? '').trim())
      .pipe(z.string().max(120, PAGE_TEXTS.metaTitleTooLong)),
    metaDescription: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => (v ?? '').trim())
      .pipe(z.string().max(300, PAGE_TEXTS.metaDescriptionTooLong)),
    keywords: z
      .union([z.array(z.string()), z.string(), z.null()], { error: 'keywords deve ser uma lista de textos.' })
      .optional()
      .transform((v) => {
        const list = v === null || v === undefined ? [] : Array.isArray(v) ? v : v.split(',');
        const seen = new Set<string>();
        return list.map((k) => k.trim()).filter((k) => k && !seen.has(k.toLowerCase()) && seen.add(k.toLowerCase()));
      })
      .pipe(
        z
          .array(z.string().max(60, 'Cada palavra-chave deve ter no máximo 60 caracteres.'))
          .max(20, PAGE_TEXTS.keywordsTooMany),
      ),
  },
  { error: 'seo deve ser um objeto.' },
);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** Reads stored SEO (as the API wrote it: a quick check, the full schema only for other shapes). */
export function readSeo(value: unknown): PageSeo {
  const o = (value ?? {}) as Partial<Record<keyof PageSeo, unknown>>;
  if (
    typeof o === 'object' &&
    (o.metaTitle === undefined || typeof o.metaTitle === 'string') &&
    (o.metaDescription === undefined || typeof o.metaDescription === 'string') &&
    (o.keywords === undefined || isStringList(o.keywords))
  ) {
    return {
      metaTitle: (o.metaTitle as string | undefined) ?? '',
      metaDescription: (o.metaDescription as string | undefined) ?? '',
      keywords: (o.keywords as string[] | undefined) ?? [],
    };
  }
  const parsed = seoInputSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : { ...EMPTY_SEO };
}

// ---- The notes-JSON form (spec section 3)

/** HTML-escaped quotes (and the ampersand) as some clients send them inside the notes JSON. */
export function unescapeHtmlQuotes(value: string): string {
  return value
    .replace(/&quot;|&#34;|&#x22;/gi, '"')
    .replace(/&#39;|&#x27;|&apos;/gi, "'")
    .replace(/&amp;/gi, '&');
}

export type NotesJson = { description?: string; theme?: Record<string, unknown>; notes?: string };

/**
 * Spec section 3: 'The description and theme are stored as a JSON string inside the profile's notes field.
 * HTML-escaped quotes are tolerated when reading it.' Returns the parsed object when notes is such a JSON
 * (an object with description, theme or notes), else null (the notes are plain text).
 */
export function parseNotesJson(notes: string | null | undefined): NotesJson | null {
  const textValue = (notes ?? '').trim();
  if (!textValue.startsWith('{') && !textValue.startsWith('&')) return null;
  for (const candidate of [textValue, unescapeHtmlQuotes(textValue)]) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        const o = parsed as Record<string, unknown>;
        if (!('description' in o) && !('theme' in o) && !('notes' in o)) return null;
        return {
          description: typeof o.description === 'string' ? o.description : undefined,
          theme: typeof o.theme === 'object' && o.theme !== null ? (o.theme as Record<string, unknown>) : undefined,
          notes: typeof o.notes === 'string' ? o.notes : undefined,
        };
      }
    } catch {
      // try the unescaped form, then give up: plain text
    }
  }
  return null;
}

// ---- Requests

const titleSchema = z
  .string({ error: PAGE_TEXTS.titleRequired })
  .trim()
  .min(1, PAGE_TEXTS.titleRequired)
  .max(120, PAGE_TEXTS.titleTooLong);
/** Spec section 5: 'An empty description is omitted.' Blank means none. */
const descriptionSchema = z
  .union([z.string(), z.null()], { error: PAGE_TEXTS.descriptionTooLong })
  .optional()
  .transform((v) => (v ?? '').trim())
  .pipe(z.string().max(2000, PAGE_TEXTS.descriptionTooLong));
/** A required slug with the admin form's messages ('Slug é obrigatório.', then the format rules). */
const requiredSlugSchema = z
  .union([z.string(), z.null()], { error: SLUG_TEXTS.required })
  .optional()
  .transform((value) => (value ?? '').trim().toLowerCase())
  .superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'custom', message: SLUG_TEXTS.required });
    else {
      const message = slugError(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }
  });

/** POST /admin/pages {title, slug, profileId, description} (+ theme, seo, isActive). */
export const createPageRequestSchema = z
  .object({
    title: titleSchema,
    slug: requiredSlugSchema,
    profileId: z
      .union([z.string(), z.null()], { error: PAGE_TEXTS.clientRequired })
      .optional()
      .transform((v) => (v ?? '').trim())
      .pipe(z.uuid({ error: PAGE_TEXTS.clientRequired })),
    description: descriptionSchema,
    theme: themeInputSchema.optional(),
    seo: seoInputSchema.optional(),
    isActive: z.boolean({ error: 'isActive deve ser true ou false.' }).optional(),
    /** Absent: the default for the profile's kind (defaultAllowIndexing). */
    allowIndexing: allowIndexingSchema.optional(),
  })
  .superRefine((body, ctx) => refuseNulCharacters(body, ctx));
export type CreatePageRequest = z.infer<typeof createPageRequestSchema>;
/** What a client sends (z.input); the web types its bodies with these. */
export type CreatePageRequestBody = z.input<typeof createPageRequestSchema>;

/**
 * PUT /admin/pages/{id} (spec: {title, description?, slug, medicalInfo, isMedicalInfoPublic,
 * emergencyContacts, isContactsPublic, theme, seo}). Title and slug are required; a missing description
 * clears it (the form omits an empty one); missing theme, seo, medical info, contacts and toggles are kept.
 */
export const updatePageRequestSchema = z
  .object({
    title: titleSchema,
    slug: requiredSlugSchema,
    description: descriptionSchema,
    theme: themeInputSchema.optional(),
    seo: seoInputSchema.optional(),
    isActive: z.boolean({ error: 'isActive deve ser true ou false.' }).optional(),
    medicalInfo: medicalInfoSchema.optional(),
    isMedicalInfoPublic: z.boolean({ error: 'isMedicalInfoPublic deve ser true ou false.' }).optional(),
    emergencyContacts: emergencyContactsSchema.optional(),
    isContactsPublic: z.boolean({ error: 'isContactsPublic deve ser true ou false.' }).optional(),
    isNamePublic: z.boolean().optional(),
    isPhotosPublic: z.boolean().optional(),
    isNotesPublic: z.boolean().optional(),
    allowIndexing: allowIndexingSchema.optional(),
  })
  .superRefine((body, ctx) => refuseNulCharacters(body, ctx));
export type UpdatePageRequest = z.infer<typeof updatePageRequestSchema>;
export type UpdatePageRequestBody = z.input<typeof updatePageRequestSchema>;

export const pageStatusRequestSchema = z.object({ isActive: z.boolean({ error: 'isActive deve ser true ou false.' }) });
export type PageStatusRequestBody = z.input<typeof pageStatusRequestSchema>;

const isActiveFilter = z.preprocess(
  (value) =>
    typeof value === 'string' && ['', 'all', 'todas', 'todos'].includes(value.trim().toLowerCase()) ? undefined : value,
  z
    .enum(['true', 'false', 'active', 'inactive'], { error: 'isActive deve ser true, false ou all.' })
    .transform((v) => v === 'true' || v === 'active')
    .optional(),
);

export const listPagesQuerySchema = paginationQuerySchema
  .extend({
    search: z.string().trim().max(200).optional(),
    isActive: isActiveFilter,
  })
  .superRefine((body, ctx) => refuseNulCharacters(body, ctx));
export type ListPagesQuery = z.infer<typeof listPagesQuerySchema>;

/**
 * POST /me/page {userId, name, publicPageSlug} and its admin fallback POST /public/admin/pages
 * (which needs userId). A missing slug is made from the name ('meu-perfil' when that gives nothing).
 */
export const createMyPageRequestSchema = z
  .object({
    userId: z.uuid({ error: 'userId inválido' }).optional(),
    name: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => (v ?? '').trim())
      .pipe(z.string().max(120, PAGE_TEXTS.titleTooLong)),
    title: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => (v ?? '').trim())
      .pipe(z.string().max(120, PAGE_TEXTS.titleTooLong)),
    publicPageSlug: optionalSlugSchema,
    slug: optionalSlugSchema,
    description: descriptionSchema,
  })
  .superRefine((body, ctx) => refuseNulCharacters(body, ctx));
export type CreateMyPageRequest = z.infer<typeof createMyPageRequestSchema>;
export type CreateMyPageRequestBody = z.input<typeof createMyPageRequestSchema>;

/**
 * PUT /me/page/{id} and its admin fallback PUT /public/admin/pages/{id}: the spec's form {name,
 * publicPageSlug, notes (JSON of description and theme), medicalInfo, isMedicalInfoPublic,
 * emergencyContacts, isContactsPublic}, and also the client page update form (title, slug, description,
 * theme, seo). Every field is optional: what is absent is kept.
 */
export const updateMyPageRequestSchema = z
  .object({
    name: z.string({ error: 'name deve ser um texto.' }).trim().max(120, PAGE_TEXTS.titleTooLong).optional(),
    title: z.string({ error: PAGE_TEXTS.titleRequired }).trim().max(120, PAGE_TEXTS.titleTooLong).optional(),
    publicPageSlug: optionalSlugSchema,
    slug: optionalSlugSchema,
    notes: z
      .union([z.string(), z.null()], { error: PAGE_TEXTS.notesJsonInvalid })
      .optional()
      .pipe(z.union([z.string().max(10_000), z.null()]).optional()),
    description: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => (v === undefined ? undefined : (v ?? '').trim()))
      .pipe(z.string().max(2000, PAGE_TEXTS.descriptionTooLong).optional()),
    theme: themeInputSchema.optional(),
    seo: seoInputSchema.optional(),
    medicalInfo: medicalInfoSchema.optional(),
    isMedicalInfoPublic: z.boolean().optional(),
    emergencyContacts: emergencyContactsSchema.optional(),
    isContactsPublic: z.boolean().optional(),
    isNamePublic: z.boolean().optional(),
    isPhotosPublic: z.boolean().optional(),
    isNotesPublic: z.boolean().optional(),
    allowIndexing: allowIndexingSchema.optional(),
  })
  .superRefine((body, ctx) => refuseNulCharacters(body, ctx));
export type UpdateMyPageRequest = z.infer<typeof updateMyPageRequestSchema>;
export type UpdateMyPageRequestBody = z.input<typeof updateMyPageRequestSchema>;

export const validateSlugQuerySchema = z.object({
  /** The page being edited: its own slugs (current and old) count as available. */
  pageId: z.uuid({ error: 'pageId inválido' }).optional(),
});

export const qrQuerySchema = z
  .object({
    size: z.coerce
      .number({ error: PAGE_TEXTS.qrSizeInvalid })
      .int(PAGE_TEXTS.qrSizeInvalid)
      .min(64, PAGE_TEXTS.qrSizeInvalid)
      .max(2048, PAGE_TEXTS.qrSizeInvalid)
      .default(256),
    include: z
      .string()
      .trim()
      .toLowerCase()
      .default('code,serial')
      .transform((value, ctx) => {
        const parts =
          value === 'none'
            ? []
            : value
                .split(',')
                .map((p) => p.trim())
                .filter(Boolean);
        if (parts.some((p) => p !== 'code' && p !== 'serial')) {
          ctx.addIssue({ code: 'custom', message: PAGE_TEXTS.qrIncludeInvalid });
          return z.NEVER;
        }
        return { code: parts.includes('code'), serial: parts.includes('serial') };
      }),
    link: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['page', 'tag'], { error: PAGE_TEXTS.qrLinkInvalid }))
      .default('page'),
    braceletCode: z
      .string()
      .trim()
      .toUpperCase()
      .max(64)
      .optional()
      .transform((v) => v || undefined),
    format: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['png', 'svg'], { error: PAGE_TEXTS.qrFormatInvalid }))
      .default('png'),
  })
  .superRefine((body, ctx) => refuseNulCharacters(body, ctx));
export type QrQuery = z.infer<typeof qrQuerySchema>;

// ---- Responses

export const themeSchema = z.object({
  primaryColor: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  fontFamily: z.string(),
});
export const seoSchema = z.object({
  metaTitle: z.string(),
  metaDescription: z.string(),
  keywords: z.array(z.string()),
});
export const pageAnalyticsSchema = z.object({
  views: z.number().int(),
  uniqueVisitors: z.number().int(),
  lastAccessed: z.string().nullable(),
});

/** The 'Public page' entity of spec section 3, plus the linked client (admin cards) and the full public URL. */
export const pageSchema = z.object({
  id: z.string(),
  profileId: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  theme: themeSchema,
  seo: seoSchema,
  analytics: pageAnalyticsSchema,
  medicalInfo: medicalInfoResponseSchema,
  isMedicalInfoPublic: z.boolean(),
  emergencyContacts: z.array(emergencyContactSchema),
  isContactsPublic: z.boolean(),
  /** The profile's photos appear on the page (each photo may still be private on its own). */
  isPhotosPublic: z.boolean(),
  /** Search engines may index the page (robots meta and X-Robots-Tag 'noindex' when false). */
  allowIndexing: z.boolean(),
  /** The page's profile (the spec's 'client'): kind and whether it is the account's primary one (issue 14). */
  client: z.object({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    kind: z.enum(PROFILE_KINDS).optional(),
    isPrimary: z.boolean().optional(),
  }),
  publicUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

export const listPagesResponseSchema = z.object({
  pages: z.array(pageSchema),
  /** Where the pages' URLs point: PUBLIC_URL, or the address the request reached when it is unset (the screen warns on localhost). */
  publicBaseUrl: z.string(),
  pagination: paginationSchema,
});
export type ListPagesResponse = z.infer<typeof listPagesResponseSchema>;

export const pageStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  totalViews: z.number().int(),
  averageViewsPerPage: z.number(),
});
export type PageStats = z.infer<typeof pageStatsSchema>;

export const validateSlugResponseSchema = z.object({
  available: z.boolean(),
  suggestions: z.array(z.string()),
  message: z.string().optional(),
});
export type ValidateSlugResponse = z.infer<typeof validateSlugResponseSchema>;

/** A profile as an anonymous visitor gets it: sections that are not public are null or empty. */
export const publicProfileSchema = z.object({
  id: z.string(),
  kind: z.enum(PROFILE_KINDS),
  /** null when isNamePublic is off. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.record(z.string(), z.string()).nullable(),
  /** Public photos only; empty when isPhotosPublic is off. */
  photos: z.array(photoSchema),
  mainPhotoUrl: z.string().nullable(),
  /** Initials avatar served by this server (the fallback when there is no photo or it fails to load). */
  avatarUrl: z.string(),
  emergencyContacts: z.array(emergencyContactSchema),
  /** null for a piece of equipment, whatever is stored. */
  medicalInfo: medicalInfoResponseSchema.nullable(),
  /** A pet's fields (null for other kinds); vaccinations and vet only when the medical info is public. */
  petInfo: petInfoResponseSchema.nullable(),
  /** A piece of equipment's fields (null for other kinds); company and phone only when contacts are public. */
  equipmentInfo: equipmentInfoResponseSchema.nullable(),
  notes: z.string().nullable(),
  /** Technical sections (tag meta keys): technical sheet, location, status, next service, maintenance, documents, custom tabs. */
  meta: z.record(z.string(), z.unknown()),
  publicPageSlug: z.string().nullable(),
  bracelet: z.object({ code: z.string() }).nullable(),
  isNamePublic: z.boolean(),
  isContactsPublic: z.boolean(),
  isMedicalInfoPublic: z.boolean(),
  isPhotosPublic: z.boolean(),
  isNotesPublic: z.boolean(),
  updatedAt: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** GET /page/{slug}: the page as a visitor sees it (private sections removed), with its profile. */
export const publicPageResponseSchema = z.object({
  id: z.string(),
  profileId: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  theme: themeSchema,
  seo: seoSchema,
  analytics: pageAnalyticsSchema,
  medicalInfo: medicalInfoResponseSchema.nullable(),
  isMedicalInfoPublic: z.boolean(),
  emergencyContacts: z.array(emergencyContactSchema),
  isContactsPublic: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  profile: publicProfileSchema,
});
export type PublicPageResponse = z.infer<typeof publicPageResponseSchema>;

export const publicProfileResponseSchema = z.object({
  profile: publicProfileSchema,
  /** An equipment profile's service state from its B2B tag (issue 20); absent for other profiles. */
  serviceState: serviceStateSchema.optional(),
});

/** GET /public/tag/{code}: {bracelet (code, meta), profile (name, photos, updatedAt)}. */
export const publicTagResponseSchema = z.object({
  bracelet: z.object({
    code: z.string(),
    type: z.string(),
    physicalType: z.string(),
    status: z.string(),
    statusLabel: z.string(),
    meta: z.record(z.string(), z.unknown()),
    updatedAt: z.string(),
  }),
  profile: z
    .object({
      name: z.string().nullable(),
      kind: z.enum(PROFILE_KINDS),
      photos: z.array(photoSchema),
      mainPhotoUrl: z.string().nullable(),
      avatarUrl: z.string(),
      updatedAt: z.string(),
      /** The profile's page, only when it is active (never a person's page from a B2B tag). */
      slug: z.string().nullable(),
      emergencyContacts: z.array(emergencyContactSchema),
      petInfo: petInfoResponseSchema.nullable(),
      equipmentInfo: equipmentInfoResponseSchema.nullable(),
    })
    .nullable(),
  /** A B2B tag's service log, newest first (up to 10): date, type and outcome only, never notes, costs or who. */
  serviceLog: z
    .array(
      z.object({
        date: z.string(),
        type: z.enum(MAINTENANCE_TYPES).nullable(),
        outcome: z.enum(MAINTENANCE_OUTCOMES).nullable(),
        note: z.string().optional(),
      }),
    )
    .optional(),
  /** A B2B tag's state (issue 20): out of service, overdue, due within 7 days, ok, or no date. */
  serviceState: serviceStateSchema.optional(),
});
export type PublicTagResponse = z.infer<typeof publicTagResponseSchema>;
