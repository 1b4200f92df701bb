import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestApp } from '../testing/test-app.js';
import type { SignedIn } from '../testing/requests.js';

const t = sharedTestApp();
let admin: SignedIn;
let seq = 0;

beforeAll(async () => {
  admin = await t.createUser('ADMIN');
});

/** Half of an emoji: the JSON escape of a lone high surrogate, written into the body text by hand. */
const LONE = '\\ud800';
const MARK = '@@lone@@';
/** The request body as text, with each MARK replaced by the raw escape "\ud800". */
const rawJson = (value: unknown) => JSON.stringify(value).replaceAll(MARK, LONE);
/** What a lone surrogate is stored as: U+FFFD, the same as text columns store it. */
const CLEAN = '\ufffd';

type Method = 'POST' | 'PUT' | 'PATCH';
const send = (method: Method, url: string, body: unknown, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: rawJson(body) });

async function client(name: string) {
  const res = await send('POST', '/api/admin/users', {
    email: `sur${(seq += 1)}@teste.com`,
    password: 'senha-segura',
    profile: { name },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as {
    user: { id: string; email: string };
    profile: { id: string; page: { id: string; slug: string } };
  };
}

describe('a lone UTF-16 surrogate in any JSON field is stored as U+FFFD, never a 500', () => {
  it('page medical info, emergency contacts and SEO (admin PUT /admin/pages/{id})', async () => {
    const { profile } = await client('Ana Surrogate');
    const res = await send('PUT', `/api/admin/pages/${profile.page.id}`, {
      title: 'Ana',
      slug: profile.page.slug,
      medicalInfo: { bloodType: 'O+', allergies: [`pó${MARK}len`], notes: `nota ${MARK}` },
      emergencyContacts: [{ name: `Mãe ${MARK}`, phone: '11 99999-0000', relationship: 'Mãe' }],
      seo: { metaTitle: `Título ${MARK}`, metaDescription: `Desc ${MARK}`, keywords: [`chave${MARK}`] },
    });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.medicalInfo.allergies).toEqual([`pó${CLEAN}len`]);
    expect(page.medicalInfo.notes).toBe(`nota ${CLEAN}`);
    expect(page.emergencyContacts[0].name).toBe(`Mãe ${CLEAN}`);
    expect(page.seo).toEqual({
      metaTitle: `Título ${CLEAN}`,
      metaDescription: `Desc ${CLEAN}`,
      keywords: [`chave${CLEAN}`],
    });
  });

  it("the owner's page (PUT /me/page/{id}): medical info, contacts and the notes JSON", async () => {
    const owner = await t.createUser('USER', { name: 'Bia Dona' });
    const created = await send('POST', '/api/me/page', { name: 'Bia Dona' }, owner.auth);
    expect(created.statusCode).toBe(201);
    const res = await send(
      'PUT',
      `/api/me/page/${created.json().id}`,
      {
        medicalInfo: { conditions: [`asma ${MARK}`] },
        emergencyContacts: [{ name: `Pai ${MARK}`, phone: '11 98888-0000', relationship: 'Pai' }],
        notes: `{"description":"d ${LONE}"}`,
      },
      owner.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      medicalInfo: { conditions: [`asma ${CLEAN}`] },
      emergencyContacts: [{ name: `Pai ${CLEAN}` }],
      // Inside the notes JSON (a text the server parses itself); the text column stores it as U+FFFD too.
      description: `d ${CLEAN}`,
    });
  });

  it('a new client with a profile (POST /admin/users) and its address (PATCH /admin/clients/{id})', async () => {
    const created = await send('POST', '/api/admin/users', {
      email: `sur${(seq += 1)}@teste.com`,
      password: 'senha-segura',
      profile: { name: `Caio ${MARK}`, address: { city: `Recife ${MARK}` }, medicalInfo: { allergies: [`a${MARK}`] } },
    });
    expect(created.statusCode).toBe(201);
    const { profile } = created.json();
    expect(profile.name).toBe(`Caio ${CLEAN}`);
    expect(profile.address.city).toBe(`Recife ${CLEAN}`);

    const patched = await send('PATCH', `/api/admin/clients/${profile.id}`, {
      address: { street: `Rua ${MARK}`, city: 'Olinda' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().address).toMatchObject({ street: `Rua ${CLEAN}`, city: 'Olinda' });
  });

  it('tag meta: values and top-level keys (PATCH /admin/bracelets/{id}/meta), and bulk items (POST /admin/bracelets/bulk)', async () => {
    const tag = await send('POST', '/api/admin/bracelets', {
      type: 'B2B',
      physicalType: 'NFC',
      meta: { model: `M${MARK}`, [`extra${MARK}`]: { [`k${MARK}`]: `v${MARK}` } },
    });
    expect(tag.statusCode).toBe(201);
    expect(tag.json().meta).toMatchObject({ model: `M${CLEAN}`, [`extra${CLEAN}`]: { [`k${CLEAN}`]: `v${CLEAN}` } });

    const patched = await send('PATCH', `/api/admin/bracelets/${tag.json().id}/meta`, {
      meta: { location: `Sala ${MARK}`, [`campo${MARK}`]: 'x' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().meta).toMatchObject({ location: `Sala ${CLEAN}`, [`campo${CLEAN}`]: 'x' });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/admin/tags/${tag.json().id}/history`,
      headers: admin.auth,
    });
    expect(history.json()[0].notes).toBe(`Campos: location, campo${CLEAN}`);

    const bulk = await send('POST', '/api/admin/bracelets/bulk', {
      items: [{ code: 'SURBULK1', notes: `n${MARK}`, serialNumber: `S${MARK}`, meta: { [`k${MARK}`]: `v${MARK}` } }],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toMatchObject({
      createdCount: 1,
      items: [{ notes: `n${CLEAN}`, meta: { serialNumber: `S${CLEAN}` } }],
    });
  });

  it('a well-formed pair (an emoji) is kept as it is', async () => {
    const { profile } = await client('Dani Emoji');
    const payload = `{"title":"Dani","slug":"${profile.page.slug}","seo":{"metaTitle":"Olá \\ud83d\\ude00"}}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/pages/${profile.page.id}`,
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().seo.metaTitle).toBe('Olá 😀');
  });
});

describe('U+0000 is one shared rule every text input passes (fault 2)', () => {
  it('a route with no NUL rule of its own answers 400 naming the field, for the query, the params and the body', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: errorsPlugin } = await import('./errors.js');
    const { default: wellFormedText } = await import('./well-formed-text.js');
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(wellFormedText);
    app.post('/novo/:nome', async () => ({ ok: true }));
    await app.ready();
    const cases = [
      ['/novo/a%00?busca=x', { texto: 'ok' }, 'nome'],
      ['/novo/a?busca=x%00', { texto: 'ok' }, 'busca'],
      ['/novo/a', { itens: [{ nota: 'a\u0000' }] }, 'itens.0.nota'],
    ] as const;
    for (const [url, payload, field] of cases) {
      const res = await app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({
        code: 'VALIDATION_ERROR',
        field,
        message: 'Texto contém um caractere inválido.',
      });
    }
    expect((await app.inject({ method: 'POST', url: '/novo/a?busca=x', payload: { texto: 'ok' } })).statusCode).toBe(
      200,
    );
    await app.close();
  });
});
