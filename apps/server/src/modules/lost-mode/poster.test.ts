import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOST_TEXTS } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { profiles } from '../../db/tables/profiles.js';
import { POSTER_TEXTS } from './poster.js';
import { lostTestKit, type SignedIn } from '../../testing/lost-mode.js';

const run = promisify(execFile);
let t: TestApp;
let kit: ReturnType<typeof lostTestKit>;
let owner: SignedIn;
let other: SignedIn;
let admin: SignedIn;
let work: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = lostTestKit(t);
  owner = await t.createUser('USER', { name: 'Marina Souza' });
  other = await t.createUser('USER', { name: 'Outra Pessoa' });
  admin = await t.createUser('ADMIN');
  work = mkdtempSync(path.join(tmpdir(), 'poster-test-'));
});
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await t.close();
});

/** A tag of the owner opening a new profile of this kind, with the owner's lost message set. */
const tagWithProfile = (name: string, kind: 'PET' | 'PERSON', lost: { message: string; reward: boolean }) =>
  kit.tagWithProfile(owner.user.id, name, kind, { lostMessage: lost.message, lostReward: lost.reward });

/** The PDF's text (pdftotext) and the QR code read from its first page rendered at 100 dpi (pdftoppm + jsQR). */
async function readPoster(pdf: Buffer, name: string): Promise<{ text: string; qr: string | null; pages: number }> {
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
  const { stdout: info } = await run('pdfinfo', [file]);
  await run('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', file, path.join(work, name)]);
  const png = readFileSync(path.join(work, `${name}-1.png`));
  const { data, info: raw } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), raw.width, raw.height);
  return { text: text.replace(/\s+/g, ' '), qr: code?.data ?? null, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
}

describe('GET /api/me/bracelets/:id/poster.pdf', () => {
  it('is a one-page A4 PDF whose QR code holds exactly the tag URL, with PERDIDO, the message and the reward', async () => {
    const message = 'Responde por Thor, é manso, tem medo de motos';
    const { tag, profile } = await tagWithProfile('Thor', 'PET', { message, reward: true });
    const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c2884f' } })
      .jpeg()
      .toBuffer();
    await t.app.services.photos.upload({ id: owner.user.id, role: 'USER' }, profile.id, {
      buffer: image,
      fileName: 'thor.jpg',
    });

    const res = await kit.get(`/api/me/bracelets/${tag.id}/poster.pdf`, owner);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="cartaz-${tag.code}.pdf"`);
    const poster = await readPoster(res.rawPayload, `pet-${tag.code}`);
    const url = `${t.config.publicUrl}/t/${tag.code}`;
    expect(poster.pages).toBe(1);
    expect(poster.qr).toBe(url);
    for (const expected of [LOST_TEXTS.bannerThing, 'Thor', message, LOST_TEXTS.reward, POSTER_TEXTS.scanHint, url]) {
      expect(poster.text).toContain(expected);
    }
    expect(poster.text).not.toContain(LOST_TEXTS.bannerPerson);
    expect(poster.text).toContain(tag.code);
  });

  it("says PROCURA-SE for a person's tag and hides the name when it is not public; no reward line without one", async () => {
    const { tag, profile } = await tagWithProfile('Lívia Andrade', 'PERSON', {
      message: 'Usa aparelho auditivo',
      reward: false,
    });
    await t.database.db.update(profiles).set({ isNamePublic: false }).where(eq(profiles.id, profile.id));

    const res = await kit.get(`/api/me/bracelets/${tag.code}/poster.pdf`, owner);

    expect(res.statusCode).toBe(200);
    const poster = await readPoster(res.rawPayload, `person-${tag.code}`);
    expect(poster.qr).toBe(`${t.config.publicUrl}/t/${tag.code}`);
    expect(poster.text).toContain(LOST_TEXTS.bannerPerson);
    expect(poster.text).toContain('Usa aparelho auditivo');
    expect(poster.text).not.toContain('Lívia');
    expect(poster.text).not.toContain(LOST_TEXTS.reward);
  });

  it("answers another user's tag as missing (404 TAG_NOT_FOUND, issue 21) and an anonymous request (401)", async () => {
    const { tag } = await tagWithProfile('Mel', 'PET', { message: 'Mel', reward: false });

    const foreign = await kit.get(`/api/me/bracelets/${tag.id}/poster.pdf`, other);
    const anonymous = await kit.get(`/api/me/bracelets/${tag.id}/poster.pdf`, null);

    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('TAG_NOT_FOUND');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/admin/bracelets/:id/poster.pdf', () => {
  it("gives an admin any tag's poster; a user gets 403 and a missing tag 404", async () => {
    const { tag } = await tagWithProfile('Bidu', 'PET', { message: 'Coleira azul', reward: false });

    const res = await kit.get(`/api/admin/bracelets/${tag.id}/poster.pdf`, admin);
    const asUser = await kit.get(`/api/admin/bracelets/${tag.id}/poster.pdf`, owner);
    const missing = await kit.get('/api/admin/bracelets/00000000-0000-4000-8000-000000000000/poster.pdf', admin);

    expect(res.statusCode).toBe(200);
    const poster = await readPoster(res.rawPayload, `admin-${tag.code}`);
    expect(poster.qr).toBe(`${t.config.publicUrl}/t/${tag.code}`);
    expect(poster.text).toContain('Coleira azul');
    expect(asUser.statusCode).toBe(403);
    expect(missing.statusCode).toBe(404);
  });
});
