import { beforeAll, describe, expect, it } from 'vitest';
import { TAG_TEXTS } from '@portal/shared';
import { sharedTestApp } from '../../testing/test-app.js';
import { tagTestKit, UNKNOWN_ID, type SignedIn } from '../../testing/tags.js';

const t = sharedTestApp();
const kit = tagTestKit(t);
let admin: SignedIn;
let owner: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  admin = await t.createUser('ADMIN');
  owner = await t.createUser('USER', { name: 'Dona da Tag' });
  stranger = await t.createUser('USER');
});

const adminMeta = (id: string, meta: unknown) => kit.patch(`/api/admin/bracelets/${id}/meta`, admin, { meta });

describe('PATCH /api/admin/bracelets/:id/meta: merged on the server', () => {
  it('keeps the keys not sent, replaces the ones sent, and null deletes a key', async () => {
    const tag = await kit.makeTag({
      code: 'MRG00001',
      type: 'B2B',
      meta: { serialNumber: 'SN-1', model: 'M-1', location: 'Sala 1' },
    });
    const first = await adminMeta(tag.id, { model: 'M-2', nextService: '2026-01-31' });
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({
      serialNumber: 'SN-1',
      model: 'M-2',
      location: 'Sala 1',
      nextService: '2026-01-31',
      physicalType: 'NFC',
    });
    const second = await adminMeta(tag.id, { location: null, serialNumber: '' });
    expect(second.json().meta).toEqual({ model: 'M-2', nextService: '2026-01-31', physicalType: 'NFC' });
    const [event] = (await kit.get(`/api/admin/tags/${tag.id}/history`, admin)).json();
    expect(event).toMatchObject({ action: 'META_UPDATED', notes: 'Campos: location, serialNumber' });
  });

  it('meta.physicalType changes the tag physical type; deleting it keeps the mirror', async () => {
    const tag = await kit.makeTag({ code: 'MRG00002' });
    expect((await adminMeta(tag.id, { physicalType: 'qr' })).json()).toMatchObject({
      physicalType: 'QR',
      meta: { physicalType: 'QR' },
    });
    expect((await adminMeta(tag.id, { physicalType: null })).json()).toMatchObject({
      physicalType: 'QR',
      meta: { physicalType: 'QR' },
    });
  });

  it('cuts dates to 10 characters and checks YYYY-MM-DD with the spec messages', async () => {
    const tag = await kit.makeTag({ code: 'DAT00001', type: 'B2B' });
    const ok = await adminMeta(tag.id, {
      nextService: '2026-02-10T09:30:00Z',
      maintenance: [
        { date: '2025-02-10T09:30', description: 'Recarga' },
        { when: '2025-08-01', note: 'Inspeção' },
        { date: '', description: '' },
      ],
    });
    expect(ok.json().meta).toMatchObject({
      nextService: '2026-02-10',
      maintenance: [
        { date: '2025-02-10', description: 'Recarga' },
        { date: '2025-08-01', description: 'Inspeção' },
      ],
    });
    const next = await adminMeta(tag.id, { nextService: '2026-02-30' });
    expect(next.statusCode).toBe(400);
    expect(next.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'meta.nextService',
      message: 'nextService deve estar no formato YYYY-MM-DD.',
    });
    const entry = await adminMeta(tag.id, {
      maintenance: [
        { date: '2025-01-01', description: 'ok' },
        { date: 'ontem', description: 'x' },
      ],
    });
    expect(entry.json()).toMatchObject({
      field: 'meta.maintenance.1.date',
      message: 'maintenance[1].date deve estar no formato YYYY-MM-DD.',
    });
    // Nothing was stored by the refused requests.
    expect((await kit.get(`/api/admin/tags/${tag.id}`, admin)).json().meta.nextService).toBe('2026-02-10');
  });

  it("document URLs must be http or https: 'URL inválida (use http ou https)'", async () => {
    const tag = await kit.makeTag({ code: 'DOC00001', type: 'B2B' });
    for (const url of ['javascript:alert(1)', 'ftp://exemplo.com/a.pdf', 'exemplo.com/manual.pdf']) {
      const res = await adminMeta(tag.id, { documents: [{ label: 'Manual', url }] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'meta.documents.0.url', message: 'URL inválida (use http ou https)' });
    }
    const ok = await adminMeta(tag.id, { documents: [{ label: 'Manual', url: 'https://exemplo.com/manual.pdf' }] });
    expect(ok.json().meta.documents).toEqual([{ label: 'Manual', url: 'https://exemplo.com/manual.pdf' }]);
  });

  it('custom tab HTML is sanitised before it is stored: script/style/iframe/object/embed/link gone, on* gone, javascript: gone, links rel noopener noreferrer', async () => {
    const tag = await kit.makeTag({ code: 'HTML0001', type: 'B2B' });
    const content = [
      '<h2 onclick="steal()">Instruções</h2>',
      '<script>alert(1)</script><style>body{display:none}</style>',
      '<iframe src="https://mal.example"></iframe><object data="x.swf"></object><embed src="x.swf"><link rel="stylesheet" href="x.css">',
      '<a href="javascript:alert(1)">clique</a> <a href="https://exemplo.com" target="_blank">site</a>',
      '<img src="javascript:alert(2)" onerror="alert(3)" alt="foto"><img src="https://exemplo.com/a.png" alt="ok">',
    ].join('');
    const res = await adminMeta(tag.id, { customTabs: [{ title: 'Uso', content }] });
    expect(res.statusCode).toBe(200);
    const stored = (await kit.get(`/api/admin/tags/${tag.id}`, admin)).json().meta.customTabs[0];
    expect(stored.title).toBe('Uso');
    expect(stored.content).toBe(
      '<h2>Instruções</h2><a rel="noopener noreferrer">clique</a> <a href="https://exemplo.com" target="_blank" rel="noopener noreferrer">site</a><img alt="foto" /><img src="https://exemplo.com/a.png" alt="ok" />',
    );
    for (const banned of [
      '<script',
      '<style',
      '<iframe',
      '<object',
      '<embed',
      '<link',
      'onclick',
      'onerror',
      'javascript:',
      'alert',
    ]) {
      expect(stored.content).not.toContain(banned);
    }
  });

  it('refuses meta that is not an object; unknown tag 404; users 403', async () => {
    const tag = await kit.makeTag({ code: 'MET00009' });
    const res = await kit.patch(`/api/admin/bracelets/${tag.id}/meta`, admin, { meta: 'texto' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'meta', message: 'meta deve ser um objeto JSON.' });
    expect((await adminMeta(UNKNOWN_ID, { model: 'x' })).statusCode).toBe(404);
    expect((await kit.patch(`/api/admin/bracelets/${tag.id}/meta`, owner, { meta: { model: 'x' } })).statusCode).toBe(
      403,
    );
  });
});

describe('PATCH /api/me/bracelets/:id/meta: the owner edits only own tags', () => {
  it("another user's tag (or an unassigned one) is 404 as a missing tag (issue 21) and nothing changes", async () => {
    const tag = await kit.makeTag({ code: 'OWN00001', meta: { nickname: 'Original' } });
    await kit.assignTo(tag.id, owner.user.id);
    const res = await kit.patch(`/api/me/bracelets/${tag.id}/meta`, stranger, { meta: { nickname: 'Roubada' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'TAG_NOT_FOUND', message: TAG_TEXTS.notFound });
    const free = await kit.makeTag({ code: 'OWN00002' });
    expect(
      (await kit.patch(`/api/me/bracelets/${free.id}/meta`, stranger, { meta: { nickname: 'x' } })).statusCode,
    ).toBe(404);
    expect((await kit.get(`/api/admin/tags/${tag.id}`, admin)).json().meta.nickname).toBe('Original');
  });

  it('a B2C owner sets nickname and notes, merged; any other key is 400 with a pt-BR message', async () => {
    const tag = await kit.makeTag({ code: 'OWN00003', type: 'B2C', meta: { color: '#FF0000' } });
    await kit.assignTo(tag.id, owner.user.id);
    const ok = await kit.patch(`/api/me/bracelets/${tag.id}/meta`, owner, {
      meta: { nickname: 'Pulseira da Dona', notes: 'Alergia a dipirona' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().meta).toEqual({
      color: '#FF0000',
      nickname: 'Pulseira da Dona',
      notes: 'Alergia a dipirona',
      physicalType: 'NFC',
    });
    const refused = await kit.patch(`/api/me/bracelets/${tag.id}/meta`, owner, {
      meta: { nickname: 'x', serialNumber: 'SN' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'meta.serialNumber',
      message: 'Em tags B2C só é possível editar o apelido (nickname) e as notas (notes).',
    });
  });

  it('a B2B owner gets the full technical meta, with the same checks and sanitising', async () => {
    const tag = await kit.makeTag({ code: 'OWN00004', type: 'B2B' });
    await kit.assignTo(tag.id, owner.user.id);
    const ok = await kit.patch(`/api/me/bracelets/${tag.id}/meta`, owner, {
      meta: {
        serialNumber: 'SN-9',
        model: 'Extintor',
        location: '-23.5, -46.6',
        customTabs: [{ title: 'A', content: '<p onmouseover="x()">oi</p><script>x()</script>' }],
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().meta).toMatchObject({
      serialNumber: 'SN-9',
      model: 'Extintor',
      location: '-23.5, -46.6',
      customTabs: [{ title: 'A', content: '<p>oi</p>' }],
    });
    const bad = await kit.patch(`/api/me/bracelets/${tag.id}/meta`, owner, {
      meta: { documents: [{ label: 'x', url: 'nada' }] },
    });
    expect(bad.json().message).toBe('URL inválida (use http ou https)');
  });

  it("a B2B owner cannot change the tag's physical type (admin only); sending it back unchanged is fine", async () => {
    const tag = await kit.makeTag({ code: 'OWN00005', type: 'B2B', physicalType: 'NFC' });
    await kit.assignTo(tag.id, owner.user.id);
    const refused = await kit.patch(`/api/me/bracelets/${tag.id}/meta`, owner, {
      meta: { physicalType: 'BLE', model: 'X' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'meta.physicalType',
      message: 'O tipo físico da tag só pode ser alterado pelo administrador.',
    });
    const stored = (await kit.get(`/api/admin/tags/${tag.id}`, admin)).json();
    expect(stored).toMatchObject({ physicalType: 'NFC', meta: { physicalType: 'NFC' } });
    expect(stored.meta.model).toBeUndefined();
    // The whole meta as read (physicalType mirrored in it) can be sent back.
    const roundTrip = await kit.patch(`/api/me/bracelets/${tag.id}/meta`, owner, {
      meta: { ...stored.meta, model: 'Y' },
    });
    expect(roundTrip.statusCode).toBe(200);
    expect(roundTrip.json()).toMatchObject({ physicalType: 'NFC', meta: { physicalType: 'NFC', model: 'Y' } });
  });

  it('no token is 401; an unknown tag 404', async () => {
    expect((await kit.patch(`/api/me/bracelets/${UNKNOWN_ID}/meta`, null, { meta: {} })).statusCode).toBe(401);
    expect((await kit.patch(`/api/me/bracelets/${UNKNOWN_ID}/meta`, owner, { meta: {} })).statusCode).toBe(404);
  });
});
