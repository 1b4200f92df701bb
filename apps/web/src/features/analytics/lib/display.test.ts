import { describe, expect, it } from 'vitest';
import {
  countryName,
  formatAvailability,
  formatErrorRate,
  formatUptime,
  growthCaption,
  healthText,
  relativeTime,
} from './display';
import { rangeProblem } from './range';
import { defaultRange } from './scope';

describe('analytics display helpers (spec section 9)', () => {
  it("growth: '+12,5% vs período anterior' up, '-3,0% ...' down, 'Sem alteração' for 0, 'Sem dados no período anterior' for nothing before", () => {
    expect(growthCaption(12.5)).toEqual({ text: '+12,5% vs período anterior', trend: 'up' });
    expect(growthCaption(-3)).toEqual({ text: '-3,0% vs período anterior', trend: 'down' });
    expect(growthCaption(0)).toEqual({ text: 'Sem alteração', trend: 'none' });
    expect(growthCaption(null)).toEqual({ text: 'Sem dados no período anterior', trend: 'none' });
  });

  it("relative times: 's atrás' under a minute, 'm atrás' under an hour, 'h atrás' beyond", () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
    expect(relativeTime(ago(0), now)).toBe('0s atrás');
    expect(relativeTime(ago(59), now)).toBe('59s atrás');
    expect(relativeTime(ago(60), now)).toBe('1m atrás');
    expect(relativeTime(ago(3599), now)).toBe('59m atrás');
    expect(relativeTime(ago(3600), now)).toBe('1h atrás');
    expect(relativeTime(ago(30 * 3600), now)).toBe('30h atrás');
    // A server clock slightly ahead is not 'in the future'.
    expect(relativeTime(ago(-5), now)).toBe('0s atrás');
  });

  it('uptime as days, hours and minutes; availability 99,9% (pt-BR, through Intl) while up, else 0%; error rate with 2 decimals', () => {
    expect(formatUptime(2 * 86_400 + 3 * 3600 + 15 * 60 + 59)).toBe('2d 3h 15m');
    expect(formatUptime(59)).toBe('0d 0h 0m');
    expect(formatAvailability(1)).toBe('99,9%');
    expect(formatAvailability(0)).toBe('0%');
    expect(formatErrorRate(0.25)).toBe('0,25%');
    expect(formatErrorRate(3)).toBe('3,00%');
  });

  it('the four health texts of spec section 4', () => {
    expect(healthText('healthy')).toBe('Sistema Saudável');
    expect(healthText('warning')).toBe('Atenção Necessária');
    expect(healthText('error')).toBe('Sistema com Problemas');
    expect(healthText('degraded')).toBe('Status Desconhecido');
    expect(healthText(undefined)).toBe('Status Desconhecido');
  });

  it("country names in pt-BR from the ISO code; 'XX' and junk are 'Desconhecido'", () => {
    expect(countryName('BR')).toBe('Brasil');
    expect(countryName('us')).toBe('Estados Unidos');
    expect(countryName('XX')).toBe('Desconhecido');
    expect(countryName('')).toBe('Desconhecido');
  });

  it('the default range is the last 30 days up to today; reversed, malformed and too long ranges are refused', () => {
    expect(defaultRange(new Date(2026, 2, 1, 10))).toEqual({ startDate: '2026-01-30', endDate: '2026-03-01' });
    expect(rangeProblem({ startDate: '2026-01-30', endDate: '2026-03-01' })).toBeNull();
    expect(rangeProblem({ startDate: '2026-03-02', endDate: '2026-03-01' })).toBe(
      'A data inicial deve ser anterior ou igual à data final.',
    );
    expect(rangeProblem({ startDate: '', endDate: '2026-03-01' })).toBe(
      'Período inválido: use datas no formato AAAA-MM-DD.',
    );
    expect(rangeProblem({ startDate: '2025-01-01', endDate: '2026-03-01' })).toBe('O período máximo é de 366 dias.');
  });
});
