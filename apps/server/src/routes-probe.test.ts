import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { dayInTimeZone } from '@portal/shared';
import { createTestApp, type TestApp } from './testing/test-app.js';

/**
 * The security probe (issue 21) as a test, over the routes of maintenance (/api/tecnico), lost mode, photos and
 * reports: every caller (admin, owner, another user, technician, anonymous) with hostile params, queries and bodies.
 * No answer is a 5xx, and none leaks a stack, SQL or the owner's contacts to someone who is not the owner or an admin.
 */
type SignedIn = Awaited<ReturnType<TestApp['createUser']>>;
type Caller = 'ADMIN' | 'OWNER' | 'OTHER' | 'TECHNICIAN' | 'ANONYMOUS';

const OWNER_EMAIL = 'dona.sigilosa@probe.com';
const OWNER_PHONE = '11 98888-7777';

let t: TestApp;
let callers: Record<Exclude<Caller, 'ANONYMOUS'>, SignedIn>;
const ids = { tag: '', profile: '', record: '', code: '' };

beforeAll(async () => {
  t = await createTestApp({ publicRateLimit: 0, publicAddressRateLimit: 0, authRateLimit: 100_000 });
  const admin = await t.createUser('ADMIN');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: admin.auth,
    payload: {
      email: OWNER_EMAIL,
      password: 'senha-segura-123',
      profile: { name: 'Dona Sigilosa', phone: OWNER_PHONE },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const login = await t.app.services.auth.login(OWNER_EMAIL, 'senha-segura-123');
  const owner = {
    user: created.json().user,
    token: login.token,
    password: '',
    auth: { authorization: `Bearer ${login.token}` },
  };
  callers = {
    ADMIN: admin,
    OWNER: owner as SignedIn,
    OTHER: await t.createUser('USER'),
    TECHNICIAN: await t.createUser('TECHNICIAN'),
  };
  ids.profile = created.json().profile.id;
  const system = { id: admin.user.id, name: 'Probe' };
  const tag = await t.app.services.tags.createTag({ code: 'PROBE001', type: 'B2B', physicalType: 'QR' }, system);
  await t.app.services.tags.assign(tag.id, { userId: owner.user.id, conflictMode: 'BLOCK' }, system);
  ids.tag = tag.id;
  ids.code = tag.code;
  const record = await t.app.inject({
    method: 'POST',
    url: `/api/tecnico/equipment/${tag.id}/records`,
    headers: callers.TECHNICIAN.auth,
    payload: {
      performedAt: dayInTimeZone(), // the app's day: the UTC one is 'the future' from 21:00 Brasília
      type: 'PREVENTIVA',
      description: 'Sonda',
      outcome: 'OK',
    },
  });
  expect(record.statusCode, record.body).toBe(201);
  ids.record = record.json().record.id;
}, 120_000);
afterAll(async () => t?.close());

/** The routes probed; :tag, :profile, :record and :code are the real ids, swapped for hostile ones below. */
const ROUTES: Array<[InjectOptions['method'], string]> = [
  ['GET', '/api/tecnico/equipment'],
  ['GET', '/api/tecnico/equipment/:tag'],
  ['PUT', '/api/tecnico/equipment/:tag/plan'],
  ['POST', '/api/tecnico/equipment/:tag/records'],
  ['PATCH', '/api/tecnico/equipment/:tag/status'],
  ['GET', '/api/tecnico/records'],
  ['PATCH', '/api/tecnico/records/:record'],
  ['DELETE', '/api/tecnico/records/:record'],
  ['POST', '/api/tecnico/records/:record/attachments'],
  ['GET', '/api/tecnico/attachments/:record'],
  ['GET', '/api/tecnico/equipment/:tag/report.pdf'],
  ['GET', '/api/tecnico/messages'],
  ['PATCH', '/api/me/bracelets/:tag/lost'],
  ['PATCH', '/api/admin/bracelets/:tag/lost'],
  ['POST', '/api/public/tag/:code/contact'],
  ['GET', '/api/me/bracelets/:tag/scans'],
  ['PATCH', '/api/me/bracelets/:tag/scan-digest'],
  ['GET', '/api/me/bracelets/:tag/poster.pdf'],
  ['GET', '/api/admin/bracelets/:tag/poster.pdf'],
  ['GET', '/api/me/bracelets/:tag/ndef'],
  ['POST', '/api/me/photos/profiles/:profile/upload'],
  ['POST', '/api/me/photos/profiles/:profile/upload-multiple'],
  ['GET', '/api/me/photos/profiles/:profile'],
  ['POST', '/api/me/photos/bulk-delete'],
  ['PATCH', '/api/me/photos/:record'],
  ['DELETE', '/api/me/photos/:record'],
  ['GET', '/api/admin/photos/profiles/:profile'],
  ['POST', '/api/admin/photos/bulk-delete'],
  ['GET', '/api/public/photos/profiles/:profile'],
  ['GET', '/api/photos/:record'],
  ['POST', '/api/admin/analytics/reports/generate'],
  ['GET', '/api/admin/analytics/reports/:record/download'],
  ['POST', '/api/me/analytics/reports/generate'],
  ['GET', '/api/me/analytics/reports/:record/download'],
];

const HOSTILE_IDS = [
  '00000000-0000-4000-8000-000000000000',
  'x',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(300),
  "'%20OR%201=1--",
];
const HOSTILE_QUERY = '?search=%00&page=-1&limit=abc&size=zzz&exp=abc&sig=%00&status=%F0%9F&dateRange=%7B';
const HOSTILE_BODIES: unknown[] = [
  {},
  { lost: 'sim', message: 123, description: '\u0000', internalNotes: 'a\u0000', intervalDays: -5, status: 'X' },
  { message: 'x'.repeat(20_000), contact: ['a'], lat: 'norte', photoIds: ['x', 1], type: 'overview', format: '<b>' },
  ['array', 'no', 'objeto'],
  { performedAt: '2024-02-30', type: 'PREVENTIVA', description: 'ok', outcome: 'OK', costCents: 1e30 },
];

const LEAK_PATTERNS = [/\bstack\b/i, /node_modules/, /\bat async\b/, /DrizzleQueryError/, /\bselect .* from\b/i];
const CALLERS: Caller[] = ['ADMIN', 'OWNER', 'OTHER', 'TECHNICIAN', 'ANONYMOUS'];

async function probe(caller: Caller, method: InjectOptions['method'], url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: caller === 'ANONYMOUS' ? {} : callers[caller].auth,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
  const where = `${caller} ${method} ${url.slice(0, 120)} -> ${res.statusCode}`;
  expect(res.statusCode, where).toBeLessThan(500);
  const text = res.headers['content-type']?.toString().includes('json') ? res.body : '';
  for (const pattern of LEAK_PATTERNS) expect(text, where).not.toMatch(pattern);
  if (caller !== 'ADMIN' && caller !== 'OWNER') {
    expect(res.body, where).not.toContain(OWNER_EMAIL);
    expect(res.body, where).not.toContain(OWNER_PHONE);
  }
}

const real = (url: string) =>
  url
    .replace(':tag', ids.tag)
    .replace(':profile', ids.profile)
    .replace(':record', ids.record)
    .replace(':code', ids.code);

describe('probe of the maintenance, lost-mode, photos and reports routes: 0 5xx, 0 leaks', () => {
  it('every caller, with hostile ids, queries and bodies', async () => {
    for (const [method, url] of ROUTES) {
      for (const caller of CALLERS) {
        const withBody = method !== 'GET' && method !== 'DELETE';
        for (const id of HOSTILE_IDS) {
          await probe(
            caller,
            method,
            url.replace(/:(tag|profile|record|code)/, id) + HOSTILE_QUERY,
            withBody ? {} : undefined,
          );
        }
        if (withBody) for (const body of HOSTILE_BODIES) await probe(caller, method, real(url), body);
        else await probe(caller, method, real(url) + HOSTILE_QUERY);
      }
    }
  }, 600_000);

  it('the role matrix of these routes: anonymous is 401 on every signed-in route, a user 403 on the technician area', async () => {
    for (const [method, url] of ROUTES) {
      if (url.startsWith('/api/public') || url.startsWith('/api/photos/') || url.includes('/attachments/')) continue;
      const anonymous = await t.app.inject({ method, url: real(url) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      if (url.startsWith('/api/tecnico') || url.startsWith('/api/admin')) {
        const user = await t.app.inject({ method, url: real(url), headers: callers.OTHER.auth });
        expect(user.statusCode, `USER ${method} ${url}`).toBe(403);
      }
    }
  });
});
