import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { dayInTimeZone } from '@portal/shared';
import { createTestApp, type TestApp } from './testing/test-app.js';

/**
 * The security probe (issue 21, extended by issue 40 to every route of the OpenAPI document) as a test: every caller
 * (admin, owner, another user, technician, anonymous) with hostile params, queries and bodies.
 * No answer is a 5xx, and none leaks a stack, SQL or the owner's contacts to someone who is not the owner or an admin.
 */
type SignedIn = Awaited<ReturnType<TestApp['createUser']>>;
type Caller = 'ADMIN' | 'OWNER' | 'OTHER' | 'TECHNICIAN' | 'ANONYMOUS';

const OWNER_EMAIL = 'dona.sigilosa@probe.com';
const OWNER_PHONE = '11 98888-7777';

let t: TestApp;
let callers: Record<Exclude<Caller, 'ANONYMOUS'>, SignedIn>;
const ids = { tag: '', profile: '', record: '', code: '', slug: '', user: '' };
const passwords = new Map<string, string>();

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
  ids.user = owner.user.id;
  ids.slug = created.json().profile.publicPageSlug ?? 'dona-sigilosa';
  passwords.set(OWNER_EMAIL, 'senha-segura-123');
  for (const caller of [admin, callers.OTHER, callers.TECHNICIAN]) passwords.set(caller.user.email, caller.password);
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
  ROUTES = await operationsOfTheDocument();
}, 120_000);
afterAll(async () => t?.close());

/**
 * The routes probed: every operation of the OpenAPI document (`/api/openapi.json`), read when the app starts, so a
 * new route is probed without being listed here. Deletions go last (one of them deletes the owner), and each
 * parameter is a real id, chosen by its name and the path around it, before it is swapped for hostile ones below.
 */
type Operation = { method: NonNullable<InjectOptions['method']>; path: string; signedIn: boolean };
let ROUTES: Operation[] = [];
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

async function operationsOfTheDocument(): Promise<Operation[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const document = res.json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>();
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.has(method.toUpperCase()))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        signedIn: (operation.security?.length ?? 0) > 0,
      })),
  );
  return operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

/** The real value of a path parameter: by its name, else by the collection the path names just before it. */
function realValue(path: string, name: string): string {
  if (name === 'code') return ids.code;
  if (name === 'slug') return ids.slug;
  if (name === 'tagId') return ids.tag;
  if (name === 'profileId') return ids.profile;
  if (name === 'userId') return ids.user;
  const collection =
    path
      .slice(0, path.indexOf(`{${name}}`))
      .split('/')
      .filter(Boolean)
      .pop() ?? '';
  if (['bracelets', 'tags', 'equipment'].includes(collection)) return ids.tag;
  if (collection === 'users') return ids.user;
  if (['clients', 'pages', 'profiles'].includes(collection)) return ids.profile;
  return ids.record;
}
const PARAM = /\{(\w+)\}/g;
const real = (path: string) => path.replace(PARAM, (_whole, name: string) => realValue(path, name));
/** The first parameter hostile, the others real. */
const hostile = (path: string, id: string) => real(path.replace(/\{\w+\}/, id));

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

/**
 * A probed route may end the caller's session (logout, 'sair de todos os outros dispositivos'): whoever was signed
 * out signs in again, so every route meets every role.
 */
async function keepSignedIn() {
  for (const caller of Object.values(callers)) {
    const check = await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: caller.auth });
    if (check.statusCode !== 401) continue;
    const password = passwords.get(caller.user.email);
    const login = await t.app.services.auth.login(caller.user.email, password!).catch(() => undefined);
    if (login) caller.auth = { authorization: `Bearer ${login.token}` };
  }
}

describe('probe of every route of the OpenAPI document: 0 5xx, 0 leaks', () => {
  it('the document lists the routes of every area (the probe reads them from it)', () => {
    expect(ROUTES.length).toBeGreaterThan(100);
    for (const area of ['/api/admin/', '/api/me/', '/api/tecnico/', '/api/public/', '/api/auth/'])
      expect(
        ROUTES.some((route) => route.path.startsWith(area)),
        area,
      ).toBe(true);
  });

  it('the role matrix: anonymous is 401 on every signed-in route, a user 403 on the admin and technician areas', async () => {
    for (const { method, path, signedIn } of ROUTES) {
      if (!signedIn) continue;
      const anonymous = await t.app.inject({ method, url: real(path) });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
      if (path.startsWith('/api/tecnico') || path.startsWith('/api/admin')) {
        const user = await t.app.inject({ method, url: real(path), headers: callers.OTHER.auth });
        expect(user.statusCode, `USER ${method} ${path}`).toBe(403);
      }
    }
  });

  it('every caller, with hostile ids, queries and bodies', async () => {
    for (const { method, path } of ROUTES) {
      for (const caller of CALLERS) {
        const withBody = method !== 'GET' && method !== 'DELETE';
        // A path without parameters has one hostile form: its query.
        const hostileIds = PARAM.test(path) ? HOSTILE_IDS : HOSTILE_IDS.slice(0, 1);
        PARAM.lastIndex = 0;
        for (const id of hostileIds) {
          await probe(caller, method, hostile(path, id) + HOSTILE_QUERY, withBody ? {} : undefined);
        }
        if (withBody) for (const body of HOSTILE_BODIES) await probe(caller, method, real(path), body);
        else await probe(caller, method, real(path) + HOSTILE_QUERY);
      }
      await keepSignedIn();
    }
  }, 1_200_000);
});
