import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../testing/clients.js';
import { sharedTestApp } from '../../testing/test-app.js';
import type { SignedIn } from '../../testing/requests.js';

const t = sharedTestApp();
let admin: SignedIn;
let seq = 0;

beforeAll(async () => {
  admin = await t.createUser('ADMIN');
});

/** A client through the API, with a page unless the name is left to the admin's page creation. */
const client = (name: string, slug?: string) =>
  createClient(t, admin, `p${(seq += 1)}@paginas.com`, { name, publicPageSlug: slug });

/** A client without a page (its page deleted), for the create route. */
async function clientWithoutPage(name: string) {
  const created = await client(name);
  await t.app.inject({ method: 'DELETE', url: `/api/admin/pages/${created.profile.page.id}`, headers: admin.auth });
  return created;
}

const req = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = admin.auth,
) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('admin pages: list, stats, get', () => {
  it("lists {pages, pagination} with every field the cards show and none of the profile's, searches and filters by status", async () => {
    const a = await client('Página Alfa', 'pagina-alfa');
    await client('Página Beta', 'pagina-beta');
    await req('PATCH', `/api/admin/pages/${a.profile.page.id}/status`, { isActive: false });
    const res = await req('GET', '/api/admin/pages');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ page: 1, limit: 20 });
    expect(Object.keys(body.pages[0]).sort()).toEqual(
      [
        'allowIndexing',
        'analytics',
        'client',
        'createdAt',
        'description',
        'id',
        'isActive',
        'profileId',
        'publicUrl',
        'seo',
        'slug',
        'theme',
        'title',
        'updatedAt',
      ].sort(),
    );
    expect(body.pages[0]).toMatchObject({
      slug: 'pagina-beta',
      theme: {
        primaryColor: '#3B82F6',
        backgroundColor: '#F3F4F6',
        textColor: '#111827',
        fontFamily: 'Inter, sans-serif',
      },
      analytics: { views: 0, uniqueVisitors: 0, lastAccessed: null },
      // PUBLIC_URL unset: the address the request reached (inject's Host is localhost:80).
      publicUrl: 'http://localhost/p/pagina-beta',
      // The account's e-mail: the profile's contact e-mail is a private field (issue 40).
      client: { name: 'Página Beta', email: expect.stringMatching(/@/) },
    });
    expect(
      (await req('GET', '/api/admin/pages?search=ALFA')).json().pages.map((p: { slug: string }) => p.slug),
    ).toEqual(['pagina-alfa']);
    expect((await req('GET', '/api/admin/pages?search=pagina-b')).json().pagination.total).toBe(1);
    // The screen searches 'por título, slug ou cliente': the client's name and emails count too.
    const renamed = await req('PUT', `/api/admin/pages/${a.profile.page.id}`, {
      title: 'Sem o nome',
      slug: 'pagina-alfa',
    });
    expect(renamed.statusCode).toBe(200);
    const byClient = (await req('GET', '/api/admin/pages?search=P%C3%A1gina%20Alfa')).json();
    expect(byClient.pages.map((p: { slug: string }) => p.slug)).toEqual(['pagina-alfa']);
    expect(byClient.pagination.total).toBe(1);
    expect(
      (await req('GET', `/api/admin/pages?search=${encodeURIComponent(a.user.email)}`))
        .json()
        .pages.map((p: { slug: string }) => p.slug),
    ).toEqual(['pagina-alfa']);
    const inactive = (await req('GET', '/api/admin/pages?isActive=false'))
      .json()
      .pages.map((p: { slug: string }) => p.slug);
    expect(inactive).toContain('pagina-alfa');
    expect(inactive).not.toContain('pagina-beta');
    expect(
      (await req('GET', '/api/admin/pages?isActive=true')).json().pages.every((p: { isActive: boolean }) => p.isActive),
    ).toBe(true);
    expect((await req('GET', '/api/admin/pages?isActive=all')).json().pagination.total).toBe(body.pagination.total);
    const bad = await req('GET', '/api/admin/pages?isActive=talvez');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('isActive');
  });

  it('stats: total, active, totalViews, averageViewsPerPage', async () => {
    const stats = (await req('GET', '/api/admin/pages/stats')).json();
    expect(stats).toMatchObject({ totalViews: 0, averageViewsPerPage: 0 });
    expect(stats.total).toBeGreaterThanOrEqual(2);
    expect(stats.active).toBe(stats.total - 1);
  });

  it('one page; 404 unknown; 401/403', async () => {
    const created = await client('Gama');
    expect((await req('GET', `/api/admin/pages/${created.profile.page.id}`)).json()).toMatchObject({
      id: created.profile.page.id,
      title: 'Gama',
    });
    const missing = await req('GET', '/api/admin/pages/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Página não encontrada.');
    const user = await t.createUser('USER');
    expect((await req('GET', '/api/admin/pages', undefined, user.auth)).statusCode).toBe(403);
    expect((await req('GET', '/api/admin/pages/stats', undefined, {})).statusCode).toBe(401);
  });
});

describe('POST /api/admin/pages', () => {
  it('creates a page for a client without one', async () => {
    const { profile } = await clientWithoutPage('Delta Silva');
    const res = await req('POST', '/api/admin/pages', {
      title: '  Delta  ',
      slug: 'Delta-Emergencia',
      profileId: profile.id,
      description: 'Desc',
      theme: { primaryColor: '#10b981', fontFamily: 'Montserrat' },
      seo: { metaTitle: 'Delta', keywords: ['a', 'a', ' ', 'b'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Delta',
      slug: 'delta-emergencia',
      description: 'Desc',
      isActive: true,
      theme: { primaryColor: '#10B981', fontFamily: 'Montserrat, sans-serif', backgroundColor: '#F3F4F6' },
      seo: { metaTitle: 'Delta', metaDescription: '', keywords: ['a', 'b'] },
      profileId: profile.id,
    });
  });

  it("the spec's messages: title, slug, client, slug format; 409 slug in use or client with a page; 404 unknown client", async () => {
    const { profile } = await clientWithoutPage('Épsilon');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '', slug: 'epsilon', profileId: profile.id }, 'title', 'Título é obrigatório.'],
      [{ title: 'E', slug: '', profileId: profile.id }, 'slug', 'Slug é obrigatório.'],
      [{ title: 'E', slug: 'epsilon' }, 'profileId', 'Selecione um cliente.'],
      [{ title: 'E', slug: 'ep', profileId: profile.id }, 'slug', 'Slug deve ter entre 3 e 50 caracteres'],
      [
        { title: 'E', slug: 'ép-silon', profileId: profile.id },
        'slug',
        'Slug deve conter apenas letras minúsculas, números e hífens',
      ],
      [{ title: 'E', slug: 'support', profileId: profile.id }, 'slug', 'Este slug é reservado e não pode ser usado'],
      [
        { title: 'E', slug: 'epsilon', profileId: profile.id, theme: { primaryColor: 'azul' } },
        'theme.primaryColor',
        'Cor inválida: use o formato #RRGGBB.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await req('POST', '/api/admin/pages', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ field, message });
    }
    await client('Zeta', 'zeta-ocupado');
    const taken = await req('POST', '/api/admin/pages', { title: 'E', slug: 'zeta-ocupado', profileId: profile.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Este slug já está em uso. Escolha outro.');
    const withPage = await client('Eta');
    const twice = await req('POST', '/api/admin/pages', {
      title: 'E',
      slug: 'eta-dois',
      profileId: withPage.profile.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Este cliente já tem uma página pública.');
    const unknown = await req('POST', '/api/admin/pages', {
      title: 'E',
      slug: 'ninguem',
      profileId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PUT /api/admin/pages/:id and renamed slugs', () => {
  it('saves the client page payload: page fields and the profile sections', async () => {
    const created = await client('Teta Souza', 'teta-souza');
    const res = await req('PUT', `/api/admin/pages/${created.profile.page.id}`, {
      title: ' Teta ',
      slug: 'teta-souza',
      description: ' Perfil ',
      medicalInfo: { bloodType: 'B-', allergies: 'Pólen', conditions: ['Asma'] },
      isMedicalInfoPublic: false,
      emergencyContacts: [{ name: 'Irmã', phone: '11 99999-0000', relationship: 'Irmã' }],
      isContactsPublic: true,
      theme: { primaryColor: '#111111', backgroundColor: '#FFFFFF', textColor: '#222222', fontFamily: 'Roboto' },
      seo: { metaTitle: 'T', metaDescription: 'D', keywords: ['k'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Teta',
      description: 'Perfil',
      medicalInfo: { bloodType: 'B-', allergies: ['Pólen'], conditions: ['Asma'] },
      isMedicalInfoPublic: false,
      emergencyContacts: [{ name: 'Irmã', phone: '+5511999990000', relationship: 'Irmã' }],
      theme: { primaryColor: '#111111', fontFamily: 'Roboto, sans-serif' },
      seo: { metaTitle: 'T', metaDescription: 'D', keywords: ['k'] },
    });
    // Omitted description clears it; omitted theme, seo and sections are kept.
    const again = (
      await req('PUT', `/api/admin/pages/${created.profile.page.id}`, { title: 'Teta', slug: 'teta-souza' })
    ).json();
    expect(again).toMatchObject({
      description: null,
      theme: { primaryColor: '#111111' },
      seo: { metaTitle: 'T' },
      medicalInfo: { bloodType: 'B-' },
    });
    expect(
      (await req('PUT', `/api/admin/pages/${created.profile.page.id}`, { slug: 'teta-souza' })).json().message,
    ).toBe('Título é obrigatório.');
    expect(
      (await req('PUT', '/api/admin/pages/00000000-0000-4000-8000-000000000000', { title: 'x', slug: 'xyz' }))
        .statusCode,
    ).toBe(404);
  });

  it('a renamed slug redirects (301) to the new one and stays reserved for its page', async () => {
    const created = await client('Iota', 'iota-antigo');
    const pageId = created.profile.page.id;
    const renamed = await req('PUT', `/api/admin/pages/${pageId}`, { title: 'Iota', slug: 'iota-novo' });
    expect(renamed.json().slug).toBe('iota-novo');

    const old = await t.app.inject({ method: 'GET', url: '/p/iota-antigo?src=qr' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/p/iota-novo?src=qr');
    expect((await t.app.inject({ method: 'GET', url: '/p/iota-novo' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/page/iota-antigo' })).json().slug).toBe('iota-novo');

    // Not reusable by another page while it redirects...
    const other = await client('Kapa');
    const steal = await req('PUT', `/api/admin/pages/${other.profile.page.id}`, { title: 'Kapa', slug: 'iota-antigo' });
    expect(steal.statusCode).toBe(409);
    expect(steal.json()).toMatchObject({ code: 'SLUG_TAKEN', message: 'Este slug já está em uso. Escolha outro.' });
    const check = (await req('GET', '/api/public/pages/validate-slug/iota-antigo', undefined, {})).json();
    expect(check.available).toBe(false);
    // ...but its own page may take it back.
    expect(
      (await req('GET', `/api/public/pages/validate-slug/iota-antigo?pageId=${pageId}`, undefined, {})).json()
        .available,
    ).toBe(true);
    const back = await req('PUT', `/api/admin/pages/${pageId}`, { title: 'Iota', slug: 'iota-antigo' });
    expect(back.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/p/iota-novo' })).headers.location).toBe('/p/iota-antigo');
  });
});

describe('status and delete', () => {
  it('deactivating hides the public page (404), activating shows it again', async () => {
    const created = await client('Lambda', 'lambda-status');
    const off = await req('PATCH', `/api/admin/pages/${created.profile.page.id}/status`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    const html = await t.app.inject({ method: 'GET', url: '/p/lambda-status' });
    expect(html.statusCode).toBe(404);
    expect(html.body).toContain('Página não encontrada ou não está ativa');
    const json = await t.app.inject({ method: 'GET', url: '/api/page/lambda-status' });
    expect(json.statusCode).toBe(404);
    expect(json.json().message).toBe('Página não encontrada ou não está ativa');
    await req('PATCH', `/api/admin/pages/${created.profile.page.id}/status`, { isActive: true });
    expect((await t.app.inject({ method: 'GET', url: '/p/lambda-status' })).statusCode).toBe(200);
    expect(
      (await req('PATCH', `/api/admin/pages/${created.profile.page.id}/status`, { isActive: 'sim' })).statusCode,
    ).toBe(400);
    expect(
      (await req('PATCH', '/api/admin/pages/00000000-0000-4000-8000-000000000000/status', { isActive: true }))
        .statusCode,
    ).toBe(404);
  });

  it('delete answers 204, then 404; the slug is free again', async () => {
    const created = await client('Mu', 'mu-apagar');
    expect((await req('DELETE', `/api/admin/pages/${created.profile.page.id}`)).statusCode).toBe(204);
    expect((await req('DELETE', `/api/admin/pages/${created.profile.page.id}`)).statusCode).toBe(404);
    expect((await req('GET', '/api/public/pages/validate-slug/mu-apagar', undefined, {})).json().available).toBe(true);
  });
});

describe('GET /api/public/pages/validate-slug/:slug', () => {
  it('{available, suggestions, message?} for free, taken, reserved and invalid slugs', async () => {
    await client('Nu', 'nu-ocupado');
    const free = await req('GET', '/api/public/pages/validate-slug/nu-livre', undefined, {});
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ available: true, suggestions: [], message: 'Slug disponível' });
    const taken = (await req('GET', '/api/public/pages/validate-slug/nu-ocupado', undefined, {})).json();
    expect(taken).toMatchObject({ available: false, message: 'Este slug já está em uso. Escolha outro.' });
    expect(taken.suggestions[0]).toBe('nu-ocupado-2');
    expect((await req('GET', '/api/public/pages/validate-slug/admin', undefined, {})).json()).toMatchObject({
      available: false,
      message: 'Este slug é reservado e não pode ser usado',
      suggestions: ['admin-perfil', 'admin-perfil-2', 'admin-perfil-3', 'admin-perfil-4', 'admin-perfil-5'],
    });
    const invalid = (
      await req('GET', `/api/public/pages/validate-slug/${encodeURIComponent('Nu Novo')}`, undefined, {})
    ).json();
    expect(invalid).toMatchObject({
      available: false,
      message: 'Slug deve conter apenas letras minúsculas, números e hífens',
    });
    expect(invalid.suggestions[0]).toBe('nu-novo');
    expect((await req('GET', '/api/public/pages/validate-slug/ab', undefined, {})).json().message).toBe(
      'Slug deve ter entre 3 e 50 caracteres',
    );
    expect((await req('GET', '/api/public/pages/validate-slug/abc?pageId=x', undefined, {})).statusCode).toBe(400);
  });
});

describe('/api/me/page', () => {
  it('GET 404 means none; POST creates it from the name; a second POST is 409', async () => {
    const me = await t.createUser('USER', { name: 'Ômega Lopes' });
    const none = await req('GET', '/api/me/page', undefined, me.auth);
    expect(none.statusCode).toBe(404);
    const created = await req('POST', '/api/me/page', { userId: me.user.id, name: 'Ômega Lopes' }, me.auth);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'omega-lopes', title: 'Ômega Lopes', isActive: true });
    expect((await req('GET', '/api/me/page', undefined, me.auth)).json().id).toBe(created.json().id);
    const twice = await req('POST', '/api/me/page', { name: 'Ômega' }, me.auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Você já tem uma página pública.');
    const other = await t.createUser('USER');
    expect((await req('POST', '/api/me/page', { userId: me.user.id }, other.auth)).statusCode).toBe(403);
    expect((await req('GET', '/api/me/page', undefined, {})).statusCode).toBe(401);
    const badSlug = await req('POST', '/api/me/page', { publicPageSlug: 'login' }, other.auth);
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().message).toBe('Este slug é reservado e não pode ser usado');
  });

  it("PUT takes the notes-JSON form (HTML-escaped quotes tolerated) and the sections; someone else's page is 404 as a missing one (issue 21)", async () => {
    const me = await t.createUser('USER', { name: 'Pi' });
    const page = (await req('POST', '/api/me/page', { publicPageSlug: 'pi-pagina' }, me.auth)).json();
    const notes = JSON.stringify({
      description: 'Minha "descrição"',
      theme: { primaryColor: '#ff0000', fontFamily: 'Lato' },
    }).replace(/"/g, '&quot;');
    const res = await req(
      'PUT',
      `/api/me/page/${page.id}`,
      {
        name: 'Pi Atualizado',
        publicPageSlug: 'pi-novo',
        notes,
        medicalInfo: { bloodType: 'O-', allergies: ['Nozes'] },
        isMedicalInfoPublic: true,
        emergencyContacts: [{ contactName: 'Rô', contactPhone: '11 90000-0000', relation: 'Amiga' }],
        isContactsPublic: false,
      },
      me.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: 'pi-novo',
      title: 'Pi Atualizado',
      description: 'Minha "descrição"',
      theme: { primaryColor: '#FF0000', fontFamily: 'Lato, sans-serif' },
      medicalInfo: { bloodType: 'O-', allergies: ['Nozes'] },
      emergencyContacts: [{ name: 'Rô', phone: '+5511900000000', relationship: 'Amiga' }],
      isContactsPublic: false,
      client: { name: 'Pi Atualizado' },
    });
    // Plain notes are the profile's notes.
    await req('PUT', `/api/me/page/${page.id}`, { notes: 'Texto livre' }, me.auth);
    expect((await req('GET', `/api/admin/clients/${page.profileId}`)).json().notes).toBe('Texto livre');
    const badTheme = await req('PUT', `/api/me/page/${page.id}`, { notes: '{"theme":{"primaryColor":"x"}}' }, me.auth);
    expect(badTheme.statusCode).toBe(400);
    expect(badTheme.json().message).toBe('Cor inválida: use o formato #RRGGBB.');

    const other = await t.createUser('USER');
    const denied = await req('PUT', `/api/me/page/${page.id}`, { name: 'Intruso' }, other.auth);
    expect(denied.statusCode).toBe(404);
    expect(
      (await req('PUT', '/api/me/page/00000000-0000-4000-8000-000000000000', { name: 'x' }, me.auth)).statusCode,
    ).toBe(404);
    await client('Rho', 'rho-ocupado');
    expect((await req('PUT', `/api/me/page/${page.id}`, { publicPageSlug: 'rho-ocupado' }, me.auth)).statusCode).toBe(
      409,
    );
  });
});

describe('/api/public/admin/pages (admin fallbacks)', () => {
  it('POST creates the page of a user, PUT updates it; admins only', async () => {
    const target = await t.createUser('USER', { name: 'Sigma Reis' });
    const created = await req('POST', '/api/public/admin/pages', {
      userId: target.user.id,
      name: 'Sigma Reis',
      publicPageSlug: 'sigma',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'sigma', title: 'Sigma Reis' });
    const updated = await req('PUT', `/api/public/admin/pages/${created.json().id}`, {
      notes: '{"description":"Atualizada"}',
    });
    expect(updated.json().description).toBe('Atualizada');
    expect((await req('POST', '/api/public/admin/pages', { name: 'Sem usuário' })).statusCode).toBe(400);
    expect(
      (await req('POST', '/api/public/admin/pages', { userId: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    expect((await req('POST', '/api/public/admin/pages', { userId: target.user.id }, target.auth)).statusCode).toBe(
      403,
    );
    expect((await req('PUT', `/api/public/admin/pages/${created.json().id}`, { name: 'x' }, {})).statusCode).toBe(401);
  });
});

describe('bad input is a 400 naming the field, never a 500', () => {
  it('U+0000 in a page title, description, SEO, the owner form (also inside the notes JSON) or the search', async () => {
    const me = await t.createUser('USER', { name: 'Nulo Teste' });
    const page = (await req('POST', '/api/me/page', { publicPageSlug: 'nulo-teste' }, me.auth)).json();
    const cases: Array<['PUT', string, Record<string, unknown>, Record<string, string>, string]> = [
      ['PUT', `/api/admin/pages/${page.id}`, { title: 'a\u0000', slug: 'nulo-teste' }, admin.auth, 'title'],
      [
        'PUT',
        `/api/admin/pages/${page.id}`,
        { title: 'T', slug: 'nulo-teste', seo: { keywords: ['ok', 'a\u0000'] } },
        admin.auth,
        'seo.keywords.1',
      ],
      ['PUT', `/api/me/page/${page.id}`, { name: 'a\u0000' }, me.auth, 'name'],
      ['PUT', `/api/me/page/${page.id}`, { notes: JSON.stringify({ description: 'a\u0000b' }) }, me.auth, 'notes'],
    ];
    for (const [method, url, payload, headers, field] of cases) {
      const res = await req(method, url, payload, headers);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ field, message: 'Texto contém um caractere inválido.' });
    }
    const search = await req('GET', '/api/admin/pages?search=%00');
    expect(search.statusCode).toBe(400);
    expect(search.json().field).toBe('search');
    // Nothing was written.
    expect((await req('GET', `/api/admin/pages/${page.id}`)).json()).toMatchObject({
      title: 'Nulo Teste',
      description: null,
    });
  });
});
