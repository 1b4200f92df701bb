/**
 * Lost mode, finder contact and scan alerts (issue 13): the tag that brings a pet, a person or a thing home without
 * exposing its owner. The API contract of /me|admin/bracelets/{id}/lost, the finder's form on /t and /p, the scan
 * list, the poster and the text written to the tag beside its URL.
 */
import { z } from 'zod';
import { trimmedText } from './request-text.js';
import { TAG_STATUSES } from './tag-enums.js';

export const LOST_MESSAGE_MAX = 500;
export const FINDER_MESSAGE_MAX = 1000;
export const FINDER_CONTACT_MAX = 120;
/** One alert per visitor per tag in this window. */
export const SCAN_ALERT_WINDOW_MINUTES = 60;
/** Finder messages per address per hour, and per tag per hour. */
export const FINDER_LIMIT_PER_ADDRESS = 5;
export const FINDER_LIMIT_PER_TAG = 20;

/** Common NFC chips and their user memory for NDEF (bytes). */
export const NFC_CHIPS = [
  { name: 'NTAG213', bytes: 144 },
  { name: 'NTAG215', bytes: 504 },
  { name: 'NTAG216', bytes: 888 },
] as const;

export const LOST_TEXTS = {
  markLost: 'Marcar como perdida',
  found: 'Encontrei!',
  markLostTitle: 'Marcar como perdida',
  markLostDescription:
    'Quem ler a tag verá um aviso de perdida e poderá falar com você sem ver o seu telefone ou e-mail.',
  messageLabel: 'Mensagem para quem encontrar',
  messagePlaceholder: 'Responde por Thor, é manso, tem medo de motos',
  rewardLabel: 'Ofereço recompensa',
  showContactsLabel: 'Mostrar meus contatos na página enquanto estiver perdida',
  contactsShown: 'Seus contatos aparecem na página enquanto a tag estiver perdida.',
  contactsHidden: 'Seus contatos não aparecem na página: quem encontrar fala com você pelo formulário.',
  showContactsHint:
    'Desligado, a página não mostra nenhum telefone, e-mail ou endereço: quem encontrar fala com você pelo formulário. Ligado, ela mostra os contatos que o perfil publica. Os contatos de emergência (por exemplo, um familiar) seguem esta mesma escolha.',
  markedLost: 'Tag marcada como perdida. Avisaremos você a cada leitura.',
  markedFound: 'Que bom! A tag voltou ao normal.',
  lostFailed: 'Erro ao alterar o modo perdido. Tente novamente.',
  messageTooLong: `Mensagem: no máximo ${LOST_MESSAGE_MAX} caracteres.`,
  lostRequired: 'Informe se a tag está perdida (lost: true ou false).',
  alreadyLost: 'A tag já está marcada como perdida.',
  notLost: 'A tag não está marcada como perdida.',
  // Public page
  bannerThing: 'PERDIDO',
  bannerPerson: 'PROCURA-SE',
  bannerLead: 'Este item foi reportado como perdido. Se você o encontrou, fale com o dono:',
  bannerLeadPet: 'Este animal está perdido. Se você o encontrou, fale com o tutor:',
  bannerLeadPerson: 'Esta pessoa está sendo procurada. Se você a encontrou, fale com a família:',
  reward: 'Recompensa oferecida',
  talkToOwner: 'Falar com o dono',
  // The finder's form
  formTitle: 'Falar com o dono',
  formMessage: 'Sua mensagem',
  formMessagePlaceholder: 'Onde e quando você encontrou, como falar com você...',
  formContact: 'Seu telefone ou e-mail (opcional)',
  formLocation: 'Enviar minha localização',
  formLocationHint: 'Só se você tocar: o navegador pede permissão e a posição vai para o dono.',
  formSend: 'Enviar mensagem',
  formPrivacy:
    'O dono recebe só o que você escrever aqui (e a sua localização, se você enviar). Não guardamos mais nada sobre você.',
  sent: 'Mensagem enviada! O dono foi avisado e vai falar com você pelo contato que você deixou.',
  sentNoContact: 'Mensagem enviada! O dono foi avisado.',
  messageRequired: 'Escreva uma mensagem para o dono.',
  finderMessageTooLong: `Mensagem: no máximo ${FINDER_MESSAGE_MAX} caracteres.`,
  contactTooLong: `Contato: no máximo ${FINDER_CONTACT_MAX} caracteres.`,
  locationInvalid: 'Localização inválida.',
  tooManyMessages: 'Muitas mensagens enviadas. Tente novamente mais tarde.',
  rejected: 'Não foi possível enviar a mensagem.',
  /** The relayed message: the finder's words as a quoted block under this line (issue 21, fault 8). */
  finderQuoteIntro: 'Mensagem de quem encontrou (cada linha começa com ">"):',
  /** Under a relayed message whose links were removed (issue 21, fault 8, to the letter). */
  linkWarning: 'Não clique em links enviados por desconhecidos',
  // The owner's side
  scansTitle: 'Leituras da tag',
  scansEmpty: 'Nenhuma leitura registrada.',
  scanDigestLabel: 'Receber um resumo diário das leituras',
  posterButton: 'Imprimir cartaz',
  ndefTitle: 'Texto para gravar na tag',
  ndefHint: 'Gravado ao lado do endereço, um celular sem internet ainda lê este texto.',
  ndefCopy: 'Copiar texto',
  ndefFits: (chip: string) => `Cabe no ${chip}`,
  ndefTooBig: (chip: string) => `Não cabe no ${chip}`,
  // Notifications
  alertTitle: 'Sua tag perdida foi lida',
  finderTitle: 'Alguém encontrou a sua tag',
  digestTitle: 'Resumo diário das leituras',
  /** Issue 40: a technician's service record on a LOST equipment (the tag stays LOST). */
  servicedTitle: 'Serviço registrado no seu equipamento perdido',
  serviced: (code: string, technician: string, date: string, outcome: string) =>
    `${technician} registrou um serviço em ${date} no equipamento ${code}, que está em modo perdido. Resultado: ${outcome}.`,
  servicedStillLost:
    'O equipamento continua em modo perdido: marque-o como encontrado quando ele estiver de volta com você.',
} as const;

/** PATCH /me/bracelets/{id}/lost and /admin/bracelets/{id}/lost. Found restores the status before the loss. */
export const setLostRequestSchema = z.object({
  lost: z.boolean({ error: LOST_TEXTS.lostRequired }),
  message: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : (value ?? '').trim() || null))
    .pipe(z.string().max(LOST_MESSAGE_MAX, LOST_TEXTS.messageTooLong).nullable().optional()),
  reward: z.boolean().optional(),
  /**
   * Show the profile's contacts (and a person's emergency contacts) on /t and /p while lost (issue 20). Default
   * false: the finder reaches the owner through the form only.
   */
  showContacts: z.boolean({ error: 'showContacts deve ser verdadeiro ou falso.' }).optional(),
});
export type SetLostRequest = z.infer<typeof setLostRequestSchema>;

/** What the owner set while the tag is lost; null when it is not. */
export const lostInfoSchema = z.object({
  message: z.string().nullable(),
  reward: z.boolean(),
  /** The pages show the profile's contacts while lost (the owner's choice; false by default). */
  showContacts: z.boolean(),
  since: z.string(),
  statusBefore: z.enum(TAG_STATUSES),
});
export type LostInfo = z.infer<typeof lostInfoSchema>;

const optionalCoordinate = (min: number, max: number) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return null;
      const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: LOST_TEXTS.locationInvalid });
        return z.NEVER;
      }
      return Math.round(n * 1e5) / 1e5;
    });

/**
 * The finder's form: POST /t/{code}/contato and /p/{slug}/contato (application/x-www-form-urlencoded), and its JSON
 * twin POST /api/public/tag/{code}/contact. `website` is a honeypot: a person never fills it.
 */
export const finderContactRequestSchema = z.object({
  message: z
    .string({ error: LOST_TEXTS.messageRequired })
    .trim()
    .min(1, LOST_TEXTS.messageRequired)
    .max(FINDER_MESSAGE_MAX, LOST_TEXTS.finderMessageTooLong),
  contact: trimmedText(FINDER_CONTACT_MAX, LOST_TEXTS.contactTooLong),
  lat: optionalCoordinate(-90, 90),
  lng: optionalCoordinate(-180, 180),
  website: z.string().optional(),
});
export type FinderContactRequest = z.infer<typeof finderContactRequestSchema>;

export const finderContactResponseSchema = z.object({ message: z.string() });

/** GET /me/bracelets/{id}/scans: time, country and city level only, and device; newest first. */
export const tagScanSchema = z.object({
  at: z.string(),
  country: z.string(),
  city: z.string().nullable(),
  device: z.string(),
});
export const listTagScansResponseSchema = z.object({
  scans: z.array(tagScanSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() }),
});
export type TagScan = z.infer<typeof tagScanSchema>;

/** GET /me/bracelets/{id}/ndef. */
export const ndefResponseSchema = z.object({ text: z.string(), bytes: z.number().int() });
export type NdefResponse = z.infer<typeof ndefResponseSchema>;

/** PATCH /me/bracelets/{id}/scan-digest: the daily digest of scans outside lost mode. */
export const scanDigestRequestSchema = z.object({ enabled: z.boolean() });

/**
 * The text an NFC app writes beside the URL: name, the critical alerts (issue 41: right after the name, a line each),
 * one emergency phone, blood type when public (UTF-8 bytes).
 */
export function ndefText(parts: {
  name: string | null;
  phone: string | null;
  bloodType: string | null;
  criticalAlerts?: readonly string[];
}): string {
  const lines = [
    parts.name,
    ...(parts.criticalAlerts ?? []).map((alert) => `! ${alert}`),
    parts.phone && `Emergência: ${parts.phone}`,
    parts.bloodType && `Sangue: ${parts.bloodType}`,
  ];
  return lines.filter(Boolean).join('\n');
}

/** An NDEF Text record's size for this text: UTF-8 bytes + the 'pt' language code + header (short record: 7 bytes). */
export function ndefBytes(text: string): number {
  return new TextEncoder().encode(text).length + 2 + 1 + 4;
}
