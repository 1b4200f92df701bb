import { describe, expect, it } from 'vitest';
import { publicLinkBase } from './public-base.js';

const unset = { publicUrl: 'http://localhost:3000', publicUrlConfigured: false };
const set = { publicUrl: 'https://tags.exemplo.com.br', publicUrlConfigured: true };

describe('the base of copied links and QR codes', () => {
  it('PUBLIC_URL set: always PUBLIC_URL, whatever Host the request sends', () => {
    expect(publicLinkBase({ protocol: 'http', host: 'atacante.example' }, set)).toBe('https://tags.exemplo.com.br');
  });

  it('PUBLIC_URL unset: the protocol and host the request reached, so a phone can open them', () => {
    expect(publicLinkBase({ protocol: 'http', host: '192.168.0.20:3000' }, unset)).toBe('http://192.168.0.20:3000');
    expect(publicLinkBase({ protocol: 'https', host: 'Portal.Exemplo.com.br' }, unset)).toBe(
      'https://portal.exemplo.com.br',
    );
    expect(publicLinkBase({ protocol: 'http', host: '[fd00::20]:3000' }, unset)).toBe('http://[fd00::20]:3000');
    expect(publicLinkBase({ protocol: 'http', host: 'portal.local:80' }, unset)).toBe('http://portal.local');
  });

  it('a Host that is not a host, or a protocol that is not http(s), falls back to the default base', () => {
    for (const host of [
      '',
      'evil.example/p/x',
      'user@evil.example',
      'evil.example?x',
      'a b',
      'evil.example:3000:1',
      '-evil.example',
    ]) {
      expect(publicLinkBase({ protocol: 'http', host }, unset)).toBe('http://localhost:3000');
    }
    expect(publicLinkBase({ protocol: 'javascript', host: 'portal.local' }, unset)).toBe('http://localhost:3000');
  });
});
