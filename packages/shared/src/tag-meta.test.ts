import { describe, expect, it } from 'vitest';
import { isHttpUrl, mergeTagMeta, normalizeMetaDate, normalizeTagMeta } from './tag-meta.js';
import { mapLinkForLocation, tagDocuments, tagMaintenance, tagTechnicalSheet } from './tag-meta-view.js';

describe('meta dates', () => {
  it('are cut to 10 characters and checked YYYY-MM-DD (a real day)', () => {
    expect(normalizeMetaDate('2026-03-15T10:20:00.000Z')).toBe('2026-03-15');
    expect(normalizeMetaDate('2024-02-29')).toBe('2024-02-29');
    expect(normalizeMetaDate('2025-02-29')).toBeNull();
    expect(normalizeMetaDate('15-03-2026')).toBeNull();
    expect(normalizeMetaDate('15/03/2026')).toBe('2026-03-15');
    expect(normalizeMetaDate(20260315)).toBeNull();
  });
});

describe('normalizeTagMeta', () => {
  it("gives the spec's messages with the field path", () => {
    const { issues } = normalizeTagMeta(
      {
        nextService: 'x',
        maintenance: [{ date: '2025-01-01' }, { when: 'nope', note: 'a' }],
        documents: [{ label: 'a', url: 'javascript:alert(1)' }],
        status: 'PERDIDA',
      },
      { mode: 'patch' },
    );
    expect(issues).toEqual([
      { path: 'nextService', message: 'nextService deve estar no formato YYYY-MM-DD.' },
      { path: 'maintenance.1.date', message: 'maintenance[1].date deve estar no formato YYYY-MM-DD.' },
      { path: 'documents.0.url', message: 'URL inválida (use http ou https)' },
      { path: 'status', message: 'status inválido "PERDIDA". Use ACTIVE, INACTIVE, LOST ou BROKEN.' },
    ]);
  });

  it('in a patch, null, blank text and empty lists become null (delete the key); on create they are dropped', () => {
    const input = {
      model: '  ',
      serialNumber: null,
      documents: [],
      maintenance: [{ date: '', description: '' }],
      nickname: ' Ana ',
    };
    expect(normalizeTagMeta(input, { mode: 'patch' }).meta).toEqual({
      model: null,
      serialNumber: null,
      documents: null,
      maintenance: null,
      nickname: 'Ana',
    });
    expect(normalizeTagMeta(input, { mode: 'create' }).meta).toEqual({ nickname: 'Ana' });
  });

  it('normalises maintenance given as a list, one entry or an object by date, to {date, description}', () => {
    const one = normalizeTagMeta(
      { maintenance: { when: '2025-01-01T00:00', note: 'Recarga' } },
      { mode: 'create' },
    ).meta;
    expect(one.maintenance).toEqual([{ date: '2025-01-01', description: 'Recarga' }]);
    const byDate = normalizeTagMeta(
      { maintenance: { '2025-02-01': 'Troca', '2025-03-01': 'Teste' } },
      { mode: 'create' },
    ).meta;
    expect(byDate.maintenance).toEqual([
      { date: '2025-02-01', description: 'Troca' },
      { date: '2025-03-01', description: 'Teste' },
    ]);
  });

  it('runs custom-tab content through the given sanitiser, and keeps other JSON as it is', () => {
    const { meta } = normalizeTagMeta(
      { customTabs: [{ title: 'T', content: '<script>x</script>ok' }], extra: { a: 1 }, count: 3 },
      { mode: 'create', sanitizeHtml: (html) => html.replace(/<script>.*<\/script>/, '') },
    );
    expect(meta).toEqual({ customTabs: [{ title: 'T', content: 'ok' }], extra: { a: 1 }, count: 3 });
  });

  it('drops NUL characters (PostgreSQL cannot store them) from keys and text, also in other JSON; refuses JSON nested too deep', () => {
    const { meta, issues } = normalizeTagMeta(
      {
        ['mo\u0000del']: 'M\u00001',
        customTabs: [{ title: 'T\u0000', content: '<p>o\u0000i</p>' }],
        extra: { ['k\u0000']: ['v\u0000'] },
        technical: { ['d\u0000']: 'x\u0000' },
      },
      { mode: 'create' },
    );
    expect(issues).toEqual([]);
    expect(meta).toEqual({
      model: 'M1',
      customTabs: [{ title: 'T', content: '<p>oi</p>' }],
      extra: { k: ['v'] },
      technical: { d: 'x' },
    });
    expect(JSON.stringify(meta)).not.toContain('\\u0000');
    let deep: unknown = 1;
    for (let i = 0; i < 20; i += 1) deep = { x: deep };
    expect(normalizeTagMeta({ extra: deep }, { mode: 'create' }).issues).toEqual([
      { path: 'extra', message: 'extra tem níveis demais (máximo 8).' },
    ]);
  });

  it('refuses meta that is not an object', () => {
    expect(normalizeTagMeta('x', { mode: 'patch' }).issues).toEqual([
      { path: '', message: 'meta deve ser um objeto JSON.' },
    ]);
  });
});

describe('mergeTagMeta (merge no servidor)', () => {
  it('replaces the keys sent, keeps the others, and null deletes', () => {
    expect(mergeTagMeta({ a: 1, b: 2, c: 3 }, { b: 20, c: null, d: 4 })).toEqual({ a: 1, b: 20, d: 4 });
  });
});

describe('reading meta for display', () => {
  it("document URLs: http or https only ('URL inválida (use http ou https)')", () => {
    expect(isHttpUrl('https://exemplo.com/a.pdf')).toBe(true);
    expect(isHttpUrl('http://exemplo.com')).toBe(true);
    expect(isHttpUrl('ftp://exemplo.com')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(
      tagDocuments({
        documents: [
          { label: '', url: 'https://a.com' },
          { label: 'x', url: 'data:text/html,oi' },
        ],
      }),
    ).toEqual([{ label: 'https://a.com', url: 'https://a.com' }]);
  });

  it('technical sheet reads serialNumber or serial, technicalInfo or technical', () => {
    expect(tagTechnicalSheet({ serial: 'S1', technical: { model: 'M1', details: 'D1' } })).toEqual({
      serialNumber: 'S1',
      model: 'M1',
      details: 'D1',
    });
    expect(tagTechnicalSheet({ technicalInfo: { serialNumber: 'S2' }, model: 'M2' })).toEqual({
      serialNumber: 'S2',
      model: 'M2',
      details: '',
    });
    expect(tagMaintenance({ maintenance: [{ when: '2025-01-01', note: 'x' }] })).toEqual([
      { date: '2025-01-01', description: 'x' },
    ]);
  });

  it("the map link: only for a URL or a 'lat, lng' pair", () => {
    expect(mapLinkForLocation('-23.5505, -46.6333')).toBe('https://www.google.com/maps?q=-23.5505,-46.6333');
    expect(mapLinkForLocation('Portaria: -22.9,-43.17')).toBe('https://www.google.com/maps?q=-22.9,-43.17');
    expect(mapLinkForLocation('https://maps.app.goo.gl/abc')).toBe('https://maps.app.goo.gl/abc');
    expect(mapLinkForLocation('Rua das Flores, 120 - São Paulo')).toBeNull();
    // Numbers of an address are no coordinates: whole numbers, or digits glued to other digits.
    expect(mapLinkForLocation('Rua 7, 120 - Campinas')).toBeNull();
    expect(mapLinkForLocation('Rua 7, 1000 - Bloco 2, 45')).toBeNull();
    expect(mapLinkForLocation('Av. Paulista 1000, 12 andar')).toBeNull();
    expect(mapLinkForLocation('Galpão: -22.9068,-43.1729 (portão 3)')).toBe(
      'https://www.google.com/maps?q=-22.9068,-43.1729',
    );
    expect(mapLinkForLocation('javascript:alert(1)')).toBeNull();
    expect(mapLinkForLocation('')).toBeNull();
  });
});
