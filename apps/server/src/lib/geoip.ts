import { createRequire } from 'node:module';
import type * as GeoIpModule from 'geoip-lite';

type GeoIp = typeof GeoIpModule;
let geoip: GeoIp | undefined;

/**
 * Country (ISO 3166 alpha-2) and city of an address from geoip-lite's offline database; nulls for private, loopback
 * and unknown addresses. Loaded on first need (about 150 ms and 150 MB), once per process, by whoever asks first (the
 * analytics' countries, the scan alerts' cities, the sessions' places).
 */
export function lookupAddress(ip: string): { country: string | null; city: string | null } {
  geoip ??= createRequire(import.meta.url)('geoip-lite') as GeoIp;
  const found = geoip.lookup(ip);
  const country = found?.country && /^[A-Z]{2}$/.test(found.country) ? found.country : null;
  return { country, city: found?.city || null };
}

const COUNTRY_NAMES = new Intl.DisplayNames(['pt-BR'], { type: 'region' });

/** 'BR' -> 'Brasil'; null for what names no country (the analytics' 'XX', a malformed code). */
export function countryNameOf(code: string | null): string | null {
  if (!code || !/^[A-Z]{2}$/.test(code) || code === 'XX') return null;
  try {
    return COUNTRY_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}
