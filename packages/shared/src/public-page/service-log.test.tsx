/** @jsxRuntime automatic @jsxImportSource @portal/shared */
import { renderHtml } from '../html/render.js';
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_TEXTS, type PublicServiceEntry } from '../maintenance.js';
import { publicTagResponseSchema } from '../public-contract.js';
import { publicTagActions, toPublicTagResponse, toPublicTagView, type PublicTagSource } from '../public-tag-view.js';
import { PublicTagBody } from './index.js';
import { ServiceLog } from './parts.js';

const options = { appName: 'Portal', publicUrl: 'https://portal.exemplo.com.br', sanitizeHtml: (html: string) => html };

/** What a technician's record holds beyond the public fields: none of it may reach a visitor. */
const INTERNAL = {
  description: 'Troca da válvula por desgaste',
  internalNotes: 'Cliente não pagou a última visita',
  costCents: 123_456,
  durationMinutes: 95,
  technicianName: 'Carlos Técnico',
};
const INTERNAL_TEXTS = ['Troca da válvula', 'Cliente não pagou', '1.234,56', '123456', '95', 'Carlos Técnico'];

const LOG: PublicServiceEntry[] = [
  { date: '2026-11-10', type: 'CORRETIVA', outcome: 'NEEDS_REPAIR' },
  { date: '2026-05-02', type: 'CALIBRACAO', outcome: 'OUT_OF_SERVICE' },
  { date: '2025-11-03', type: 'INSPECAO', outcome: 'OK' },
];
/** The log as a careless caller might pass it: whole records, internal fields included. */
const leakyLog = LOG.map((entry) => ({ ...entry, ...INTERNAL })) as PublicServiceEntry[];

const source = (type: 'B2B' | 'B2C', serviceLog: PublicServiceEntry[]): PublicTagSource => ({
  tag: {
    code: 'EXT00042',
    type,
    physicalType: 'NFC',
    status: 'ACTIVE',
    meta: {
      serialNumber: 'SN-42',
      nextService: '2027-05-10',
      maintenance: [{ date: '2024-01-15', description: 'Recarga antiga da meta' }],
    },
    updatedAt: '2026-11-20T12:00:00.000Z',
  },
  owner: { kind: 'account', name: 'Indústria Alfa' },
  serviceLog,
});

const htmlOf = (src: PublicTagSource, actionsScript?: string) =>
  renderHtml(<PublicTagBody view={toPublicTagView(src, options)} actionsScript={actionsScript} />);

describe("the public tag page's service log (issue 12)", () => {
  it('shows each entry as its date (dd/mm/aaaa), type label and outcome label with its tone, newest first', () => {
    const html = htmlOf(source('B2B', LOG));
    expect(html).toContain('<h2>Manutenções</h2>');
    expect(html).toContain('<th scope="col">Data</th><th scope="col">Tipo</th><th scope="col">Resultado</th>');
    expect(html).toContain(
      '<tr><td><time dateTime="2026-11-10">10/11/2026</time></td><td>Corretiva</td><td><span class="badge yellow">Precisa de reparo</span></td></tr>',
    );
    expect(html).toContain('<td>Calibração</td><td><span class="badge red">Fora de serviço</span></td>');
    expect(html).toContain('<td>Inspeção</td><td><span class="badge green">OK</span></td>');
    expect(html.indexOf('10/11/2026')).toBeLessThan(html.indexOf('02/05/2026'));
    expect(html.indexOf('02/05/2026')).toBeLessThan(html.indexOf('03/11/2025'));
  });

  it("replaces the meta's 'Manutenções' list; status and next maintenance stay", () => {
    const html = htmlOf(source('B2B', LOG));
    expect(html).not.toContain('Recarga antiga da meta');
    expect(html.match(/<h2>Manutenções<\/h2>/g)).toHaveLength(1);
    expect(html).toContain('<h2>Status e próxima manutenção</h2>');
    expect(html).toContain('10/05/2027');
  });

  it("in the JSON too, the log stands for the meta's list (the records' projection, with their descriptions)", () => {
    const view = toPublicTagView(source('B2B', LOG), options);
    expect(view.technical.maintenance).toEqual([]);
    const json = toPublicTagResponse(source('B2B', LOG), view);
    expect(json.bracelet.meta).toEqual({ serialNumber: 'SN-42', nextService: '2027-05-10' });
    const without = toPublicTagResponse(source('B2B', []), toPublicTagView(source('B2B', []), options));
    expect(without.bracelet.meta.maintenance).toEqual([{ date: '2024-01-15', description: 'Recarga antiga da meta' }]);
    expect(without.serviceLog).toEqual([]);
  });

  it("a tag without records keeps the meta's list", () => {
    const html = htmlOf(source('B2B', []));
    expect(html).toContain('<strong>15/01/2024</strong> — Recarga antiga da meta');
    expect(html).not.toContain('<table class="log">');
  });

  it('never shows internal notes, costs, durations, descriptions or who did it, even when the caller passes them', () => {
    const html = htmlOf(source('B2B', leakyLog));
    expect(html).toContain('10/11/2026');
    for (const text of INTERNAL_TEXTS) expect(html, text).not.toContain(text);
    // The component itself renders only the three public fields, whatever an entry carries.
    const direct = renderHtml(<ServiceLog entries={leakyLog} />);
    for (const text of INTERNAL_TEXTS) expect(direct, text).not.toContain(text);

    const view = toPublicTagView(source('B2B', leakyLog), options);
    expect(view.serviceLog).toEqual(LOG);
    const json = toPublicTagResponse(source('B2B', leakyLog), view);
    expect(json.serviceLog).toEqual(LOG);
    expect(publicTagResponseSchema.parse(json).serviceLog).toEqual(LOG);
    for (const text of INTERNAL_TEXTS) expect(JSON.stringify(json), text).not.toContain(text);
  });

  it('a B2C tag has no service log, in the page or the JSON', () => {
    const view = toPublicTagView(source('B2C', LOG), options);
    expect(view.serviceLog).toEqual([]);
    expect(toPublicTagResponse(source('B2C', LOG), view)).not.toHaveProperty('serviceLog');
    expect(htmlOf(source('B2C', LOG))).not.toContain('<table class="log">');
  });
});

describe("the signed-in visitor's actions on /t/{code}", () => {
  it('the page carries an empty, hidden, labelled placeholder and the deferred external script, no inline script', () => {
    const html = htmlOf(source('B2B', LOG), '/public/tag-actions.js?v=1');
    expect(html).toContain(
      '<nav id="tag-actions" class="actions" hidden="" aria-label="Ações da tag" data-code="EXT00042"></nav>',
    );
    expect(html).toContain('<script src="/public/tag-actions.js?v=1" defer=""></script>');
    expect(html.match(/<script[^>]*>[^<]+<\/script>/)).toBeNull();
  });

  it('without the script URL (the component elsewhere) there is neither placeholder nor script', () => {
    const html = htmlOf(source('B2B', LOG));
    expect(html).not.toContain('tag-actions');
    expect(html).not.toMatch(/<script/i);
  });

  const b2b = { id: 'tag-1', type: 'B2B', assignedUserId: 'owner-1' };
  const b2c = { ...b2b, type: 'B2C' };
  const register = { label: MAINTENANCE_TEXTS.register, href: '/tecnico/equipamentos/tag-1?registrar=1' };
  const panel = { label: MAINTENANCE_TEXTS.openInPanel, href: '/tecnico/equipamentos/tag-1' };
  const ownerEdit = { label: MAINTENANCE_TEXTS.edit, href: '/user/tags/edit/tag-1' };
  const adminEdit = { label: MAINTENANCE_TEXTS.edit, href: '/admin/tags/edit/tag-1' };

  it('nobody signed in: none', () => {
    expect(publicTagActions(b2b, null)).toEqual([]);
  });

  it("a technician on a B2B tag: 'Registrar manutenção' and 'Abrir no painel'; on a B2C tag: none", () => {
    expect(publicTagActions(b2b, { id: 'tec-1', role: 'TECHNICIAN' })).toEqual([register, panel]);
    expect(publicTagActions(b2c, { id: 'tec-1', role: 'TECHNICIAN' })).toEqual([]);
  });

  it("the owner: 'Editar' in their area; another user: none", () => {
    expect(publicTagActions(b2b, { id: 'owner-1', role: 'USER' })).toEqual([ownerEdit]);
    expect(publicTagActions(b2c, { id: 'owner-1', role: 'USER' })).toEqual([ownerEdit]);
    expect(publicTagActions(b2b, { id: 'other', role: 'USER' })).toEqual([]);
  });

  it("an admin: register and panel on a B2B tag, and 'Editar' in the admin's area", () => {
    expect(publicTagActions(b2b, { id: 'adm', role: 'ADMIN' })).toEqual([register, panel, adminEdit]);
    expect(publicTagActions(b2c, { id: 'adm', role: 'ADMIN' })).toEqual([adminEdit]);
    // An admin who owns the tag edits it in the admin's area (the user's area is for users).
    expect(publicTagActions(b2c, { id: 'owner-1', role: 'ADMIN' })).toEqual([adminEdit]);
  });
});
