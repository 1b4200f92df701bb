import { describe, expect, it } from 'vitest';
import {
  createRecordRequestSchema,
  dueStateOf,
  formatBRL,
  MAINTENANCE_TEXTS,
  nextServiceAfter,
  servicePlanRequestSchema,
} from './maintenance.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('maintenance rules', () => {
  it("a next service before today is overdue, within 7 days is soon, later is in order, none is 'none'", () => {
    expect(dueStateOf('2026-11-23', '2026-11-24')).toBe('overdue');
    expect(dueStateOf('2026-11-24', '2026-11-24')).toBe('soon');
    expect(dueStateOf('2026-12-01', '2026-11-24')).toBe('soon');
    expect(dueStateOf('2026-12-02', '2026-11-24')).toBe('ok');
    expect(dueStateOf(null, '2026-11-24')).toBe('none');
  });

  it('the next service is the performed date plus the plan interval, calendar months kept', () => {
    expect(nextServiceAfter('2026-01-10', { intervalDays: 30, intervalMonths: null })).toBe('2026-02-09');
    expect(nextServiceAfter('2026-01-31', { intervalDays: null, intervalMonths: 1 })).toBe('2026-02-28');
    expect(nextServiceAfter('2025-06-15', { intervalDays: null, intervalMonths: 12 })).toBe('2026-06-15');
    expect(nextServiceAfter('2025-06-15', { intervalDays: null, intervalMonths: null })).toBeNull();
  });

  it('an empty description and a badly written date are refused naming the field', () => {
    const record = (fields: Record<string, string>) =>
      createRecordRequestSchema.safeParse({
        performedAt: '2026-11-20',
        type: 'PREVENTIVA',
        description: 'Recarga',
        outcome: 'OK',
        ...fields,
      });
    const empty = record({ description: '   ' });
    expect(firstMessage(empty)).toBe(MAINTENANCE_TEXTS.descriptionRequired);
    const badDate = record({ performedAt: '20/11/2026' });
    expect(firstMessage(badDate)).toBe(MAINTENANCE_TEXTS.performedAtInvalid);
  });

  it('a plan of 0 days is refused, and a plan needs days or months', () => {
    expect(firstMessage(servicePlanRequestSchema.safeParse({ intervalDays: 0 }))).toBe(
      MAINTENANCE_TEXTS.intervalInvalid,
    );
    expect(firstMessage(servicePlanRequestSchema.safeParse({}))).toBe(MAINTENANCE_TEXTS.intervalMissing);
    expect(servicePlanRequestSchema.parse({ intervalMonths: 6 }).intervalMonths).toBe(6);
  });

  it('costs read as BRL', () => {
    expect(formatBRL(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
  });
});
