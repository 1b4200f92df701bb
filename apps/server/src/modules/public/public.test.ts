import jsQR from 'jsqr';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contrastRatio, readableShade } from '@portal/shared/public-page';
import { createClient, type CreatedClient } from '../../testing/clients.js';
import { PUBLIC_SITE, sharedTestApp } from '../../testing/test-app.js';
import type { SignedIn } from '../../testing/requests.js';
import { pages } from '../../db/tables/pages.js';

const t = sharedTestApp(PUBLIC_SITE);
let admin: SignedIn;
let seq = 0;

beforeAll(async () => {
  admin = await t.createUser('ADMIN', { name: 'Admin' });
});

const client = (profile: Record<string, unknown>) => createClient(t, admin, `pub${(seq += 1)}@publico.com`, profile);

/** Rows of a raw query, whichever driver answered it. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const actor = () => ({ id: admin.user.id, name: 'Admin', role: 'ADMIN' as const });
// A browser's user agent: inject's own ('lightMyRequest') reads as a bot, which is never counted as a view or scan.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
/** The tag page's one script: external, same origin, deferred (the signed-in visitor's actions). */
const OWN_SCRIPT = /<script src="\/public\/tag-actions\.js\?v=[0-9a-f]+" defer=""><\/script>/;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, ...headers } });

/** The admin's PATCH (a client's fields, a page's status). */
const adminPatch = (url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: admin.auth, payload });

const FULL = {
  name: 'Helena Prado',
  publicPageSlug: 'helena-prado',
  phone: '(11) 95555-0000',
  email: 'helena@contato.com',
  dateOfBirth: '1975-09-30',
  address: { street: 'Rua das Flores', number: '10', city: 'Curitiba', state: 'PR' },
  emergencyContacts: [
    { name: 'Jorge Prado', phone: '+55 (11) 9.8765-4321', relationship: 'Marido' },
    { name: 'Clínica', phone: '(11) 3000-0000', relationship: 'Médico', email: 'clinica@x.com' },
  ],
  medicalInfo: {
    bloodType: 'AB+',
    allergies: ['Sulfa'],
    medications: ['Levotiroxina'],
    conditions: ['Hipotireoidismo'],
    notes: 'Marcapasso desde 2019',
  },
  notes: 'Prefere ser chamada de Lena',
};

describe('GET /p/{slug}: the server-rendered public page', () => {
  let created: CreatedClient;
  beforeAll(async () => {
    created = await client(FULL);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/pages/${created.profile.page.id}`,
      headers: admin.auth,
      payload: {
        title: 'Helena Prado',
        slug: 'helena-prado',
        description: 'Perfil de emergência da Helena',
        theme: { primaryColor: '#7C3AED', backgroundColor: '#FAF5FF', textColor: '#1F2937', fontFamily: 'Montserrat' },
        seo: {
          metaTitle: 'Helena — emergência',
          metaDescription: 'Contatos e saúde da Helena',
          keywords: ['emergência', 'Helena'],
        },
      },
    });
    const tag = await t.app.services.tags.createTag({ code: 'HEL00001', type: 'B2C', physicalType: 'NFC' }, actor());
    await t.app.services.tags.assign(tag.id, { userId: created.user.id, conflictMode: 'BLOCK' }, actor());
  });

  it('is a complete pt-BR document with theme, font and SEO tags, no script, under 30 KB', async () => {
    const res = await get('/p/helena-prado');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('<title>Helena — emergência</title>');
    expect(html).toContain('<meta name="description" content="Contatos e saúde da Helena"/>');
    expect(html).toContain('<meta name="keywords" content="emergência, Helena"/>');
    expect(html).toContain('<meta property="og:title" content="Helena — emergência"/>');
    expect(html).toContain('<meta property="og:url" content="https://portal.exemplo.com.br/p/helena-prado"/>');
    expect(html).toContain('<link rel="canonical" href="https://portal.exemplo.com.br/p/helena-prado"/>');
    // A violet that already reads at 4.5:1 on white and on the page's background is used as given.
    expect(html).toContain(
      '<body class="public-page" style="--primary:#7C3AED;--primary-on-bg:#7C3AED;--bg:#FAF5FF;--fg:#1F2937;--font:&#x27;Montserrat&#x27;',
    );
    expect(html).not.toMatch(/<script/i);
    expect(Buffer.byteLength(html)).toBeLessThan(30 * 1024);
    // The same security headers as every other route (applied with a prebuilt middleware here).
    const other = await get('/api/health');
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'cross-origin-resource-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-frame-options',
    ]) {
      expect(res.headers[header], header).toBeDefined();
      expect(res.headers[header], header).toBe(other.headers[header]);
    }
  });

  it('opens with what a responder needs: heading, contacts as tel: links, 192, then medical info; then the rest', async () => {
    const html = (await get('/p/helena-prado')).body;
    expect(html).toContain('Perfil de emergência');
    expect(html).toContain('href="tel:+5511987654321"');
    expect(html).toContain('href="tel:+551130000000"');
    expect(html).toContain('href="tel:192"');
    expect(html).toContain('Ligar 192 (SAMU)');
    // Issue 41: responder first: 192 (and 193) before the contacts.
    const order = [
      'Perfil de emergência',
      'tel:192',
      'Jorge Prado',
      'AB+',
      'Sulfa',
      'Levotiroxina',
      'Hipotireoidismo',
      'Marcapasso desde 2019',
      'Informações pessoais',
      'Prefere ser chamada de Lena',
      'Rua das Flores',
      'Última atualização',
    ];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain('30/09/1975');
    expect(html).toMatch(/Última atualização: \d{1,2} de \p{L}+ de \d{4}/u);
    expect(html).toContain('href="/login?redirect=%2Fp%2Fhelena-prado">Iniciar sessão para editar');
    expect(html).toContain('href="/t/HEL00001">Ver tag associada');
    // Issue 43: the empty technical note belongs to equipment, never to a person's page.
    expect(html).not.toContain('Sem informações técnicas');
    // No photo: the initials avatar, drawn inline.
    expect(html).toMatch(/<div class="avatar"[^>]*><svg[^>]*>.*>HP<\/text>/s);
  });

  it('is also reachable by profile id, and the JSON twins answer the same page', async () => {
    const byId = await get(`/p/${created.profile.id}`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe('/p/helena-prado');
    const json = await get('/api/page/helena-prado');
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      slug: 'helena-prado',
      title: 'Helena Prado',
      theme: { primaryColor: '#7C3AED', fontFamily: 'Montserrat, sans-serif' },
      medicalInfo: { bloodType: 'AB+' },
      profile: {
        name: 'Helena Prado',
        bracelet: { code: 'HEL00001' },
        publicPageSlug: 'helena-prado',
        avatarUrl: '/api/public/avatar.svg?initials=HP',
      },
    });
    const profile = await get(`/api/public/profile/${created.profile.id}`);
    expect(profile.json().profile).toMatchObject({ name: 'Helena Prado', phone: '+5511955550000' });
  });

  it('errors are the spec panel in HTML with the right status', async () => {
    const missing = await get('/p/nao-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('Recurso não encontrado');
    expect(missing.body).toContain('Página não encontrada ou não está ativa');
    expect(missing.body).toContain('Tentar novamente');
    expect(missing.body).toContain('<html lang="pt-BR">');
    const noSlug = await get('/p/');
    expect(noSlug.statusCode).toBe(404);
    expect(noSlug.body).toContain('Slug da página não encontrado');
    expect((await get('/api/page/nao-existe')).json()).toEqual({
      code: 'PAGE_NOT_FOUND',
      message: 'Página não encontrada ou não está ativa',
    });
    expect((await get('/api/public/profile/nao-existe')).statusCode).toBe(404);
  });
});

describe('privacy toggles: a private section never leaves the server', () => {
  it('is absent from the anonymous HTML and JSON, and present again when made public', async () => {
    const created = await client({
      ...FULL,
      name: 'Ivo Secreto',
      publicPageSlug: 'ivo-secreto',
      isNamePublic: false,
      isContactsPublic: false,
      isMedicalInfoPublic: false,
      isNotesPublic: false,
      isPhotosPublic: false,
    });
    await adminPatch(`/api/admin/clients/${created.profile.id}`, {});
    const secrets = [
      'Ivo Secreto',
      'Jorge Prado',
      '98765-4321',
      'tel:+55',
      'AB+',
      'Sulfa',
      'Levotiroxina',
      'Marcapasso',
      'Prefere ser chamada',
      'Rua das Flores',
      'helena@contato.com',
      '95555-0000',
      '1975',
    ];
    const html = (await get('/p/ivo-secreto')).body;
    const pageJson = (await get('/api/page/ivo-secreto')).body;
    const profileJson = (await get('/api/public/profile/ivo-secreto')).body;
    for (const body of [html, pageJson, profileJson]) {
      for (const secret of secrets) expect(body, secret).not.toContain(secret);
    }
    expect(html).toContain('Perfil Portal NFC'); // the spec's default title instead of the private name
    expect(html).toContain('href="tel:192"');
    expect(JSON.parse(pageJson)).toMatchObject({
      medicalInfo: null,
      emergencyContacts: [],
      profile: { name: null, notes: null, medicalInfo: null, emergencyContacts: [] },
    });

    // The owner and the admin still see everything.
    const adminView = (await get(`/api/admin/pages/${created.profile.page.id}`, admin.auth)).json();
    expect(adminView.emergencyContacts).toHaveLength(2);

    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/pages/${created.profile.page.id}`,
      headers: admin.auth,
      payload: { title: 'Ivo Secreto', slug: 'ivo-secreto', isContactsPublic: true },
    });
    const after = (await get('/p/ivo-secreto')).body;
    expect(after).toContain('Jorge Prado');
    expect(after).toContain('href="tel:+5511987654321"');
    expect(after).not.toContain('Sulfa');
  });
});

describe('view counting', () => {
  it('counts views, cookieless unique visitors, device, country and last access', async () => {
    const created = await client({ name: 'Contada', publicPageSlug: 'contada' });
    const phone = {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      'cf-ipcountry': 'BR',
    };
    const desktop = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' };
    await get('/p/contada', phone);
    await get('/p/contada', phone);
    await get('/p/contada', desktop);
    await get('/api/page/contada', desktop);
    await t.app.inject({ method: 'HEAD', url: '/p/contada' });
    await t.app.services.analytics.flush();

    const page = (await get(`/api/admin/pages/${created.profile.page.id}`, admin.auth)).json();
    expect(page.analytics.views).toBe(4);
    expect(page.analytics.uniqueVisitors).toBe(2);
    expect(Date.parse(page.analytics.lastAccessed)).toBeGreaterThan(Date.now() - 60_000);
    const views = rowsOf<{ device: string; country: string; visitor_hash: string }>(
      await t.database.db.execute(
        sql`SELECT device, country, visitor_hash FROM page_views WHERE page_id = ${created.profile.page.id} ORDER BY id`,
      ),
    );
    const mobile = views.filter((v) => v.device === 'mobile');
    const desk = views.filter((v) => v.device === 'desktop');
    expect([mobile.length, desk.length]).toEqual([2, 2]);
    expect(mobile.map((v) => v.country)).toEqual(['BR', 'BR']);
    expect(desk.map((v) => v.country)).toEqual(['XX', 'XX']);
    expect(mobile[0]!.visitor_hash).toBe(mobile[1]!.visitor_hash);
    expect(desk[0]!.visitor_hash).toBe(desk[1]!.visitor_hash);
    expect(mobile[0]!.visitor_hash).not.toBe(desk[0]!.visitor_hash);
    // No IP or user agent is kept.
    expect(JSON.stringify(views)).not.toMatch(/127\.0\.0\.1|iPhone/);

    const stats = (await get('/api/admin/pages/stats', admin.auth)).json();
    expect(stats.totalViews).toBeGreaterThanOrEqual(4);
    // The page shows the count.
    expect((await get('/p/contada')).body).toContain('4 visualizações');
  });
});

async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

describe('GET /api/public/admin/pages/:id/qrcode', () => {
  let created: CreatedClient;
  beforeAll(async () => {
    created = await client({ name: 'Quique', publicPageSlug: 'quique' });
    await t.app.services.tags.createTag(
      { code: 'QRT00001', type: 'B2B', physicalType: 'QR', meta: { serialNumber: 'SN-QR-77' } },
      actor(),
    );
  });

  it('a real PNG (no token needed) that decodes to the exact page URL, 256 px wide by default, with the caption under it', async () => {
    const res = await get(`/api/public/admin/pages/${created.profile.page.id}/qrcode`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(256);
    expect(meta.height).toBeGreaterThan(256); // the include caption ('code,serial' by default)
    expect(await decodeQr(png)).toBe('https://portal.exemplo.com.br/p/quique');
    const bare = await get(`/api/public/admin/pages/${created.profile.page.id}/qrcode?include=none&size=400`);
    expect(await sharp(bare.rawPayload).metadata()).toMatchObject({ width: 400, height: 400 });
    expect(await decodeQr(bare.rawPayload)).toBe('https://portal.exemplo.com.br/p/quique');
  });

  it('link=tag encodes the tag URL; format=svg answers an SVG', async () => {
    const tag = await get(
      `/api/public/admin/pages/${created.profile.page.id}/qrcode?link=tag&braceletCode=qrt00001&size=300`,
    );
    expect(tag.statusCode).toBe(200);
    expect(await decodeQr(tag.rawPayload)).toBe('https://portal.exemplo.com.br/t/QRT00001');
    expect(tag.headers['x-qr-target']).toBe('https://portal.exemplo.com.br/t/QRT00001');
    const svg = await get(`/api/public/admin/pages/${created.profile.page.id}/qrcode?format=svg&braceletCode=QRT00001`);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.body).toMatch(/^<svg[^>]+width="256"/);
    expect(svg.body).toContain('>QRT00001</text>');
    expect(svg.body).toContain('>S/N SN-QR-77</text>');
    // The SVG also decodes once rasterised.
    expect(await decodeQr(await sharp(Buffer.from(svg.body)).png().toBuffer())).toBe(
      'https://portal.exemplo.com.br/p/quique',
    );
  });

  it('bad sizes and options are 400, an unknown page or tag is 404, link=tag without a tag is 400', async () => {
    const base = `/api/public/admin/pages/${created.profile.page.id}/qrcode`;
    for (const [query, message] of [
      ['?size=10', 'size deve ser um número inteiro entre 64 e 2048.'],
      ['?size=abc', 'size deve ser um número inteiro entre 64 e 2048.'],
      ['?size=4096', 'size deve ser um número inteiro entre 64 e 2048.'],
      ['?include=code,photo', 'include aceita apenas code e serial, separados por vírgula.'],
      ['?link=site', 'link deve ser page ou tag.'],
      ['?format=gif', 'format deve ser png ou svg.'],
      ['?link=tag', 'Informe o código da tag (braceletCode) para gerar o QR da tag.'],
    ] as const) {
      const res = await get(base + query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await get('/api/public/admin/pages/00000000-0000-4000-8000-000000000000/qrcode')).statusCode).toBe(404);
    expect((await get(`${base}?braceletCode=NAOEXISTE`)).statusCode).toBe(404);
  });
});

describe('GET /t/{code}: the public tag page', () => {
  it("a B2B tag of a person shows the tag and only the responsible's name: no link to the person's emergency card, no contacts", async () => {
    const owner = await client({ ...FULL, name: 'Tânia Dona', publicPageSlug: 'tania-dona' });
    const tag = await t.app.services.tags.createTag(
      {
        code: 'TAN00001',
        type: 'B2B',
        physicalType: 'NFC',
        status: 'ACTIVE',
        notes: 'nota interna',
        meta: {
          serialNumber: 'SN-TAN',
          model: 'Modelo X',
          technicalInfo: { details: 'Detalhes técnicos' },
          location: '-25.43, -49.27',
          nextService: '2026-02-01',
          maintenance: [{ date: '2025-02-01', description: 'Revisão anual' }],
          documents: [{ label: 'Manual', url: 'https://exemplo.com/manual.pdf' }],
          customTabs: [{ title: 'Aba', content: '<p>Conteúdo <strong>seguro</strong></p><script>alert(1)</script>' }],
        },
      },
      actor(),
    );
    await t.app.services.tags.assign(tag.id, { userId: owner.user.id, conflictMode: 'BLOCK' }, actor());
    const res = await get('/t/tan00001');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Tag TAN00001 · Tânia Dona</title>');
    expect(html).toContain('<h1>Tag TAN00001</h1>');
    expect(html).toContain('Tânia Dona');
    // A tag fixed to equipment does not lead a stranger to a person's emergency card (issue 14).
    expect(html).not.toContain('href="/p/tania-dona"');
    expect(html).not.toContain('Ver perfil de emergência');
    expect(html).not.toContain('Jorge Prado');
    expect(html).not.toContain('AB+');
    for (const text of [
      'SN-TAN',
      'Modelo X',
      'Detalhes técnicos',
      'Abrir no mapa',
      'https://www.google.com/maps?q=-25.43,-49.27',
      '01/02/2026',
      'https://exemplo.com/manual.pdf',
      '<strong>seguro</strong>',
    ]) {
      expect(html, text).toContain(text);
    }
    // The meta's maintenance entry: in the service log once imported as a record (date, type, outcome), else listed.
    expect(html).toContain('01/02/2025');
    expect(html.replace(OWN_SCRIPT, '')).not.toMatch(/<script/i);
    expect(html).not.toContain('nota interna');

    const json = (await get('/api/public/tag/TAN00001')).json();
    expect(json).toMatchObject({
      bracelet: {
        code: 'TAN00001',
        type: 'B2B',
        status: 'ACTIVE',
        statusLabel: 'Disponível',
        meta: { serialNumber: 'SN-TAN' },
      },
      profile: { name: 'Tânia Dona', kind: 'PERSON', slug: null, emergencyContacts: [] },
    });
    expect(Object.keys(json.profile).sort()).toEqual([
      'avatarUrl',
      'emergencyContacts',
      'equipmentInfo',
      'kind',
      'mainPhotoUrl',
      'name',
      'petInfo',
      'photos',
      'slug',
      'updatedAt',
    ]);

    await t.app.services.analytics.flush();
    const scans = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`SELECT count(*)::int AS n FROM tag_scans WHERE tag_id = ${tag.id}`),
    );
    expect(scans[0]!.n).toBe(2);
  });

  it('a LOST tag says so and leads to the finder form (contacts hidden by default, issue 20); the map link only for a URL or lat, lng', async () => {
    const owner = await client({ ...FULL, name: 'Perdido Dono', publicPageSlug: 'perdido-dono' });
    const tag = await t.app.services.tags.createTag(
      { code: 'LOST0001', type: 'B2B', physicalType: 'BLE', meta: { location: 'Galpão 2, Campinas' } },
      actor(),
    );
    await t.app.services.tags.assign(tag.id, { userId: owner.user.id, conflictMode: 'BLOCK' }, actor());
    await t.app.services.tags.setStatus(tag.id, 'LOST', actor());
    const html = (await get('/t/LOST0001')).body;
    expect(html).toContain('Esta tag foi reportada como perdida');
    expect(html).toContain('Se você a encontrou, entre em contato com o responsável:');
    expect(html).toContain('<a class="btn big" href="#falar">Falar com a família</a>');
    expect(html).not.toContain('href="tel:+5511987654321"');
    await t.app.services.lostMode.setLost(tag.id, { lost: true, showContacts: true }, actor());
    expect((await get('/t/LOST0001')).body).toContain('href="tel:+5511987654321"');
    expect(html).toContain('Galpão 2, Campinas');
    expect(html).not.toContain('Abrir no mapa');

    // An unassigned lost tag: no owner to show, still a hint.
    const loose = await t.app.services.tags.createTag(
      { code: 'LOST0002', type: 'B2C', physicalType: 'NFC', meta: { nickname: 'Chaveiro', notes: 'privado' } },
      actor(),
    );
    await t.app.services.tags.setStatus(loose.id, 'LOST', actor());
    const looseHtml = (await get('/t/LOST0002')).body;
    expect(looseHtml).toContain('Se você a encontrou, entregue-a ao administrador do portal');
    expect(looseHtml).toContain('Chaveiro');
    expect(looseHtml).not.toContain('privado');
  });

  it('an unknown code is the 404 panel; the JSON is 404 too', async () => {
    const res = await get('/t/NAOEXISTE');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Recurso não encontrado');
    expect(res.body).toContain('Tag não encontrada.');
    expect((await get('/api/public/tag/NAOEXISTE')).statusCode).toBe(404);
  });
});

describe('technical sections on a profile page and the avatar route', () => {
  it('shows what the profile meta has, sanitised; hides empty sections', async () => {
    const created = await client({ name: 'Gerador Central', publicPageSlug: 'gerador-central' });
    const patch = await adminPatch(`/api/admin/clients/${created.profile.id}`, {
      kind: 'EQUIPMENT',
      meta: {
        model: 'GC-500',
        location: 'https://maps.example.com/gc',
        customTabs: [
          {
            title: 'Segurança',
            content: '<a href="javascript:alert(1)" onclick="x">link</a><iframe src="x"></iframe>',
          },
        ],
      },
    });
    expect(patch.statusCode).toBe(200);
    const html = (await get('/p/gerador-central')).body;
    expect(html).toContain('Ficha do equipamento');
    expect(html).not.toContain('Ligar 192');
    expect(html).toContain('GC-500');
    expect(html).toContain('href="https://maps.example.com/gc"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('rel="noopener noreferrer">link</a>');
    expect(html).not.toContain('Sem informações técnicas');
    expect(html).not.toContain('Manutenções');
  });

  it('serves initials avatars as SVG, and a silhouette without initials', async () => {
    const res = await get('/api/public/avatar.svg?initials=MS');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toContain('>MS</text>');
    expect((await get('/api/public/avatar.svg')).body).toContain('<circle');
    expect((await get('/api/public/avatar.svg?initials=%3Cscript%3E')).statusCode).toBe(400);
  });
});

describe('all user-provided text is HTML-escaped on the server-rendered pages', () => {
  const SCRIPT = '<script>alert(1)</script>';
  const BREAKOUT = '"><img src=x onerror=alert(2)>';

  it('/p/{slug}: name, title, description, SEO, contacts, medical info, notes, address and meta', async () => {
    const created = await client({
      name: `Ana ${SCRIPT}`,
      publicPageSlug: 'ana-xss',
      email: 'ana"x@contato.com',
      notes: `Notas ${BREAKOUT}`,
      address: { street: SCRIPT, city: BREAKOUT },
      emergencyContacts: [{ name: SCRIPT, phone: '(11) 99999-0000', relationship: BREAKOUT, email: 'c"x@contato.com' }],
      medicalInfo: {
        bloodType: 'A+',
        allergies: [SCRIPT],
        medications: [BREAKOUT],
        conditions: [SCRIPT],
        notes: BREAKOUT,
        doctorContact: SCRIPT,
        insuranceInfo: BREAKOUT,
      },
    });
    await adminPatch(`/api/admin/clients/${created.profile.id}`, {
      kind: 'EQUIPMENT',
      meta: {
        model: SCRIPT,
        location: BREAKOUT,
        maintenance: [{ date: '2025-01-01', description: SCRIPT }],
        documents: [{ label: SCRIPT, url: 'https://x.com/"><b>' }],
      },
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/pages/${created.profile.page.id}`,
      headers: admin.auth,
      payload: {
        title: `T ${SCRIPT}`,
        slug: 'ana-xss',
        description: `D ${BREAKOUT}`,
        seo: { metaTitle: `M ${BREAKOUT}`, metaDescription: SCRIPT, keywords: [SCRIPT, BREAKOUT] },
      },
    });
    expect(put.statusCode).toBe(200);
    const html = (await get('/p/ana-xss')).body;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toContain('alert(2)>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('<title>M &quot;&gt;&lt;img src=x onerror=alert(2)&gt;</title>');
  });

  it('/t/{code} and the error panel', async () => {
    const owner = await client({ name: `Dono ${SCRIPT}`, publicPageSlug: 'dono-xss' });
    const tag = await t.app.services.tags.createTag(
      { code: 'XSS00001', type: 'B2C', physicalType: 'NFC', meta: { nickname: SCRIPT, color: BREAKOUT } },
      actor(),
    );
    await t.app.services.tags.assign(tag.id, { userId: owner.user.id, conflictMode: 'BLOCK' }, actor());
    const html = (await get('/t/XSS00001')).body;
    expect(html).toContain('Dono &lt;script&gt;');
    expect(html.replace(OWN_SCRIPT, '')).not.toMatch(/<script|<img/i);
    const panel = (await get('/p/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')).body;
    expect(panel).toContain('Recurso não encontrado');
    expect(panel).not.toMatch(/<script/i);
  });
});

describe('bad input on the public routes is a clean answer, never a 500', () => {
  it('U+0000 and control characters in a slug, a code or a QR id are not found', async () => {
    for (const url of ['/p/%00', '/p/a%00b', '/t/%00', '/t/A%01B']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Recurso não encontrado');
    }
    for (const url of [
      '/api/page/%00',
      '/api/public/profile/%00',
      '/api/public/tag/%00',
      '/api/public/admin/pages/%00/qrcode',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect((await get('/api/page/%00')).json().message).toBe('Página não encontrada ou não está ativa');
    const qr = await get('/api/public/admin/pages/helena-prado/qrcode?braceletCode=A%00');
    expect(qr.statusCode).toBe(400);
    expect(qr.json()).toMatchObject({ field: 'braceletCode', message: 'Texto contém um caractere inválido.' });
  });
});

describe('what a visitor gets of meta, titles and renamed inactive pages', () => {
  it('internal meta (notes, undeclared keys) never leaves the server, on the page JSON nor the tag JSON', async () => {
    const created = await client({ name: 'Meta Interna', publicPageSlug: 'meta-interna' });
    const patch = await adminPatch(`/api/admin/clients/${created.profile.id}`, {
      meta: {
        model: 'Modelo Público',
        notes: 'anotação interna',
        custoInterno: 'R$ 900',
        technicalInfo: { details: 'ok', notes: 'interno 2' },
      },
    });
    expect(patch.statusCode).toBe(200);
    for (const url of ['/api/page/meta-interna', '/api/public/profile/meta-interna', '/p/meta-interna']) {
      const body = (await get(url)).body;
      expect(body, url).toContain('Modelo Público');
      for (const secret of ['anotação interna', 'R$ 900', 'custoInterno', 'interno 2'])
        expect(body, `${url} ${secret}`).not.toContain(secret);
    }
    await t.app.services.tags.createTag(
      { code: 'META0001', type: 'B2B', physicalType: 'NFC', meta: { model: 'M-1', segredo: 'chave do cofre' } },
      actor(),
    );
    const tagJson = (await get('/api/public/tag/META0001')).json();
    expect(tagJson.bracelet.meta).toEqual({ model: 'M-1' });
  });

  it('a private name is not shown through a title, SEO title or description that holds it', async () => {
    const created = await client({ name: 'Otávio Reservado', publicPageSlug: 'otavio-r', isNamePublic: false });
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/pages/${created.profile.page.id}`,
      headers: admin.auth,
      payload: {
        title: 'Perfil de Otávio Reservado',
        slug: 'otavio-r',
        description: 'Emergência: otávio reservado',
        seo: { metaTitle: 'OTÁVIO RESERVADO', metaDescription: 'Página de Otávio Reservado' },
      },
    });
    const html = (await get('/p/otavio-r')).body;
    const json = (await get('/api/page/otavio-r')).body;
    for (const body of [html, json]) expect(body.toLowerCase()).not.toContain('otávio reservado');
    expect(html).toContain('<h1>Perfil Portal NFC</h1>');
  });

  it('the old slug of an inactive page is 404 (no redirect giving the new slug away)', async () => {
    const created = await client({ name: 'Renomeada', publicPageSlug: 'renomeada-antiga' });
    const pageId = created.profile.page.id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/pages/${pageId}`,
      headers: admin.auth,
      payload: { title: 'R', slug: 'renomeada-nova' },
    });
    expect((await get('/p/renomeada-antiga')).statusCode).toBe(301);
    await adminPatch(`/api/admin/pages/${pageId}/status`, { isActive: false });
    const old = await get('/p/renomeada-antiga');
    expect(old.statusCode).toBe(404);
    expect(old.headers.location).toBeUndefined();
    expect(old.body).toContain('Página não encontrada ou não está ativa');
    expect((await get('/api/page/renomeada-antiga')).statusCode).toBe(404);
  });

  it('the profile id of an inactive page is 404 on /p and the JSON twins (no redirect giving the slug away)', async () => {
    const created = await client({ name: 'Perfil Desativado', publicPageSlug: 'perfil-desativado' });
    const profileId = created.profile.id;
    expect((await get(`/p/${profileId}`)).headers.location).toBe('/p/perfil-desativado');
    await adminPatch(`/api/admin/pages/${created.profile.page.id}/status`, { isActive: false });
    const byId = await get(`/p/${profileId}`);
    expect(byId.statusCode).toBe(404);
    expect(byId.headers.location).toBeUndefined();
    expect(byId.body).toContain('Página não encontrada ou não está ativa');
    for (const url of [`/p/${profileId}`, `/api/page/${profileId}`, `/api/public/profile/${profileId}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('perfil-desativado');
    }
  });

  it('a page stored without a theme shows the public page defaults: #3b82f6, #f3f4f6, #111827 and inherit', async () => {
    const created = await client({ name: 'Sem Tema', publicPageSlug: 'sem-tema' });
    await t.app.database.db.update(pages).set({ theme: {} }).where(eq(pages.id, created.profile.page.id));
    expect((await get('/api/page/sem-tema')).json().theme).toEqual({
      primaryColor: '#3b82f6',
      backgroundColor: '#f3f4f6',
      textColor: '#111827',
      fontFamily: 'inherit',
    });
    const html = (await get('/p/sem-tema')).body;
    // The default blue reads 3.7:1 on white: text in it takes the nearest shade of the same hue that reads 4.5:1.
    const onWhite = readableShade('#3b82f6', '#ffffff');
    const onBackground = readableShade('#3b82f6', '#f3f4f6');
    expect(contrastRatio(onWhite, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onBackground, '#f3f4f6')).toBeGreaterThanOrEqual(4.5);
    expect(html).toContain(
      `--primary:${onWhite};--primary-on-bg:${onBackground};--bg:#f3f4f6;--fg:#111827;--font:system-ui`,
    );
    // The admin screens keep the page defaults of section 3.
    expect((await get(`/api/admin/pages/${created.profile.page.id}`, admin.auth)).json().theme).toEqual({
      primaryColor: '#3B82F6',
      backgroundColor: '#F3F4F6',
      textColor: '#111827',
      fontFamily: 'Inter, sans-serif',
    });
  });

  it("'Abrir no mapa' is not offered for an address that only has numbers", async () => {
    await t.app.services.tags.createTag(
      { code: 'MAPA0001', type: 'B2B', physicalType: 'NFC', meta: { location: 'Rua 7, 1000 - Bloco 2, 45' } },
      actor(),
    );
    const html = (await get('/t/MAPA0001')).body;
    expect(html).toContain('Rua 7, 1000 - Bloco 2, 45');
    expect(html).not.toContain('Abrir no mapa');
    expect(html).not.toContain('google.com/maps');
  });
});
