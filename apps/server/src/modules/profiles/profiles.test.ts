import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_TEXTS, SLUG_TEXTS, type AccountProfile } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { profileCalls } from '../../testing/profiles.js';

let t: TestApp;
let calls: ReturnType<typeof profileCalls>;
let bruno: Awaited<ReturnType<ReturnType<typeof profileCalls>['owner']>>;
let other: Awaited<ReturnType<ReturnType<typeof profileCalls>['owner']>>;
let admin: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://portal.exemplo.com.br', publicUrlConfigured: true });
  calls = profileCalls(t);
  admin = await t.createUser('ADMIN');
  bruno = await calls.owner('Bruno Perfis');
  other = await calls.owner('Outra Conta');
});
afterAll(async () => t.close());

describe('POST /api/me/profiles', () => {
  it("creates a profile of the caller's account and its active page (titled with the name, slug from the name)", async () => {
    const res = await calls.call('POST', '/api/me/profiles', bruno.auth, {
      name: 'Thor Perfis',
      kind: 'pet',
      petInfo: { species: 'Cão', breed: 'Labrador', microchip: '985112345678901', vaccinations: 'V10, Antirrábica' },
    });
    expect(res.statusCode).toBe(201);
    const thor: AccountProfile = res.json();
    expect(thor).toMatchObject({
      userId: bruno.user.id,
      name: 'Thor Perfis',
      kind: 'PET',
      isPrimary: false,
      petInfo: {
        species: 'Cão',
        breed: 'Labrador',
        microchip: '985112345678901',
        vaccinations: ['V10', 'Antirrábica'],
      },
      page: {
        slug: 'thor-perfis',
        isActive: true,
        title: 'Thor Perfis',
        views: 0,
        publicUrl: 'https://portal.exemplo.com.br/p/thor-perfis',
      },
      tags: [],
    });
    expect((await calls.call('GET', '/p/thor-perfis')).statusCode).toBe(200);
    // A second one with the same name: the generated slug is numbered.
    const again = await calls.createMine(bruno.auth, { name: 'Thor Perfis', kind: 'PET' });
    expect(again.page!.slug).toBe('thor-perfis-2');
  });

  it("the account's first profile is its primary one; a given slug is used, a taken one is the existing 409", async () => {
    const fresh = await t.createUser('USER');
    const first = await calls.createMine(fresh.auth, {
      name: 'Primeiro',
      kind: 'PERSON',
      publicPageSlug: 'meu-primeiro',
    });
    expect(first).toMatchObject({ isPrimary: true, page: { slug: 'meu-primeiro' } });
    const taken = await calls.call('POST', '/api/me/profiles', fresh.auth, {
      name: 'Segundo',
      kind: 'PERSON',
      publicPageSlug: 'meu-primeiro',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLUG_TAKEN', message: SLUG_TEXTS.taken, field: 'slug' });
    // Nothing of the refused profile stays.
    expect((await calls.call('GET', '/api/me/profiles', fresh.auth)).json().pagination.total).toBe(1);
  });

  it('400 naming the field: the kind, a pet microchip, an equipment contact phone, the name', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'Sem tipo' }, 'kind', PROFILE_TEXTS.kindRequired],
      [{ name: 'Tipo errado', kind: 'CARRO' }, 'kind', PROFILE_TEXTS.kindRequired],
      [
        { name: 'Rex', kind: 'PET', petInfo: { microchip: '12-34' } },
        'petInfo.microchip',
        'Microchip inválido: use de 9 a 15 letras ou números.',
      ],
      [
        { name: 'Bomba', kind: 'EQUIPMENT', equipmentInfo: { contactPhone: 'ligue já' } },
        'equipmentInfo.contactPhone',
        'Telefone de contato inválido: use apenas números, espaços, parênteses, pontos, hífens e +.',
      ],
      [{ name: '  ', kind: 'PERSON' }, 'name', 'Nome é obrigatório'],
    ];
    for (const [body, field, message] of cases) {
      const res = await calls.call('POST', '/api/me/profiles', bruno.auth, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ field });
      if (field !== 'name') expect(res.json().message, field).toBe(message);
    }
  });
});

describe('GET /api/me/profiles', () => {
  it("lists only the caller's profiles, the primary first then oldest first, with page, views and tags; paged", async () => {
    const owner = await calls.owner('Lista Principal');
    const child = await calls.createMine(owner.auth, { name: 'Lista Filha', kind: 'PERSON' });
    const machine = await calls.createMine(owner.auth, { name: 'Lista Máquina', kind: 'EQUIPMENT' });
    await calls.tagOf(owner.user.id, 'LIST0001', child.id);
    await calls.tagOf(owner.user.id, 'LIST0002');

    const res = await calls.call('GET', '/api/me/profiles', owner.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.maxProfiles).toBe(t.config.maxProfilesPerAccount);
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 3, totalPages: 1 });
    expect(body.profiles.map((p: AccountProfile) => [p.name, p.isPrimary])).toEqual([
      ['Lista Principal', true],
      ['Lista Filha', false],
      ['Lista Máquina', false],
    ]);
    expect(body.profiles[0].tags).toEqual([
      expect.objectContaining({ code: 'LIST0002', type: 'B2C', status: 'INACTIVE' }),
    ]);
    expect(body.profiles[1].tags).toEqual([expect.objectContaining({ code: 'LIST0001' })]);
    expect(body.profiles[2]).toMatchObject({ kind: 'EQUIPMENT', tags: [], page: { title: 'Lista Máquina' } });
    expect(machine.id).toBe(body.profiles[2].id);

    const second = (await calls.call('GET', '/api/me/profiles?page=2&limit=2', owner.auth)).json();
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(second.profiles.map((p: AccountProfile) => p.name)).toEqual(['Lista Máquina']);
    expect((await calls.call('GET', '/api/me/profiles?limit=101', owner.auth)).json().field).toBe('limit');
  });
});

describe('GET, PUT and DELETE /api/me/profiles/{id}', () => {
  it('reads and updates one of the caller’s profiles (the kind’s fields too)', async () => {
    const machine = await calls.createMine(bruno.auth, { name: 'Gerador', kind: 'EQUIPMENT' });
    expect((await calls.call('GET', `/api/me/profiles/${machine.id}`, bruno.auth)).json()).toMatchObject({
      id: machine.id,
      isPrimary: false,
    });
    const res = await calls.call('PUT', `/api/me/profiles/${machine.id}`, bruno.auth, {
      name: 'Gerador 5 kVA',
      equipmentInfo: { brand: 'Branco', model: 'B4T-5000', contactPhone: '(11) 3000-1234' },
      isContactsPublic: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Gerador 5 kVA',
      isContactsPublic: false,
      equipmentInfo: { brand: 'Branco', model: 'B4T-5000', contactPhone: '(11) 3000-1234', serialNumber: '' },
    });
    const bad = await calls.call('PUT', `/api/me/profiles/${machine.id}`, bruno.auth, {
      equipmentInfo: { contactPhone: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('equipmentInfo.contactPhone');
  });

  it("404 PROFILE_NOT_FOUND for a missing or non-uuid id, and the same 404 for another account's profile (issue 21: no hint that it exists)", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-e-um-id']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await calls.call(method, `/api/me/profiles/${id}`, bruno.auth, method === 'PUT' ? {} : undefined);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'PROFILE_NOT_FOUND', message: PROFILE_TEXTS.notFound });
      }
    }
    const theirs = await calls.createMine(other.auth, { name: 'Alheio', kind: 'PET' });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await calls.call(
        method,
        `/api/me/profiles/${theirs.id}`,
        bruno.auth,
        method === 'PUT' ? {} : undefined,
      );
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PROFILE_NOT_FOUND', message: PROFILE_TEXTS.notFound });
    }
    expect((await calls.call('GET', `/api/me/profiles/${theirs.id}`, other.auth)).statusCode).toBe(200);
  });

  it('deleting the primary is a 409 PRIMARY_PROFILE', async () => {
    const res = await calls.call('DELETE', `/api/me/profiles/${bruno.primary.id}`, bruno.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PRIMARY_PROFILE', message: PROFILE_TEXTS.primaryCannotBeDeleted });
  });

  it('deleting a profile moves its tags to the primary (with a PROFILE_CHANGED event) and its page and slugs go', async () => {
    const owner = await calls.owner('Dona Apaga');
    const pet = await calls.createMine(owner.auth, { name: 'Bidu Apaga', kind: 'PET', publicPageSlug: 'bidu-apaga' });
    // An old slug of the page: it redirects while the page exists.
    const renamed = await calls.call('PUT', `/api/me/page/${pet.page!.id}`, owner.auth, { slug: 'bidu-novo' });
    expect(renamed.statusCode).toBe(200);
    expect((await calls.call('GET', '/p/bidu-apaga')).statusCode).toBe(301);
    const tag = await calls.tagOf(owner.user.id, 'APAG0001', pet.id);
    expect((await calls.call('GET', '/t/APAG0001')).body).toContain('href="/p/bidu-novo"');

    const res = await calls.call('DELETE', `/api/me/profiles/${pet.id}`, owner.auth);
    expect(res.statusCode).toBe(204);
    expect((await calls.call('GET', `/api/me/profiles/${pet.id}`, owner.auth)).statusCode).toBe(404);
    expect((await calls.call('GET', '/p/bidu-novo')).statusCode).toBe(404);
    expect((await calls.call('GET', '/p/bidu-apaga')).statusCode).toBe(404);
    const list = (await calls.call('GET', '/api/me/profiles', owner.auth)).json();
    expect(list.profiles).toEqual([
      expect.objectContaining({ id: owner.primary.id, tags: [expect.objectContaining({ code: 'APAG0001' })] }),
    ]);
    // The tag opens the primary person again: their card (issue 41).
    expect((await calls.call('GET', '/api/public/tag/APAG0001')).json().card.slug).toBe(owner.primary.page!.slug);
    expect((await calls.call('GET', '/t/APAG0001')).body).toContain('href="tel:192"');
    const history = await t.app.services.tags.history(tag.id, 10);
    expect(history[0]).toMatchObject({ action: 'PROFILE_CHANGED', actorUserId: owner.user.id });
    expect(history[0]!.notes).toContain('Bidu Apaga');
    // The account stays.
    expect(await t.app.services.users.findById(owner.user.id)).toBeDefined();
  });
});

describe('roles', () => {
  it('401 without a token, 403 for an admin on /me/profiles and for a user on /admin/clients/{id}/profiles', async () => {
    const unauthenticated = [
      calls.call('GET', '/api/me/profiles'),
      calls.call('POST', '/api/me/profiles', undefined, { name: 'X', kind: 'PET' }),
      calls.call('GET', `/api/me/profiles/${bruno.primary.id}`),
      calls.call('PUT', `/api/me/profiles/${bruno.primary.id}`, undefined, {}),
      calls.call('DELETE', `/api/me/profiles/${bruno.primary.id}`),
      calls.call('GET', `/api/admin/clients/${bruno.primary.id}/profiles`),
      calls.call('POST', `/api/admin/clients/${bruno.primary.id}/profiles`, undefined, { name: 'X', kind: 'PET' }),
    ];
    for (const res of await Promise.all(unauthenticated)) expect(res.statusCode).toBe(401);
    expect((await calls.call('GET', '/api/me/profiles', admin.auth)).statusCode).toBe(403);
    const technician = await t.createUser('TECHNICIAN');
    expect((await calls.call('GET', '/api/me/profiles', technician.auth)).statusCode).toBe(403);
    expect((await calls.call('GET', `/api/admin/clients/${bruno.primary.id}/profiles`, bruno.auth)).statusCode).toBe(
      403,
    );
    const post = await calls.call('POST', `/api/admin/clients/${bruno.primary.id}/profiles`, bruno.auth, {
      name: 'X',
      kind: 'PET',
    });
    expect(post.statusCode).toBe(403);
  });
});
