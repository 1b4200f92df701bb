import { describe, expect, it } from 'vitest';
import { levelStatesOf, levelText } from './fire-safety-levels.js';
import { cnpjOf, formatCnpj } from './cnpj.js';

describe('levelStatesOf', () => {
  const intervals = { 1: 12, 2: 12, 3: 60 };

  it('keeps calendar months: 31/01 + 1 month is 28/02 (29/02 in a leap year), as nextServiceAfter', () => {
    const [inspection] = levelStatesOf({ 1: '2025-01-31' }, { 1: 1, 2: 12, 3: 60 }, '2025-02-01');
    expect(inspection).toMatchObject({ nextDate: '2025-02-28', due: 'ok' });
    expect(levelStatesOf({ 1: '2024-01-31' }, { 1: 1 }, '2024-02-01')[0]).toMatchObject({ nextDate: '2024-02-29' });
  });

  it('a higher level renews the lower ones; the test year counts for the test only', () => {
    const states = levelStatesOf({ 1: '2025-06-10', 3: '2024-03-15' }, intervals, '2025-07-01', 2023);
    expect(states.map((state) => state.lastDate)).toEqual(['2025-06-10', '2024-03-15', '2024-03-15']);
    expect(states.map((state) => state.nextDate)).toEqual(['2026-06-10', '2025-03-15', '2029-03-15']);
    expect(states.map((state) => state.due)).toEqual(['ok', 'overdue', 'ok']);
    expect(levelStatesOf({}, intervals, '2025-07-01', 2023).map((state) => state.nextDate)).toEqual([
      null,
      null,
      '2028-12-31',
    ]);
  });

  it('a level without an interval has no line', () => {
    expect(levelStatesOf({ 1: '2025-01-10' }, { 1: 6 }, '2025-02-01').map((state) => state.level)).toEqual([1]);
  });

  it("says each level in the issue's shape", () => {
    expect(levelText(1, '2027-03-10', 'ok')).toBe('Inspeção válida até 03/2027');
    expect(levelText(2, '2027-03-10', 'soon')).toBe('Manutenção válida até 03/2027');
    expect(levelText(1, '2025-03-10', 'overdue')).toBe('Inspeção vencida desde 03/2025');
    expect(levelText(3, '2028-05-01', 'ok')).toBe('Teste hidrostático vence em 2028');
    expect(levelText(3, '2024-05-01', 'overdue')).toBe('Teste hidrostático vencido desde 2024');
    expect(levelText(2, null, 'none')).toBe('Manutenção / recarga: sem registro');
  });
});

describe('CNPJ', () => {
  it('accepts valid check digits, formatted or not, and refuses the others', () => {
    expect(cnpjOf('11.222.333/0001-81')).toBe('11222333000181');
    expect(cnpjOf('11222333000181')).toBe('11222333000181');
    expect(cnpjOf('11.222.333/0001-80')).toBeNull();
    expect(cnpjOf('11111111111111')).toBeNull();
    expect(cnpjOf('1122233300018')).toBeNull();
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});
