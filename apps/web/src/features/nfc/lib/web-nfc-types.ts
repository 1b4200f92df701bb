/**
 * The part of Web NFC (https://w3c.github.io/web-nfc/) the portal uses; TypeScript's DOM library has no types for it.
 * Only Chrome on Android has `window.NDEFReader`.
 */

/** A record to write: the tag's URL, or a text in a language. */
export type NdefRecordToWrite =
  { recordType: 'url'; data: string } | { recordType: 'text'; data: string; lang: string };

/** A record as read: its payload as bytes (a text record also says its encoding and language). */
export type NdefReadRecord = {
  recordType: string;
  data?: DataView | null;
  encoding?: string | null;
  lang?: string | null;
};

export type NdefReadingEvent = Event & { serialNumber?: string; message: { records: readonly NdefReadRecord[] } };

/** An `NDEFReader`: scan() starts listening for 'reading' / 'readingerror' events; write() waits for a tag. */
export interface NdefReaderLike extends EventTarget {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
  write(
    message: { records: NdefRecordToWrite[] },
    options?: { overwrite?: boolean; signal?: AbortSignal },
  ): Promise<void>;
}

type WindowWithNfc = Window & { NDEFReader?: new () => NdefReaderLike };

/** Whether this browser can read and write NFC tags (feature detection, never the user agent). */
export const nfcSupported = (win: Window = window): boolean => 'NDEFReader' in win;

/** The browser's reader (call only when nfcSupported()). */
export function createNdefReader(win: Window = window): NdefReaderLike {
  const Reader = (win as WindowWithNfc).NDEFReader;
  if (!Reader) throw new DOMException('Web NFC is not available', 'NotSupportedError');
  return new Reader();
}
