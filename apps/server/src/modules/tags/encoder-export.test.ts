import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_TEXTS, ndefBytes } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { lostTestKit } from '../../testing/lost-mode.js';
import { tagTestKit, UNKNOWN_ID, type SignedIn } from '../../testing/tags.js';

let t: TestApp;
let kit: ReturnType<typeof tagTestKit>;
let owners: ReturnType<typeof lostTestKit>;
let admin: SignedIn;
let user: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  kit = tagTestKit(t);
  owners = lostTestKit(t);
  admin = await t.createUser('ADMIN');
  user = await t.createUser('USER');
});
afterAll(async () => t.close());

const exportCsv = (query: string, who: SignedIn | null = admin) => kit.get(`/api/admin/tags/export.csv?${query}`, who);
/** app.inject reaches http://localhost, which the links follow without PUBLIC_URL. */
const linkBase = 'http://localhost';

describe('GET /api/admin/tags/export.csv', () => {
  it("a bulk import's batch: BOM, ';', the header, one line per tag in the order of the import with its URL, NDEF size and NTAG213 fit", async () => {
    const bulk = await kit.post('/api/admin/bracelets/bulk', admin, {
      items: [{ code: 'ENC0002' }, { code: 'ENC0001' }],
    });
    const { batchId } = bulk.json<{ batchId: string }>();

    const res = await exportCsv(`batchId=${batchId}`);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="gravador-nfc-2.csv"');
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFcode;url;ndefText;ndefBytes;fitsNtag213\r\n')).toBe(true);
    // The URI record: 4 header bytes, the 'http://' prefix code and 'localhost/t/ENC0001' (19 bytes) = 24.
    expect(text.slice(1).split('\r\n')).toEqual([
      'code;url;ndefText;ndefBytes;fitsNtag213',
      `ENC0002;${linkBase}/t/ENC0002;;24;true`,
      `ENC0001;${linkBase}/t/ENC0001;;24;true`,
      '',
    ]);
  });

  it("an owned tag's line carries its owner's public NDEF text; a long one does not fit an NTAG213; formulas are quoted", async () => {
    const person = await owners.tagWithProfile(user.user.id, 'Lívia Andrade', 'PERSON', {
      profile: {
        emergencyContacts: [{ name: 'Carlos', phone: '(11) 99876-5432', relationship: 'Pai' }],
        medicalInfo: { bloodType: 'A+' },
      },
    });
    const long = await owners.tagWithProfile(user.user.id, 'Maria '.repeat(22).trim(), 'PERSON');
    const formula = await owners.tagWithProfile(user.user.id, '=SOMA(1;2)', 'PET');

    const res = await exportCsv(`ids=${person.tag.id},${long.tag.id}, ${formula.tag.id}`);

    expect(res.statusCode, res.body).toBe(200);
    const text = 'Lívia Andrade\nEmergência: (11) 99876-5432\nSangue: A+';
    const url = `${linkBase}/t/${person.tag.code}`;
    const uriBytes = 4 + 1 + url.length - 'http://'.length;
    const lines = res.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[1]).toBe(`${person.tag.code};${url};"${text}";${uriBytes + ndefBytes(text)};true`);
    expect(lines[2]).toMatch(
      new RegExp(
        `^${long.tag.code};[^;]+;Maria Maria[ a-zA-Z]+;${uriBytes + ndefBytes('Maria '.repeat(22).trim())};false$`,
      ),
    );
    expect(lines[3]).toBe(
      `${formula.tag.code};${linkBase}/t/${formula.tag.code};"'=SOMA(1;2)";${uriBytes + ndefBytes('=SOMA(1;2)')};true`,
    );
  });

  it('refuses a call without ids or batchId, a bad id, too many ids, unknown tags and anyone but an admin', async () => {
    const none = await exportCsv('');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Informe ids (separados por vírgula) ou batchId.');
    const bad = await exportCsv('ids=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(LABEL_TEXTS.badId);
    const many = await exportCsv(`ids=${Array.from({ length: 301 }, () => randomUUID()).join(',')}`);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('No máximo 300 ids por exportação; para mais, exporte o lote (batchId).');
    const unknown = await exportCsv(`ids=${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(`Tag não encontrada: ${UNKNOWN_ID}.`);
    const batch = await exportCsv(`batchId=${randomUUID()}`);
    expect(batch.statusCode).toBe(404);
    expect(batch.json().message).toBe(LABEL_TEXTS.batchNotFound);
    expect((await exportCsv(`ids=${UNKNOWN_ID}`, user)).statusCode).toBe(403);
    expect((await exportCsv(`ids=${UNKNOWN_ID}`, null)).statusCode).toBe(401);
  });
});
