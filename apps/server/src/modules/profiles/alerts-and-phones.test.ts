import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRITICAL_ALERT_TEXTS, PHONE_TEXTS, type AccountProfile } from '@portal/shared';
import { tags } from '../../db/tables/tags.js';
import { lostTestKit } from '../../testing/lost-mode.js';
import { profileCalls } from '../../testing/profiles.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let calls: ReturnType<typeof profileCalls>;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
const browser = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1' };
const waText = (name: string) => encodeURIComponent(`Olá, estou com ${name}. Vi seu contato na ficha de emergência.`);

beforeAll(async () => {
  t = await createTestApp();
  calls = profileCalls(t);
  admin = await t.createUser('ADMIN', { name: 'Chefe Alertas' });
});
afterAll(async () => t.close());

describe('critical alerts (issue 41, item 2)', () => {
  it('PUT /api/me/profiles/{id} keeps up to three, trimmed, empty ones dropped, and answers them', async () => {
    const ana = await calls.owner('Ana Alerta');
    const res = await calls.call('PUT', `/api/me/profiles/${ana.primary.id}`, ana.auth, {
      criticalAlerts: ['  Anticoagulado (varfarina) ', '', 'Diabetes tipo 1', '   '],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().criticalAlerts).toEqual(['Anticoagulado (varfarina)', 'Diabetes tipo 1']);
    // Not sent: left as it is.
    const again = await calls.call('PUT', `/api/me/profiles/${ana.primary.id}`, ana.auth, { notes: 'x' });
    expect(again.json().criticalAlerts).toEqual(['Anticoagulado (varfarina)', 'Diabetes tipo 1']);
  });

  it('four alerts or one over 60 characters: 400 with the pt-BR message; 60 are accepted', async () => {
    const bia = await calls.owner('Bia Alerta');
    const four = await calls.call('PUT', `/api/me/profiles/${bia.primary.id}`, bia.auth, {
      criticalAlerts: ['a', 'b', 'c', 'd'],
    });
    expect(four.statusCode).toBe(400);
    expect(four.json()).toMatchObject({ message: 'No máximo 3 alertas críticos.', field: 'criticalAlerts' });
    const long = await calls.call('PUT', `/api/me/profiles/${bia.primary.id}`, bia.auth, {
      criticalAlerts: ['ok', 'x'.repeat(61)],
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(CRITICAL_ALERT_TEXTS.tooLong);
    const sixty = await calls.call('PUT', `/api/me/profiles/${bia.primary.id}`, bia.auth, {
      criticalAlerts: ['x'.repeat(60)],
    });
    expect(sixty.statusCode).toBe(200);
  });

  it('their level follows the medical info until set; visibility.criticalAlerts answers and applies on /p', async () => {
    const caio = await calls.owner('Caio Alerta');
    const id = caio.primary.id;
    const put = await calls.call('PUT', `/api/me/profiles/${id}`, caio.auth, {
      criticalAlerts: ['Alergia grave: penicilina'],
      isMedicalInfoPublic: false,
    });
    const saved: AccountProfile = put.json();
    expect(saved.visibility.criticalAlerts).toBe('PRIVATE');
    const slug = saved.page!.slug;
    const hidden = await t.app.inject({ method: 'GET', url: `/p/${slug}`, headers: browser });
    expect(hidden.body).not.toContain('Alergia grave: penicilina');

    const open = await calls.call('PUT', `/api/me/profiles/${id}`, caio.auth, {
      visibility: { criticalAlerts: 'PUBLIC' },
    });
    expect(open.json().visibility).toMatchObject({ criticalAlerts: 'PUBLIC', medicalInfo: 'PRIVATE' });
    const page = await t.app.inject({ method: 'GET', url: `/p/${slug}`, headers: browser });
    expect(page.body).toContain('<li>Alergia grave: penicilina</li>');
    // First: before the 192 button and the contacts.
    expect(page.body.indexOf('Alergia grave: penicilina')).toBeLessThan(page.body.indexOf('href="tel:192"'));
    expect(page.body).toContain('href="tel:193"');
    const json = await t.app.inject({ method: 'GET', url: `/api/public/profile/${slug}` });
    expect(json.json().profile).toMatchObject({ criticalAlerts: ['Alergia grave: penicilina'], medicalInfo: null });
  });

  it('the admin writes and reads them on the client routes', async () => {
    const dora = await calls.owner('Dora Alerta');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/clients/${dora.primary.id}`,
      headers: admin.auth,
      payload: { criticalAlerts: ['Epilepsia'], visibility: { criticalAlerts: 'PRIVATE' } },
    });
    expect(patch.statusCode).toBe(200);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/clients/${dora.primary.id}`,
      headers: admin.auth,
    });
    expect(detail.json()).toMatchObject({ criticalAlerts: ['Epilepsia'], visibility: { criticalAlerts: 'PRIVATE' } });
  });
});

describe('phones in E.164 and WhatsApp (issue 41, item 3)', () => {
  it('a contact typed the Brazilian way is kept and answered in E.164; the card shows it friendly with tel: and wa.me', async () => {
    const eva = await calls.owner('Eva Zap');
    const put = await calls.call('PUT', `/api/me/profiles/${eva.primary.id}`, eva.auth, {
      emergencyContacts: [
        { name: 'Rui', phone: '(21) 99999-0000', relationship: 'Irmão', whatsapp: true },
        { name: 'Lia', phone: '+44 20 7946 0000', relationship: 'Amiga' },
      ],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().emergencyContacts).toEqual([
      { name: 'Rui', phone: '+5521999990000', relationship: 'Irmão', whatsapp: true },
      { name: 'Lia', phone: '+442079460000', relationship: 'Amiga', whatsapp: false },
    ]);
    const page = await t.app.inject({ method: 'GET', url: `/p/${put.json().page.slug}`, headers: browser });
    expect(page.body).toContain('<span>(21) 99999-0000</span>');
    expect(page.body).toContain('href="tel:+5521999990000"');
    expect(page.body).toContain(`href="https://wa.me/5521999990000?text=${waText('Eva Zap')}"`);
    // Only the contact marked 'Tem WhatsApp' gets the button.
    expect(page.body.match(/https:\/\/wa\.me\//g)).toHaveLength(1);
  });

  it('the link speaks the visitor’s language', async () => {
    const fia = await calls.owner('Fia Zap');
    const put = await calls.call('PUT', `/api/me/profiles/${fia.primary.id}`, fia.auth, {
      emergencyContacts: [{ name: 'Rui', phone: '21999990000', relationship: 'Irmão', whatsapp: true }],
    });
    const page = await t.app.inject({ method: 'GET', url: `/p/${put.json().page.slug}?lang=en`, headers: browser });
    expect(page.body).toContain(
      `https://wa.me/5521999990000?text=${encodeURIComponent('Hello, I am with Fia Zap. I saw your contact on the emergency card.')}`,
    );
  });

  it('a number that cannot be Brazilian or international: 400 with the pt-BR message', async () => {
    const gil = await calls.owner('Gil Zap');
    const res = await calls.call('PUT', `/api/me/profiles/${gil.primary.id}`, gil.auth, {
      emergencyContacts: [{ name: 'Rui', phone: '9999-0000', relationship: 'Irmão' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: PHONE_TEXTS.unreadable, field: 'emergencyContacts.0.phone' });
  });

  it('a lost pet with hidden contacts keeps the finder’s form only: no WhatsApp link, no number', async () => {
    const owner = await t.createUser('USER', { name: 'Tutora Zap' });
    const { tag, profile } = await lostTestKit(t).tagWithProfile(owner.user.id, 'Rex', 'PET', {
      profile: {
        emergencyContacts: [{ name: 'Tutora', phone: '+5521988887777', relationship: 'Tutora', whatsapp: true }],
      },
    });
    await t.database.db.update(tags).set({ status: 'LOST', lostShowContacts: false }).where(eq(tags.id, tag.id));
    const lostPage = await t.app.inject({ method: 'GET', url: `/t/${tag.code}`, headers: browser });
    expect(lostPage.statusCode).toBe(200);
    expect(lostPage.body).toContain('action="/t/');
    expect(lostPage.body).not.toContain('wa.me');
    expect(lostPage.body).not.toContain('988887777');
    // Shown again when the owner shows the contacts while lost.
    await t.database.db.update(tags).set({ lostShowContacts: true }).where(eq(tags.id, tag.id));
    const shown = await t.app.inject({ method: 'GET', url: `/t/${tag.code}`, headers: browser });
    expect(shown.body).toContain('https://wa.me/5521988887777');
    expect(profile.kind).toBe('PET');
  });
});
