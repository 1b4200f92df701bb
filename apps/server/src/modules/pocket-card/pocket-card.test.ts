import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POCKET_CARD_TEXTS, PROFILE_TEXTS, type AccountProfile, type CreateProfileRequestBody } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { profileCalls } from '../../testing/profiles.js';

const run = promisify(execFile);
let t: TestApp;
let calls: ReturnType<typeof profileCalls>;
let owner: Awaited<ReturnType<ReturnType<typeof profileCalls>['owner']>>;
let other: Awaited<ReturnType<TestApp['createUser']>>;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let work: string;

const MARIA: CreateProfileRequestBody = {
  name: 'Maria da Conceição Araújo',
  kind: 'PERSON',
  emergencyContacts: [
    { name: 'João Araújo', relationship: 'Marido', phone: '(11) 98888-7777' },
    { name: 'Ana Araújo', relationship: 'Filha', phone: '(11) 97777-6666' },
    { name: 'Pedro Lima', relationship: 'Vizinho', phone: '(11) 96666-5555' },
  ],
  medicalInfo: { bloodType: 'AB-', allergies: ['Penicilina', 'Dipirona'], medications: ['Losartana'] },
};

beforeAll(async () => {
  t = await createTestApp();
  calls = profileCalls(t);
  owner = await calls.owner('Dona da Conta');
  other = await t.createUser('USER');
  admin = await t.createUser('ADMIN');
  work = mkdtempSync(path.join(tmpdir(), 'pocket-card-test-'));
});
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await t.close();
});

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const profileOf = (body: Partial<CreateProfileRequestBody> = {}) => calls.createMine(owner.auth, { ...MARIA, ...body });

/** The PDF's text (pdftotext), page count and page size (pdfinfo). */
async function readPdf(pdf: Buffer, name: string): Promise<{ text: string; pages: number; size: string }> {
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  const { stdout: text } = await run('pdftotext', [file, '-']);
  const { stdout: info } = await run('pdfinfo', [file]);
  return {
    text: text.replace(/\s+/g, ' '),
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
    size: /Page size:\s+(.+)/.exec(info)?.[1]?.trim() ?? '',
  };
}

/** The PNG's size and the QR code jsQR reads in it. */
async function readPng(png: Buffer): Promise<{ width: number; height: number; qr: string | null }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return { width: info.width, height: info.height, qr: code?.data ?? null };
}

const publicUrlOf = (profile: AccountProfile) => profile.page!.publicUrl;

describe('GET /api/me/profiles/:id/lockscreen.png', () => {
  it("is a PNG of the iPhone's size by default whose QR code opens the profile's public page", async () => {
    const profile = await profileOf();

    const res = await get(`/api/me/profiles/${profile.id}/lockscreen.png`, owner.auth);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${POCKET_CARD_TEXTS.fileName(profile.page!.slug, 'png')}"`,
    );
    const png = await readPng(res.rawPayload);
    expect({ width: png.width, height: png.height }).toEqual({ width: 1170, height: 2532 });
    expect(png.qr).toBe(publicUrlOf(profile));
    expect(png.qr).toMatch(/\/p\/maria-da-conceicao-araujo/);
  });

  it.each([
    [600, 1000],
    [750, 1334],
    [2000, 4000],
  ])('is exactly %i x %i pixels when asked, its QR code still readable', async (w, h) => {
    const profile = await profileOf({ name: `Maria ${w}` });

    const res = await get(`/api/me/profiles/${profile.id}/lockscreen.png?w=${w}&h=${h}`, owner.auth);

    expect(res.statusCode).toBe(200);
    const png = await readPng(res.rawPayload);
    expect([png.width, png.height]).toEqual([w, h]);
    expect(png.qr).toBe(publicUrlOf(profile));
  });

  it.each([
    ['w=599&h=1334'],
    ['w=2001&h=2532'],
    ['w=1170&h=999'],
    ['w=1170&h=4001'],
    ['w=abc&h=2532'],
    ['w=1170.5&h=2532'],
  ])('refuses a size outside 600x1000 to 2000x4000 (%s) with 400 and the pt-BR text', async (query) => {
    const profile = await profileOf({ name: 'Maria Tamanho' });

    const res = await get(`/api/me/profiles/${profile.id}/lockscreen.png?${query}`, owner.auth);

    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(POCKET_CARD_TEXTS.invalidSize);
  });

  it('refuses a section to include that does not exist (400)', async () => {
    const profile = await profileOf({ name: 'Maria Seções' });

    const res = await get(`/api/me/profiles/${profile.id}/lockscreen.png?include=medicalInfo,senha`, owner.auth);

    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(POCKET_CARD_TEXTS.invalidInclude);
  });
});

describe('GET /api/me/profiles/:id/card.pdf', () => {
  it('is one A4 page holding the name, the blood type, the allergies and two of the contacts', async () => {
    const profile = await profileOf();

    const res = await get(`/api/me/profiles/${profile.id}/card.pdf`, owner.auth);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(res.rawPayload, `card-${profile.id}`);
    expect(pdf.pages).toBe(1);
    expect(pdf.size).toContain('(A4)');
    for (const expected of [
      'Maria da Conceição Araújo',
      'Tipo sanguíneo',
      'AB-',
      'Penicilina, Dipirona',
      'João Araújo (Marido)',
      '(11) 98888-7777',
      'Ana Araújo (Filha)',
      POCKET_CARD_TEXTS.scanHint,
      'Losartana',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    // Up to two contacts: the third stays on the public page.
    expect(pdf.text).not.toContain('Pedro Lima');
  });

  it('leaves out what the public page hides, unless the owner ticks it for this print', async () => {
    const profile = await profileOf({
      name: 'Lívia Reservada',
      isMedicalInfoPublic: false,
      isContactsPublic: false,
    });

    const hidden = await readPdf((await get(`/api/me/profiles/${profile.id}/card.pdf`, owner.auth)).rawPayload, 'h');
    const medical = await readPdf(
      (await get(`/api/me/profiles/${profile.id}/card.pdf?include=medicalInfo`, owner.auth)).rawPayload,
      'm',
    );
    const both = await readPdf(
      (await get(`/api/me/profiles/${profile.id}/card.pdf?include=medicalInfo,contacts`, owner.auth)).rawPayload,
      'b',
    );

    expect(hidden.text).toContain('Lívia Reservada');
    for (const secret of ['AB-', 'Penicilina', 'Losartana', 'João Araújo', '98888-7777']) {
      expect(hidden.text).not.toContain(secret);
    }
    expect(medical.text).toContain('AB-');
    expect(medical.text).toContain('Penicilina');
    expect(medical.text).not.toContain('João Araújo');
    expect(both.text).toContain('João Araújo');
    expect(both.text).toContain('(11) 98888-7777');
  });

  it('prints the critical alerts first when a visitor sees them, or when ticked (include=criticalAlerts; issue 41)', async () => {
    const profile = await profileOf({
      name: 'Rita Alertas',
      criticalAlerts: ['Anticoagulado (varfarina)'],
      isMedicalInfoPublic: false,
    });
    const hidden = await readPdf((await get(`/api/me/profiles/${profile.id}/card.pdf`, owner.auth)).rawPayload, 'ah');
    const ticked = await readPdf(
      (await get(`/api/me/profiles/${profile.id}/card.pdf?include=criticalAlerts`, owner.auth)).rawPayload,
      'at',
    );
    expect(hidden.text).not.toContain('Anticoagulado');
    expect(ticked.text).toContain('Anticoagulado (varfarina)');
    expect(ticked.text).not.toContain('Penicilina');
    // Before the contacts on the front.
    expect(ticked.text.indexOf('Anticoagulado')).toBeLessThan(ticked.text.indexOf('CONTATOS DE EMERGÊNCIA'));
    const png = await get(`/api/me/profiles/${profile.id}/lockscreen.png?include=criticalAlerts`, owner.auth);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('prints no name when the name is private and not ticked; the QR code still prints', async () => {
    const profile = await profileOf({ name: 'Nome Escondido', isNamePublic: false });

    const plain = await readPdf((await get(`/api/me/profiles/${profile.id}/card.pdf`, owner.auth)).rawPayload, 'n');
    const ticked = await readPdf(
      (await get(`/api/me/profiles/${profile.id}/card.pdf?include=personal`, owner.auth)).rawPayload,
      'np',
    );

    expect(plain.text).not.toContain('Nome Escondido');
    expect(plain.text).toContain('AB-');
    expect(ticked.text).toContain('Nome Escondido');
  });

  it("prints a pet's card with its tutor's contacts", async () => {
    const pet = await calls.createMine(owner.auth, {
      name: 'Thor',
      kind: 'PET',
      emergencyContacts: [{ name: 'Carla Tutora', relationship: 'Tutora', phone: '(21) 95555-4444' }],
    });

    const pdf = await readPdf((await get(`/api/me/profiles/${pet.id}/card.pdf`, owner.auth)).rawPayload, 'pet');

    expect(pdf.text).toContain('Thor');
    expect(pdf.text).toContain('CONTATOS DO TUTOR');
    expect(pdf.text).toContain('(21) 95555-4444');
    expect(pdf.text).toContain(POCKET_CARD_TEXTS.petScanHint);
  });

  it('refuses equipment (400) and a profile whose page is off (409), each with its text', async () => {
    const equipment = await calls.createMine(owner.auth, { name: 'Desfibrilador', kind: 'EQUIPMENT' });
    const off = await profileOf({ name: 'Página Desligada' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/pages/${off.page!.id}/status`,
      headers: admin.auth,
      payload: { isActive: false },
    });

    const card = await get(`/api/me/profiles/${equipment.id}/card.pdf`, owner.auth);
    const wallpaper = await get(`/api/me/profiles/${equipment.id}/lockscreen.png`, owner.auth);
    const inactive = await get(`/api/me/profiles/${off.id}/lockscreen.png`, owner.auth);

    expect(card.statusCode).toBe(400);
    expect(card.json()).toMatchObject({ code: 'KIND_NOT_SUPPORTED', message: POCKET_CARD_TEXTS.equipmentNotSupported });
    expect(wallpaper.statusCode).toBe(400);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toMatchObject({ code: 'PAGE_INACTIVE', message: POCKET_CARD_TEXTS.noPage });
  });
});

describe('who may print', () => {
  it("answers another user's profile as missing (404), a missing one 404 and an anonymous call 401", async () => {
    const profile = await profileOf({ name: 'Maria Alheia' });

    for (const file of ['lockscreen.png', 'card.pdf']) {
      const foreign = await get(`/api/me/profiles/${profile.id}/${file}`, other.auth);
      const missing = await get(`/api/me/profiles/00000000-0000-4000-8000-000000000000/${file}`, owner.auth);
      const anonymous = await get(`/api/me/profiles/${profile.id}/${file}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'PROFILE_NOT_FOUND', message: PROFILE_TEXTS.notFound });
      expect(missing.statusCode).toBe(404);
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it("gives an admin any client's wallpaper and card under /admin/clients/{id}; a user there gets 403", async () => {
    const profile = await profileOf({ name: 'Maria do Admin' });

    const png = await get(`/api/admin/clients/${profile.id}/lockscreen.png?w=1080&h=2340`, admin.auth);
    const pdf = await get(`/api/admin/clients/${profile.id}/card.pdf?include=contacts`, admin.auth);
    const asUser = await get(`/api/admin/clients/${profile.id}/card.pdf`, owner.auth);
    const onOwnerRoute = await get(`/api/me/profiles/${profile.id}/card.pdf`, admin.auth);

    expect(png.statusCode).toBe(200);
    const image = await readPng(png.rawPayload);
    expect([image.width, image.height]).toEqual([1080, 2340]);
    expect(image.qr).toBe(publicUrlOf(profile));
    expect(pdf.statusCode).toBe(200);
    expect((await readPdf(pdf.rawPayload, 'admin')).text).toContain('Maria do Admin');
    expect(asUser.statusCode).toBe(403);
    expect(onOwnerRoute.statusCode).toBe(403);
  });

  it("an admin's print of hidden sections ticked in include= is a row of the owner's access log (issue 40)", async () => {
    const profile = await profileOf({ name: 'Lia Registrada', isMedicalInfoPublic: false, isContactsPublic: false });
    const logOf = async () => (await get('/api/me/access-log', owner.auth)).json();
    const before = (await logOf()).pagination.total;
    const admin200 = async (url: string) => expect((await get(url, admin.auth)).statusCode).toBe(200);

    // What the public page shows anyway, and the owner's own prints, read nothing private.
    await admin200(`/api/admin/clients/${profile.id}/card.pdf`);
    await admin200(`/api/admin/clients/${profile.id}/lockscreen.png?include=personal`);
    expect((await get(`/api/me/profiles/${profile.id}/card.pdf?include=medicalInfo`, owner.auth)).statusCode).toBe(200);
    expect((await logOf()).pagination.total).toBe(before);

    await admin200(`/api/admin/clients/${profile.id}/card.pdf?include=medicalInfo`);
    await admin200(`/api/admin/clients/${profile.id}/lockscreen.png?include=medicalInfo,contacts`);
    const log = await logOf();
    expect(log.pagination.total).toBe(before + 2);
    // Within the access log's window a section read again is not a second row (issue 43): the second print adds
    // only the contacts.
    expect(log.entries.slice(0, 2).map((entry: { sections: string[] }) => entry.sections)).toEqual([
      ['CONTACTS'],
      ['MEDICAL'],
    ]);
    expect(log.entries[0]).toMatchObject({ actor: { id: admin.user.id, role: 'ADMIN' }, profile: { id: profile.id } });
  });
});
