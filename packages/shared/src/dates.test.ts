import { describe, expect, it } from 'vitest';
import {
  dayInBrazil,
  dayInTimeZone,
  formatCalendarDate,
  formatDate,
  formatDateBR,
  formatDateTime,
  formatDateTimeBR,
  formatDayMonthTime,
  formatRelativeTime,
  formatTime,
  isValidTimeZone,
  TIME_ZONE_NOTE,
  timeZoneNote,
} from './dates.js';

describe('dates: Brasília time by default, calendar dates never shift', () => {
  it('a calendar date (next service, birth date) is written as the day it is, in any zone', () => {
    expect(formatCalendarDate('2026-03-15')).toBe('15/03/2026');
    expect(formatDate('2026-03-15')).toBe('15/03/2026');
    expect(formatDate('2026-03-15', 'Pacific/Kiritimati')).toBe('15/03/2026');
    expect(formatDate('2026-03-15', 'Pacific/Pago_Pago')).toBe('15/03/2026');
    expect(dayInTimeZone('2026-03-15', 'Asia/Tokyo')).toBe('2026-03-15');
  });

  it('a 22:30 time in Brasília (01:30 UTC the next day) stays on its Brasília day', () => {
    const at = new Date('2026-05-10T01:30:00Z');
    expect(formatDate(at)).toBe('09/05/2026');
    expect(formatTime(at)).toBe('22:30');
    expect(formatDateTime(at)).toBe('09/05/2026 22:30');
    expect(formatDayMonthTime(at)).toBe('09/05, 22:30');
    expect(dayInTimeZone(at)).toBe('2026-05-09');
    expect(formatDateTime(at, 'UTC')).toBe('10/05/2026 01:30');
  });

  it('a scan at 19:17 UTC reads 16:17 in Brasília', () => {
    expect(formatTime('2026-11-20T19:17:00Z')).toBe('16:17');
  });

  it('names the zone once: "Horários de Brasília" for the default zone', () => {
    expect(timeZoneNote()).toBe(TIME_ZONE_NOTE);
    expect(TIME_ZONE_NOTE).toBe('Horários de Brasília');
    expect(timeZoneNote('America/Manaus')).toBe('Horários no fuso America/Manaus');
  });

  it('knows a valid zone from a typo', () => {
    expect(isValidTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('America/Sao_Pualo')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('formatRelativeTime: each notification its own time (pt-BR, Brasília days)', () => {
  const now = new Date('2026-11-26T18:00:00Z'); // 15:00 in Brasília
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('says agora, minutes and hours today', () => {
    expect(formatRelativeTime(ago(10_000), now)).toBe('agora');
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('há 5 minutos');
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toBe('há 3 horas');
  });

  it("says 'ontem às 14:20' for yesterday, in Brasília time", () => {
    expect(formatRelativeTime(new Date('2026-11-25T17:20:00Z'), now)).toBe('ontem às 14:20');
    // 23:30 in Brasília yesterday is 02:30 UTC today: still yesterday.
    expect(formatRelativeTime(new Date('2026-11-26T02:30:00Z'), now)).toBe('ontem às 23:30');
  });

  it('says days this week, then the date and time', () => {
    expect(formatRelativeTime(new Date('2026-11-23T15:00:00Z'), now)).toBe('há 3 dias');
    expect(formatRelativeTime(new Date('2026-11-01T13:05:00Z'), now)).toBe('01/11/2026 às 10:05');
  });
});

describe('pt-BR dates', () => {
  it("a pet's age is read against Brasília's day, not the server's UTC one", () => {
    expect(dayInBrazil(new Date('2026-01-01T02:00:00Z'))).toBe('2025-12-31');
    expect(dayInBrazil(new Date('2026-01-01T03:00:00Z'))).toBe('2026-01-01');
    expect(dayInBrazil()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('formats dates and date-times', () => {
    expect(formatDateBR('2026-03-15')).toBe('15/03/2026');
    expect(formatDateTimeBR('2025-01-01T12:00:00.000Z')).toMatch(/1 de janeiro de 2025.*09:00/);
  });
});
