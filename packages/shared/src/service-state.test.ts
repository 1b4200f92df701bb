import { describe, expect, it } from 'vitest';
import { serviceStateHidesStatus, serviceStateOf, serviceStateWords, SERVICE_STATE_TEXTS } from './service-state.js';

const TODAY = '2026-11-26';

describe('serviceStateOf (issue 20, item 1)', () => {
  it('a next service before today is OVERDUE, with the missed date', () => {
    expect(serviceStateOf({ status: 'ACTIVE', nextService: '2026-03-15' }, TODAY)).toEqual({
      state: 'OVERDUE',
      date: '2026-03-15',
    });
  });

  it('today up to 7 days ahead is DUE_SOON; the 8th day is OK', () => {
    expect(serviceStateOf({ status: 'ACTIVE', nextService: TODAY }, TODAY).state).toBe('DUE_SOON');
    expect(serviceStateOf({ status: 'ACTIVE', nextService: '2026-12-03' }, TODAY).state).toBe('DUE_SOON');
    expect(serviceStateOf({ status: 'ACTIVE', nextService: '2026-12-04' }, TODAY)).toEqual({
      state: 'OK',
      date: '2026-12-04',
    });
  });

  it('no (valid) next service is NONE', () => {
    expect(serviceStateOf({ status: 'ACTIVE', nextService: null }, TODAY)).toEqual({ state: 'NONE', date: null });
    expect(serviceStateOf({ status: 'ACTIVE', nextService: 'amanhã' }, TODAY)).toEqual({ state: 'NONE', date: null });
  });

  it('status BROKEN is OUT_OF_SERVICE whatever the date', () => {
    expect(serviceStateOf({ status: 'BROKEN', nextService: '2027-01-01' }, TODAY)).toEqual({
      state: 'OUT_OF_SERVICE',
      date: '2027-01-01',
    });
  });

  it("the newest service's OUT_OF_SERVICE outcome is OUT_OF_SERVICE until someone puts it back ACTIVE", () => {
    expect(serviceStateOf({ status: 'LOST', nextService: null, lastOutcome: 'OUT_OF_SERVICE' }, TODAY).state).toBe(
      'OUT_OF_SERVICE',
    );
    expect(serviceStateOf({ status: 'ACTIVE', nextService: null, lastOutcome: 'OUT_OF_SERVICE' }, TODAY).state).toBe(
      'NONE',
    );
  });

  it("'today' defaults to the day in America/Sao_Paulo", () => {
    const spDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(serviceStateOf({ status: 'ACTIVE', nextService: spDay }).state).toBe('DUE_SOON');
  });
});

describe('the words of each state', () => {
  it("overdue: 'Manutenção vencida desde dd/mm/aaaa' and what to do", () => {
    expect(serviceStateWords({ state: 'OVERDUE', date: '2026-03-15' })).toEqual({
      tone: 'danger',
      title: 'Manutenção vencida desde 15/03/2026',
      advice: 'Não confie neste equipamento; avise o responsável.',
    });
  });

  it("due soon: 'Próxima manutenção em dd/mm/aaaa' (amber)", () => {
    expect(serviceStateWords({ state: 'DUE_SOON', date: '2026-12-01' })).toMatchObject({
      tone: 'warning',
      title: 'Próxima manutenção em 01/12/2026',
    });
  });

  it("out of service: 'Fora de serviço — não utilize'", () => {
    expect(serviceStateWords({ state: 'OUT_OF_SERVICE', date: null })).toMatchObject({
      tone: 'danger',
      title: 'Fora de serviço — não utilize',
    });
    expect(SERVICE_STATE_TEXTS.outOfService).toBe('Fora de serviço — não utilize');
  });

  it('OK and NONE say nothing; only overdue and out of service hide the sheet status', () => {
    expect(serviceStateWords({ state: 'OK', date: '2027-01-01' })).toBeNull();
    expect(serviceStateWords({ state: 'NONE', date: null })).toBeNull();
    expect(serviceStateHidesStatus({ state: 'OVERDUE', date: '2026-03-15' })).toBe(true);
    expect(serviceStateHidesStatus({ state: 'OUT_OF_SERVICE', date: null })).toBe(true);
    expect(serviceStateHidesStatus({ state: 'DUE_SOON', date: '2026-12-01' })).toBe(false);
  });
});
