import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_TEXTS, type AccountProfile } from '@portal/shared';
import { seedDemo } from '../../demo/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { profileCalls } from '../../testing/profiles.js';
import { publicPageHtml } from './render.js';

/**
 * Issue 24, item 4: the public pages in the visitor's language. `?lang=` wins, else Accept-Language by its q-values,
 * else pt-BR; `<html lang>` follows, answers say `Vary: Accept-Language`, the forms keep the language across their
 * POST, and pt-BR stays what it always was.
 */
let t: TestApp;
let calls: ReturnType<typeof profileCalls>;
let ana: Awaited<ReturnType<ReturnType<typeof profileCalls>['owner']>>;
let profile: AccountProfile;
let slug: string;
const PIN = '2468';
const CODE = 'LANG0001';
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';

const get = (url: string, acceptLanguage?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': BROWSER, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
  });
const postForm = (url: string, fields: Record<string, string>, acceptLanguage?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      'user-agent': BROWSER,
      'content-type': 'application/x-www-form-urlencoded',
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const varies = (header: unknown) =>
  String(header ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase());
const SWITCHER = /<nav class="langs"[^>]*>.*?<\/nav>/;

beforeAll(async () => {
  t = await createTestApp();
  calls = profileCalls(t);
  ana = await calls.owner('Ana Língua');
  const res = await calls.call('PUT', `/api/me/profiles/${ana.primary.id}`, ana.auth, {
    dateOfBirth: '1990-03-14',
    emergencyContacts: [{ name: 'Bruno Língua', phone: '(11) 91234-5678', relationship: 'Irmão' }],
    medicalInfo: { bloodType: 'A+', allergies: ['Penicilina'], medications: ['Losartana'], conditions: ['Asma'] },
    notes: 'Texto da dona, como digitado',
  });
  expect(res.statusCode, res.body).toBe(200);
  profile = res.json();
  slug = profile.page!.slug;
  const tag = await calls.tagOf(ana.user.id, CODE, profile.id);
  const lost = await t.app.services.lostMode.setLost(
    tag.id,
    { lost: true, message: 'Procuro a Ana', reward: false, showContacts: true },
    {
      id: ana.user.id,
      name: 'Teste',
      role: 'USER',
    },
  );
  expect(lost).toBeTruthy();
});
afterAll(async () => t.close());

describe('the language by header', () => {
  it('an English browser (en-US) reads /p in English, dates MM/DD/YYYY, <html lang="en-US">, Vary: Accept-Language', async () => {
    const res = await get(`/p/${slug}`, 'en-US,en;q=0.9');
    expect(res.statusCode).toBe(200);
    expect(htmlLang(res.body)).toBe('en-US');
    expect(varies(res.headers.vary)).toContain('accept-language');
    for (const text of [
      'Emergency contacts',
      'Call an ambulance (SAMU 192)',
      'Calls Brazil&#x27;s public ambulance service (SAMU): free, 24 hours a day.',
      'Medical information',
      'Blood type',
      'Allergies',
      'Medications',
      'Conditions',
      '<dt>Date of birth</dt><dd>03/14/1990</dd>',
      'MISSING',
      // A missing person's finder reaches the family (issue 43).
      'Contact the family',
    ])
      expect(res.body, text).toContain(text);
    // The owner's own words and the blood type as typed.
    expect(res.body).toContain('Texto da dona, como digitado');
    expect(res.body).toContain('<span class="blood">A+</span>');
    expect(res.body).toContain('Procuro a Ana');
    expect(res.body).not.toContain(PUBLIC_PAGE_TEXTS.callSamu);
    expect(res.body).not.toContain(PUBLIC_PAGE_TEXTS.emergencyContacts);
  });

  it('en-GB and es write the date of birth 14/03/1990', async () => {
    const british = await get(`/p/${slug}`, 'en-GB');
    expect(htmlLang(british.body)).toBe('en-GB');
    expect(british.body).toContain('<dt>Date of birth</dt><dd>14/03/1990</dd>');
    const spanish = await get(`/p/${slug}`, 'es-AR,es;q=0.9');
    expect(htmlLang(spanish.body)).toBe('es');
    expect(spanish.body).toContain('<dt>Fecha de nacimiento</dt><dd>14/03/1990</dd>');
    expect(spanish.body).toContain('Llamar a una ambulancia (SAMU 192)');
    expect(spanish.body).toContain('servicio público de ambulancias de Brasil');
  });

  it('q-values are respected: es;q=0.9 beats en;q=0.4 written first', async () => {
    const res = await get(`/p/${slug}`, 'en;q=0.4, es;q=0.9');
    expect(htmlLang(res.body)).toBe('es');
    expect(res.body).toContain('Contactos de emergencia');
  });

  it('an unknown language (fr, de) gets pt-BR, the same page as without the header', async () => {
    const french = await get(`/p/${slug}`, 'fr-FR, de;q=0.5');
    const none = await get(`/p/${slug}`);
    expect(htmlLang(french.body)).toBe('pt-BR');
    expect(french.body.replace(/\d+ visualizaç\S+/, '')).toBe(none.body.replace(/\d+ visualizaç\S+/, ''));
    expect(varies(none.headers.vary)).toContain('accept-language');
  });

  it('/t/{code} follows the header too, with Vary and <html lang>', async () => {
    const res = await get(`/t/${CODE}`, 'en-US');
    expect(res.statusCode).toBe(200);
    expect(htmlLang(res.body)).toBe('en-US');
    expect(varies(res.headers.vary)).toContain('accept-language');
    // A person's tag is their card (issue 41): the lost banner of a person, in English.
    expect(res.body).toContain('MISSING');
    expect(res.body).toContain('Contact the family');
    expect(res.body).toContain('<title>Tag LANG0001 · Ana Língua</title>');
  });

  it('the 404 panels of /p and /t speak the visitor language', async () => {
    const page = await get('/p/nao-existe-mesmo', 'en-US');
    expect(page.statusCode).toBe(404);
    expect(htmlLang(page.body)).toBe('en-US');
    expect(page.body).toContain('<h1>Not found</h1>');
    expect(page.body).toContain('Page not found or not active');
    expect(varies(page.headers.vary)).toContain('accept-language');
    const tag = await get('/t/NAOEXISTE9', 'es');
    expect(tag.statusCode).toBe(404);
    expect(tag.body).toContain('Etiqueta no encontrada.');
    expect(tag.body).toContain('Intentar de nuevo');
  });
});

describe('the language by link', () => {
  it('?lang=es wins over an English header; the switcher marks it and links every language', async () => {
    const res = await get(`/p/${slug}?lang=es`, 'en-US');
    expect(res.statusCode).toBe(200);
    expect(htmlLang(res.body)).toBe('es');
    expect(res.body).toContain('Contactos de emergencia');
    const switcher = SWITCHER.exec(res.body)?.[0] ?? '';
    expect(switcher).toContain(`href="/p/${slug}?lang=en"`);
    expect(switcher).toContain(`href="/p/${slug}?lang=pt-BR"`);
    expect(switcher).toContain(`<a href="/p/${slug}?lang=es" hrefLang="es" lang="es" aria-current="true">Español</a>`);
    expect(varies(res.headers.vary)).toContain('accept-language');
  });

  it('?lang=pt-BR on an English browser gives the pt-BR page; ?lang=xx is ignored', async () => {
    const pt = await get(`/p/${slug}?lang=pt-BR`, 'en-US');
    expect(htmlLang(pt.body)).toBe('pt-BR');
    expect(pt.body).toContain(PUBLIC_PAGE_TEXTS.callSamu);
    const unknown = await get(`/t/${CODE}?lang=xx`, 'en-GB');
    expect(htmlLang(unknown.body)).toBe('en-GB');
  });

  it('the PIN form keeps a linked language across its POST; a header language answers in it too', async () => {
    const pinSet = await calls.call('PUT', `/api/me/profiles/${profile.id}/pin`, ana.auth, { pin: PIN });
    expect(pinSet.statusCode).toBe(200);
    const put = await calls.call('PUT', `/api/me/profiles/${profile.id}`, ana.auth, {
      visibility: { medicalInfo: 'PIN' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const page = await get(`/p/${slug}?lang=es`);
    expect(page.body).toContain('Información protegida por PIN');
    expect(page.body).toContain(`action="/p/${slug}/pin?lang=es#pin"`);
    const wrong = await postForm(`/p/${slug}/pin?lang=es`, { pin: '0000' });
    expect(wrong.statusCode).toBe(400);
    expect(htmlLang(wrong.body)).toBe('es');
    expect(wrong.body).toContain('PIN incorrecto');
    const english = await postForm(`/p/${slug}/pin`, { pin: '0000' }, 'en-US');
    expect(english.statusCode).toBe(400);
    expect(english.body).toContain('Wrong PIN');
    expect(varies(english.headers.vary)).toContain('accept-language');
    const right = await postForm(`/p/${slug}/pin?lang=en`, { pin: PIN });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('<dt>Medications</dt><dd>Losartana</dd>');
    // The switcher of the answer points to the page, not to the form's address.
    expect(SWITCHER.exec(right.body)?.[0]).toContain(`href="/p/${slug}?lang=es"`);
    await calls.call('PUT', `/api/me/profiles/${profile.id}`, ana.auth, { visibility: { medicalInfo: 'PUBLIC' } });
  });

  it('the PIN lock says when to retry in Brasília time, the zone named in the visitor language', async () => {
    await calls.call('PUT', `/api/me/profiles/${profile.id}`, ana.auth, { visibility: { medicalInfo: 'PIN' } });
    let last = await postForm(`/p/${slug}/pin`, { pin: '1111' }, 'en-US');
    for (let tries = 0; tries < 8 && last.statusCode !== 429; tries++)
      last = await postForm(`/p/${slug}/pin`, { pin: '1111' }, 'en-US');
    expect(last.statusCode).toBe(429);
    expect(last.body).toMatch(
      /This profile&#x27;s PIN is locked: try again at \d{1,2}:\d{2}\s[AP]M Brasilia Standard Time\./,
    );
    const spanish = await postForm(`/p/${slug}/pin?lang=es`, { pin: '1111' });
    expect(spanish.statusCode).toBe(429);
    expect(spanish.body).toMatch(/inténtelo de nuevo a las \d{1,2}:\d{2} hora estándar de Brasilia\./);
    await calls.call('PUT', `/api/me/profiles/${profile.id}`, ana.auth, { visibility: { medicalInfo: 'PUBLIC' } });
  });

  it("the finder's form keeps the language: its errors (English, Spanish) and the confirmation page", async () => {
    const page = await get(`/t/${CODE}?lang=en`);
    expect(page.body).toContain(`action="/t/${CODE}/contato?lang=en#falar"`);
    const empty = await postForm(`/t/${CODE}/contato?lang=en`, { message: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(htmlLang(empty.body)).toBe('en-US');
    expect(empty.body).toContain('Your message');
    expect(empty.body).toContain('Write a message to the owner.');
    expect(empty.body).not.toContain('Escreva uma mensagem para o dono.');
    const far = await postForm(`/t/${CODE}/contato`, { message: 'Achei', lat: '123' }, 'es');
    expect(far.statusCode).toBe(400);
    expect(far.body).toContain('Ubicación no válida.');
    const sent = await postForm(`/p/${slug}/contato`, { message: 'Found her bracelet' }, 'es');
    expect(sent.statusCode).toBe(200);
    expect(htmlLang(sent.body)).toBe('es');
    expect(sent.body).toContain('¡Mensaje enviado! El dueño fue avisado.');
    expect(sent.body).toContain('Volver a la página');
  });
});

describe('pt-BR stays as it was', () => {
  it("the pt-BR page is, but for the switcher, the page rendered as before (no language given), the spec's texts to the letter", async () => {
    const res = await get(`/p/${slug}`, 'pt-BR,pt;q=0.9');
    expect(htmlLang(res.body)).toBe('pt-BR');
    const result = await t.app.services.publicPages.publicPage(slug);
    if (result?.kind !== 'page') throw new Error('no page');
    const before = publicPageHtml(result.view, result.allowIndexing).toString();
    const withoutViews = (html: string) => html.replace(/\d+ visualizaç\S+/, '');
    expect(withoutViews(res.body.replace(SWITCHER, ''))).toBe(withoutViews(before));
    for (const text of [
      PUBLIC_PAGE_TEXTS.emergencyContacts,
      'Ligar 192 (SAMU)',
      PUBLIC_PAGE_TEXTS.medicalInfo,
      '<dt>Data de nascimento</dt><dd>14/03/1990</dd>',
      '<dt>Tipo sanguíneo</dt>',
      'PROCURA-SE',
      'Falar com a família',
    ])
      expect(res.body, text).toContain(text);
    expect(res.body).not.toContain('class="samu-hint');
  });
});

describe('the size budget', () => {
  it('the fullest demo card stays within 14 KB gzip in every language', async () => {
    await seedDemo(t.app.services, t.database.db);
    const slugs = (await t.database.db.query.pages.findMany({ columns: { slug: true } })).map((row) => row.slug);
    let fullest = { slug: '', length: 0 };
    for (const candidate of slugs) {
      const res = await get(`/p/${candidate}`);
      if (res.statusCode === 200 && res.body.length > fullest.length)
        fullest = { slug: candidate, length: res.body.length };
    }
    expect(fullest.length).toBeGreaterThan(5000);
    for (const lang of ['pt-BR', 'en', 'es']) {
      const res = await get(`/p/${fullest.slug}?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(gzipSync(Buffer.from(res.body), { level: 9 }).length, `${fullest.slug} ${lang}`).toBeLessThanOrEqual(
        14 * 1024,
      );
    }
  }, 120_000);
});
