import { createUrlSigner, type UrlSigner } from '../../lib/signed-urls.js';
import { SESSION_TTL_SECONDS } from '../../lib/tokens.js';

/** The cookie that tells a tag's own owner apart on /t (never an authorization: it only spares them their own alerts). */
const OWNER_COOKIE = 'portal_owner';

/** The value of one cookie in a Cookie header; undefined without it. */
function cookieValue(header: string | string[] | undefined, name: string): string | undefined {
  const raw = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * `portal_owner` = {accountId}.{expiry in epoch seconds}.{HMAC}: set at login beside the bearer token (same 12 h),
 * cleared at logout. The signature (a key of its own, derived from the installation's secret) keeps a visitor from
 * naming an owner to silence their alerts; the expiry keeps a copied value from doing so forever.
 */
export function createOwnerCookie(key: Buffer, now: () => number = Date.now) {
  const signer: UrlSigner = createUrlSigner(key);
  const attributes = (secure: boolean, maxAge: number) =>
    `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

  return {
    /** The Set-Cookie header of a login. */
    issue(accountId: string, secure: boolean): string {
      const payload = `${accountId}.${Math.floor(now() / 1000) + SESSION_TTL_SECONDS}`;
      return `${OWNER_COOKIE}=${payload}.${signer.sign(payload)}; ${attributes(secure, SESSION_TTL_SECONDS)}`;
    },

    /** The Set-Cookie header of a logout. */
    clear: (secure: boolean): string => `${OWNER_COOKIE}=; ${attributes(secure, 0)}`,

    /** The account a request's valid, unexpired cookie names; null without one (a bad one is no one). */
    ownerOf(headers: Record<string, string | string[] | undefined>): string | null {
      const value = cookieValue(headers.cookie, OWNER_COOKIE);
      const match = value && /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/i.exec(value);
      if (!match) return null;
      const [, accountId, expiry, signature] = match as unknown as [string, string, string, string];
      if (!signer.verify(`${accountId}.${expiry}`, signature)) return null;
      return Number(expiry) * 1000 > now() ? accountId.toLowerCase() : null;
    },
  };
}
