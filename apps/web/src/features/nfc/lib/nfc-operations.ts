import { checkFits, sameRecords, type NfcChip } from './ndef-message';
import type { NdefReadingEvent, NdefReadRecord, NdefReaderLike, NdefRecordToWrite } from './web-nfc-types';

/** How long a read or a write waits for a tag before giving up. */
const NFC_WAIT_MS = 30_000;

type WaitOptions = { signal?: AbortSignal; timeoutMs?: number };

/**
 * An AbortSignal that ends the operation when the caller cancels or the wait is over (a TimeoutError), and the
 * cleanup to call after it.
 */
function operationSignal({ signal, timeoutMs = NFC_WAIT_MS }: WaitOptions) {
  const controller = new AbortController();
  const cancel = () => controller.abort(new DOMException('Cancelado', 'AbortError'));
  const timer = setTimeout(() => controller.abort(new DOMException('Tempo esgotado', 'TimeoutError')), timeoutMs);
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel);
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      // Stops the scan (and its listeners) whatever the outcome.
      if (!controller.signal.aborted) controller.abort(new DOMException('Concluído', 'AbortError'));
    },
  };
}

/** Rejects when the signal aborts, with its reason. */
const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** Reads the next tag held to the phone: its records (rejects on a read error, a timeout or a cancel). */
export async function readOnce(reader: NdefReaderLike, options: WaitOptions = {}): Promise<readonly NdefReadRecord[]> {
  const operation = operationSignal(options);
  try {
    const reading = new Promise<readonly NdefReadRecord[]>((resolve, reject) => {
      const listen = { once: true, signal: operation.signal };
      reader.addEventListener('reading', (event) => resolve((event as NdefReadingEvent).message.records), listen);
      reader.addEventListener(
        'readingerror',
        () => reject(new DOMException('A tag não pôde ser lida', 'NotReadableError')),
        listen,
      );
    });
    const outcome = Promise.race([reading, aborted(operation.signal)]);
    // A tag read (or refused) while scan() is still starting settles `outcome` before it is awaited.
    outcome.catch(() => undefined);
    await Promise.race([reader.scan({ signal: operation.signal }), aborted(operation.signal)]);
    return await outcome;
  } finally {
    operation.done();
  }
}

export type WriteResult = { bytes: number; matched: boolean };

/**
 * Writes the message to the next tag held to the phone (refused first when the known chip cannot hold it), then
 * reads the tag back and says whether it holds what was written.
 */
export async function writeAndVerify(
  reader: NdefReaderLike,
  records: NdefRecordToWrite[],
  options: WaitOptions & { chip?: NfcChip; onWritten?: () => void } = {},
): Promise<WriteResult> {
  const bytes = checkFits(records, options.chip);
  const operation = operationSignal(options);
  try {
    await Promise.race([
      reader.write({ records }, { overwrite: true, signal: operation.signal }),
      aborted(operation.signal),
    ]);
  } finally {
    operation.done();
  }
  options.onWritten?.();
  const read = await readOnce(reader, options);
  return { bytes, matched: sameRecords(records, read) };
}
