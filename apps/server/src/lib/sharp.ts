import type SharpModule from 'sharp';

let loading: Promise<typeof SharpModule> | undefined;

/**
 * sharp (libvips), loaded by the first image that needs it rather than at start (issue 27: a fair share of an idle
 * server's memory), and set up once: libvips' operation cache off (it keeps decoded images for reuse we never make,
 * so memory goes back at once) and at most 2 threads per image (the images processed at once are bounded by each
 * caller's semaphore, so a many-core host does not multiply the memory per image).
 */
export function loadSharp(): Promise<typeof SharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(Math.min(sharp.concurrency(), 2));
    return sharp;
  });
  return loading;
}
