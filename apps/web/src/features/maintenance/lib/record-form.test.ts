import { describe, expect, it } from 'vitest';
import { parseBRLToCents, recordBodyOf } from './record-form';

describe('record form', () => {
  it('reads R$ the Brazilian way into cents', () => {
    expect(parseBRLToCents('1.234,56')).toBe(123_456);
    expect(parseBRLToCents('R$ 150')).toBe(15_000);
    expect(parseBRLToCents('89,9')).toBe(8_990);
    expect(parseBRLToCents('12.5')).toBe(1_250);
    expect(parseBRLToCents('abc')).toBeNull();
  });

  it('sends duration and cost only when typed, as numbers', () => {
    const base = { performedAt: '2026-11-20', type: 'PREVENTIVA', description: 'Troca', outcome: 'OK' } as const;
    expect(recordBodyOf({ ...base, durationMinutes: '', cost: '' })).toEqual(base);
    expect(recordBodyOf({ ...base, durationMinutes: '45', cost: '120,50' })).toEqual({
      ...base,
      durationMinutes: 45,
      costCents: 12_050,
    });
  });
});
