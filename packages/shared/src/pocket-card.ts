/**
 * The card in the pocket (issue 24, item 5): a lock-screen wallpaper (PNG) and a wallet card (PDF) of a profile,
 * printed by its owner or an admin. What they print is what a visitor of /p/{slug} sees, plus the sections the
 * owner ticks for this one print (`include=`); `printableProfileOf` is the one place that decides it.
 */
import { z } from 'zod';
import type { ProfileKind } from './profiles.js';
import { visibilityOf, type PrivacyToggle, type StoredVisibility } from './profile-visibility.js';
import type { PublicProfile } from './public-contract.js';
import { toPublicProfile, type FullProfile } from './public-view.js';

/**
 * The sections a print may hold that a visitor may not see; the names are the profile's privacy sections'. The
 * critical alerts (issue 41) first, as on the card.
 */
export const PRINT_SECTIONS = ['criticalAlerts', 'personal', 'contacts', 'medicalInfo'] as const;
export type PrintSection = (typeof PRINT_SECTIONS)[number];

/** The privacy toggle that hides each printable section from visitors today (the alerts have a level only). */
const TOGGLE_OF: Record<Exclude<PrintSection, 'criticalAlerts'>, PrivacyToggle> = {
  personal: 'isNamePublic',
  contacts: 'isContactsPublic',
  medicalInfo: 'isMedicalInfoPublic',
};

export const PRINT_SECTION_LABELS: Record<PrintSection, string> = {
  criticalAlerts: 'Alertas críticos',
  personal: 'Nome',
  contacts: 'Contatos de emergência',
  medicalInfo: 'Informações médicas',
};

/**
 * The printable sections a visitor of the public page does not see: the ones the owner may tick for a print (the
 * critical alerts only when there are some).
 */
export function sectionsHiddenFromVisitors(profile: StoredVisibility & { criticalAlerts?: string[] }): PrintSection[] {
  const levels = visibilityOf(profile);
  return PRINT_SECTIONS.filter(
    (section) =>
      levels[section] !== 'PUBLIC' && (section !== 'criticalAlerts' || (profile.criticalAlerts ?? []).length > 0),
  );
}

/**
 * What a print holds of a profile: exactly what a visitor of its public page sees (toPublicProfile), and the sections
 * hidden from visitors only when the owner ticked them for this print. A LOST tag's hidden contacts are not applied:
 * the card outlives the lost days, and the owner asked for it.
 */
export function printableProfileOf(
  profile: FullProfile,
  include: readonly PrintSection[],
  links: { publicPageSlug: string | null },
): PublicProfile {
  const ticked: Partial<FullProfile> = {};
  for (const section of include) {
    if (section === 'criticalAlerts') ticked.visibility = { ...profile.visibility, criticalAlerts: 'PUBLIC' };
    else ticked[TOGGLE_OF[section]] = true;
  }
  return toPublicProfile({ ...profile, ...ticked }, { publicPageSlug: links.publicPageSlug, braceletCode: null });
}

/** The kinds that get a card: a person's emergency card and a pet's 'fale com o meu tutor'; equipment has its tag. */
export const POCKET_CARD_KINDS: readonly ProfileKind[] = ['PERSON', 'PET'];

export const LOCKSCREEN_LIMITS = { minWidth: 600, maxWidth: 2000, minHeight: 1000, maxHeight: 4000 } as const;
/** iPhone 13/14's screen, the default size. */
export const LOCKSCREEN_DEFAULT_SIZE = { width: 1170, height: 2532 } as const;

/** Common phones' screens in pixels, the web's size presets. */
export const PHONE_SIZE_PRESETS = [
  { id: 'iphone-13', label: 'iPhone 12, 13 e 14', width: 1170, height: 2532 },
  { id: 'iphone-15', label: 'iPhone 15 e 16', width: 1179, height: 2556 },
  { id: 'iphone-pro-max', label: 'iPhone Pro Max e Plus', width: 1290, height: 2796 },
  { id: 'iphone-se', label: 'iPhone SE, 7 e 8', width: 750, height: 1334 },
  { id: 'galaxy-s', label: 'Samsung Galaxy S e A (Full HD+)', width: 1080, height: 2340 },
  { id: 'android-hd', label: 'Android HD+ (Motorola, Xiaomi)', width: 720, height: 1600 },
  { id: 'android-fhd', label: 'Android Full HD+ (Motorola, Xiaomi)', width: 1080, height: 2400 },
] as const;

export const POCKET_CARD_TEXTS = {
  lockscreenTitle: 'Papel de parede para o celular',
  lockscreenHint:
    'Use como tela de bloqueio: quem socorrer você vê os dados essenciais e o QR code sem desbloquear o celular.',
  walletCardTitle: 'Cartão para a carteira',
  walletCardHint: 'Imprima em A4, recorte nas marcas e dobre ao meio: frente e verso do tamanho de um cartão.',
  includeTitle: 'Incluir nesta impressão (oculto na página pública)',
  scanHint: 'Escaneie para ver a ficha de emergência',
  petScanHint: 'Escaneie para falar com o meu tutor',
  emergency: 'EMERGÊNCIA',
  cutHint: 'Recorte pelas marcas e dobre na linha tracejada: a frente de um lado, o verso do outro.',
  front: 'Frente',
  back: 'Verso',
  sizeLabel: 'Tamanho da tela',
  customSize: 'Outro tamanho',
  width: 'Largura (px)',
  height: 'Altura (px)',
  downloadPng: 'Baixar papel de parede',
  downloadPdf: 'Baixar cartão (PDF)',
  openPdf: 'Abrir o cartão',
  previewAlt: 'Prévia do papel de parede',
  cardPreviewAlt: 'Prévia do cartão',
  previewFailed: 'Não foi possível gerar a prévia.',
  downloadFailed: 'Não foi possível baixar o arquivo.',
  invalidSize: `O tamanho deve ter largura entre ${LOCKSCREEN_LIMITS.minWidth} e ${LOCKSCREEN_LIMITS.maxWidth} px e altura entre ${LOCKSCREEN_LIMITS.minHeight} e ${LOCKSCREEN_LIMITS.maxHeight} px.`,
  invalidInclude: `Seções que podem ser incluídas: ${PRINT_SECTIONS.join(', ')}.`,
  equipmentNotSupported:
    'O papel de parede e o cartão são para pessoas e animais; para equipamentos, use o QR code da página ou o da tag.',
  noPage: 'Este perfil não tem página pública ativa: ative-a para imprimir o QR code.',
  fileName: (slug: string, ext: 'png' | 'pdf') => `${ext === 'png' ? 'papel-de-parede' : 'cartao'}-${slug}.${ext}`,
} as const;

const sizeParam = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: POCKET_CARD_TEXTS.invalidSize })
    .int({ error: POCKET_CARD_TEXTS.invalidSize })
    .min(min, { error: POCKET_CARD_TEXTS.invalidSize })
    .max(max, { error: POCKET_CARD_TEXTS.invalidSize })
    .default(fallback);

/** `include=medicalInfo,contacts`: the hidden sections ticked for this print (repeated or comma-joined). */
const includeParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, context): PrintSection[] => {
    const items = (Array.isArray(value) ? value : [value ?? ''])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter(Boolean);
    const unknown = items.filter((item) => !(PRINT_SECTIONS as readonly string[]).includes(item));
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', message: POCKET_CARD_TEXTS.invalidInclude });
      return z.NEVER;
    }
    return [...new Set(items as PrintSection[])];
  });

export const walletCardQuerySchema = z.object({ include: includeParam });

export const lockscreenQuerySchema = z.object({
  w: sizeParam(LOCKSCREEN_LIMITS.minWidth, LOCKSCREEN_LIMITS.maxWidth, LOCKSCREEN_DEFAULT_SIZE.width),
  h: sizeParam(LOCKSCREEN_LIMITS.minHeight, LOCKSCREEN_LIMITS.maxHeight, LOCKSCREEN_DEFAULT_SIZE.height),
  include: includeParam,
});
export type LockscreenQuery = z.infer<typeof lockscreenQuerySchema>;
export type WalletCardQuery = z.infer<typeof walletCardQuerySchema>;
