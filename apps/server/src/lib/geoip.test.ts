import { createRequire } from 'node:module';
import type * as GeoIpModule from 'geoip-lite';
import { afterAll, describe, expect, it } from 'vitest';
import { closeGeoip, lookupAddress } from './geoip.js';

// geoip-lite itself (its files read whole into memory) is the reference the file reader must agree with.
const geoipLite = createRequire(import.meta.url)('geoip-lite') as typeof GeoIpModule;

function expected(ip: string): { country: string | null; city: string | null } {
  const found = geoipLite.lookup(ip);
  const country = found?.country && /^[A-Z]{2}$/.test(found.country) ? found.country : null;
  return { country, city: found?.city || null };
}

// A seeded generator, so a failure names the same addresses on the next run.
function addresses(count: number, seed: number, make: (next: () => number) => string): string[] {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state;
  };
  return Array.from({ length: count }, () => make(next));
}

afterAll(closeGeoip);

describe('lookupAddress reads geoip-lite files where they lie', () => {
  it('answers what geoip-lite answers for 20,000 IPv4 addresses, their edges and the mapped form', () => {
    const ips = addresses(20_000, 46, (next) => [24, 16, 8, 0].map((shift) => (next() >>> shift) & 255).join('.'));
    const edges = ['0.0.0.0', '1.0.0.0', '255.255.255.255', '10.1.2.3', '172.16.0.1', '192.168.1.1', '127.0.0.1'];
    for (const ip of [...ips, ...edges]) expect(lookupAddress(ip), ip).toEqual(expected(ip));
    for (const ip of ips.slice(0, 500)) expect(lookupAddress(`::ffff:${ip}`), ip).toEqual(expected(ip));
  });

  it('answers what geoip-lite answers for 5,000 IPv6 addresses (compressed and full)', () => {
    const hex = (value: number) => (value & 0xffff).toString(16);
    const ips = addresses(5_000, 7, (next) => {
      const top = (0x2000 + (next() % 0x1000)).toString(16);
      return `${top}:${hex(next())}:${hex(next())}::${hex(next())}`;
    });
    const full = addresses(1_000, 9, (next) =>
      [0x2800 + (next() % 0x100), next(), next(), next(), next(), next(), next(), next()].map(hex).join(':'),
    );
    for (const ip of [...ips, ...full, '::1', 'fe80::1']) expect(lookupAddress(ip), ip).toEqual(expected(ip));
  });

  it('places the test address in São Paulo and knows nothing of what is not an address', () => {
    expect(lookupAddress('177.71.128.1')).toEqual({ country: 'BR', city: 'São Paulo' });
    expect(lookupAddress('not-an-address')).toEqual({ country: null, city: null });
    expect(lookupAddress('')).toEqual({ country: null, city: null });
  });
});
