import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Writes and waits for 'drain' when the stream's buffer is full: memory stays bounded however much is written. */
export async function writeWithBackpressure(stream: Writable, chunk: string | Buffer): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

/** Ends the stream and waits until everything is on disk. */
export async function finish(stream: Writable): Promise<void> {
  const done = once(stream, 'finish');
  stream.end();
  await done;
}
