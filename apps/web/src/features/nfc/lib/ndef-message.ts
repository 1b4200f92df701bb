import { NFC_CHIPS } from '@portal/shared';
import type { NdefReadRecord, NdefRecordToWrite } from './web-nfc-types';

/** The language of the text written beside the URL (as the owner's NDEF text card counts it). */
export const NDEF_TEXT_LANG = 'pt';
/** The smallest common chip: what a tag of unknown kind is assumed to hold when a write fails. */
export const SMALLEST_CHIP = NFC_CHIPS[0];
export type NfcChip = { name: string; bytes: number };

/** The message a tag of the portal carries: its public URL, then the NDEF text (when there is one). */
export function tagMessage(url: string, text: string): NdefRecordToWrite[] {
  const records: NdefRecordToWrite[] = [{ recordType: 'url', data: url }];
  if (text.trim()) records.push({ recordType: 'text', data: text, lang: NDEF_TEXT_LANG });
  return records;
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;
/** NFC Forum URI prefixes the phone abbreviates to one byte (the longest first). */
const URI_PREFIXES = ['https://www.', 'http://www.', 'https://', 'http://'];

/** One record's bytes: header, type length, payload length (1 byte up to 255, else 4), type, payload. */
const recordBytes = (type: string, payload: number) => 2 + (payload < 256 ? 1 : 4) + type.length + payload;

function payloadBytes(record: NdefRecordToWrite): number {
  if (record.recordType === 'text') return 1 + record.lang.length + utf8Length(record.data);
  const prefix = URI_PREFIXES.find((candidate) => record.data.startsWith(candidate)) ?? '';
  return 1 + utf8Length(record.data.slice(prefix.length));
}

/**
 * The bytes the message takes in a tag's user memory: its records plus the NDEF TLV around them (type, length of
 * 1 or 3 bytes) and the terminator: what a chip's capacity (NTAG213: 144 bytes) is compared with.
 */
export function ndefTagBytes(records: NdefRecordToWrite[]): number {
  const message = records.reduce(
    (sum, record) => sum + recordBytes(record.recordType === 'url' ? 'U' : 'T', payloadBytes(record)),
    0,
  );
  return 1 + (message < 255 ? 1 : 3) + message + 1;
}

/** Written to a tag that cannot hold it (its chip is known, or the write failed past the smallest chip's size). */
export class TagTooSmallError extends Error {
  constructor(
    readonly bytes: number,
    readonly chip: NfcChip,
  ) {
    super(`NDEF message of ${bytes} bytes does not fit ${chip.name} (${chip.bytes} bytes)`);
    this.name = 'TagTooSmallError';
  }
}

/** Refuses, before any write, a message larger than the chip (when the chip is known). */
export function checkFits(records: NdefRecordToWrite[], chip: NfcChip | undefined): number {
  const bytes = ndefTagBytes(records);
  if (chip && bytes > chip.bytes) throw new TagTooSmallError(bytes, chip);
  return bytes;
}

/** A read record's payload as text (a text record in its own encoding; a URL record is UTF-8). */
export function recordText(record: NdefReadRecord): string {
  if (!record.data) return '';
  const encoding = record.recordType === 'text' ? (record.encoding ?? 'utf-8') : 'utf-8';
  return new TextDecoder(encoding).decode(record.data);
}

/** What a tag holds that may name a tag of the portal: its URL records first, then its texts. */
export function readingTexts(records: readonly NdefReadRecord[]): string[] {
  const of = (types: string[]) =>
    records.filter((record) => types.includes(record.recordType)).map((record) => recordText(record).trim());
  return [...of(['url', 'absolute-url']), ...of(['text'])].filter(Boolean);
}

/** Whether what was read back is what was written: the same records, in order, with the same content. */
export function sameRecords(written: NdefRecordToWrite[], read: readonly NdefReadRecord[]): boolean {
  if (written.length !== read.length) return false;
  return written.every((record, index) => {
    const back = read[index]!;
    if (back.recordType !== record.recordType || recordText(back) !== record.data) return false;
    return record.recordType !== 'text' || !back.lang || back.lang === record.lang;
  });
}
