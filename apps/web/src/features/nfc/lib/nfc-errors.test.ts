import { describe, expect, it } from 'vitest';
import { nfcErrorText } from './nfc-errors';
import { NFC_TEXTS } from './nfc-texts';
import { TagTooSmallError } from './ndef-message';

const domError = (name: string) => new DOMException('x', name);

describe('the pt-BR text of each Web NFC error', () => {
  it('permission refused, unsupported, timeout and cancel', () => {
    for (const writing of [false, true]) {
      expect(nfcErrorText(domError('NotAllowedError'), { writing })).toBe(NFC_TEXTS.permissionDenied);
      expect(nfcErrorText(domError('NotSupportedError'), { writing })).toBe(NFC_TEXTS.unsupported);
      expect(nfcErrorText(domError('TimeoutError'), { writing })).toBe(NFC_TEXTS.timeout);
      expect(nfcErrorText(domError('AbortError'), { writing })).toBe(NFC_TEXTS.timeout);
    }
  });

  it('a write the tag refuses (NotReadableError, NetworkError) is a read-only tag; a read, an unreadable one', () => {
    expect(nfcErrorText(domError('NotReadableError'), { writing: true, bytes: 60 })).toBe(NFC_TEXTS.readOnly);
    expect(nfcErrorText(domError('NetworkError'), { writing: true, bytes: 60 })).toBe(NFC_TEXTS.readOnly);
    expect(nfcErrorText(domError('NotReadableError'), { writing: false })).toBe(NFC_TEXTS.unreadable);
    expect(nfcErrorText(domError('NetworkError'), { writing: false })).toBe(NFC_TEXTS.unreadable);
  });

  it('too small: a known chip refused before writing, or a failed write past the NTAG213 size', () => {
    expect(nfcErrorText(new TagTooSmallError(200, { name: 'NTAG213', bytes: 144 }), { writing: true })).toBe(
      'O conteúdo (200 bytes) não cabe na tag: o NTAG213 guarda 144 bytes. Use uma tag maior ou um texto menor.',
    );
    expect(nfcErrorText(domError('NetworkError'), { writing: true, bytes: 180 })).toBe(
      NFC_TEXTS.tooSmall(180, 'NTAG213', 144),
    );
  });

  it('anything else is the generic text', () => {
    expect(nfcErrorText(new Error('boom'), { writing: true })).toBe(NFC_TEXTS.failed);
    expect(nfcErrorText('?', { writing: false })).toBe(NFC_TEXTS.failed);
  });
});
