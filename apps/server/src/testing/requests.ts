import type { InjectOptions } from 'fastify';
import { beforeEach } from 'vitest';
import type { TestApp } from './test-app.js';

/** An account a test signed in (`t.createUser`): its row, token and Authorization header. */
export type SignedIn = Awaited<ReturnType<TestApp['createUser']>>;

/** An id no row has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Who the tests' setup acts as in service calls (tags made and assigned): no account is behind it. */
export const TEST_ACTOR = { id: UNKNOWN_ID, name: 'Teste' };

/** The Authorization header of a login through POST /api/auth/login (the demo accounts' documented passwords). */
export async function loginHeaders(t: TestApp, email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return { authorization: `Bearer ${res.json().token}` };
}

/** An anonymous POST of `body` as typed, labelled JSON: a malformed or oversized body, as any client could send. */
export const postRawJson = (t: TestApp, url: string, body: string) =>
  t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json' } });

/** Requests through app.inject with `who`'s token, or with none (null: anonymous). */
export function testRequests(t: TestApp) {
  const call = (method: InjectOptions['method'], url: string, who?: SignedIn | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who ? who.auth : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    call,
    get: (url: string, who?: SignedIn | null) => call('GET', url, who),
    post: (url: string, who: SignedIn | null, payload?: unknown) => call('POST', url, who, payload),
    put: (url: string, who: SignedIn | null, payload?: unknown) => call('PUT', url, who, payload),
    patch: (url: string, who: SignedIn | null, payload?: unknown) => call('PATCH', url, who, payload),
    del: (url: string, who: SignedIn | null) => call('DELETE', url, who),
  };
}

/**
 * The remote address of the running test, one of its own per test (`${prefix}.1`, `${prefix}.2`...): the login,
 * password and reset limits count per address, and an address shared across a file would put a later test over a
 * limit an earlier one nearly used up.
 */
export function addressPerTest(prefix: string): () => string {
  let seq = 0;
  beforeEach(() => {
    seq += 1;
  });
  return () => `${prefix}.${seq}`;
}
