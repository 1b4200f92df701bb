import { describe, expect, it } from 'vitest';
import { MAINTENANCE_TEXTS } from '@portal/shared';
import { detailAnswer, summary } from '../testing/equipment';
import { findByCodeInCopy, listEquipmentFromCopy } from './offline-equipment';

const detailOf = (overrides: Parameters<typeof summary>[0]) => {
  const base = detailAnswer();
  return { ...base, equipment: { ...base.equipment, ...summary(overrides) } };
};

const copy = [
  detailOf({ id: 'id-3', code: 'MNT00003', nextService: null, model: 'Bomba' }),
  detailOf({ id: 'id-2', code: 'MNT00002', nextService: '2026-11-30', clientName: 'Clínica Norte', model: 'Extintor' }),
  detailOf({ id: 'id-1', code: 'MNT00001', nextService: '2026-11-01', status: 'BROKEN', model: 'Compressor' }),
  detailOf({ id: 'id-4', code: 'MNT00004', nextService: '2027-03-01', model: 'Autoclave' }),
];
const TODAY = '2026-11-26';

describe("the panel offline: the phone's copy answers like the list route", () => {
  it('orders by next service (none last), works out each due state for today, and counts like the server', () => {
    const answer = listEquipmentFromCopy(copy, { page: 1, limit: 20 }, TODAY);
    expect(answer.items.map((item) => [item.code, item.due])).toEqual([
      ['MNT00001', 'overdue'],
      ['MNT00002', 'soon'],
      ['MNT00004', 'ok'],
      ['MNT00003', 'none'],
    ]);
    expect(answer.counts).toEqual({ overdue: 1, soon: 1, ok: 1, outOfService: 1 });
    expect(answer.pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
    expect(answer.items[0]).not.toHaveProperty('details');
  });

  it('searches by code, model or client (accents and case aside), filters by due and status, and pages', () => {
    const codes = (query: Parameters<typeof listEquipmentFromCopy>[1]) =>
      listEquipmentFromCopy(copy, { page: 1, limit: 20, ...query }, TODAY).items.map((item) => item.code);
    expect(codes({ search: 'mnt00004' })).toEqual(['MNT00004']);
    expect(codes({ search: 'clinica' })).toEqual(['MNT00002']);
    expect(codes({ due: 'soon' })).toEqual(['MNT00002']);
    expect(codes({ status: 'BROKEN' })).toEqual(['MNT00001']);
    expect(codes({ page: 2, limit: 3 })).toEqual(['MNT00003']);
  });

  it("'Ler código' finds the exact code only", () => {
    expect(findByCodeInCopy([{ id: 'id-2', code: 'MNT00002' }], ' mnt00002 ')).toBe('id-2');
    expect(findByCodeInCopy([{ id: 'id-2', code: 'MNT00002' }], 'MNT0000')).toBeNull();
  });
});

describe('the offline texts', () => {
  it("the banner names the last sync in Brasília time: 'Sem conexão — mostrando dados de dd/mm às hh:mm'", () => {
    // 13:05 UTC is 10:05 in Brasília; 02:30 UTC on the 27th is still the 26th there.
    expect(MAINTENANCE_TEXTS.offlineBanner('2026-11-26T13:05:00.000Z')).toBe(
      'Sem conexão — mostrando dados de 26/11 às 10:05',
    );
    expect(MAINTENANCE_TEXTS.offlineBanner('2026-11-27T02:30:00.000Z')).toBe(
      'Sem conexão — mostrando dados de 26/11 às 23:30',
    );
  });
});
