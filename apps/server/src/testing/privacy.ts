import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Photo } from '@portal/shared';
import sharp from 'sharp';
import { expect } from 'vitest';
import { createSignedInClient } from './clients.js';
import { multipart } from './photos.js';
import { TEST_ACTOR } from './requests.js';
import type { TestApp } from './test-app.js';
import { ACCESS_LOG_WINDOW_MS } from '../modules/privacy/access-log.js';

/**
 * The access log's readings so far move back past its window (issue 43: a staff member's readings of a section are
 * one row within it): the next reading of the same sections is a row again.
 */
export const passAccessLogWindow = (t: TestApp) =>
  t.database.db.execute(
    sql`UPDATE access_log SET created_at = created_at - make_interval(secs => ${ACCESS_LOG_WINDOW_MS / 1000 + 60})`,
  );

/** A profile with something in each private section (medical info, contacts, address, notes). */
export const PRIVATE_FIELDS = {
  phone: '+5511988887777',
  // The phone as the API keeps it (E.164, issue 41), so what was sent is what is answered.
  emergencyContacts: [{ name: 'Marta Lima', phone: '+5511977776666', relationship: 'Irmã', whatsapp: false }],
  medicalInfo: { bloodType: 'O+', allergies: 'Penicilina' },
  address: { street: 'Rua das Flores', number: '12', city: 'Campinas', state: 'SP' },
  notes: 'Usa marca-passo.',
};

/**
 * The LGPD tests' owner: a client (created by the admin) with every private section filled, a second profile of
 * their own, a photo, a tag they hold (with a lost message) that was scanned, a page that was viewed, a message of
 * their own and a session. Everything through the API or the services an admin uses, as in real life.
 */
export function privacyKit(t: TestApp, admin: { auth: Record<string, string> }) {
  type Headers = Record<string, string>;
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function fullOwner(name: string) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}-${randomUUID().slice(0, 6)}@lgpd.com`;
    const client = await createSignedInClient(t, admin, email, { name, ...PRIVATE_FIELDS }, 'senha-do-dono-1');
    const owner = { ...client, password: 'senha-do-dono-1', email };
    const second = await send('POST', '/api/me/profiles', owner.auth, { name: `${name} (Rex)`, kind: 'PET' });
    expect(second.statusCode).toBe(201);
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c87828' } })
      .jpeg()
      .toBuffer();
    const body = multipart([{ name: 'retrato.jpg', content: image }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/me/photos/profiles/${client.profile.id}/upload`,
      headers: { ...owner.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const photo: Photo = uploaded.json().photo;
    const tag = await t.app.services.tags.createTag({ type: 'B2C', physicalType: 'NFC' }, TEST_ACTOR);
    await t.app.services.tags.assign(tag.id, { userId: client.user.id, conflictMode: 'BLOCK' }, TEST_ACTOR);
    const lost = await send('PATCH', `/api/me/bracelets/${tag.id}/lost`, owner.auth, {
      lost: true,
      message: `Ligue para ${name}`,
    });
    expect(lost.statusCode).toBe(200);
    // A phone's visit (no user agent reads as a bot, which is not counted).
    const phone = { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile/15E148', 'cf-ipcountry': 'BR' };
    expect((await send('GET', `/p/${client.profile.page.slug}`, phone)).statusCode).toBe(200);
    expect((await send('GET', `/t/${tag.code}`, phone)).statusCode).toBe(200);
    await t.app.services.analytics.flush();
    await t.app.services.messages.postMessage({
      toRole: 'USER',
      toUserId: client.user.id,
      title: 'Mensagem de quem achou',
      body: `Achei a tag de ${name}.`,
    });
    return { ...owner, secondProfileId: second.json().id as string, photo, tag };
  }

  return { send, fullOwner };
}
