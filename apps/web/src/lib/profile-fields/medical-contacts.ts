import { z } from 'zod';
import { BLOOD_TYPES, type BloodType, type EmergencyContact, type MedicalInfo } from '@portal/shared';

/**
 * One row of the emergency contacts editor. The contact's email (spec section 3: shown on the public view) has
 * no box of its own: it is carried through, so saving the form never drops it.
 */
export type ContactRow = {
  name: string;
  phone: string;
  relationship: string;
  email?: string;
  /** 'Tem WhatsApp' (issue 41). */
  whatsapp?: boolean;
  /** A number migration 0030 could not read: the row asks the owner to check it until it reads. */
  phoneNeedsReview?: boolean;
};
export const EMPTY_CONTACT: ContactRow = { name: '', phone: '', relationship: '', whatsapp: false };

/** Medical info as the forms edit it: the lists as comma-joined text (spec section 3). */
export type MedicalForm = {
  bloodType: '' | BloodType;
  allergies: string;
  medications: string;
  conditions: string;
  notes: string;
  doctorContact: string;
  insuranceInfo: string;
};
export const EMPTY_MEDICAL_FORM: MedicalForm = {
  bloodType: '',
  allergies: '',
  medications: '',
  conditions: '',
  notes: '',
  doctorContact: '',
  insuranceInfo: '',
};

/** The medical info and contacts part of a form (the new-client dialog and the page editor share it). */
export type MedicalContactsValues = { medical: MedicalForm; contacts: ContactRow[] };

/** The one form schema of that part: the new-client dialog and the page editor both validate with it. */
export const contactRowSchema = z.object({
  name: z.string(),
  phone: z.string(),
  relationship: z.string(),
  email: z.string().optional(),
  whatsapp: z.boolean().optional(),
  phoneNeedsReview: z.boolean().optional(),
}) satisfies z.ZodType<ContactRow>;
export const medicalFormSchema = z.object({
  bloodType: z.enum(['', ...BLOOD_TYPES]),
  allergies: z.string(),
  medications: z.string(),
  conditions: z.string(),
  notes: z.string(),
  doctorContact: z.string(),
  insuranceInfo: z.string(),
}) satisfies z.ZodType<MedicalForm>;

/** 'penicilina, dipirona , ' -> ['penicilina', 'dipirona']: trimmed, blanks dropped, repeats kept once. */
export function splitCommaList(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
}

export const joinCommaList = (items: readonly string[] | null | undefined) => (items ?? []).join(', ');

const isBloodType = (value: unknown): value is BloodType => (BLOOD_TYPES as readonly unknown[]).includes(value);

export function medicalToForm(info: Partial<MedicalInfo> | null | undefined): MedicalForm {
  return {
    bloodType: isBloodType(info?.bloodType) ? info.bloodType : '',
    allergies: joinCommaList(info?.allergies),
    medications: joinCommaList(info?.medications),
    conditions: joinCommaList(info?.conditions),
    notes: info?.notes ?? '',
    doctorContact: info?.doctorContact ?? '',
    insuranceInfo: info?.insuranceInfo ?? '',
  };
}

/**
 * What the API receives: blood type or null, the lists as arrays, the texts trimmed. Every field of medical info
 * is sent (the server replaces the whole section): doctor and insurance included, or saving would erase them.
 */
export function medicalFromForm(form: MedicalForm) {
  return {
    bloodType: form.bloodType || null,
    allergies: splitCommaList(form.allergies),
    medications: splitCommaList(form.medications),
    conditions: splitCommaList(form.conditions),
    notes: form.notes.trim(),
    doctorContact: form.doctorContact.trim(),
    insuranceInfo: form.insuranceInfo.trim(),
  };
}

/** Spec section 5: a contact is kept only if name, phone and relationship are all filled. */
export function contactsFromForm(rows: readonly ContactRow[]): EmergencyContact[] {
  return rows
    .map((row): EmergencyContact => {
      const contact = { name: row.name.trim(), phone: row.phone.trim(), relationship: row.relationship.trim() };
      const email = row.email?.trim();
      return { ...contact, ...(email ? { email } : {}), whatsapp: row.whatsapp === true };
    })
    .filter((row) => row.name && row.phone && row.relationship);
}

export const isIncompleteContact = (row: ContactRow) => {
  const filled = [row.name, row.phone, row.relationship].filter((value) => value.trim()).length;
  return filled > 0 && filled < 3;
};

export const contactsToForm = (contacts: readonly EmergencyContact[] | null | undefined): ContactRow[] =>
  (contacts ?? []).map((c) => ({
    name: c.name,
    phone: c.phone,
    relationship: c.relationship,
    ...(c.email ? { email: c.email } : {}),
    whatsapp: c.whatsapp === true,
    ...(c.phoneNeedsReview ? { phoneNeedsReview: true } : {}),
  }));
