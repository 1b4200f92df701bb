import type { CreateRecordRequest } from '@portal/shared';
import type { Services } from '../services.js';
import { addDays } from '../lib/dates.js';

type Person = { id: string; name: string; role: 'ADMIN' | 'TECHNICIAN' };

export const DEMO_GENERATOR_CODE = 'GER00002';

/**
 * Issue 44 item 5: a standby generator serviced 'a cada 250 h ou 6 meses, o que vier primeiro', read every 30 days
 * at about 8 h a day, so its next service is the horímetro's estimate (some 32 days after the last reading), well
 * before the 6 months. Logged through the maintenance service like the other demo items; left alone when it exists.
 */
export async function seedDemoGenerator(
  services: Services,
  who: { admin: Person; technician: Person; ownerId: string; today: string },
): Promise<string | undefined> {
  if (await services.tags.findTagByCode(DEMO_GENERATOR_CODE)) return undefined;
  const { admin, technician, today } = who;
  const tag = await services.tags.createTag(
    {
      code: DEMO_GENERATOR_CODE,
      type: 'B2B',
      physicalType: 'QR',
      status: 'ACTIVE',
      meta: {
        serialNumber: 'GD150-2291',
        model: 'Gerador diesel 150 kVA (grupo de emergência)',
        technicalInfo: { details: 'Motor diesel 6 cilindros; troca de óleo e filtros a cada 250 h de operação.' },
        location: 'Casa de máquinas, subsolo 1 — -23.5619, -46.6559',
      },
    },
    admin,
  );
  await services.tags.assign(tag.id, { userId: who.ownerId, conflictMode: 'BLOCK', notes: 'Patrimônio' }, admin);
  await services.maintenance.savePlan(
    tag.id,
    { intervalMonths: 6, intervalHours: 250, technicianId: technician.id },
    admin,
  );
  // Oldest first: a preventive service, monthly readings on inspections, and the last preventive one 20 days ago.
  const readings: Array<[number, number, CreateRecordRequest['type']]> = [
    [-170, 1210, 'PREVENTIVA'],
    [-140, 1450.5, 'INSPECAO'],
    [-110, 1690, 'INSPECAO'],
    [-80, 1930.5, 'INSPECAO'],
    [-50, 2170, 'INSPECAO'],
    [-20, 2410.5, 'PREVENTIVA'],
  ];
  for (const [days, meterReading, type] of readings) {
    await services.maintenance.createRecord(
      tag.id,
      {
        performedAt: addDays(today, days),
        type,
        outcome: 'OK',
        description:
          type === 'PREVENTIVA'
            ? 'Troca de óleo, filtros de óleo, ar e combustível; teste em carga por 30 minutos.'
            : 'Inspeção semanal: nível de óleo e água, bateria, partida em vazio; leitura do horímetro.',
        durationMinutes: type === 'PREVENTIVA' ? 120 : 30,
        costCents: type === 'PREVENTIVA' ? 185_000 : null,
        internalNotes: null,
        meterReading,
      },
      technician,
    );
  }
  return tag.id;
}
