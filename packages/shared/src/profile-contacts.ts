/**
 * A profile's emergency contacts (spec sections 3 and 5): as any client sends them, as they are stored, and as the
 * API answers them.
 */
import { z } from 'zod';
import { isRecord, optionalString, parseJsonOrUndefined } from './json-values.js';
import { EMAIL_LIKE, PHONE_PATTERN, PROFILE_FIELD_TEXTS } from './profile-field-rules.js';

export type EmergencyContact = { name: string; phone: string; relationship: string; email?: string };

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
      ctx.addIssue({ code: 'custom', message: PROFILE_FIELD_TEXTS.textTooLong(120) });
    if (c.phone && !PHONE_PATTERN.test(c.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: PROFILE_FIELD_TEXTS.phoneInvalid });
    if (c.email && (!EMAIL_LIKE.test(c.email) || c.email.length > 200)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: PROFILE_FIELD_TEXTS.contactEmailInvalid });
    }
  });

/**
 * Spec section 5: 'Emergency contacts are kept only if name, phone and relationship are all filled.
 * Empty list items are dropped.' The server applies the same rule, so what it stores is what the form meant.
 */
export const emergencyContactsSchema = z
  .array(emergencyContactInputSchema, { error: 'emergencyContacts deve ser uma lista.' })
  .max(20, PROFILE_FIELD_TEXTS.tooManyContacts)
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
  const list = typeof value === 'string' ? parseJsonOrUndefined(value) : value;
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

export const emergencyContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  relationship: z.string(),
  email: z.string().optional(),
});
