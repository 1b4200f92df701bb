import { describe, expect, it } from 'vitest';
import { formatAddress, initialsOf, isEmptySection } from './profiles.js';

describe('sections are hidden when empty', () => {
  it('null, blank string, empty array or object (also an object of empty values)', () => {
    for (const empty of [
      null,
      undefined,
      '',
      '   ',
      [],
      {},
      { bloodType: null, allergies: [] },
      [''],
      { a: { b: '' } },
    ]) {
      expect(isEmptySection(empty)).toBe(true);
    }
    for (const value of ['x', ['x'], { a: 'x' }, 0, false]) expect(isEmptySection(value)).toBe(false);
  });
});

describe('small helpers', () => {
  it('initials', () => {
    expect(initialsOf('Maria da Silva')).toBe('MS');
    expect(initialsOf('élio')).toBe('É');
    expect(initialsOf('  ')).toBe('');
  });
  it('address on one line', () => {
    expect(
      formatAddress({
        street: 'Rua A',
        number: '10',
        complement: 'apto 2',
        city: 'São Paulo',
        state: 'SP',
        zipCode: '01000-000',
      }),
    ).toBe('Rua A, 10 - apto 2, São Paulo - SP, 01000-000');
    expect(formatAddress({})).toBe('');
  });
});
