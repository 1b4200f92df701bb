import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { recordsCsv } from './csv.js';
import type { RecordWithCode } from './repository.js';
import { FORMULA_LIKE } from '../../testing/reports.js';

const record = (index: number, text: string): RecordWithCode => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  tagId: '00000000-0000-4000-8000-0000000000aa',
  code: 'LOG00001',
  performedAt: '2025-04-15',
  type: 'CORRETIVA',
  description: text,
  outcome: 'OK',
  technicianId: null,
  technicianName: text,
  durationMinutes: 30,
  costCents: 150_000,
  meterReading: null,
  internalNotes: text,
  source: 'RECORD',
  createdAt: new Date('2025-04-15T12:00:00Z'),
  updatedAt: new Date('2025-04-15T12:00:00Z'),
});

describe('the service log CSV (format=csv) formula guard', () => {
  it("every text cell starting with =, +, -, @, tab or CR is quoted with '; '-2,5' stays a number", async () => {
    const records = [...FORMULA_LIKE, '-2,5'].map((text, index) => record(index, text));
    let served = false;
    const csv = await recordsCsv(async () => {
      if (served) return [];
      served = true;
      return records;
    });
    const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data;
    expect(rows).toHaveLength(2 + FORMULA_LIKE.length);
    expect(rows.at(-1)![3]).toBe('-2,5');
    rows.slice(1, -1).forEach((row, index) => {
      const guarded = `'${FORMULA_LIKE[index]}`;
      // Descrição, Técnico and Observações internas.
      expect([row[3], row[5], row[8]]).toEqual([guarded, guarded, guarded]);
      // The numbers stay numbers: duration and cost.
      expect(row[6]).toBe('30');
      expect(row[7]).toMatch(/^R\$\s1\.500,00$/);
    });
  });
});
