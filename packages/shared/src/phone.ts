/**
 * Phone numbers (issue 41, item 3): kept and answered in E.164 ('+5521999990000'), shown the Brazilian way
 * ('(21) 99999-0000'), called with tel: and written to with wa.me. Migration 0030 applies the same reading in SQL
 * to the numbers stored before; keep the two in step.
 */

/**
 * A Brazilian number after +55: a two-digit area code with no zero (11 to 99), then 9 digits starting with 9 (a
 * mobile) or 8 digits starting with 2 to 9 (a landline, or an older mobile).
 */
export const BRAZILIAN_NATIONAL_NUMBER = /^[1-9]{2}(?:9\d{8}|[2-9]\d{7})$/;
/** Another country's number: its code (never 0) and the number, 8 to 15 digits in all (E.164's maximum). */
const INTERNATIONAL_DIGITS = /^[1-9]\d{7,14}$/;

export const PHONE_TEXTS = {
  unreadable:
    'Telefone inválido: informe o DDD e o número, como (21) 99999-0000, ou o número internacional com + e o código do país.',
  /** Beside a number migration 0030 could not read (it was kept as typed). */
  needsReview: 'Confira este número: não foi possível lê-lo.',
} as const;

/**
 * The E.164 form of a number as people type it, or null when it cannot be a Brazilian or international number.
 * '+' or '00' starts an international number (+55 must then be a Brazilian one); otherwise it is Brazilian: 10 or
 * 11 digits with the area code (a leading trunk 0 is dropped), or 12 or 13 digits starting with 55.
 */
export function toE164(typed: string): string | null {
  const trimmed = typed.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international !== null) {
    if (international.startsWith('55')) return brazilian(international.slice(2));
    return INTERNATIONAL_DIGITS.test(international) ? `+${international}` : null;
  }
  const national = digits.startsWith('0') ? digits.slice(1) : digits;
  if (national.length <= 11) return brazilian(national);
  return national.startsWith('55') ? brazilian(national.slice(2)) : null;
}

const brazilian = (national: string) => (BRAZILIAN_NATIONAL_NUMBER.test(national) ? `+55${national}` : null);

/**
 * A number as the card shows it: '(21) 99999-0000' or '(21) 3333-0000' for a Brazilian one, '+44 2079460000' for
 * another country's, anything else (a number kept as typed) unchanged.
 */
export function displayPhone(phone: string): string {
  const national = phone.startsWith('+55') ? phone.slice(3) : null;
  if (national !== null && BRAZILIAN_NATIONAL_NUMBER.test(national)) {
    const area = national.slice(0, 2);
    const local = national.slice(2);
    return `(${area}) ${local.slice(0, local.length - 4)}-${local.slice(-4)}`;
  }
  return phone;
}

/**
 * tel: link per spec section 5: strip spaces, parentheses, dots and hyphens,
 * and any plus sign that is not at the start.
 */
export function telHref(phone: string): string {
  const stripped = phone.trim().replace(/[\s().-]/g, '');
  const leadingPlus = stripped.startsWith('+') ? '+' : '';
  return `tel:${leadingPlus}${stripped.replace(/\+/g, '')}`;
}

/**
 * The WhatsApp link of an E.164 number with a message already written ('https://wa.me/5521999990000?text=...'):
 * digits only after wa.me/, as WhatsApp asks. null for a number that is not E.164 (one kept as typed).
 */
export function whatsappHref(phone: string, message: string): string | null {
  if (!/^\+[1-9]\d{7,14}$/.test(phone)) return null;
  return `https://wa.me/${phone.slice(1)}?text=${encodeURIComponent(message)}`;
}
