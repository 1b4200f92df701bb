// A stand-in for Chrome's NDEFReader, provided by the tests only (desktop browsers and jsdom have none): a tag in
// range the test controls, what was written to it, and the errors a real phone gives.
import type { NdefReadRecord, NdefReaderLike, NdefRecordToWrite } from '../lib/web-nfc-types';

/** A record as the phone reads it back: its payload as bytes. */
export function asRead(record: NdefRecordToWrite): NdefReadRecord {
  const bytes = new TextEncoder().encode(record.data);
  return {
    recordType: record.recordType,
    data: new DataView(bytes.buffer),
    encoding: record.recordType === 'text' ? 'utf-8' : null,
    lang: record.recordType === 'text' ? record.lang : null,
  };
}

export class FakeNdefReader extends EventTarget implements NdefReaderLike {
  /** The readers the code under test made, newest last. */
  static made: FakeNdefReader[] = [];
  /** What the tag in range holds (read on scan when `tagInRange`); writing replaces it. */
  static tag: NdefReadRecord[] = [];
  static tagInRange = false;
  /** Errors the next scan() / write() rejects with (as the browser would). */
  static scanError: DOMException | null = null;
  static writeError: DOMException | null = null;
  /** A tag that keeps something else than what was written (a failed write the phone did not notice). */
  static keepsOldContent = false;
  static written: NdefRecordToWrite[][] = [];
  scanning = false;

  static reset() {
    Object.assign(FakeNdefReader, {
      made: [],
      tag: [],
      tagInRange: false,
      scanError: null,
      writeError: null,
      keepsOldContent: false,
      written: [],
    });
  }

  constructor() {
    super();
    FakeNdefReader.made.push(this);
  }

  async scan(options: { signal?: AbortSignal } = {}): Promise<void> {
    if (FakeNdefReader.scanError) throw FakeNdefReader.scanError;
    this.scanning = true;
    options.signal?.addEventListener('abort', () => (this.scanning = false));
    if (FakeNdefReader.tagInRange) queueMicrotask(() => this.hold(FakeNdefReader.tag));
  }

  async write(message: { records: NdefRecordToWrite[] }, options: { signal?: AbortSignal } = {}): Promise<void> {
    if (options.signal?.aborted) throw options.signal.reason;
    if (FakeNdefReader.writeError) throw FakeNdefReader.writeError;
    FakeNdefReader.written.push(message.records);
    if (!FakeNdefReader.keepsOldContent) FakeNdefReader.tag = message.records.map(asRead);
    FakeNdefReader.tagInRange = true;
  }

  /** The test holds a tag with these records to the phone. */
  hold(records: NdefReadRecord[]) {
    if (!this.scanning) return;
    this.dispatchEvent(Object.assign(new Event('reading'), { serialNumber: '04:a2:19:7c', message: { records } }));
  }

  /** A tag the phone could not read. */
  failReading() {
    if (this.scanning) this.dispatchEvent(new Event('readingerror'));
  }
}
