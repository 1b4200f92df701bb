import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_TEXTS } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { profileCalls } from '../../testing/profiles.js';

const MAX = 3;
let t: TestApp;
let calls: ReturnType<typeof profileCalls>;

beforeAll(async () => {
  t = await createTestApp({ maxProfilesPerAccount: MAX });
  calls = profileCalls(t);
});
afterAll(async () => t.close());

describe('MAX_PROFILES_PER_ACCOUNT', () => {
  it('an account with the maximum of profiles gets 409 PROFILE_LIMIT, for the owner and the admin', async () => {
    const owner = await calls.owner('Limite Dono');
    const admin = await t.createUser('ADMIN');
    await calls.createMine(owner.auth, { name: 'Limite Dois', kind: 'PET' });
    const third = await calls.call('POST', `/api/admin/clients/${owner.primary.id}/profiles`, admin.auth, {
      name: 'Limite Três',
      kind: 'EQUIPMENT',
    });
    expect(third.statusCode).toBe(201);
    const list = (await calls.call('GET', '/api/me/profiles', owner.auth)).json();
    expect(list).toMatchObject({ maxProfiles: MAX, pagination: { total: MAX } });

    const mine = await calls.call('POST', '/api/me/profiles', owner.auth, { name: 'Quarto', kind: 'PET' });
    const theirs = await calls.call('POST', `/api/admin/clients/${owner.primary.id}/profiles`, admin.auth, {
      name: 'Quarto',
      kind: 'PET',
    });
    for (const res of [mine, theirs]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'PROFILE_LIMIT', message: PROFILE_TEXTS.limitReached(MAX) });
    }
    expect(PROFILE_TEXTS.limitReached(MAX)).toBe(
      'Limite de 3 perfis por conta atingido. Exclua um perfil que não usa mais para criar outro.',
    );
    // Deleting one makes room again.
    expect((await calls.call('DELETE', `/api/me/profiles/${third.json().id}`, owner.auth)).statusCode).toBe(204);
    expect((await calls.call('POST', '/api/me/profiles', owner.auth, { name: 'Quarto', kind: 'PET' })).statusCode).toBe(
      201,
    );
  });
});

// PGlite runs one statement at a time: two requests really run at once only on PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)('MAX_PROFILES_PER_ACCOUNT under concurrent creates', () => {
  it('concurrent creates at the limit never pass it (the account row is locked)', async () => {
    const owner = await calls.owner('Corrida Dono');
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        calls.call('POST', '/api/me/profiles', owner.auth, { name: `Corrida ${index}`, kind: 'PET' }),
      ),
    );
    const statuses = attempts.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX - 1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8 - (MAX - 1));
    for (const res of attempts.filter((r) => r.statusCode === 409)) expect(res.json().code).toBe('PROFILE_LIMIT');
    const list = (await calls.call('GET', '/api/me/profiles', owner.auth)).json();
    expect(list.pagination.total).toBe(MAX);
  });
});
