import { buildUrl } from '@/lib/api-client';

/** The site the public pages live on: the same server that serves this app. */
export const siteOrigin = () => window.location.origin;

export const publicPagePath = (slug: string) => `/p/${encodeURIComponent(slug)}`;
export const publicTagPath = (code: string) => `/t/${encodeURIComponent(code)}`;
/** A page's URL on `base` (the list's publicBaseUrl when known: PUBLIC_URL or the address the server was reached by). */
export const publicPageUrl = (slug: string, base = siteOrigin()) => `${base}${publicPagePath(slug)}`;
export const publicTagUrl = (code: string) => `${siteOrigin()}${publicTagPath(code)}`;

/** The tag URL on the same site as a page URL the server gave (what the QR codes encode). */
export function tagUrlBeside(pageUrl: string, code: string): string {
  let origin = siteOrigin();
  try {
    origin = new URL(pageUrl).origin;
  } catch {
    // not an absolute URL: this site
  }
  return `${origin}${publicTagPath(code)}`;
}

export type QrOptions = { size: number; include: string; link: 'page' | 'tag'; braceletCode?: string };

/** Spec section 9: QR default size 256, default include 'code,serial'. */
export const QR_DEFAULTS: QrOptions = { size: 256, include: 'code,serial', link: 'page' };

/** The QR image of a page (no token needed: an <img> cannot send one), as an absolute URL. */
export function qrImageUrl(pageId: string, options: QrOptions): string {
  const path = buildUrl(`/public/admin/pages/${encodeURIComponent(pageId)}/qrcode`, {
    size: options.size,
    include: options.include,
    link: options.link,
    braceletCode: options.link === 'tag' ? options.braceletCode?.trim() || undefined : undefined,
  });
  return new URL(path, siteOrigin()).href;
}

/** This machine's own names: a link or QR code on them opens nothing on a phone. */
export function pointsAtLocalhost(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return false;
  }
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]' ||
    hostname === '0.0.0.0'
  );
}
