/**
 * The public pages' own labels in pt-BR: the texts the pages have always had (PUBLIC_PAGE_TEXTS, the lost banner and
 * the finder's form from LOST_TEXTS, the service states, the error panel), gathered as the one key set every language
 * must fill (PublicTexts: en.ts and es.ts fail typecheck when a key is missing).
 */
import { LOST_TEXTS } from '../../lost-mode.js';
import { PAGE_TEXTS, PUBLIC_PAGE_TEXTS } from '../../page-texts.js';
import { SERVICE_STATE_TEXTS } from '../../service-state.js';
import { MAINTENANCE_OUTCOME_LABELS, MAINTENANCE_TYPE_LABELS } from '../../maintenance.js';
import { EQUIPMENT_INFO_LABELS, PET_INFO_LABELS, petAgeInPortuguese } from '../../profile-details.js';
import { TAG_STATUS_META } from '../../tag-enums.js';
import { TAG_TEXTS } from '../../tags.js';
import { TEXTS } from '../../texts.js';

export const PT_BR_TEXTS = {
  ...PUBLIC_PAGE_TEXTS,
  /** Under the 192 button: pt-BR readers know SAMU, so nothing is added to the page (it stays as it was). */
  samuHint: '',
  /** `contact`: the contact's name ('Ligar para Ana'). */
  callTo: (contact: string) => `${PUBLIC_PAGE_TEXTS.call} para ${contact}`,
  languageSwitcher: 'Idioma',
  /** Issue 41: the alerts' label, the firefighters beside the 192 and the contacts' WhatsApp. */
  criticalAlerts: 'Alertas críticos',
  callFirefighters: 'Bombeiros 193',
  whatsapp: 'WhatsApp',
  whatsappTo: (contact: string) => `WhatsApp para ${contact}`,
  /** The message a wa.me link opens with; `name` is whom the visitor is with (null: not shown on the page). */
  whatsappMessage: (name: string | null) =>
    name
      ? `Olá, estou com ${name}. Vi seu contato na ficha de emergência.`
      : 'Olá, vi seu contato na ficha de emergência.',
  /** A tag's status as the tag page's badge and the technical sheet say it (the spec's labels, section 4). */
  tagStatus: {
    ACTIVE: TAG_STATUS_META.ACTIVE.label,
    INACTIVE: TAG_STATUS_META.INACTIVE.label,
    LOST: TAG_STATUS_META.LOST.label,
    BROKEN: TAG_STATUS_META.BROKEN.label,
  },
  /** The service log's type and outcome columns. */
  maintenanceType: MAINTENANCE_TYPE_LABELS,
  maintenanceOutcome: MAINTENANCE_OUTCOME_LABELS,
  /** A pet's fields ('Sobre mim', 'Saúde') and its age from the birth date. */
  petFields: {
    species: PET_INFO_LABELS.species,
    breed: PET_INFO_LABELS.breed,
    color: PET_INFO_LABELS.color,
    age: PET_INFO_LABELS.age,
    microchip: PET_INFO_LABELS.microchip,
    temperament: PET_INFO_LABELS.temperament,
    vaccinations: PET_INFO_LABELS.vaccinations,
    vetContact: PET_INFO_LABELS.vetContact,
  },
  petAge: petAgeInPortuguese,
  /** An equipment's own fields on its page. */
  equipmentFields: {
    brand: EQUIPMENT_INFO_LABELS.brand,
    responsibleCompany: EQUIPMENT_INFO_LABELS.responsibleCompany,
  },
  lost: {
    bannerThing: LOST_TEXTS.bannerThing,
    bannerPerson: LOST_TEXTS.bannerPerson,
    bannerLead: LOST_TEXTS.bannerLead,
    bannerLeadPet: LOST_TEXTS.bannerLeadPet,
    bannerLeadPerson: LOST_TEXTS.bannerLeadPerson,
    reward: LOST_TEXTS.reward,
    talkToOwner: LOST_TEXTS.talkToOwner,
    /** Issue 43: whom the finder reaches, by the kind of what is lost (a missing child's family, not 'o dono'). */
    talkTo: { PERSON: 'Falar com a família', PET: 'Falar com o tutor', EQUIPMENT: 'Falar com o responsável' },
    formTitle: LOST_TEXTS.formTitle,
    formMessage: LOST_TEXTS.formMessage,
    formMessagePlaceholder: LOST_TEXTS.formMessagePlaceholder,
    formContact: LOST_TEXTS.formContact,
    formLocation: LOST_TEXTS.formLocation,
    formLocationHint: LOST_TEXTS.formLocationHint,
    formSend: LOST_TEXTS.formSend,
    formPrivacy: LOST_TEXTS.formPrivacy,
    sent: LOST_TEXTS.sent,
    sentNoContact: LOST_TEXTS.sentNoContact,
    notLost: LOST_TEXTS.notLost,
    tooManyMessages: LOST_TEXTS.tooManyMessages,
    /** The form's field errors, sent back beside the fields. */
    messageRequired: LOST_TEXTS.messageRequired,
    messageTooLong: LOST_TEXTS.finderMessageTooLong,
    contactTooLong: LOST_TEXTS.contactTooLong,
    locationInvalid: LOST_TEXTS.locationInvalid,
  },
  /** The equipment's service states (service-state.ts), `date` already written in the visitor's conventions. */
  service: {
    overdue: (date: string) => `Manutenção vencida desde ${date}`,
    overdueAdvice: SERVICE_STATE_TEXTS.overdueAdvice,
    dueSoon: (date: string) => `Próxima manutenção em ${date}`,
    outOfService: SERVICE_STATE_TEXTS.outOfService,
    outOfServiceAdvice: SERVICE_STATE_TEXTS.outOfServiceAdvice,
    badgeOverdue: SERVICE_STATE_TEXTS.badgeOverdue,
    badgeOutOfService: SERVICE_STATE_TEXTS.badgeOutOfService,
  },
  /** The 404/429 panels of /p and /t: the title by status and the message. */
  errorPanel: {
    ...TEXTS.errorPanel,
    pageNotFound: PAGE_TEXTS.notFound,
    tagNotFound: TAG_TEXTS.notFound,
    tooManyViews: PAGE_TEXTS.tooManyViews,
  },
  /** Issue 41: the last copy answered while the database does not (`when`: date and time in the visitor's conventions). */
  staleCopy: (when: string) => `Dados de ${when}: o sistema está com instabilidade`,
  /** Issue 41: a lost pet's preview (Open Graph), so a shared link asks for help. */
  lostPetShare: 'Me ajude a voltar para casa',
  /** Issue 43: who wears a person's B2C tag ('Responsável' stays for a B2B tag's person: who answers for it). */
  tagWearer: 'Usada por',
  /** Issue 43: a printed tag nobody has activated yet (unclaimed-tag.tsx). */
  unclaimed: {
    title: 'Tag ainda não ativada',
    lead: (appName: string) =>
      `Esta tag do ${appName} ainda não está ligada a ninguém. Depois de ativada, quem tocar o celular nela ou ler o QR code vê o perfil que o dono escolher: contatos de emergência e informações de saúde de uma pessoa, os dados de um animal ou a ficha de um equipamento.`,
    ownerHint: 'É sua? Ative-a com o código de ativação impresso no cartão que veio na embalagem.',
    activate: 'Ativar esta tag',
    finderHint: 'Encontrou esta tag? Como ainda não foi ativada, ela não leva a nenhum dono.',
  },
} as const;

/** Every string literal widened to string: the shape the other languages fill. */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { [K in keyof T]: Widen<T[K]> };

export type PublicTexts = Widen<typeof PT_BR_TEXTS>;
