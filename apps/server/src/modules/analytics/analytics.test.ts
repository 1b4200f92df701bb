import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientRequestSchema } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createAnalyticsRepository } from './repository.js';
import { trustFunctionOf } from '../../lib/trust-proxy.js';
import { browserOf, countryOf, createVisitorIdentifier, deviceOf, UNKNOWN_COUNTRY, type Visitor } from './visitors.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
const countOf = async (table: 'visitor_salts' | 'page_daily_visitors') =>
  Number(rowsOf<{ n: string }>(await t.database.db.execute(sql.raw(`SELECT count(*) AS n FROM ${table}`)))[0]!.n);

describe('who a visitor is', () => {
  it('tells the device from the user agent: tablets first, then phones, else desktop', () => {
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe('desktop');
    expect(deviceOf(undefined)).toBe('desktop');
  });

  it("takes the country from a trusted proxy's header, else from the address in the offline database, else 'XX'", () => {
    const trustLoopback = trustFunctionOf('loopback');
    const at = (ip: string, headers: Record<string, string | string[]> = {}) =>
      countryOf({ ip, headers }, trustLoopback);
    expect(at('127.0.0.1', { 'cf-ipcountry': 'br' })).toBe('BR');
    expect(countryOf({ ip: '8.8.8.8', headers: { 'x-country-code': ['PT', 'BR'] } }, trustFunctionOf(true))).toBe('PT');
    // From an address TRUST_PROXY does not trust, the header is the client's own claim: the address decides.
    expect(at('8.8.8.8', { 'x-country-code': ['PT', 'BR'] })).toBe('US');
    expect(at('200.147.67.142', { 'cf-ipcountry': 'KP' })).toBe('BR');
    expect(at('127.0.0.1', { 'cf-ipcountry': 'XX' })).toBe(UNKNOWN_COUNTRY);
    expect(at('200.147.67.142')).toBe('BR');
    expect(at('8.8.8.8')).toBe('US');
    expect(at('127.0.0.1')).toBe('XX');
    expect(at('192.168.1.10')).toBe('XX');
    expect(at('::1')).toBe('XX');
  });

  it('tells bots and link-preview crawlers apart, and the browser family', () => {
    expect(browserOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe('Chrome');
    expect(browserOf('')).toBeNull();
  });
});

describe('cookieless unique visitors', () => {
  const request = {
    ip: '203.0.113.7',
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile/15E148', 'cf-ipcountry': 'BR' },
  };

  it('hashes one address and browser alike all day, differently the next day, and forgets the salts and visitor rows of the days before yesterday', async () => {
    const repository = createAnalyticsRepository(t.database.db);
    let now = new Date('2031-03-01T10:00:00Z');
    const visitors = createVisitorIdentifier(repository, 'UTC', () => now, trustFunctionOf(true));
    const first: Visitor = await visitors.identify(request);
    expect(first).toMatchObject({ day: '2031-03-01', country: 'BR', device: 'mobile' });
    expect(first.hash).not.toContain('203.0.113.7');
    expect((await visitors.identify(request)).hash).toBe(first.hash);
    expect((await visitors.identify({ ...request, ip: '203.0.113.8' })).hash).not.toBe(first.hash);

    const { profile } = await t.app.services.clients.createClient(
      createClientRequestSchema.parse({
        email: 'contado@teste.com',
        password: 'senha-segura-1',
        profile: { name: 'Contado' },
      }),
    );
    await repository.writePageViews([{ targetId: profile!.page!.id, visitor: first, at: now }]);
    expect(await countOf('page_daily_visitors')).toBe(1);

    now = new Date('2031-03-02T10:00:00Z');
    expect((await visitors.identify(request)).hash).not.toBe(first.hash);
    expect(await countOf('visitor_salts')).toBe(2); // yesterday's salt is kept
    expect(await countOf('page_daily_visitors')).toBe(1);

    now = new Date('2031-03-03T10:00:00Z');
    await visitors.identify(request);
    expect(await countOf('visitor_salts')).toBe(2);
    expect(await countOf('page_daily_visitors')).toBe(0); // 1 March's visitors can no longer be linked to anyone
  });
});
