import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDateBR,
  METER_TEXTS,
  nextServiceAfter,
  type EquipmentDetailResponse,
  type CreateRecordResponse,
} from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { tecnicoTestKit, type SignedIn } from '../../testing/maintenance.js';

let t: TestApp;
let kit: ReturnType<typeof tecnicoTestKit>;
let tech: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  kit = tecnicoTestKit(t);
  tech = await t.createUser('TECHNICIAN', { name: 'Téo Técnico' });
});
afterAll(async () => t.close());

const record = (tagId: string, performedAt: string, meterReading?: number) =>
  kit.post(`/api/tecnico/equipment/${tagId}/records`, tech, {
    performedAt,
    type: 'PREVENTIVA',
    description: 'Troca de óleo e filtros',
    outcome: 'OK',
    ...(meterReading === undefined ? {} : { meterReading }),
  });
const detail = async (tagId: string) => {
  const response = await kit.get(`/api/tecnico/equipment/${tagId}`, tech);
  expect(response.statusCode).toBe(200);
  return response.json() as EquipmentDetailResponse;
};
const publicPage = async (code: string) => (await t.app.inject({ method: 'GET', url: `/t/${code}` })).body;

describe('meters: a generator serviced every 250 h or 6 months, whichever comes first', () => {
  it('follows the calendar until 2 readings, then the hours estimate; a meter never goes back', async () => {
    const tag = await kit.makeEquipment('MTR00001', { model: 'Gerador 150 kVA' });
    const plan = await kit.put(`/api/tecnico/equipment/${tag.id}/plan`, tech, {
      intervalMonths: 6,
      intervalHours: 250,
    });
    expect(plan.statusCode).toBe(200);
    expect((plan.json() as EquipmentDetailResponse).plan).toMatchObject({ intervalMonths: 6, intervalHours: 250 });

    // One reading: no estimate yet, the calendar decides and the sheet says why.
    expect((await record(tag.id, kit.day(-20), 1000)).statusCode).toBe(201);
    let sheet = await detail(tag.id);
    const calendarOfFirst = nextServiceAfter(kit.day(-20), { intervalDays: null, intervalMonths: 6 });
    expect(sheet.equipment.nextService).toBe(calendarOfFirst);
    expect(sheet.meter).toMatchObject({
      lastReading: { date: kit.day(-20), hours: 1000 },
      avgHoursPerDay: null,
      forecast: { rule: 'calendar', estimated: false, noEstimate: 'few-readings', dueAtHours: 1250 },
    });

    // 100 h in 10 days = 10 h/day: 1100 + 250 = 1350 h, 25 days after the last reading (before the 6 months).
    const second = await record(tag.id, kit.day(-10), 1100.5);
    expect(second.statusCode).toBe(201);
    const created = second.json() as CreateRecordResponse;
    expect(created.record.meterReading).toBe(1100.5);
    expect(created.equipment.nextService).toBe(kit.day(15));
    sheet = await detail(tag.id);
    expect(sheet.meter).toMatchObject({
      lastReading: { date: kit.day(-10), hours: 1100.5 },
      avgHoursPerDay: 10.05,
      forecast: { date: kit.day(15), rule: 'hours', estimated: true, dueAtHours: 1350.5 },
    });
    expect(sheet.equipment.due).toBe('ok');
    const html = await publicPage('MTR00001');
    expect(html).toContain(`${formatDateBR(kit.day(15))} (estimada)`);

    // A reading lower than an earlier one, or (backdated) higher than a later one: 400 naming the field.
    const back = await record(tag.id, kit.day(-5), 1050);
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({
      message: METER_TEXTS.meterBackwards('1.100,5', formatDateBR(kit.day(-10))),
      field: 'meterReading',
    });
    const ahead = await record(tag.id, kit.day(-15), 1200);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ field: 'meterReading' });
    const negative = await record(tag.id, kit.day(-1), -3);
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ message: METER_TEXTS.meterReadingInvalid });
    // Changing a record's reading is held to the same rule (its own old reading aside).
    const patch = await kit.patch(`/api/tecnico/records/${created.record.id}`, tech, { meterReading: 999 });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toMatchObject({ field: 'meterReading' });
    expect((await detail(tag.id)).records.map((r) => r.meterReading)).toEqual([1100.5, 1000]);
    const fixed = await kit.patch(`/api/tecnico/records/${created.record.id}`, tech, { meterReading: 1101 });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ meterReading: 1101 });
    // 101 h in 10 days: 1351 h in 25 days still.
    expect((await detail(tag.id)).meter?.forecast).toMatchObject({ date: kit.day(15), dueAtHours: 1351 });

    // The plan without hours: the calendar's date again, and /t no longer says estimated.
    const calendarOnly = await kit.put(`/api/tecnico/equipment/${tag.id}/plan`, tech, { intervalMonths: 6 });
    const calendarDate = nextServiceAfter(kit.day(-10), { intervalDays: null, intervalMonths: 6 })!;
    expect((calendarOnly.json() as EquipmentDetailResponse).equipment.nextService).toBe(calendarDate);
    const page = await publicPage('MTR00001');
    expect(page).toContain(formatDateBR(calendarDate));
    expect(page).not.toContain('(estimada)');
  });

  it('a record without a reading on an hours plan counts by the calendar; hours alone are a valid plan', async () => {
    const tag = await kit.makeEquipment('MTR00002');
    expect((await kit.put(`/api/tecnico/equipment/${tag.id}/plan`, tech, { intervalHours: 500 })).statusCode).toBe(200);
    await record(tag.id, kit.day(-30), 10);
    await record(tag.id, kit.day(-20), 110);
    // 10 h/day: 110 + 500 = 610 h, 50 days after day -20.
    expect((await detail(tag.id)).equipment.nextService).toBe(kit.day(30));
    // A backdated reading changes the average use though the newest record stays: 0 → 110 h over 20 days = 5.5 h/day,
    // 500 h in 91 days. A reading in between keeps it (the average runs from the oldest to the newest).
    await record(tag.id, kit.day(-40), 0);
    expect((await detail(tag.id)).equipment.nextService).toBe(kit.day(71));
    await record(tag.id, kit.day(-25), 60);
    expect((await detail(tag.id)).equipment.nextService).toBe(kit.day(71));
    const plan = await kit.put(`/api/tecnico/equipment/${tag.id}/plan`, tech, { intervalDays: 0, intervalHours: 250 });
    expect(plan.statusCode).toBe(400);
    const hours = await kit.put(`/api/tecnico/equipment/${tag.id}/plan`, tech, { intervalHours: 2.5 });
    expect(hours.json()).toMatchObject({ message: METER_TEXTS.intervalHoursInvalid });
    // The newest record without a reading: the hours cannot count from it, and an hours-only plan keeps the date.
    await record(tag.id, kit.day(-1));
    const sheet = await detail(tag.id);
    expect(sheet.meter?.forecast).toMatchObject({ date: null, noEstimate: 'no-service-reading' });
    expect(sheet.equipment.nextService).toBe(kit.day(71));
  });
});
