import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_CODE_ALPHABET,
  activationLinkOf,
  claimTagRequestSchema,
  generateActivationCode,
  normalizeActivationCode,
} from './index.js';

describe('activation codes', () => {
  it('the alphabet has no look-alikes (0/O, 1/I/L) and no repeats', () => {
    expect(ACTIVATION_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(new Set(ACTIVATION_CODE_ALPHABET).size).toBe(ACTIVATION_CODE_ALPHABET.length);
  });

  it('a generated code is 8 characters of the alphabet, different each time, every character reachable', () => {
    const codes = Array.from({ length: 400 }, generateActivationCode);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${ACTIVATION_CODE_ALPHABET}]{8}$`));
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('')).size).toBe(ACTIVATION_CODE_ALPHABET.length);
  });

  it('read as typed: any case, spaces and hyphens dropped', () => {
    expect(normalizeActivationCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normalizeActivationCode('ab cd\tef gh')).toBe('ABCDEFGH');
    expect(claimTagRequestSchema.parse({ code: ' puls0001 ', activationCode: 'abcd-2345' })).toEqual({
      code: 'PULS0001',
      activationCode: 'ABCD2345',
    });
    expect(claimTagRequestSchema.parse({ code: 'PULS0001' })).toEqual({ code: 'PULS0001' });
  });

  it('the claim link opens the owner’s activation route with both codes in the query', () => {
    expect(activationLinkOf('https://portal.example/', 'PULS 01&', 'ABCD2345')).toBe(
      'https://portal.example/user/tags/ativar?code=PULS+01%26&activation=ABCD2345',
    );
    const url = new URL(activationLinkOf('http://localhost:3000', 'PULS0001', 'ABCD2345'));
    expect(url.pathname).toBe('/user/tags/ativar');
    expect(Object.fromEntries(url.searchParams)).toEqual({ code: 'PULS0001', activation: 'ABCD2345' });
  });
});
