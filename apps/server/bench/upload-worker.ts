/**
 * Upload load for the photos benchmark, run as a child process so the server's memory and event loop are its own:
 * sends one file `count` times to a local upload URL, `concurrency` at a time, as multipart (field `photo`).
 * Argument: JSON { url, token, file, count, concurrency }. Prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Args = { url: string; token: string; file: string; count: number; concurrency: number };
const args = JSON.parse(process.argv[2] ?? '{}') as Args;
if (new URL(args.url).hostname !== '127.0.0.1') throw new Error('load tests only target 127.0.0.1');

const bytes = readFileSync(args.file);
const name = path.basename(args.file);
const latencies: number[] = [];
const statuses: Record<string, number> = {};
let next = 0;

async function uploadOne() {
  const form = new FormData();
  form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), name);
  const started = performance.now();
  const response = await fetch(args.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${args.token}` },
    body: form,
  });
  await response.arrayBuffer();
  latencies.push(performance.now() - started);
  statuses[response.status] = (statuses[response.status] ?? 0) + 1;
}

async function lane() {
  while (next < args.count) {
    next += 1;
    await uploadOne();
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: args.concurrency }, lane));
const durationMs = performance.now() - started;
latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0;
console.log(JSON.stringify({ durationMs, statuses, p50: at(50), p99: at(99), mb: bytes.length / 1024 / 1024 }));
