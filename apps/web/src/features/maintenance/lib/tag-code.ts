import { normalizeTagCode, TAG_CODE_PATTERN } from '@portal/shared';

/**
 * The tag code a QR holds: its public URL (`https://.../t/{code}`, maybe with a query) or the bare code. Null when
 * the text is neither (another QR code).
 */
export function tagCodeFromQr(text: string): string | null {
  const value = text.trim();
  const fromPath = /\/t\/([^/?#]+)\/?(?:[?#].*)?$/.exec(value);
  const code = normalizeTagCode(fromPath ? decodeURIComponent(fromPath[1]) : value);
  return TAG_CODE_PATTERN.test(code) ? code : null;
}
