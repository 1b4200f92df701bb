/** Spec section 9: a generated NFC code has 8 characters from A-Z and 0-9. */
export const TAG_CODE_LENGTH = 8;
export const TAG_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** An optional prefix (GET /admin/bracelets/generate-code?prefix=) keeps at least 4 random characters. */
export const TAG_CODE_PREFIX_MAX = 4;
/** Codes typed by hand: upper-case letters, digits, hyphen, dot and underscore, so /t/{code} stays a clean URL. */
export const TAG_CODE_PATTERN = /^[A-Z0-9._-]{1,64}$/;
export const TAG_CODE_MAX_LENGTH = 64;

/** Trimmed and upper-cased, as the code is stored (spec: 'trimmed and uppercased'). */
export function normalizeTagCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A code as stored (trimmed, upper-cased), or undefined when no tag can have it (so it is never looked up). */
export function storedTagCode(code: string): string | undefined {
  const normalized = normalizeTagCode(code);
  return TAG_CODE_PATTERN.test(normalized) ? normalized : undefined;
}

/** The prefix as the generator uses it: upper-cased, only A-Z0-9 kept. */
export function normalizeCodePrefix(prefix: string | undefined): string {
  return (prefix ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * `length` random characters of `alphabet`, from the Web Crypto API (present in browsers and in Node 20), without
 * modulo bias: bytes that would favour the first characters are drawn again.
 */
export function randomCharacters(alphabet: string, length: number): string {
  let out = '';
  const limit = 256 - (256 % alphabet.length);
  while (out.length < length) {
    const bytes = new Uint8Array((length - out.length) * 2);
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= limit) continue;
      out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A random code of 8 characters from A-Z0-9 (prefix first, when given). */
export function generateTagCode(prefix?: string): string {
  const head = normalizeCodePrefix(prefix).slice(0, TAG_CODE_PREFIX_MAX);
  return head + randomCharacters(TAG_CODE_ALPHABET, TAG_CODE_LENGTH - head.length);
}
