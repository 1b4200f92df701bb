import { describe, expect, it } from 'vitest';
import { createRecordRequestSchema, servicePlanRequestSchema } from './maintenance.js';
import { METER_TEXTS } from './meter-schemas.js';
import { averageUsePerDay, forecastNextService, nextServiceText, noEstimateText, type MeterReading } from './meters.js';

const plan = { intervalDays: null, intervalMonths: 6, intervalHours: 250 };

describe('the meter rule: whichever comes first', () => {
  it('the hours win when the use reaches the interval before the calendar (an estimate)', () => {
    // 10 h/day: 1000 h on 01/01, 1100 h on 11/01; due at 1100 + 250 = 1350 h, 25 days after 11/01.
    const readings: MeterReading[] = [
      { date: '2026-01-01', hours: 1000 },
      { date: '2026-01-11', hours: 1100 },
    ];
    const forecast = forecastNextService({ performedAt: '2026-01-11', meterReading: 1100 }, plan, readings);
    expect(forecast).toMatchObject({
      date: '2026-02-05',
      rule: 'hours',
      estimated: true,
      calendarDate: '2026-07-11',
      hoursDate: '2026-02-05',
      dueAtHours: 1350,
      noEstimate: null,
    });
    expect(nextServiceText(forecast)).toBe('Próxima manutenção: 05/02/2026 (estimada pelo horímetro: 1.350 h)');
  });

  it('the calendar wins when the use is low (not an estimate)', () => {
    // 1 h/day: 250 h takes 250 days, after the 6 months.
    const readings = [
      { date: '2026-01-01', hours: 90 },
      { date: '2026-01-11', hours: 100 },
    ];
    const forecast = forecastNextService({ performedAt: '2026-01-11', meterReading: 100 }, plan, readings);
    expect(forecast).toMatchObject({ date: '2026-07-11', rule: 'calendar', estimated: false, hoursDate: '2026-09-18' });
    expect(nextServiceText(forecast)).toBe('Próxima manutenção: 11/07/2026');
  });

  it('keeps calendar months (31/01 + 1 month = 28/02) when the hours come later', () => {
    const forecast = forecastNextService(
      { performedAt: '2026-01-31', meterReading: 20 },
      { intervalDays: null, intervalMonths: 1, intervalHours: 1000 },
      [
        { date: '2026-01-21', hours: 10 },
        { date: '2026-01-31', hours: 20 },
      ],
    );
    expect(forecast).toMatchObject({ date: '2026-02-28', rule: 'calendar', hoursDate: '2028-10-27' });
  });

  it('with fewer than 2 readings (or 2 on one day) there is no estimate: the calendar alone, and why', () => {
    const one = forecastNextService({ performedAt: '2026-01-11', meterReading: 100 }, plan, [
      { date: '2026-01-11', hours: 100 },
    ]);
    expect(one).toMatchObject({ date: '2026-07-11', rule: 'calendar', hoursDate: null, noEstimate: 'few-readings' });
    expect(noEstimateText(one)).toBe(METER_TEXTS.cannotEstimate);
    const sameDay = forecastNextService({ performedAt: '2026-01-11', meterReading: 105 }, plan, [
      { date: '2026-01-11', hours: 100 },
      { date: '2026-01-11', hours: 105 },
    ]);
    expect(sameDay.noEstimate).toBe('few-readings');
    expect(averageUsePerDay([{ date: '2026-01-11', hours: 100 }])).toBeNull();
  });

  it('zero use gives no hours date; an hours-only plan then has no date at all', () => {
    const readings = [
      { date: '2026-01-01', hours: 100 },
      { date: '2026-01-11', hours: 100 },
    ];
    const last = { performedAt: '2026-01-11', meterReading: 100 };
    expect(forecastNextService(last, plan, readings)).toMatchObject({
      date: '2026-07-11',
      rule: 'calendar',
      noEstimate: 'zero-use',
    });
    const hoursOnly = forecastNextService(
      last,
      { intervalDays: null, intervalMonths: null, intervalHours: 250 },
      readings,
    );
    expect(hoursOnly).toMatchObject({ date: null, rule: null, estimated: false });
    expect(nextServiceText(hoursOnly)).toBe('Próxima manutenção: sem data');
  });

  it('an interval already reached is due on the day of the reading that reached it', () => {
    const forecast = forecastNextService({ performedAt: '2026-01-01', meterReading: 100 }, plan, [
      { date: '2026-01-01', hours: 100 },
      { date: '2026-03-01', hours: 400 },
    ]);
    expect(forecast).toMatchObject({ date: '2026-03-01', rule: 'hours', estimated: true, dueAtHours: 350 });
  });

  it('a last service without a reading counts by the calendar only', () => {
    const forecast = forecastNextService({ performedAt: '2026-01-11', meterReading: null }, plan, [
      { date: '2026-01-01', hours: 100 },
      { date: '2026-01-05', hours: 200 },
    ]);
    expect(forecast).toMatchObject({ date: '2026-07-11', rule: 'calendar', noEstimate: 'no-service-reading' });
  });

  it('averages over the last 12 months of readings (older ones do not count)', () => {
    // 2020's idle years do not dilute the current 10 h/day.
    const readings = [
      { date: '2020-01-01', hours: 0 },
      { date: '2025-02-01', hours: 1000 },
      { date: '2026-01-27', hours: 4600 },
    ];
    expect(averageUsePerDay(readings)).toBeCloseTo(3600 / 360, 6);
    // Only two readings years apart: they still give an average.
    expect(averageUsePerDay([readings[0]!, readings[1]!])).toBeCloseTo(1000 / 1858, 6);
  });

  it('a plan without hours is the calendar rule unchanged', () => {
    const forecast = forecastNextService(
      { performedAt: '2026-01-10', meterReading: null },
      { intervalDays: 30, intervalMonths: null },
      [],
    );
    expect(forecast).toMatchObject({ date: '2026-02-09', rule: 'calendar', noEstimate: null });
  });
});

describe('meter fields in the contract', () => {
  const record = { performedAt: '2026-01-10', type: 'PREVENTIVA', description: 'Troca de óleo', outcome: 'OK' };

  it('a reading is hours with at most one decimal, never negative', () => {
    expect(createRecordRequestSchema.parse({ ...record, meterReading: 1234.5 }).meterReading).toBe(1234.5);
    for (const meterReading of [-1, 1.25, '12', 1_000_000]) {
      const result = createRecordRequestSchema.safeParse({ ...record, meterReading });
      expect(result.error?.issues[0]?.message).toBe(METER_TEXTS.meterReadingInvalid);
    }
  });

  it('a plan may be hours alone, or hours with months; hours are whole', () => {
    expect(servicePlanRequestSchema.safeParse({ intervalHours: 250 }).success).toBe(true);
    expect(servicePlanRequestSchema.parse({ intervalMonths: 6, intervalHours: 250 }).intervalHours).toBe(250);
    expect(servicePlanRequestSchema.safeParse({ intervalHours: 2.5 }).error?.issues[0]?.message).toBe(
      METER_TEXTS.intervalHoursInvalid,
    );
  });
});
