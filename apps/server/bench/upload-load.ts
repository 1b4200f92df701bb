/** What the photo and upload benchmarks share: camera-like JPEGs made by sharp, and uploads from a child process. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { benchProcessArgs } from './lib.js';

const run = promisify(execFile);

/** Camera-like content (noise compresses like a real photo's detail) at the given size and quality. */
export async function jpeg(width: number, height: number, quality: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .jpeg({ quality })
    .toBuffer();
}

/** The largest noise JPEG under 10 MB (the spec's limit), so the upload is accepted and as heavy as allowed. */
export async function tenMegabyteJpeg(): Promise<Buffer> {
  let side = 2400;
  let best = await jpeg(side, side, 95);
  for (;;) {
    const next = await jpeg(side + 100, side + 100, 95);
    if (next.length > 10_485_760) return best;
    best = next;
    side += 100;
  }
}

export type UploadResult = {
  durationMs: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  mb: number;
};

/** `count` uploads of one file to a local upload URL, `concurrency` at a time, from upload-worker.ts. */
export async function uploads(url: string, token: string, file: string, count: number, concurrency: number) {
  const { stdout } = await run(
    process.execPath,
    [...benchProcessArgs('upload-worker'), JSON.stringify({ url, token, file, count, concurrency })],
    { maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!) as UploadResult;
}

export const statusText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${count}x${status}`)
    .join(' ');
