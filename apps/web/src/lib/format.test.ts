import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonthTime, formatRelativeTime, toDateInput } from './format';

describe('screen dates and times: Brasília time, calendar dates as written', () => {
  it('a scan at 19:17 UTC reads 16:17; a 22:30 time in Brasília keeps its day', () => {
    expect(formatDateTime('2026-11-20T19:17:00Z')).toBe('20/11/2026 16:17');
    expect(formatDayMonthTime('2026-05-10T01:30:00Z')).toBe('09/05, 22:30');
    expect(toDateInput(new Date('2026-05-10T01:30:00Z'))).toBe('2026-05-09');
  });

  it('a next service or a birth date never moves a day', () => {
    expect(formatDate('2026-05-10')).toBe('10/05/2026');
    expect(formatDate('1950-01-01')).toBe('01/01/1950');
  });

  it("relative times of notifications: 'há 3 horas', 'ontem às 14:20'", () => {
    const now = new Date('2026-11-26T18:00:00Z');
    expect(formatRelativeTime(new Date('2026-11-26T15:00:00Z'), now)).toBe('há 3 horas');
    expect(formatRelativeTime(new Date('2026-11-25T17:20:00Z'), now)).toBe('ontem às 14:20');
    expect(formatRelativeTime(new Date('2026-11-26T17:59:50Z'), now)).toBe('agora');
  });
});
