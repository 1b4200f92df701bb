import { describe, expect, it } from 'vitest';
import { telHref } from './phone.js';

describe('tel: links', () => {
  it('strip spaces, parentheses, dots and hyphens', () => {
    expect(telHref('(11) 98765-4321')).toBe('tel:11987654321');
    expect(telHref('11.9876.5432')).toBe('tel:1198765432');
  });
  it('keep a leading plus and drop any other plus sign', () => {
    expect(telHref('+55 (11) 98765-4321')).toBe('tel:+5511987654321');
    expect(telHref('55+11+9876')).toBe('tel:55119876');
  });
});
