import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBRL, MAINTENANCE_TEXTS } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { filesTestKit, type SignedIn } from '../../testing/maintenance.js';
import { pdfWords } from '../../testing/reports.js';

let t: TestApp;
let kit: ReturnType<typeof filesTestKit>;
let admin: SignedIn;
let carla: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  kit = filesTestKit(t);
  admin = await t.createUser('ADMIN', { name: 'Ana Administradora' });
  carla = await t.createUser('TECHNICIAN', { name: 'Carla Técnica' });
  owner = await t.createUser('USER', { name: 'Condomínio Jardim', email: 'sindico.jardim@teste.com' });
});
afterAll(async () => t.close());

describe('GET /api/tecnico/equipment/:tagId/report.pdf', () => {
  it('is an A4 PDF with the equipment, its plan and next service, and the whole log; never contacts or notes', async () => {
    const tag = await kit.equipment(
      { serialNumber: 'EXT-2025-0042', model: 'Extintor CO2 6 kg', location: 'Subsolo, casa de bombas' },
      'RPT00001',
    );
    await t.app.services.tags.assign(tag.id, { userId: owner.user.id, conflictMode: 'BLOCK' }, admin.user);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/tecnico/equipment/${tag.id}/plan`,
      headers: admin.auth,
      payload: { intervalMonths: 6, technicianId: carla.user.id },
    });
    expect(put.statusCode).toBe(200);
    await kit.record(tag.id, admin, {
      performedAt: kit.day(-200),
      type: 'INSPECAO',
      description: 'Inspeção semestral: lacre e manômetro conferidos',
      outcome: 'NEEDS_REPAIR',
    });
    await kit.record(tag.id, carla, {
      performedAt: kit.day(-3),
      type: 'CORRETIVA',
      description: 'Troca da válvula de descarga e recarga completa',
      outcome: 'OK',
      durationMinutes: 95,
      costCents: 18_990,
      internalNotes: 'Cliente pediu desconto — não mostrar',
    });

    const res = await kit.get(`/api/tecnico/equipment/${tag.id}/report.pdf`, carla);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="relatorio-servico-RPT00001-[\d-]+\.pdf"$/,
    );
    const { pages, text } = await pdfWords(res.rawPayload);
    expect(pages).toBe(1);
    for (const expected of [
      'Relatório de serviço',
      'RPT00001',
      'Extintor CO2 6 kg',
      'EXT-2025-0042',
      'Subsolo, casa de bombas',
      'Condomínio Jardim',
      'A cada 6 meses',
      'Carla Técnica',
      'Troca da válvula de descarga e recarga completa',
      'Inspeção semestral: lacre e manômetro conferidos',
      'Corretiva',
      'Inspeção',
      'Precisa de reparo',
      '1 h 35 min',
      formatBRL(18_990),
      'Ana Administradora',
      'Página 1 de 1',
      'Gerado em:',
    ])
      expect(text).toContain(expected.replace(/\s+/g, ' '));
    const [year, month, date] = kit.day(-3).split('-');
    expect(text).toContain(`${date}/${month}/${year}`);
    expect(text).not.toContain('sindico.jardim@teste.com');
    expect(text).not.toContain('não mostrar');
  });

  it('a long log runs over several numbered pages; no record is an empty log', async () => {
    const tag = await kit.equipment({ model: 'Gerador 150 kVA' });
    const empty = await pdfWords((await kit.get(`/api/tecnico/equipment/${tag.id}/report.pdf`, admin)).rawPayload);
    expect(empty.text).toContain(MAINTENANCE_TEXTS.noRecords);
    expect(empty.text).toContain(MAINTENANCE_TEXTS.noPlan);
    for (let i = 0; i < 40; i += 1)
      await kit.record(tag.id, admin, { performedAt: kit.day(-300 + i * 7), description: `Verificação número ${i}` });
    const { pages, text } = await pdfWords(
      (await kit.get(`/api/tecnico/equipment/${tag.id}/report.pdf`, admin)).rawPayload,
    );
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Página ${pages} de ${pages}`);
    expect(text).toContain('Verificação número 0');
    expect(text).toContain('Verificação número 39');
  });

  it('a B2C tag or an unknown id is 404; anonymous is 401 and a user 403', async () => {
    const bracelet = await kit.braceletTag();
    const b2c = await kit.get(`/api/tecnico/equipment/${bracelet.id}/report.pdf`, carla);
    expect(b2c.statusCode).toBe(404);
    expect(b2c.json().message).toBe(MAINTENANCE_TEXTS.notFound);
    expect(
      (await kit.get('/api/tecnico/equipment/00000000-0000-4000-8000-000000000000/report.pdf', admin)).statusCode,
    ).toBe(404);
    const tag = await kit.equipment();
    expect((await kit.get(`/api/tecnico/equipment/${tag.id}/report.pdf`)).statusCode).toBe(401);
    expect((await kit.get(`/api/tecnico/equipment/${tag.id}/report.pdf`, owner)).statusCode).toBe(403);
  });
});
