import { sql } from 'drizzle-orm';
import { LOST_TEXTS, PUBLIC_PAGE_TEXTS, VISIBILITY_SECTIONS, type AccountProfile } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { openPostgres } from '../../db/client.js';
import { createClient } from '../../testing/clients.js';
import { databaseUrl } from '../../testing/database-template.js';
import { profileCalls } from '../../testing/profiles.js';
import { tagTestKit } from '../../testing/tags.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Issue 27: a scan page never shows stale emergency data. Each page is read twice before a change (anything that
 * kept an answer would keep it by then), then once right after it: the new data is there, on this instance and,
 * on PostgreSQL, on a second instance sharing the database.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let tags: ReturnType<typeof tagTestKit>;
let seq = 0;
const actor = () => ({ id: admin.user.id, name: 'Admin', role: 'ADMIN' as const });
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://portal.exemplo.com.br', publicUrlConfigured: true });
  admin = await t.createUser('ADMIN', { name: 'Admin' });
  tags = tagTestKit(t);
});
afterAll(async () => t.close());

const get = async (app: TestApp['app'], url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, ...headers } });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** Reads the page twice, as a busy page is, so that whatever could be remembered is. */
const readTwice = async (url: string, headers: Record<string, string> = {}) => {
  await get(t.app, url, headers);
  return get(t.app, url, headers);
};
const person = async (slug: string) => {
  seq += 1;
  return createClient(t, admin, `fresco${seq}@publico.com`, {
    name: 'Rosa Fresca',
    publicPageSlug: slug,
    emergencyContacts: [{ name: 'Caio Fresco', phone: '(11) 98765-4321', relationship: 'Filho' }],
    medicalInfo: { bloodType: 'O-', allergies: ['Dipirona'], medications: [], conditions: [] },
  });
};
const patchClient = async (app: TestApp['app'], profileId: string, payload: object) => {
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/admin/clients/${profileId}`,
    headers: admin.auth,
    payload,
  });
  expect(res.statusCode).toBe(200);
};

/** A tag made and linked to the account (its primary profile), as an admin does. */
const linkedTag = async (userId: string, input: Parameters<typeof tags.makeTag>[0]) => {
  const tag = await tags.makeTag(input);
  await tags.assignTo(tag.id, userId);
  return tag;
};

describe('the scan page changes the instant its data does', () => {
  it('profile fields (an allergy, the blood type, the name) show at once on /p and on /t', async () => {
    const created = await person('rosa-alergia');
    await linkedTag(created.user.id, { code: 'FRES0001', type: 'B2C' });
    expect(await readTwice('/p/rosa-alergia')).toContain('Dipirona');
    // A person's tag is their card (issue 41): the same fields as /p, the name in the tag's title.
    const scan = await readTwice('/t/FRES0001');
    expect(scan).toContain('Dipirona');
    expect(scan).toContain('<title>Tag FRES0001 · Rosa Fresca</title>');

    await patchClient(t.app, created.profile.id, {
      name: 'Rosa Renovada',
      medicalInfo: { bloodType: 'AB+', allergies: ['Penicilina'], medications: [], conditions: [] },
    });
    const page = await get(t.app, '/p/rosa-alergia');
    expect(page).toContain('Penicilina');
    expect(page).toContain('<span class="blood">AB+</span>');
    expect(page).not.toContain('Dipirona');
    const rescan = await get(t.app, '/t/FRES0001');
    expect(rescan).toContain('Penicilina');
    expect(rescan).toContain('<title>Tag FRES0001 · Rosa Renovada</title>');
  });

  it("the page's own title and an emergency contact's phone show at once", async () => {
    const created = await person('rosa-titulo');
    expect(await readTwice('/p/rosa-titulo')).toContain('href="tel:+5511987654321"');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/pages/${created.profile.page.id}`,
      headers: admin.auth,
      payload: { title: 'Rosa — cartão novo', slug: 'rosa-titulo' },
    });
    expect(put.statusCode).toBe(200);
    expect(await get(t.app, '/p/rosa-titulo')).toContain('<h1>Rosa — cartão novo</h1>');

    await patchClient(t.app, created.profile.id, {
      emergencyContacts: [{ name: 'Caio Fresco', phone: '(21) 91234-5678', relationship: 'Filho' }],
    });
    const html = await get(t.app, '/p/rosa-titulo');
    expect(html).toContain('href="tel:+5521912345678"');
    expect(html).not.toContain('href="tel:+5511987654321"');
  });

  it('the tag turning LOST, its contacts shown again, and back to ACTIVE: each at once', async () => {
    const created = await person('rosa-perdida');
    const tag = await linkedTag(created.user.id, { code: 'FRES0002', type: 'B2C' });
    // A person's tag is their card (issue 41): a LOST one opens with the person's lost banner.
    expect(await readTwice('/t/FRES0002')).not.toContain(LOST_TEXTS.bannerPerson);

    await t.app.services.tags.setStatus(tag.id, 'LOST', actor());
    const lost = await get(t.app, '/t/FRES0002');
    expect(lost).toContain(LOST_TEXTS.bannerPerson);
    expect(lost).not.toContain('href="tel:+5511987654321"');

    await t.app.services.lostMode.setLost(tag.id, { lost: true, showContacts: true }, actor());
    expect(await get(t.app, '/t/FRES0002')).toContain('href="tel:+5511987654321"');

    await t.app.services.tags.setStatus(tag.id, 'ACTIVE', actor());
    expect(await get(t.app, '/t/FRES0002')).not.toContain(LOST_TEXTS.bannerPerson);
  });

  it("a new maintenance record is on the equipment tag's service log at once", async () => {
    const created = await person('rosa-equipamento');
    const tag = await linkedTag(created.user.id, { code: 'FRES0003', type: 'B2B' });
    expect(await readTwice('/t/FRES0003')).not.toContain('05/12/2025');

    await t.app.services.maintenance.createRecord(
      tag.id,
      { performedAt: '2025-12-05', type: 'CORRETIVA', description: 'Troca do lacre', outcome: 'OUT_OF_SERVICE' },
      { id: admin.user.id, role: 'ADMIN', name: 'Admin' },
    );
    expect(await get(t.app, '/t/FRES0003')).toContain(
      '<tr><td><time dateTime="2025-12-05">05/12/2025</time></td><td>Corretiva</td><td><span class="badge red">Fora de serviço</span></td></tr>',
    );
  });

  it('a section moved behind the PIN leaves the page at once, and comes back when made public again', async () => {
    const calls = profileCalls(t);
    const owner = await calls.owner('Rosa Pin');
    const put = (body: object) => calls.call('PUT', `/api/me/profiles/${owner.primary.id}`, owner.auth, body);
    const saved = await put({ medicalInfo: { bloodType: 'A+', medications: ['Losartana'] } });
    expect(saved.statusCode).toBe(200);
    const slug = (saved.json() as AccountProfile).page!.slug;
    expect(
      (await calls.call('PUT', `/api/me/profiles/${owner.primary.id}/pin`, owner.auth, { pin: '4821' })).statusCode,
    ).toBe(200);
    const everyone = Object.fromEntries(VISIBILITY_SECTIONS.map((section) => [section, 'PUBLIC']));
    expect(await readTwice(`/p/${slug}`)).toContain('Losartana');

    expect((await put({ visibility: { ...everyone, medicalInfo: 'PIN' } })).statusCode).toBe(200);
    const locked = await get(t.app, `/p/${slug}`);
    expect(locked).not.toContain('Losartana');
    expect(locked).toContain(PUBLIC_PAGE_TEXTS.pinProtected);

    expect((await put({ visibility: everyone })).statusCode).toBe(200);
    expect(await get(t.app, `/p/${slug}`)).toContain('Losartana');
  });

  it('a photo added, then removed, shows and goes at once', async () => {
    const created = await person('rosa-foto');
    const photos = (list: Array<{ id: string; url: string; isPublic: boolean }>) =>
      t.database.db.transaction((tx) => t.app.services.profiles.writePhotos(created.profile.id, list, tx));
    expect(await readTwice('/p/rosa-foto')).not.toContain('foto-fresca-1');
    await photos([{ id: 'foto-fresca-1', url: '/api/photos/foto-fresca-1?size=medium', isPublic: true }]);
    expect(await get(t.app, '/p/rosa-foto')).toContain('/api/photos/foto-fresca-1?size=medium');
    await photos([]);
    expect(await get(t.app, '/p/rosa-foto')).not.toContain('foto-fresca-1');
  });

  it("an equipment's next service date crossing today turns its banner to overdue at once (the pages' own clock)", async () => {
    const created = await person('rosa-servico');
    await linkedTag(created.user.id, {
      code: 'FRES0004',
      type: 'B2B',
      meta: { nextService: '2030-03-10' },
    });
    // Only Date is faked: the database's timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2030-03-10T23:59:00-03:00'));
      const dueToday = await readTwice('/t/FRES0004');
      expect(dueToday).toContain('Próxima manutenção em 10/03/2030');
      expect(dueToday).not.toContain('Manutenção vencida');
      // One minute later it is the 11th in Brasília: the same page, unchanged data, now overdue.
      vi.setSystemTime(new Date('2030-03-11T00:00:30-03:00'));
      expect(await get(t.app, '/t/FRES0004')).toContain('Manutenção vencida desde 10/03/2030');
    } finally {
      vi.useRealTimers();
    }
  });

  it("an equipment's page: its tag's status, its lost mode and its next service crossing today, each at once on /p", async () => {
    seq += 1;
    const created = await createClient(t, admin, `equipamento${seq}@publico.com`, {
      name: 'Extintor Fresco',
      kind: 'EQUIPMENT',
      publicPageSlug: 'extintor-fresco',
      emergencyContacts: [{ name: 'Brigada', phone: '(11) 98765-4321', relationship: 'Responsável' }],
    });
    const tag = await linkedTag(created.user.id, {
      code: 'FRES0005',
      type: 'B2B',
      meta: { nextService: '2030-03-10' },
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2030-03-10T23:59:00-03:00'));
      const dueToday = await readTwice('/p/extintor-fresco');
      expect(dueToday).toContain('Próxima manutenção em 10/03/2030');
      expect(dueToday).not.toContain('Manutenção vencida');
      vi.setSystemTime(new Date('2030-03-11T00:00:30-03:00'));
      expect(await readTwice('/p/extintor-fresco')).toContain('Manutenção vencida desde 10/03/2030');

      await t.app.services.tags.setStatus(tag.id, 'BROKEN', actor());
      const broken = await readTwice('/p/extintor-fresco');
      expect(broken).not.toContain('Manutenção vencida');
      expect(broken).toContain('Fora de serviço — não utilize');

      await t.app.services.tags.setStatus(tag.id, 'LOST', actor());
      const lost = await readTwice('/p/extintor-fresco');
      expect(lost).toContain('Este item foi reportado como perdido. Se você o encontrou, fale com o dono:');
      expect(lost).not.toContain('href="tel:+5511987654321"');
      await t.app.services.lostMode.setLost(tag.id, { lost: true, showContacts: true }, actor());
      expect(await get(t.app, '/p/extintor-fresco')).toContain('href="tel:+5511987654321"');
    } finally {
      vi.useRealTimers();
    }
  });

  it("the visitor's language: the same page in each language asked for, one right after the other", async () => {
    await person('rosa-idioma');
    expect(await readTwice('/p/rosa-idioma')).toContain('<html lang="pt-BR"');
    expect(await get(t.app, '/p/rosa-idioma', { 'accept-language': 'en-US,en;q=0.9' })).toContain('<html lang="en-US"');
    expect(await get(t.app, '/p/rosa-idioma?lang=es')).toContain('<html lang="es"');
    expect(await get(t.app, '/p/rosa-idioma')).toContain('<html lang="pt-BR"');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  it('a change written through one instance is on the page the other serves, at once', async () => {
    const result = (await t.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const second = openPostgres(databaseUrl(process.env.DATABASE_URL!, result.rows[0]!.name));
    const other = await buildApp({ config: t.config, database: second });
    try {
      await other.ready();
      const created = await person('rosa-duas');
      for (const app of [t.app, other]) {
        await get(app, '/p/rosa-duas');
        expect(await get(app, '/p/rosa-duas')).toContain('Dipirona');
      }
      await patchClient(t.app, created.profile.id, {
        medicalInfo: { bloodType: 'B-', allergies: ['Iodo'], medications: [], conditions: [] },
      });
      const seen = await get(other, '/p/rosa-duas');
      expect(seen).toContain('Iodo');
      expect(seen).not.toContain('Dipirona');
      // And the other way round.
      await patchClient(other, created.profile.id, {
        medicalInfo: { bloodType: 'B-', allergies: ['Látex'], medications: [], conditions: [] },
      });
      expect(await get(t.app, '/p/rosa-duas')).toContain('Látex');
    } finally {
      await other.close();
      await second.close();
    }
  });
});
