/** The CNPJ (a company's tax id) as sites and the fire-safety service company take it: one rule for both. */

/**
 * A CNPJ's 14 characters: the 12 of its root and branch (digits, or since July 2026 also capital letters: the
 * alphanumeric CNPJ of IN RFB 2.229/2024) and 2 check digits. Dots, slash and hyphen are left out.
 */
export function normalizeCnpj(typed: string): string {
  return typed.replace(/[.\-/\s]/g, '').toUpperCase();
}

/**
 * Whether a CNPJ (as normalizeCnpj gives it) is valid: 12 characters 0-9/A-Z, 2 check digits by the module-11 rule
 * (weights 2 to 9 from the right; each character counts its code minus 48, so a digit is itself and 'A' is 17).
 * Fourteen equal digits pass the arithmetic and are refused.
 */
export function isValidCnpj(cnpj: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const checkDigit = (body: string) => {
    let sum = 0;
    let weight = 2;
    for (let index = body.length - 1; index >= 0; index--) {
      sum += (body.charCodeAt(index) - 48) * weight;
      weight = weight === 9 ? 2 : weight + 1;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = checkDigit(cnpj.slice(0, 12));
  const second = checkDigit(cnpj.slice(0, 12) + String(first));
  return cnpj.endsWith(`${first}${second}`);
}

/** '12.345.678/0001-95' (the same mask for the alphanumeric CNPJ); anything else unchanged. */
export function formatCnpj(cnpj: string): string {
  if (cnpj.length !== 14) return cnpj;
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

/** The CNPJ typed (formatted or not), normalised, when it is valid; null otherwise. */
export function cnpjOf(typed: string): string | null {
  const cnpj = normalizeCnpj(typed);
  return isValidCnpj(cnpj) ? cnpj : null;
}
