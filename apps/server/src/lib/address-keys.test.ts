import { describe, expect, it } from 'vitest';
import { addressGroup, createAddressKeys } from './address-keys.js';
import { createUrlSigner } from './signed-urls.js';

describe('addressGroup', () => {
  it('keeps an IPv4 address whole, and an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64: every address of one block is one', () => {
    expect(addressGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(addressGroup('2001:db8:1:2::1'));
  });

  it('keys are the same for one block, different for another, and never hold the address', () => {
    const keyOf = createAddressKeys(createUrlSigner('chave-de-teste-com-mais-de-32-caracteres'));
    expect(keyOf('2001:db8:1:2::1')).toBe(keyOf('2001:db8:1:2::ffff'));
    expect(keyOf('203.0.113.7')).not.toBe(keyOf('203.0.113.8'));
    expect(keyOf('203.0.113.7')).not.toContain('203');
  });
});
