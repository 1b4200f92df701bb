import { describe, expect, it } from 'vitest';
import { tagCodeFromQr } from './tag-code';

describe('tagCodeFromQr', () => {
  it('reads the code of a tag public URL', () => {
    expect(tagCodeFromQr('https://portal.example/t/mnt00001')).toBe('MNT00001');
    expect(tagCodeFromQr('http://localhost:4841/t/MNT00002?src=qr')).toBe('MNT00002');
  });

  it('takes a bare code as it is stored (trimmed, upper-case)', () => {
    expect(tagCodeFromQr('  ext00010 ')).toBe('EXT00010');
  });

  it('refuses another QR (a web page, a text with spaces)', () => {
    expect(tagCodeFromQr('https://example.com/page')).toBeNull();
    expect(tagCodeFromQr('hello world')).toBeNull();
  });
});
