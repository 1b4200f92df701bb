/**
 * tel: link per spec section 5: strip spaces, parentheses, dots and hyphens,
 * and any plus sign that is not at the start.
 */
export function telHref(phone: string): string {
  const stripped = phone.trim().replace(/[\s().-]/g, '');
  const leadingPlus = stripped.startsWith('+') ? '+' : '';
  return `tel:${leadingPlus}${stripped.replace(/\+/g, '')}`;
}
