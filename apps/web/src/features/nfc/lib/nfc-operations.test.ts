import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asRead, FakeNdefReader } from '../testing/fake-ndef-reader';
import { readOnce, writeAndVerify } from './nfc-operations';
import { tagMessage, TagTooSmallError } from './ndef-message';

const URL = 'https://portal.example/t/MNT00001';
const message = tagMessage(URL, 'Extintor CO2\n(11) 3333-4444');

beforeEach(() => FakeNdefReader.reset());
afterEach(() => vi.useRealTimers());

describe('reading a tag', () => {
  it('answers the records of the tag held to the phone, and stops scanning', async () => {
    const reader = new FakeNdefReader();
    const read = readOnce(reader);
    await vi.waitFor(() => expect(reader.scanning).toBe(true));
    reader.hold(message.map(asRead));
    expect(await read).toEqual(message.map(asRead));
    expect(reader.scanning).toBe(false);
  });

  it('a tag the phone cannot read is a NotReadableError; a refused permission the browser’s NotAllowedError', async () => {
    const reader = new FakeNdefReader();
    const read = readOnce(reader);
    await vi.waitFor(() => expect(reader.scanning).toBe(true));
    reader.failReading();
    await expect(read).rejects.toMatchObject({ name: 'NotReadableError' });

    FakeNdefReader.scanError = new DOMException('denied', 'NotAllowedError');
    await expect(readOnce(new FakeNdefReader())).rejects.toMatchObject({ name: 'NotAllowedError' });
  });

  it('no tag in time is a TimeoutError; a cancel is an AbortError; both stop the scan', async () => {
    vi.useFakeTimers();
    const reader = new FakeNdefReader();
    const late = readOnce(reader, { timeoutMs: 1_000 });
    const timedOut = expect(late).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(1_000);
    await timedOut;
    expect(reader.scanning).toBe(false);

    const controller = new AbortController();
    const cancelled = readOnce(reader, { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(reader.scanning).toBe(false);
  });
});

describe('writing a tag and reading it back', () => {
  it('writes the message, reads the tag again and says it matched', async () => {
    const written: string[] = [];
    const result = await writeAndVerify(new FakeNdefReader(), message, { onWritten: () => written.push('ok') });
    expect(FakeNdefReader.written).toEqual([message]);
    expect(written).toEqual(['ok']);
    expect(result).toEqual({ bytes: expect.any(Number), matched: true });
  });

  it('a tag that reads back something else is reported as not matching', async () => {
    FakeNdefReader.keepsOldContent = true;
    FakeNdefReader.tag = tagMessage('https://outro.example/t/XYZ99999', '').map(asRead);
    expect((await writeAndVerify(new FakeNdefReader(), message)).matched).toBe(false);
  });

  it('a known chip too small refuses before writing anything; a write the tag refuses rejects with its error', async () => {
    const long = tagMessage(URL, 'x'.repeat(200));
    await expect(writeAndVerify(new FakeNdefReader(), long, { chip: { name: 'NTAG213', bytes: 144 } })).rejects.toThrow(
      TagTooSmallError,
    );
    expect(FakeNdefReader.written).toEqual([]);

    FakeNdefReader.writeError = new DOMException('read-only', 'NetworkError');
    await expect(writeAndVerify(new FakeNdefReader(), message)).rejects.toMatchObject({ name: 'NetworkError' });
  });
});
