import { createHash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';
import { dayInTimeZone } from '@portal/shared';
import { addDays } from './range.js';
import { lookupAddress } from '../../lib/geoip.js';
import { fromTrustedProxy, type TrustFunction } from '../../lib/trust-proxy.js';

export type Device = 'mobile' | 'tablet' | 'desktop';
/**
 * Who opened a page, without cookies: a hash that only means something within one day, the country, the device class
 * and browser family, and whether it is a bot or link-preview crawler (recorded apart, never counted as a view).
 */
export type Visitor = Readonly<{
  hash: string;
  day: string;
  country: string;
  device: Device;
  browser: string | null;
  bot: boolean;
}>;
/** One view of a page or scan of a tag (targetId: the page's or the tag's id). */
export type ViewEvent = { targetId: string; visitor: Visitor; at: Date };

/** Where the salt of each day is kept (the analytics repository): visitors.ts sits below it, never imports it. */
export type SaltStore = {
  /** The salt of a day: the one stored, else this fresh one. */
  saltOfDay: (day: string, fresh: string) => Promise<string | undefined>;
  /** Deletes the salts and the daily visitor rows of the days before this one. */
  forgetDaysBefore: (day: string) => Promise<void>;
};

export const UNKNOWN_COUNTRY = 'XX';

/** mobile / tablet / desktop: ua-parser-js's device type, else the user agent's own words (tablets first). */
export function deviceOf(userAgent: string | undefined): Device {
  const ua = userAgent ?? '';
  const type = new UAParser(ua).getDevice().type;
  if (type === 'tablet') return 'tablet';
  if (type === 'mobile' || type === 'wearable') return 'mobile';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini|IEMobile/i.test(ua)) return 'mobile';
  return 'desktop';
}

/** The browser family (Chrome, Mobile Safari, Firefox, ...), null when the user agent does not say. */
export function browserOf(userAgent: string | undefined): string | null {
  return new UAParser(userAgent ?? '').getBrowser().name ?? null;
}

const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-country-code'] as const;

/**
 * The country as the proxy in front of us tells it (Cloudflare, CloudFront, Vercel, or an X-Country-Code set by
 * nginx with GeoIP); undefined without one.
 */
function countryFromHeaders(headers: Record<string, string | string[] | undefined>): string | undefined {
  for (const name of COUNTRY_HEADERS) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1') return value;
  }
  return undefined;
}

/** The country of an address from geoip-lite's offline database ('XX' for private, loopback and unknown addresses). */
function countryFromAddress(ip: string): string {
  return lookupAddress(ip).country ?? UNKNOWN_COUNTRY;
}

/** What a visitor is read from: the address (after TRUST_PROXY), the connected peer's and the headers. */
type VisitRequest = {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string };
};

/**
 * The proxy's header first, but only from a peer TRUST_PROXY trusts (anyone else could claim any country), else
 * the address through the offline database; the address itself is never kept.
 */
export function countryOf(request: VisitRequest, trust: TrustFunction): string {
  return (
    (fromTrustedProxy(request, trust) ? countryFromHeaders(request.headers) : undefined) ??
    countryFromAddress(request.ip)
  );
}

/**
 * Cookieless unique visitors: sha256(salt of the day, IP, user agent). The salt is random, one per day
 * (the installation's, APP_TIME_ZONE), kept in visitor_salts so every instance and a restart agree on it, and deleted after two days
 * together with the day's visitor rows: after that, no hash can be linked to an address any more.
 */
export function createVisitorIdentifier(
  repository: SaltStore,
  /** APP_TIME_ZONE: the day a visit is counted in (the rollups' day) and the salt's day. */
  timeZone: string,
  now: () => Date = () => new Date(),
  /** TRUST_PROXY: whose country headers are believed. */
  trust: TrustFunction = () => false,
) {
  let cached: { day: string; salt: string } | null = null;
  let pending: Promise<{ day: string; salt: string }> | null = null;

  async function loadSalt(day: string): Promise<{ day: string; salt: string }> {
    const salt = await repository.saltOfDay(day, randomBytes(32).toString('base64url'));
    if (!salt) throw new Error('visitor salt missing');
    // Yesterday's salt is kept (a visit just after midnight of a page already open), older ones go.
    await repository.forgetDaysBefore(addDays(day, -1));
    return { day, salt };
  }

  async function saltOf(day: string) {
    if (cached?.day === day) return cached;
    pending ??= loadSalt(day).finally(() => {
      pending = null;
    });
    cached = await pending;
    return cached;
  }

  // The day's hashes of recent visitors (a reload does not hash again); emptied when the day changes.
  // `visitor`: the Visitor of the address's own country, handed out again to each view (views only read it).
  type Known = { hash: string; device: Device; browser: string | null; bot: boolean; visitor?: Visitor };
  let recent = new Map<string, Known>();
  let recentDay = '';

  function visitorOf(day: string, salt: string, request: VisitRequest): Visitor {
    const rawUa = request.headers['user-agent'];
    const userAgent = (Array.isArray(rawUa) ? rawUa[0] : rawUa) ?? '';
    if (recentDay !== day || recent.size >= 10_000) {
      recent = new Map();
      recentDay = day;
    }
    const key = `${request.ip}\u0000${userAgent}`;
    let known = recent.get(key);
    if (!known) {
      const hash = createHash('sha256').update(`${salt}\u0000${key}`).digest('base64url').slice(0, 32);
      known = { hash, device: deviceOf(userAgent), browser: browserOf(userAgent), bot: isbot(userAgent) };
      recent.set(key, known);
    }
    const told = fromTrustedProxy(request, trust) ? countryFromHeaders(request.headers) : undefined;
    const visitorIn = (country: string): Visitor => ({
      hash: known.hash,
      day,
      country,
      device: known.device,
      browser: known.browser,
      bot: known.bot,
    });
    if (told) return visitorIn(told);
    // `recent` is emptied when the day changes, so the remembered visitor's day is today's.
    return (known.visitor ??= visitorIn(countryFromAddress(request.ip)));
  }

  return {
    /** The visitor of a request; synchronous once the day's salt is known (no promise on the hot path). */
    identify(request: VisitRequest): Visitor | Promise<Visitor> {
      const day = dayInTimeZone(now(), timeZone);
      if (cached?.day === day) return visitorOf(day, cached.salt, request);
      return saltOf(day).then(({ salt }) => visitorOf(day, salt, request));
    },
  };
}
