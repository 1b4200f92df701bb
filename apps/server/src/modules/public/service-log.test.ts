import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_TEXTS, type CreateRecordRequest } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { TAG_ACTIONS_SCRIPT } from './tag-actions-script.js';

/**
 * Issue 12 on the public tag page: a B2B tag's service log (date, type, outcome; never the technicians' notes,
 * costs, durations or names) and one QR with role-based actions (a small external script asks the actions route
 * with the visitor's token; the route answers by role and ownership, never a 401).
 */
let t: TestApp;
type Account = Awaited<ReturnType<TestApp['createUser']>>;
let admin: Account;
let technician: Account;
let owner: Account;
let stranger: Account;
let tagId: string;
let b2cTagId: string;

// A browser's user agent: inject's own reads as a bot.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, ...headers } });

const SECRET_NOTES = 'Senha do quadro: 4321';
const SECRET_DESCRIPTION = 'Troca da válvula com peça usada';
const COST_CENTS = 987_654;

const record = (performedAt: string, fields: Partial<CreateRecordRequest> = {}): CreateRecordRequest => ({
  performedAt,
  type: 'PREVENTIVA',
  description: SECRET_DESCRIPTION,
  outcome: 'OK',
  durationMinutes: 47,
  costCents: COST_CENTS,
  internalNotes: SECRET_NOTES,
  ...fields,
});

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://portal.exemplo.com.br', publicUrlConfigured: true });
  admin = await t.createUser('ADMIN', { name: 'Admin' });
  technician = await t.createUser('TECHNICIAN', { name: 'Téo Técnico' });
  owner = await t.createUser('USER', { name: 'Olga Dona' });
  stranger = await t.createUser('USER', { name: 'Outra Pessoa' });
  const actor = { id: admin.user.id, name: 'Admin' };
  const tag = await t.app.services.tags.createTag(
    {
      code: 'LOG00001',
      type: 'B2B',
      physicalType: 'NFC',
      status: 'ACTIVE',
      meta: { serialNumber: 'SN-LOG', model: 'Extintor PQS 6 kg', nextService: '2027-01-10' },
    },
    actor,
  );
  tagId = tag.id;
  await t.app.services.tags.assign(tag.id, { userId: owner.user.id, conflictMode: 'BLOCK' }, actor);
  const b2c = await t.app.services.tags.createTag({ code: 'LOGB2C01', type: 'B2C', physicalType: 'NFC' }, actor);
  b2cTagId = b2c.id;
  await t.app.services.tags.assign(b2c.id, { userId: owner.user.id, conflictMode: 'BLOCK' }, actor);

  // Eleven services in a year, logged by the technician through the maintenance service: the page shows ten.
  const by = { id: technician.user.id, role: 'TECHNICIAN' as const, name: 'Téo Técnico' };
  for (let month = 1; month <= 8; month += 1) {
    await t.app.services.maintenance.createRecord(tagId, record(`2025-${String(month).padStart(2, '0')}-05`), by);
  }
  await t.app.services.maintenance.createRecord(
    tagId,
    record('2025-09-05', { type: 'INSPECAO', outcome: 'OUT_OF_SERVICE' }),
    by,
  );
  await t.app.services.maintenance.createRecord(
    tagId,
    record('2025-10-05', { type: 'CALIBRACAO', outcome: 'NEEDS_REPAIR' }),
    by,
  );
  await t.app.services.maintenance.createRecord(tagId, record('2025-11-05', { type: 'CORRETIVA' }), by);
});
afterAll(async () => t.close());

describe("/t/{code}: a B2B tag's service log", () => {
  it('shows the ten newest entries: date (dd/mm/aaaa), type and outcome with its tone', async () => {
    const res = await get('/t/log00001');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<h2>Manutenções</h2>');
    expect(html).toContain(
      '<tr><td><time dateTime="2025-11-05">05/11/2025</time></td><td>Corretiva</td><td><span class="badge green">OK</span></td></tr>',
    );
    expect(html).toContain('<td>Calibração</td><td><span class="badge yellow">Precisa de reparo</span></td>');
    expect(html).toContain('<td>Inspeção</td><td><span class="badge red">Fora de serviço</span></td>');
    expect(html.indexOf('05/11/2025')).toBeLessThan(html.indexOf('05/10/2025'));
    expect(html.match(/<time dateTime=/g)).toHaveLength(10);
    // The oldest of the eleven is past the ten shown.
    expect(html).not.toContain('05/01/2025');
    // Status and next maintenance stay as the meta says.
    expect(html).toContain('10/01/2027');
  });

  it("never shows the records' internal notes, descriptions, costs, durations or technician, on the page or the JSON", async () => {
    const html = (await get('/t/LOG00001')).body;
    const json = (await get('/api/public/tag/LOG00001')).json();
    expect(json.serviceLog).toHaveLength(10);
    expect(json.serviceLog[0]).toEqual({ date: '2025-11-05', type: 'CORRETIVA', outcome: 'OK' });
    for (const body of [html, JSON.stringify(json)]) {
      for (const text of [
        SECRET_NOTES,
        SECRET_DESCRIPTION,
        'Troca da válvula',
        '9.876,54',
        String(COST_CENTS),
        'Téo',
      ]) {
        expect(body, text).not.toContain(text);
      }
      expect(body).not.toMatch(/durationMinutes|internalNotes|costCents|technician/);
    }
  });

  it('a B2C tag has no service log', async () => {
    const json = (await get('/api/public/tag/LOGB2C01')).json();
    expect(json).not.toHaveProperty('serviceLog');
    expect((await get('/t/LOGB2C01')).body).not.toContain('<table class="log">');
  });
});

describe('/t/{code}: one QR, role-based actions', () => {
  const actionsOf = async (code: string, headers: Record<string, string> = {}) => {
    const res = await get(`/api/public/tag/${code}/actions`, headers);
    expect(res.statusCode, code).toBe(200);
    return res.json().actions as Array<{ label: string; href: string }>;
  };
  const register = () => ({ label: MAINTENANCE_TEXTS.register, href: `/tecnico/equipamentos/${tagId}?registrar=1` });
  const panel = () => ({ label: MAINTENANCE_TEXTS.openInPanel, href: `/tecnico/equipamentos/${tagId}` });

  it('the page is the same for everyone: an empty hidden, labelled placeholder and one deferred external script', async () => {
    const res = await get('/t/LOG00001');
    const html = res.body;
    expect(html).toContain(
      '<nav id="tag-actions" class="actions" hidden="" aria-label="Ações da tag" data-code="LOG00001"></nav>',
    );
    const scripts = html.match(/<script[^>]*>[^<]*<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^<script src="\/public\/tag-actions\.js\?v=[0-9a-f]{10}" defer=""><\/script>$/);
    // The CSP allows same-origin scripts only: no inline script would run.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(html).not.toContain(MAINTENANCE_TEXTS.register);
  });

  it('the script is served as JavaScript, cacheable, a few hundred bytes, asking the actions route with the token', async () => {
    const html = (await get('/t/LOG00001')).body;
    const src = /<script src="([^"]+)"/.exec(html)![1]!;
    const res = await get(src);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toBe(TAG_ACTIONS_SCRIPT);
    expect(Buffer.byteLength(res.body)).toBeLessThan(600);
    expect(res.body).toContain('localStorage.getItem("token")');
    expect(res.body).toContain('"/actions"');
    expect(res.body).toContain('authorization:"Bearer "');
  });

  it('anonymous and a bad token: no actions, never a 401; the answer is never cached for others', async () => {
    expect(await actionsOf('LOG00001')).toEqual([]);
    expect(await actionsOf('LOG00001', { authorization: 'Bearer não-é-um-token' })).toEqual([]);
    expect(await actionsOf('LOG00001', { authorization: 'Basic abc' })).toEqual([]);
    const res = await get('/api/public/tag/LOG00001/actions', technician.auth);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('authorization');
  });

  it("a technician: 'Registrar manutenção' and 'Abrir no painel' on a B2B tag; nothing on a B2C one", async () => {
    expect(await actionsOf('log00001', technician.auth)).toEqual([register(), panel()]);
    expect(await actionsOf('LOGB2C01', technician.auth)).toEqual([]);
  });

  it("the owner: 'Editar' in their area; another user: nothing", async () => {
    expect(await actionsOf('LOG00001', owner.auth)).toEqual([
      { label: MAINTENANCE_TEXTS.edit, href: `/user/tags/edit/${tagId}` },
    ]);
    expect(await actionsOf('LOGB2C01', owner.auth)).toEqual([
      { label: MAINTENANCE_TEXTS.edit, href: `/user/tags/edit/${b2cTagId}` },
    ]);
    expect(await actionsOf('LOG00001', stranger.auth)).toEqual([]);
  });

  it('an admin: register, panel and the admin edit', async () => {
    expect(await actionsOf('LOG00001', admin.auth)).toEqual([
      register(),
      panel(),
      { label: MAINTENANCE_TEXTS.edit, href: `/admin/tags/edit/${tagId}` },
    ]);
  });

  it('an unknown code is a 404 for a signed-in caller', async () => {
    expect((await get('/api/public/tag/NAOEXISTE/actions', technician.auth)).statusCode).toBe(404);
  });
});
