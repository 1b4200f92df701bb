import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  API_TOKEN_CODES,
  API_TOKEN_TEXTS,
  apiTokenDomainsFor,
  domainOfScope,
  type ApiTokenScope,
  type Role,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { tokenAccessOf } from './route-scopes.js';

/**
 * Issue 45: every route of the OpenAPI document walked with API tokens. A route with `x-scope` answers a token without
 * that scope 403 (a route that also serves visitors answers it as a visitor) and lets a token with only that scope
 * past auth; an authenticated route without one refuses every token, whatever its scopes.
 */
type Operation = { 'x-scope'?: ApiTokenScope; 'x-api-token'?: 'account-security' | 'refused'; security?: unknown[] };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const REFUSALS = new Set<string>(Object.values(API_TOKEN_CODES));

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
const holders: Partial<Record<Role, { auth: Record<string, string> }>> = {};
const tokens = new Map<string, string>();

const scopesOf = (role: Role): ApiTokenScope[] =>
  apiTokenDomainsFor(role).flatMap((domain) => [`${domain}:read`, `${domain}:write`] as ApiTokenScope[]);

/** The account that could use the scope: an admin for admin and maintenance, a user for the rest. */
const holderRole = (scope: ApiTokenScope): Role =>
  ['admin', 'maintenance'].includes(domainOfScope(scope)) ? 'ADMIN' : 'USER';

async function tokenWith(role: Role, scopes: ApiTokenScope[]): Promise<string> {
  const key = `${role}:${[...scopes].sort().join(',')}`;
  const known = tokens.get(key);
  if (known) return known;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/me/tokens',
    headers: holders[role]!.auth,
    payload: { name: key.slice(0, 80), scopes },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { token } = res.json<{ token: string }>();
  tokens.set(key, token);
  return token;
}

const call = (method: Method, url: string, token?: string) =>
  t.app.inject({ method, url, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });

function operations(): Array<{ method: Method; path: string; url: string; operation: Operation }> {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Method,
      path,
      url: path.replace(/\{[^}]+\}/g, () => randomUUID()),
      operation,
    })),
  );
}

beforeAll(async () => {
  // Hundreds of requests per token here: the per-token limit has its own test (api-tokens.test.ts).
  t = await createTestApp({ apiTokenRateLimit: 100_000 });
  holders.ADMIN = await t.createUser('ADMIN');
  holders.USER = await t.createUser('USER');
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
}, 60_000);

afterAll(async () => t?.close());

describe('scopes enforced route by route, generated from the OpenAPI document', () => {
  it('a token without the route’s scope is refused; one with only that scope gets past auth', async () => {
    const scoped = operations().filter(({ operation }) => operation['x-scope']);
    expect(scoped.length).toBeGreaterThan(100);
    for (const { method, path, url, operation } of scoped) {
      const scope = operation['x-scope']!;
      const role = holderRole(scope);
      const label = `${method} ${path} (${scope})`;
      const anonymous = await call(method, url);
      const without = await call(
        method,
        url,
        await tokenWith(
          role,
          scopesOf(role).filter((s) => s !== scope),
        ),
      );
      if (anonymous.statusCode === 401) {
        expect(without.statusCode, label).toBe(403);
        expect(without.json(), label).toMatchObject({
          code: API_TOKEN_CODES.scopeMissing,
          message: API_TOKEN_TEXTS.scopeMissing(scope),
        });
      } else {
        // Served to visitors too (a photo's bytes): the token lacking the scope is one, no more.
        expect(without.statusCode, label).toBe(anonymous.statusCode);
      }
      const only = await call(method, url, await tokenWith(role, [scope]));
      expect(only.statusCode, label).not.toBe(401);
      expect(REFUSALS.has(only.json<{ code?: string }>().code ?? ''), `${label}: ${only.body}`).toBe(false);
    }
  }, 300_000);

  it('an authenticated route without a scope refuses every token, an account-security one with its own text', async () => {
    const unscoped = operations().filter(({ operation }) => !operation['x-scope']);
    let refused = 0;
    for (const { method, path, url, operation } of unscoped) {
      const anonymous = await call(method, url);
      if (anonymous.statusCode !== 401) continue;
      refused++;
      for (const role of ['ADMIN', 'USER'] as const) {
        const res = await call(method, url, await tokenWith(role, scopesOf(role)));
        const label = `${method} ${path} (${role})`;
        expect(res.statusCode, label).toBe(403);
        const expected =
          operation['x-api-token'] === 'account-security'
            ? { code: API_TOKEN_CODES.accountSecurity, message: API_TOKEN_TEXTS.accountSecurity }
            : { code: API_TOKEN_CODES.routeRefused, message: API_TOKEN_TEXTS.routeRefused };
        expect(res.json(), label).toMatchObject(expected);
      }
    }
    expect(refused).toBeGreaterThan(15);
  }, 300_000);

  it('every route that declares a sign-in says what a token may do there', () => {
    for (const { method, path, operation } of operations()) {
      if (!operation.security?.length) continue;
      expect(operation['x-scope'] ?? operation['x-api-token'], `${method} ${path}`).toBeDefined();
    }
  });
});

describe('route-scopes.ts: deny by default', () => {
  it('a route under no declared prefix is refused; GET reads, the other methods write', () => {
    expect(tokenAccessOf('GET', '/api/me/webhooks')).toEqual({ kind: 'refused' });
    expect(tokenAccessOf('GET', '/api/nova-rota/:id')).toEqual({ kind: 'refused' });
    expect(tokenAccessOf('GET', undefined)).toEqual({ kind: 'refused' });
    expect(tokenAccessOf('HEAD', '/api/me/bracelets/:id')).toEqual({ kind: 'scope', scope: 'tags:read' });
    expect(tokenAccessOf('PATCH', '/api/me/bracelets/:id/lost')).toEqual({ kind: 'scope', scope: 'tags:write' });
    expect(tokenAccessOf('POST', '/api/me/analytics/reports/generate')).toEqual({
      kind: 'scope',
      scope: 'reports:write',
    });
    expect(tokenAccessOf('GET', '/api/me/analytics/dashboard')).toEqual({ kind: 'scope', scope: 'analytics:read' });
    // A prefix is whole segments: /api/me/pages is not /api/me/page.
    expect(tokenAccessOf('GET', '/api/me/pages')).toEqual({ kind: 'refused' });
    expect(tokenAccessOf('GET', '/api/me/tokens/')).toEqual({ kind: 'accountSecurity' });
    expect(tokenAccessOf('GET', '/api/me/')).toEqual({ kind: 'accountSecurity' });
    expect(tokenAccessOf('PATCH', '/api/admin/clients/:id')).toEqual({ kind: 'scope', scope: 'admin:write' });
    expect(tokenAccessOf('DELETE', '/api/admin/clients/:id')).toEqual({ kind: 'accountSecurity' });
  });

  it('the new families of issues 44-45 need their domain; the webhooks none (a token cannot plant an export)', () => {
    const cases: Array<[string, string, string]> = [
      ['GET', '/api/admin/sites', 'admin:read'],
      ['POST', '/api/admin/sites', 'admin:write'],
      ['PUT', '/api/admin/fire-safety/settings', 'admin:write'],
      ['PUT', '/api/admin/equipment-classes/:class/checklist', 'admin:write'],
      ['GET', '/api/tecnico/chamados', 'maintenance:read'],
      ['GET', '/api/tecnico/pendencias', 'maintenance:read'],
      ['GET', '/api/tecnico/sites', 'maintenance:read'],
      ['PUT', '/api/tecnico/equipment/:tagId/asset', 'maintenance:write'],
      ['POST', '/api/tecnico/equipment/:tagId/checklist-photos', 'maintenance:write'],
      ['GET', '/api/tecnico/checklist-photos/:id', 'maintenance:read'],
    ];
    for (const [method, url, scope] of cases) {
      expect(tokenAccessOf(method, url), `${method} ${url}`).toEqual({ kind: 'scope', scope });
    }
    for (const [method, url] of [
      ['GET', '/api/me/webhooks'],
      ['POST', '/api/me/webhooks'],
      ['DELETE', '/api/me/webhooks/:id'],
      ['GET', '/api/me/webhooks/:id/deliveries'],
      ['POST', '/api/me/webhooks/:id/test'],
    ] as const) {
      expect(tokenAccessOf(method, url), `${method} ${url}`).toEqual({ kind: 'refused' });
    }
  });

  it('a token with every scope of its account cannot create a webhook (403, the sign-in text)', async () => {
    for (const role of ['ADMIN', 'USER'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/me/webhooks',
        headers: { authorization: `Bearer ${await tokenWith(role, scopesOf(role))}` },
        payload: { url: 'https://exfiltra.example.com/hook', events: ['tag.scanned'] },
      });
      expect(res.statusCode, role).toBe(403);
      expect(res.json(), role).toMatchObject({ code: API_TOKEN_CODES.routeRefused });
    }
    const [{ count }] = (
      (await t.database.db.execute(sql`SELECT count(*)::int AS count FROM webhooks`)) as unknown as {
        rows: Array<{ count: number }>;
      }
    ).rows as [{ count: number }];
    expect(count).toBe(0);
  });
});
