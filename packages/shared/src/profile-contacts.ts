/**
 * A profile's emergency contacts (spec sections 3 and 5): as any client sends them, as they are stored, and as the
 * API answers them.
 */
import { z } from 'zod';
import { isRecord, optionalString, parseJsonOrUndefined } from './json-values.js';
import { PHONE_TEXTS, toE164 } from './phone.js';
import { EMAIL_LIKE, PHONE_PATTERN, PROFILE_FIELD_TEXTS } from './profile-field-rules.js';

/**
 * A contact as stored and answered: its phone in E.164 (issue 41), `whatsapp` when the owner ticked 'Tem WhatsApp',
 * and `phoneNeedsReview` on a number migration 0030 could not read (kept as typed; the editor asks to check it).
 */
export type EmergencyContact = {
  name: string;
  phone: string;
  relationship: string;
  email?: string;
  /** Always answered (false when not ticked); optional here so a contact may be written without it. */
  whatsapp?: boolean;
  phoneNeedsReview?: true;
};

export const CONTACT_TEXTS = {
  hasWhatsapp: 'Tem WhatsApp',
  whatsappInvalid: 'whatsapp deve ser true ou false.',
} as const;

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

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
      whatsapp: z.boolean({ error: CONTACT_TEXTS.whatsappInvalid }).nullish(),
    },
    { error: 'Cada contato de emergência deve ser um objeto.' },
  )
  .transform((c) => ({
    name: text(c.name) || text(c.contactName),
    phone: text(c.phone) || text(c.contactPhone),
    relationship: text(c.relationship) || text(c.relation),
    email: text(c.email),
    whatsapp: c.whatsapp === true,
  }))
  .superRefine((c, ctx) => {
    if (c.name.length > 120 || c.relationship.length > 60)
      ctx.addIssue({ code: 'custom', message: PROFILE_FIELD_TEXTS.textTooLong(120) });
    if (c.phone && !PHONE_PATTERN.test(c.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: PROFILE_FIELD_TEXTS.phoneInvalid });
    else if (c.phone && !toE164(c.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_TEXTS.unreadable });
    if (c.email && (!EMAIL_LIKE.test(c.email) || c.email.length > 200)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: PROFILE_FIELD_TEXTS.contactEmailInvalid });
    }
  });

type ContactParts = { name: string; phone: string; relationship: string; email: string; whatsapp: boolean };
/** A complete contact as stored: the email only when there is one, the phone in E.164 (else flagged, as typed). */
function contactOf(c: ContactParts): EmergencyContact {
  const e164 = toE164(c.phone);
  const contact: EmergencyContact = {
    name: c.name,
    phone: e164 ?? c.phone,
    relationship: c.relationship,
    ...(c.email ? { email: c.email } : {}),
    whatsapp: c.whatsapp,
  };
  if (!e164) contact.phoneNeedsReview = true;
  return contact;
}

/**
 * Spec section 5: 'Emergency contacts are kept only if name, phone and relationship are all filled.
 * Empty list items are dropped.' The server applies the same rule, so what it stores is what the form meant.
 */
export const emergencyContactsSchema = z
  .array(emergencyContactInputSchema, { error: 'emergencyContacts deve ser uma lista.' })
  .max(20, PROFILE_FIELD_TEXTS.tooManyContacts)
  .transform((list) => list.filter((c) => c.name && c.phone && c.relationship).map(contactOf));

/** Reads stored or legacy contacts without failing: anything unreadable is left out. */
const STORED_KEYS = new Set(['name', 'phone', 'relationship', 'email', 'whatsapp', 'phoneNeedsReview']);
const isStoredContact = (c: unknown): c is EmergencyContact =>
  isRecord(c) &&
  typeof c.name === 'string' &&
  c.name !== '' &&
  typeof c.phone === 'string' &&
  c.phone !== '' &&
  typeof c.relationship === 'string' &&
  c.relationship !== '' &&
  optionalString(c.email) &&
  (c.whatsapp === undefined || typeof c.whatsapp === 'boolean') &&
  (c.phoneNeedsReview === undefined || c.phoneNeedsReview === true) &&
  Object.keys(c).every((key) => STORED_KEYS.has(key));

export function readEmergencyContacts(value: unknown): EmergencyContact[] {
  const list = typeof value === 'string' ? parseJsonOrUndefined(value) : value;
  if (!Array.isArray(list)) return [];
  // As the API stores them: no need to go through the schema (rows from before issue 41 have no whatsapp).
  if (list.every(isStoredContact)) return list.map((c) => ({ ...c, whatsapp: c.whatsapp === true }));
  const out: EmergencyContact[] = [];
  for (const item of list) {
    // An older shape: its parts read leniently (a number that is no longer accepted is kept and flagged).
    const parsed = emergencyContactInputSchema.safeParse(item);
    const parts = parsed.success ? parsed.data : lenientParts(item);
    if (parts && parts.name && parts.phone && parts.relationship) out.push(contactOf(parts));
  }
  return out;
}

function lenientParts(item: unknown): ContactParts | null {
  if (!isRecord(item)) return null;
  return {
    name: text(item.name) || text(item.contactName),
    phone: text(item.phone) || text(item.contactPhone),
    relationship: text(item.relationship) || text(item.relation),
    email: '',
    whatsapp: item.whatsapp === true,
  };
}

export const emergencyContactSchema = z.object({
  name: z.string(),
  /** E.164 ('+5521999990000'); a number migration 0030 could not read stays as typed, with phoneNeedsReview. */
  phone: z.string(),
  relationship: z.string(),
  email: z.string().optional(),
  /** 'Tem WhatsApp': the card offers a WhatsApp button beside 'Ligar' (always answered). */
  whatsapp: z.boolean().optional(),
  phoneNeedsReview: z.literal(true).optional(),
});
