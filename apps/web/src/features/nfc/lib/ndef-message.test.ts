import { describe, expect, it } from 'vitest';
import { ndefBytes } from '@portal/shared';
import { asRead } from '../testing/fake-ndef-reader';
import { checkFits, ndefTagBytes, readingTexts, sameRecords, tagMessage, TagTooSmallError } from './ndef-message';

const URL = 'https://portal.example/t/MNT00001';
const TEXT = 'Extintor CO2 6 kg\n(11) 3333-4444';

describe('the message written to a tag', () => {
  it('is the URL record, then the text in pt; without a text, the URL alone', () => {
    expect(tagMessage(URL, TEXT)).toEqual([
      { recordType: 'url', data: URL },
      { recordType: 'text', data: TEXT, lang: 'pt' },
    ]);
    expect(tagMessage(URL, '  ')).toEqual([{ recordType: 'url', data: URL }]);
  });

  it('counts its bytes as the tag stores them: records (https:// in one byte) inside the TLV and terminator', () => {
    // URL record: 4 bytes of header + 1 prefix byte + 'portal.example/t/MNT00001' (25); TLV 2 + terminator 1.
    expect(ndefTagBytes(tagMessage(URL, ''))).toBe(4 + 1 + 25 + 3);
    // The text record is what the owner's NDEF card counts (shared ndefBytes).
    expect(ndefTagBytes(tagMessage(URL, TEXT))).toBe(4 + 1 + 25 + ndefBytes(TEXT) + 3);
    // Past 254 bytes of message the TLV length takes 3 bytes; a payload past 255 a 4-byte length.
    const long = 'a'.repeat(300);
    expect(ndefTagBytes([{ recordType: 'text', data: long, lang: 'pt' }])).toBe(1 + 3 + (3 + 4 + 1 + 2 + 300) + 1);
  });

  it('is refused before writing when the chip is known and too small (NTAG213: 144 bytes)', () => {
    const records = tagMessage(URL, 'Nome muito comprido '.repeat(6));
    const bytes = ndefTagBytes(records);
    expect(bytes).toBeGreaterThan(144);
    expect(() => checkFits(records, { name: 'NTAG213', bytes: 144 })).toThrow(TagTooSmallError);
    expect(checkFits(records, { name: 'NTAG215', bytes: 504 })).toBe(bytes);
    expect(checkFits(records, undefined)).toBe(bytes);
  });
});

describe('what a tag read holds', () => {
  it('its URL records first, then its texts, decoded; empty records are left out', () => {
    const records = [
      asRead({ recordType: 'text', data: 'MNT00001', lang: 'pt' }),
      asRead({ recordType: 'url', data: URL }),
      { recordType: 'text', data: null },
    ];
    expect(readingTexts(records)).toEqual([URL, 'MNT00001']);
  });

  it('a text in UTF-16 is decoded in its own encoding', () => {
    const utf16 = new Uint8Array([...'Ação'].flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8]));
    expect(readingTexts([{ recordType: 'text', data: new DataView(utf16.buffer), encoding: 'utf-16le' }])).toEqual([
      'Ação',
    ]);
  });

  it('matches what was written only with the same records in the same order and content', () => {
    const written = tagMessage(URL, TEXT);
    expect(sameRecords(written, written.map(asRead))).toBe(true);
    expect(sameRecords(written, [asRead(written[0]!)])).toBe(false);
    expect(sameRecords(written, [...written].reverse().map(asRead))).toBe(false);
    expect(sameRecords(written, tagMessage(URL, `${TEXT}!`).map(asRead))).toBe(false);
    expect(
      sameRecords(
        written,
        tagMessage(URL, TEXT).map((record) => ({ ...asRead(record), lang: 'en' })),
      ),
    ).toBe(false);
  });
});
