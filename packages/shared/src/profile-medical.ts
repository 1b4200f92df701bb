/** A person's medical info (spec section 3): blood type, lists, notes; as sent, as stored, and as the API answers it. */
import { z } from 'zod';
import { isRecord, isStringList, optionalString, parseJsonOrUndefined } from './json-values.js';
import { freeText, PROFILE_FIELD_TEXTS } from './profile-field-rules.js';

/** Spec section 9: 8 blood types. */
export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodType = (typeof BLOOD_TYPES)[number];

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
  .pipe(z.array(z.string().max(200, PROFILE_FIELD_TEXTS.textTooLong(200))).max(50, PROFILE_FIELD_TEXTS.tooManyItems));

export const bloodTypeSchema = z
  .union([z.string(), z.null()], { error: PROFILE_FIELD_TEXTS.bloodTypeInvalid })
  .optional()
  .transform((value, ctx): BloodType | null => {
    const upper = (value ?? '').trim().toUpperCase();
    if (!upper) return null;
    if (!(BLOOD_TYPES as readonly string[]).includes(upper)) {
      ctx.addIssue({ code: 'custom', message: PROFILE_FIELD_TEXTS.bloodTypeInvalid });
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

/** Reads stored or legacy medical info without failing (a JSON string, unknown blood types dropped). */
export function readMedicalInfo(value: unknown): MedicalInfo {
  const raw = typeof value === 'string' ? parseJsonOrUndefined(value) : value;
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

export const medicalInfoResponseSchema = z.object({
  bloodType: z.enum(BLOOD_TYPES).nullable(),
  allergies: z.array(z.string()),
  medications: z.array(z.string()),
  conditions: z.array(z.string()),
  notes: z.string(),
  doctorContact: z.string(),
  insuranceInfo: z.string(),
});
