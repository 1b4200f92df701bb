/**
 * What a pet's and a piece of equipment's profile hold beyond the common fields (issue 14): the spec's stub editor
 * (pet: breed, age; equipment: brand, model) made real. A person's own fields stay the emergency card
 * (emergencyContacts in profile-contacts.ts, medicalInfo in profile-medical.ts).
 */
import { z } from 'zod';
import { trimmedText } from './request-text.js';

/** Every field's label, used by the forms, the public pages and the validation messages alike. */
export const PET_INFO_LABELS = {
  species: 'Espécie',
  breed: 'Raça',
  color: 'Cor',
  birthDate: 'Data de nascimento',
  age: 'Idade',
  microchip: 'Microchip',
  vaccinations: 'Vacinas',
  vetContact: 'Veterinário',
  temperament: 'Temperamento',
} as const;

export const EQUIPMENT_INFO_LABELS = {
  brand: 'Marca',
  model: 'Modelo',
  serialNumber: 'Número de série',
  location: 'Localização',
  responsibleCompany: 'Empresa responsável',
  contactPhone: 'Telefone de contato',
} as const;

/** The messages of these fields: each names its field. */
export const PROFILE_DETAIL_TEXTS = {
  tooLong: (label: string, max: number) => `${label}: no máximo ${max} caracteres.`,
  notText: (label: string) => `${label} deve ser um texto.`,
  notObject: (what: string) => `${what} deve ser um objeto.`,
  petBirthDateInvalid: 'Data de nascimento do animal deve estar no formato AAAA-MM-DD.',
  petBirthDateFuture: 'Data de nascimento do animal não pode estar no futuro.',
  microchipInvalid: 'Microchip inválido: use de 9 a 15 letras ou números.',
  contactPhoneInvalid: 'Telefone de contato inválido: use apenas números, espaços, parênteses, pontos, hífens e +.',
  vaccinationsInvalid: 'Vacinas deve ser uma lista de textos.',
  tooManyVaccinations: 'Vacinas: no máximo 30 itens.',
} as const;

/** Species a form suggests (any text is accepted). */
export const PET_SPECIES_SUGGESTIONS = ['Cão', 'Gato', 'Ave', 'Coelho', 'Roedor', 'Réptil', 'Cavalo'] as const;

export type PetInfo = {
  species: string;
  breed: string;
  color: string;
  /** YYYY-MM-DD, or null when only an approximate age is known. */
  birthDate: string | null;
  /** Free text ('cerca de 4 anos') when the birth date is not known. */
  age: string;
  microchip: string;
  vaccinations: string[];
  vetContact: string;
  temperament: string;
};

export type EquipmentInfo = {
  brand: string;
  model: string;
  serialNumber: string;
  location: string;
  responsibleCompany: string;
  contactPhone: string;
};

export const EMPTY_PET_INFO: PetInfo = {
  species: '',
  breed: '',
  color: '',
  birthDate: null,
  age: '',
  microchip: '',
  vaccinations: [],
  vetContact: '',
  temperament: '',
};

export const EMPTY_EQUIPMENT_INFO: EquipmentInfo = {
  brand: '',
  model: '',
  serialNumber: '',
  location: '',
  responsibleCompany: '',
  contactPhone: '',
};

const labelledText = (label: string, max: number) =>
  trimmedText(max, PROFILE_DETAIL_TEXTS.tooLong(label, max), PROFILE_DETAIL_TEXTS.notText(label));

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const PHONE_PATTERN = /^\+?[\d\s().-]{3,40}$/;
const MICROCHIP_PATTERN = /^[A-Za-z0-9]{9,15}$/;

const petBirthDateSchema = z
  .union([z.string(), z.null()], { error: PROFILE_DETAIL_TEXTS.petBirthDateInvalid })
  .optional()
  .transform((raw, ctx): string | null => {
    const value = (raw ?? '').trim().slice(0, 10);
    if (!value) return null;
    const time = Date.parse(`${value}T00:00:00Z`);
    if (!DATE_PATTERN.test(value) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
      ctx.addIssue({ code: 'custom', message: PROFILE_DETAIL_TEXTS.petBirthDateInvalid });
      return z.NEVER;
    }
    if (time > Date.now()) {
      ctx.addIssue({ code: 'custom', message: PROFILE_DETAIL_TEXTS.petBirthDateFuture });
      return z.NEVER;
    }
    return value;
  });

/** A list or comma-joined text (as the medical lists), trimmed, duplicates dropped. */
const vaccinationsSchema = z
  .union([z.array(z.string()), z.string(), z.null()], { error: PROFILE_DETAIL_TEXTS.vaccinationsInvalid })
  .optional()
  .transform((value) => {
    const items = value === null || value === undefined ? [] : Array.isArray(value) ? value : value.split(',');
    const seen = new Set<string>();
    return items
      .map((item) => item.trim())
      .filter((item) => item && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
  })
  .pipe(
    z
      .array(z.string().max(120, PROFILE_DETAIL_TEXTS.tooLong(PET_INFO_LABELS.vaccinations, 120)))
      .max(30, PROFILE_DETAIL_TEXTS.tooManyVaccinations),
  );

/** A pet's fields as a form or the API sends them; absent or blank fields are stored empty. */
export const petInfoSchema = z
  .object(
    {
      species: labelledText(PET_INFO_LABELS.species, 60),
      breed: labelledText(PET_INFO_LABELS.breed, 80),
      color: labelledText(PET_INFO_LABELS.color, 80),
      birthDate: petBirthDateSchema,
      age: labelledText(PET_INFO_LABELS.age, 40),
      microchip: labelledText(PET_INFO_LABELS.microchip, 15).refine(
        (value) => !value || MICROCHIP_PATTERN.test(value),
        PROFILE_DETAIL_TEXTS.microchipInvalid,
      ),
      vaccinations: vaccinationsSchema,
      vetContact: labelledText(PET_INFO_LABELS.vetContact, 200),
      temperament: labelledText(PET_INFO_LABELS.temperament, 1000),
    },
    { error: PROFILE_DETAIL_TEXTS.notObject('petInfo') },
  )
  .transform((p): PetInfo => ({ ...p, microchip: p.microchip.toUpperCase() }));

/** A piece of equipment's fields as a form or the API sends them. */
export const equipmentInfoSchema = z.object(
  {
    brand: labelledText(EQUIPMENT_INFO_LABELS.brand, 80),
    model: labelledText(EQUIPMENT_INFO_LABELS.model, 120),
    serialNumber: labelledText(EQUIPMENT_INFO_LABELS.serialNumber, 80),
    location: labelledText(EQUIPMENT_INFO_LABELS.location, 300),
    responsibleCompany: labelledText(EQUIPMENT_INFO_LABELS.responsibleCompany, 120),
    contactPhone: labelledText(EQUIPMENT_INFO_LABELS.contactPhone, 40).refine(
      (value) => !value || PHONE_PATTERN.test(value),
      PROFILE_DETAIL_TEXTS.contactPhoneInvalid,
    ),
  },
  { error: PROFILE_DETAIL_TEXTS.notObject('equipmentInfo') },
);

export const petInfoResponseSchema = z.object({
  species: z.string(),
  breed: z.string(),
  color: z.string(),
  birthDate: z.string().nullable(),
  age: z.string(),
  microchip: z.string(),
  vaccinations: z.array(z.string()),
  vetContact: z.string(),
  temperament: z.string(),
});

export const equipmentInfoResponseSchema = z.object({
  brand: z.string(),
  model: z.string(),
  serialNumber: z.string(),
  location: z.string(),
  responsibleCompany: z.string(),
  contactPhone: z.string(),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads a stored pet info without failing (anything unreadable is empty). */
export function readPetInfo(value: unknown): PetInfo {
  if (!isRecord(value)) return { ...EMPTY_PET_INFO, vaccinations: [] };
  return {
    species: str(value.species),
    breed: str(value.breed),
    color: str(value.color),
    birthDate: typeof value.birthDate === 'string' && DATE_PATTERN.test(value.birthDate) ? value.birthDate : null,
    age: str(value.age),
    microchip: str(value.microchip),
    vaccinations: Array.isArray(value.vaccinations)
      ? value.vaccinations.filter((v): v is string => typeof v === 'string')
      : [],
    vetContact: str(value.vetContact),
    temperament: str(value.temperament),
  };
}

/** Reads a stored equipment info without failing. */
export function readEquipmentInfo(value: unknown): EquipmentInfo {
  if (!isRecord(value)) return { ...EMPTY_EQUIPMENT_INFO };
  return {
    brand: str(value.brand),
    model: str(value.model),
    serialNumber: str(value.serialNumber),
    location: str(value.location),
    responsibleCompany: str(value.responsibleCompany),
    contactPhone: str(value.contactPhone),
  };
}

/** An age in pt-BR: '1 ano e 1 mês', '7 meses', '4 anos'. */
export function petAgeInPortuguese(years: number, months: number): string {
  const yearsText = years === 1 ? '1 ano' : `${years} anos`;
  const monthsText = months === 1 ? '1 mês' : `${months} meses`;
  if (years === 0) return monthsText;
  return months === 0 ? yearsText : `${yearsText} e ${monthsText}`;
}

/**
 * A pet's age on `today` (YYYY-MM-DD, the caller's clock) from its birth date, in whole years and months written by
 * `words` (pt-BR, or the visitor's language on a public page); else the free text; '' when neither is known.
 */
export function petAgeText(
  info: Pick<PetInfo, 'birthDate' | 'age'>,
  today: string,
  words: (years: number, months: number) => string = petAgeInPortuguese,
): string {
  if (!info.birthDate) return info.age;
  const [by, bm, bd] = info.birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let months = (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
  if (months < 0) months = 0;
  return words(Math.floor(months / 12), months % 12);
}
