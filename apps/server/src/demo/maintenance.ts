import { inArray, sql } from 'drizzle-orm';
import type { CreateRecordRequest, MaintenanceOutcome, MaintenanceType } from '@portal/shared';
import type { Database } from '../db/client.js';
import type { Services } from '../services.js';
import { addDays, todayInSaoPaulo } from '../lib/dates.js';
import {
  DEMO_DESCRIPTIONS,
  DEMO_EQUIPMENT,
  DEMO_MAINTENANCE_OWNER,
  DEMO_TECHNICIAN,
  type DemoEquipment,
} from './maintenance-equipment.js';
import { maintenanceRecords } from '../db/tables/maintenance.js';
import { DEMO_GENERATOR_CODE, seedDemoGenerator } from './meters.js';
import { seedDemoFireSafety } from './fire-safety.js';

type Person = { id: string; name: string; role: 'ADMIN' | 'TECHNICIAN' };
type Plan = { intervalDays: number | null; intervalMonths: number | null };

/** The day `months` calendar months before `day` (the last day of a shorter month). */
function monthsBefore(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

const planOf = (demo: DemoEquipment): Plan =>
  'intervalDays' in demo.plan
    ? { intervalDays: demo.plan.intervalDays, intervalMonths: null }
    : { intervalDays: null, intervalMonths: demo.plan.intervalMonths };
const intervalDays = (plan: Plan) => plan.intervalDays ?? (plan.intervalMonths ?? 1) * 30;

/**
 * The day of the last service, chosen so the next service lands where the item's state needs it: overdue a few
 * days to weeks ago, due within the next days, in order, or (out of service) anywhere.
 */
function lastServiceDay(demo: DemoEquipment, index: number, today: string): string {
  const plan = planOf(demo);
  const target = {
    overdue: addDays(today, -(5 + index * 4)),
    soon: addDays(today, 2 + (index % 4)),
    ok: addDays(today, Math.max(15, Math.floor(intervalDays(plan) / 2))),
    broken: addDays(today, 10),
  }[demo.state];
  return plan.intervalMonths ? monthsBefore(target, plan.intervalMonths) : addDays(target, -plan.intervalDays!);
}

/** The earlier records' types, oldest first: every type, and a repair after an inspection that asked for one. */
const HISTORY: Array<[MaintenanceType, MaintenanceOutcome]> = [
  ['PREVENTIVA', 'OK'],
  ['INSPECAO', 'OK'],
  ['CALIBRACAO', 'OK'],
  ['INSPECAO', 'NEEDS_REPAIR'],
  ['CORRETIVA', 'OK'],
  ['PREVENTIVA', 'OK'],
];

/** The item's log, oldest first; the last one is the plan's service (or what put the item out of service). */
function recordsOf(demo: DemoEquipment, index: number, today: string): CreateRecordRequest[] {
  const last = lastServiceDay(demo, index, today);
  const earlier = demo.records - 1;
  // Spread over the year before the last service, never closer than a week.
  const gap = Math.max(7, Math.min(intervalDays(planOf(demo)), Math.floor(330 / Math.max(1, earlier))));
  const records: CreateRecordRequest[] = [];
  for (let k = earlier; k >= 1; k -= 1) {
    const [type, outcome] = HISTORY[(earlier - k + index) % HISTORY.length]!;
    const texts = DEMO_DESCRIPTIONS[type];
    records.push({
      performedAt: addDays(last, -k * gap),
      type,
      outcome,
      description: texts[(k + index) % texts.length]!,
      durationMinutes: 20 + ((k * 37 + index * 11) % 160),
      costCents:
        type === 'CORRETIVA' || type === 'CALIBRACAO' ? 15_000 + ((k * 7_919 + index * 3_001) % 120_000) : null,
      internalNotes: outcome === 'NEEDS_REPAIR' ? 'Peça de reposição solicitada ao fornecedor.' : null,
    });
  }
  const broken = demo.state === 'broken';
  records.push({
    performedAt: last,
    type: broken ? 'INSPECAO' : 'PREVENTIVA',
    outcome: broken ? 'OUT_OF_SERVICE' : 'OK',
    description: broken
      ? 'Falha grave encontrada na inspeção: equipamento interditado até o reparo.'
      : DEMO_DESCRIPTIONS.PREVENTIVA[index % DEMO_DESCRIPTIONS.PREVENTIVA.length]!,
    durationMinutes: 45 + index * 5,
    costCents: index % 3 === 0 ? 25_000 + index * 1_000 : null,
    internalNotes: broken ? 'Cliente avisado por telefone; aguardando orçamento.' : null,
  });
  return records;
}

/** Demo records were logged on their day (about 17h in São Paulo), not at seed time: none is still editable. */
async function backdateRecords(db: Database, tagIds: string[]): Promise<void> {
  if (tagIds.length === 0) return;
  await db
    .update(maintenanceRecords)
    .set({
      createdAt: sql`(${maintenanceRecords.performedAt} + time '17:00') AT TIME ZONE 'America/Sao_Paulo'`,
      updatedAt: sql`(${maintenanceRecords.performedAt} + time '17:00') AT TIME ZONE 'America/Sao_Paulo'`,
    })
    .where(inArray(maintenanceRecords.tagId, tagIds));
}

/**
 * Demo maintenance (issue 12): Carla Técnica (tecnico@demo.portal) is responsible for a dozen pieces of equipment of
 * the Condomínio Edifício Aurora in every state (overdue, due within 7 days, in order, out of service), each with a
 * plan and a year of records logged through the maintenance service (so next service, meta and status follow the
 * log). The demo extinguishers EXT00001/EXT00010 are left as they are. Items that exist are left alone. `db` dates
 * the demo records on their day.
 */
export async function seedDemoMaintenance(services: Services, db: Database, now: Date = new Date()): Promise<void> {
  const [technicianRow, adminRow] = await Promise.all([
    services.users.findByEmail(DEMO_TECHNICIAN),
    services.users.findByEmail('admin@demo.portal'),
  ]);
  if (!technicianRow || !adminRow) return;
  const ownerRow =
    (await services.users.findByEmail(DEMO_MAINTENANCE_OWNER.email)) ??
    (await services.users.createUser({ ...DEMO_MAINTENANCE_OWNER, role: 'USER' }));
  const technician: Person = { id: technicianRow.id, name: technicianRow.name, role: 'TECHNICIAN' };
  const admin: Person = { id: adminRow.id, name: adminRow.name, role: 'ADMIN' };
  const today = todayInSaoPaulo(now);
  const created: string[] = [];

  for (const [index, demo] of DEMO_EQUIPMENT.entries()) {
    if (await services.tags.findTagByCode(demo.code)) continue;
    const tag = await services.tags.createTag(
      { code: demo.code, type: 'B2B', physicalType: index % 2 ? 'NFC' : 'QR', status: 'ACTIVE', meta: demo.meta },
      admin,
    );
    await services.tags.assign(tag.id, { userId: ownerRow.id, conflictMode: 'BLOCK', notes: 'Patrimônio' }, admin);
    await services.maintenance.savePlan(tag.id, { ...demo.plan, technicianId: technician.id }, admin);
    const records = recordsOf(demo, index, today);
    for (const [position, record] of records.entries()) {
      // Every fourth service was the admin's own (a supervisor's visit); the last is always the technician's.
      const by = position % 4 === 3 && position < records.length - 1 ? admin : technician;
      await services.maintenance.createRecord(tag.id, record, by);
    }
    created.push(tag.id);
  }
  const generator = await seedDemoGenerator(services, { admin, technician, ownerId: ownerRow.id, today });
  if (generator) created.push(generator);
  // Issue 44: the site 'Edifício Aurora', its six extinguishers and the generator placed in it.
  const generatorCode = DEMO_GENERATOR_CODE;
  created.push(
    ...(await seedDemoFireSafety(services, { admin, technician, ownerId: ownerRow.id, today, generatorCode })),
  );
  await backdateRecords(db, created);
}
