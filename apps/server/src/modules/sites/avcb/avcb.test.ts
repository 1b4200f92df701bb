import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  type EquipmentAssetResponse,
  type ListEquipmentResponse,
  type Site,
  EXTINGUISHER_CHECKLIST_DEFAULTS,
} from '@portal/shared';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { cameraPhoto, filesTestKit, UNKNOWN_ID, type SignedIn } from '../../../testing/maintenance.js';
import { multipart } from '../../../testing/photos.js';
import { TEST_ACTOR } from '../../../testing/requests.js';
import { addDays } from '../../../lib/dates.js';
import { generatedLine } from './data.js';

const run = promisify(execFile);

/** Issue 44 item 7: the AVCB report of a site, read back with pdftotext and exceljs, against the screens' answers. */
let t: TestApp;
let kit: ReturnType<typeof makeKit>;
let admin: SignedIn;
let carla: SignedIn;
let site: Site;
let work: string;
const codes: Record<string, string> = {};

/** The extinguisher's checklist as migration 0036 seeds it. */
const ITEMS = [...EXTINGUISHER_CHECKLIST_DEFAULTS];
const allOk = (photoId?: string) =>
  ITEMS.map((item) =>
    photoId && item === 'Manômetro na faixa' ? { item, result: 'NAO_CONFORME', photoId } : { item, result: 'OK' },
  );

/** 'n' months before today, as a calendar day (the day clipped to the month's end). */
const monthsAgo = (months: number, extraDays = 0) => {
  const [year, month, day] = kit.today.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return addDays(target.toISOString().slice(0, 10), extraDays);
};

async function unit(place: string, agent: string, capacity: number, testYear: number) {
  const tag = await kit.equipment({ model: 'Extintor' });
  await t.app.services.tags.assign(tag.id, { userId: site.userId, conflictMode: 'BLOCK' }, TEST_ACTOR);
  const placed = await kit.call('PATCH', `/api/admin/bracelets/${tag.id}`, admin, { siteId: site.id, place });
  expect(placed.statusCode, placed.body).toBe(200);
  const asset = await kit.call('PUT', `/api/tecnico/equipment/${tag.id}/asset`, carla, {
    class: 'EXTINTOR',
    extinguisher: { agent, capacity, capacityUnit: agent === 'AGUA' ? 'L' : 'kg', lastHydrostaticTestYear: testYear },
  });
  expect(asset.statusCode, asset.body).toBe(200);
  return tag;
}

async function levelRecord(tagId: string, performedAt: string, level: number, photoId?: string) {
  const res = await kit.post(`/api/tecnico/equipment/${tagId}/records`, carla, {
    performedAt,
    type: level === 1 ? 'INSPECAO' : 'PREVENTIVA',
    description: 'Serviço do extintor',
    outcome: 'OK',
    level,
    checklist: allOk(photoId),
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** The files kit and PUT/PATCH with a token. */
const makeKit = (app: TestApp) => ({
  ...filesTestKit(app),
  call: (method: 'PATCH' | 'PUT', url: string, who: SignedIn, payload: Record<string, unknown>) =>
    app.app.inject({ method, url, headers: who.auth, payload }),
});

const pdfText = async (body: Buffer) => {
  const file = path.join(work, `avcb-${Date.now()}.pdf`);
  writeFileSync(file, body);
  return (await run('pdftotext', ['-layout', file, '-'])).stdout;
};
const download = (url: string, who: SignedIn | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: who ? who.auth : {} });

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'avcb-test-'));
  t = await createTestApp();
  kit = makeKit(t);
  admin = await t.createUser('ADMIN');
  carla = await t.createUser('TECHNICIAN', { name: 'Carla Técnica' });
  const client = await t.createUser('USER', { name: 'Condomínio Aurora' });
  const settings = await kit.call('PUT', '/api/admin/fire-safety/settings', admin, {
    company: { name: 'Extintec Ltda', cnpj: '11.444.777/0001-61', inmetroRegistration: '000123' },
    intervals: { 1: 12, 2: 12, 3: 60 },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const created = await kit.post('/api/admin/sites', admin, {
    userId: client.user.id,
    name: 'Edifício Aurora',
    address: 'Rua das Flores, 100 — São Paulo/SP',
    cnpj: '11.222.333/0001-81',
  });
  expect(created.statusCode, created.body).toBe(201);
  site = created.json<Site>();

  const year = Number(kit.today.slice(0, 4));
  // In order of place: the report lists them so, whatever order they were made in.
  const ok = await unit('1º andar, corredor A', 'PO_ABC', 4, year - 1);
  await levelRecord(ok.id, kit.today, 2);
  const soon = await unit('2º andar, hall', 'CO2', 6, year - 1);
  await levelRecord(soon.id, monthsAgo(12, 3), 1);
  const overdue = await unit('3º andar, escada', 'AGUA', 10, year - 1);
  await levelRecord(overdue.id, monthsAgo(13), 1);
  const pending = await unit('4º andar, copa', 'PO_BC', 4, year - 1);
  const body = multipart([{ name: 'manometro.jpg', content: await cameraPhoto(400, 300) }], 'photo');
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/tecnico/equipment/${pending.id}/checklist-photos`,
    headers: { ...carla.auth, ...body.headers },
    payload: body.payload,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  await levelRecord(pending.id, kit.today, 1, upload.json().id);
  const hydro = await unit('5º andar, depósito', 'PO_ABC', 6, year - 6);
  await levelRecord(hydro.id, kit.today, 2);
  const reported = await unit('Térreo, portaria', 'ESPUMA_MECANICA', 10, year - 1);
  await levelRecord(reported.id, kit.today, 2);
  const tag = await t.app.services.problemReports.reportable(reported.code);
  await t.app.services.problemReports.report(tag, {
    tipo: 'VAZAMENTO',
    descricao: 'Pingando no chão.',
    nome: undefined,
    telefone: undefined,
  });
  Object.assign(codes, {
    ok: ok.code,
    soon: soon.code,
    overdue: overdue.code,
    pending: pending.code,
    hydro: hydro.code,
    reported: reported.code,
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('GET /api/admin/sites/{id}/avcb.pdf|.xlsx', () => {
  it('only an admin downloads it (403 for a technician or a client, 401 signed out); an unknown site is a pt-BR 404', async () => {
    const client = await t.createUser('USER');
    for (const format of ['pdf', 'xlsx']) {
      expect((await download(`/api/admin/sites/${site.id}/avcb.${format}`, carla)).statusCode).toBe(403);
      expect((await download(`/api/admin/sites/${site.id}/avcb.${format}`, client)).statusCode).toBe(403);
      expect((await download(`/api/admin/sites/${site.id}/avcb.${format}`, null)).statusCode).toBe(401);
      const unknown = await download(`/api/admin/sites/${UNKNOWN_ID}/avcb.${format}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Local não encontrado.');
      expect((await download(`/api/admin/sites/nao-e-id/avcb.${format}`)).statusCode).toBe(400);
    }
  });

  it('the PDF has the cover, every unit with its place, agent and states, and the counts, as the screens answer them', async () => {
    const before = new Date();
    const res = await download(`/api/admin/sites/${site.id}/avcb.pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="avcb-edificio-aurora-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const text = await pdfText(res.rawPayload);
    const flat = text.replace(/\s+/g, ' ');
    // The cover: the site, its CNPJ formatted, the client, the time in Brasília, the company.
    for (const line of [
      'Relatório AVCB',
      'Nome: Edifício Aurora',
      'Endereço: Rua das Flores, 100 — São Paulo/SP',
      'CNPJ: 11.222.333/0001-81',
      'Cliente: Condomínio Aurora',
      'Razão social: Extintec Ltda',
      'CNPJ: 11.444.777/0001-61',
      'Registro Inmetro: nº 000123',
      'Unidades: 6',
      'Com serviço vencido: 2',
      'Com serviço a vencer em breve: 1',
      'Pendências abertas: 1',
      'Chamados abertos: 1',
    ])
      expect(flat).toContain(line);
    // Generated now, on Brasília's clock (a minute may turn between the request and this line).
    const lines = [generatedLine(before, 'America/Sao_Paulo'), generatedLine(new Date(), 'America/Sao_Paulo')];
    expect(
      lines.some((line) => flat.includes(line)),
      flat.slice(0, 400),
    ).toBe(true);
    expect(lines[0]).toMatch(/^Gerado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(horário de Brasília\)$/);

    // Each unit as the technician's list and the fire-safety endpoint answer it, by place.
    const list = await kit.get(`/api/tecnico/equipment?siteId=${site.id}&limit=50`, carla);
    const equipment = list.json<ListEquipmentResponse>().items;
    expect(equipment).toHaveLength(6);
    const positions: number[] = [];
    for (const item of equipment) {
      const asset: EquipmentAssetResponse = (await kit.get(`/api/tecnico/equipment/${item.id}/asset`, carla)).json();
      const rowStart = text.indexOf(item.code);
      expect(rowStart, item.code).toBeGreaterThan(0);
      positions.push(rowStart);
      // The row's lines: from the line of its code to the next rule of the table (the row's cells wrap under it).
      const row = text.slice(text.lastIndexOf('\n', rowStart), text.indexOf('\n\n', rowStart)).replace(/\s+/g, ' ');
      expect(row).toContain(item.place!.split(',')[0]!);
      const agent = { PO_ABC: 'Pó ABC', CO2: 'CO2', AGUA: 'Água', PO_BC: 'Pó BC', ESPUMA_MECANICA: 'Espuma mecânica' }[
        asset.extinguisher!.agent as string
      ]!;
      expect(row).toContain(agent);
      for (const level of asset.levels) {
        if (level.nextDate) expect(row).toContain(`Próxima: ${formatDate(level.nextDate)}`);
        if (level.lastDate) expect(row).toContain(`Última: ${formatDate(level.lastDate)}`);
      }
      const states = asset.levels.map(
        (level) => ({ ok: 'Em dia', soon: 'Vence em breve', overdue: 'Vencido', none: '—' })[level.due],
      );
      expect(row.match(/Em dia|Vence em breve|Vencido/g) ?? []).toEqual(states.filter((state) => state !== '—'));
    }
    // Ordered by place: 1º andar ... 5º andar, then Térreo.
    const byPlace = [codes.ok, codes.soon, codes.overdue, codes.pending, codes.hydro, codes.reported].map((code) =>
      text.indexOf(code!),
    );
    expect(byPlace).toEqual([...byPlace].sort((a, b) => a - b));
    expect(positions.length).toBe(6);
    expect(flat).toContain('• Manômetro na faixa');
    expect(flat).toContain('• Vazamento');
    expect(flat).toContain('Carla Técnica');
  });

  it('the XLSX has the same rows: dates as Excel dates (dd/mm/yyyy), states as text, and the summary', async () => {
    const res = await download(`/api/admin/sites/${site.id}/avcb.xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/avcb-edificio-aurora-.*\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Equipamentos')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 9)).toEqual([
      'Local',
      'Código',
      'Classe',
      'Agente',
      'Capacidade',
      'Unidade',
      'Inspeção — última',
      'Inspeção — próxima',
      'Inspeção — situação',
    ]);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) => sheet.getRow(index + 2));
    expect(rows.map((row) => row.getCell(2).value)).toEqual([
      codes.ok,
      codes.soon,
      codes.overdue,
      codes.pending,
      codes.hydro,
      codes.reported,
    ]);
    for (const row of rows) {
      const tag = await t.app.services.tags.findTagByCode(String(row.getCell(2).value));
      const asset: EquipmentAssetResponse = (await kit.get(`/api/tecnico/equipment/${tag!.id}/asset`, carla)).json();
      expect(row.getCell(5).value).toBe(asset.extinguisher!.capacity);
      asset.levels.forEach((level, index) => {
        const last = row.getCell(7 + index * 3);
        const next = row.getCell(8 + index * 3);
        if (level.lastDate) {
          expect(last.value).toBeInstanceOf(Date);
          expect((last.value as Date).toISOString().slice(0, 10)).toBe(level.lastDate);
          expect(last.numFmt).toBe('dd/mm/yyyy');
        } else expect(last.value).toBeNull();
        if (level.nextDate) expect((next.value as Date).toISOString().slice(0, 10)).toBe(level.nextDate);
        expect(row.getCell(9 + index * 3).value).toBe(
          { ok: 'Em dia', soon: 'Vence em breve', overdue: 'Vencido', none: '—' }[level.due],
        );
      });
    }
    const pendingRow = rows.find((row) => row.getCell(2).value === codes.pending)!;
    expect(pendingRow.getCell(16).value).toBe('Manômetro na faixa');
    expect(rows.find((row) => row.getCell(2).value === codes.reported)!.getCell(17).value).toBe('Vazamento');
    expect(pendingRow.getCell(18).value).toBe('Carla Técnica');

    const summary = workbook.getWorksheet('Resumo')!;
    const values = new Map<string, unknown>();
    summary.eachRow((row) => values.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(values.get('Local')).toBe('Edifício Aurora');
    expect(values.get('CNPJ do local')).toBe('11.222.333/0001-81');
    expect(values.get('Registro Inmetro')).toBe('000123');
    expect(values.get('Unidades')).toBe(6);
    expect(values.get('Com serviço vencido')).toBe(2);
    expect(values.get('Com serviço a vencer em breve')).toBe(1);
    expect(values.get('Pendências abertas')).toBe(1);
    expect(values.get('Chamados abertos')).toBe(1);
    expect(values.get('Fuso horário')).toBe('horário de Brasília');
  });
});
