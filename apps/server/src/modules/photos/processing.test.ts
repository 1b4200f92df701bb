import { readFile } from 'node:fs/promises';
import { PHOTO_TEXTS } from '@portal/shared';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { processPhoto, sanitizePhotoName, type ProcessedPhoto } from './processing.js';
import { asPhonePhoto, pngBomb } from '../../testing/photos.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

/** Left half red, right half blue: after a 90° turn the red half must be on top. */
async function redLeftBlueRight(width: number, height: number) {
  const blue = await sharp({
    create: { width: width / 2, height, channels: 3, background: { r: 0, g: 0, b: 255 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 255, g: 0, b: 0 } } }).composite([
    { input: blue, left: width / 2, top: 0 },
  ]);
}

async function pixel(buffer: Buffer, x: number, y: number) {
  const { data, info } = await sharp(buffer).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at], g: data[at + 1], b: data[at + 2] };
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const allSizes = (photo: ProcessedPhoto) => Object.values(photo.sizes);

describe('processPhoto', () => {
  it('turns a JPEG with EXIF orientation 6 and GPS the right way up and stores no EXIF or GPS in any size', async () => {
    const input = await asPhonePhoto(await redLeftBlueRight(400, 200));
    // The input really carries the home's coordinates and the turn.
    expect(await exifr.gps(input)).toMatchObject({ latitude: -23.55 });
    expect(await exifr.parse(input, ['Orientation'])).toEqual({ Orientation: 'Rotate 90 CW' });

    const photo = await processPhoto(input, 'gato.jpg');

    expect(photo.type).toBe('jpeg');
    expect([photo.width, photo.height]).toEqual([200, 400]);
    expect(photo.sizes.original.contentType).toBe('image/jpeg');
    // exifr reads JPEG but not WebP: every size is also checked through libvips and for the EXIF bytes themselves.
    expect(await exifr.parse(photo.sizes.original.buffer, true)).toBeUndefined();
    expect(await exifr.gps(photo.sizes.original.buffer)).toBeUndefined();
    for (const size of allSizes(photo)) {
      const metadata = await sharp(size.buffer).metadata();
      expect(metadata).toMatchObject({ width: size.width, height: size.height });
      expect(size.height).toBeGreaterThan(size.width);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(size.buffer.includes('Exif')).toBe(false);
      expect(size.buffer.includes('EXIF')).toBe(false);
      // Red was on the left: turned 90° clockwise it is on top, blue at the bottom.
      expect(await pixel(size.buffer, Math.floor(size.width / 2), 2)).toMatchObject({
        r: expect.toSatisfy((r: number) => r > 200),
        b: expect.toSatisfy((b: number) => b < 60),
      });
      expect(await pixel(size.buffer, Math.floor(size.width / 2), size.height - 3)).toMatchObject({
        r: expect.toSatisfy((r: number) => r < 60),
        b: expect.toSatisfy((b: number) => b > 200),
      });
    }
  });

  it('stores the original within 1920x1080, medium within 960x960 and thumbnail within 320x320 as WebP, keeping the proportions', async () => {
    const photo = await processPhoto(await solid(4000, 3000).jpeg().toBuffer(), 'grande.jpg');

    expect(photo.sizes.original).toMatchObject({ width: 1440, height: 1080, contentType: 'image/jpeg' });
    expect(photo.sizes.medium).toMatchObject({ width: 960, height: 720, contentType: 'image/webp' });
    expect(photo.sizes.thumbnail).toMatchObject({ width: 320, height: 240, contentType: 'image/webp' });
    expect(await sharp(photo.sizes.medium.buffer).metadata()).toMatchObject({ format: 'webp' });
    expect(await sharp(photo.sizes.thumbnail.buffer).metadata()).toMatchObject({ format: 'webp' });
    for (const size of allSizes(photo)) expect(size.bytes).toBe(size.buffer.length);
  });

  it('never enlarges a small photo', async () => {
    const photo = await processPhoto(await solid(120, 80).png().toBuffer(), 'pequena.png');

    for (const size of allSizes(photo)) expect([size.width, size.height]).toEqual([120, 80]);
  });

  it('keeps PNG and WebP originals in their format and makes a GIF original a JPEG', async () => {
    const png = await processPhoto(await solid(300, 200).png().toBuffer(), 'a.png');
    const webp = await processPhoto(await solid(300, 200).webp().toBuffer(), 'a.webp');
    const gif = await processPhoto(await solid(300, 200).gif().toBuffer(), 'a.gif');

    expect([png.type, png.sizes.original.contentType]).toEqual(['png', 'image/png']);
    expect([webp.type, webp.sizes.original.contentType]).toEqual(['webp', 'image/webp']);
    expect([gif.type, gif.sizes.original.contentType]).toEqual(['gif', 'image/jpeg']);
    expect((await sharp(gif.sizes.original.buffer).metadata()).format).toBe('jpeg');
  });

  it('decodes an iPhone HEIC (HEVC, which the prebuilt sharp cannot read) and stores it as JPEG and WebP', async () => {
    // 96x64, left half red, right half blue; made with Debian's heif-enc 1.15 (x265) from a PNG.
    const heic = await readFile(new URL('../../testing/fixtures/red-left-blue-right.heic', import.meta.url));

    const photo = await processPhoto(heic, 'IMG_0001.HEIC');

    expect(photo.type).toBe('heic');
    expect(photo.sizes.original).toMatchObject({ width: 96, height: 64, contentType: 'image/jpeg' });
    expect(photo.sizes.medium.contentType).toBe('image/webp');
    expect(await pixel(photo.sizes.original.buffer, 10, 32)).toMatchObject({
      r: expect.toSatisfy((r: number) => r > 200),
    });
    expect(await pixel(photo.sizes.original.buffer, 86, 32)).toMatchObject({
      b: expect.toSatisfy((b: number) => b > 200),
    });
  });

  it('handles a PNG renamed .jpg and a JPEG renamed .png by their real type', async () => {
    const pngNamedJpg = await processPhoto(await solid(300, 200).png().toBuffer(), 'foto.jpg');
    const jpegNamedPng = await processPhoto(await solid(300, 200).jpeg().toBuffer(), 'foto.png');

    expect([pngNamedJpg.type, pngNamedJpg.sizes.original.contentType]).toEqual(['png', 'image/png']);
    expect([jpegNamedPng.type, jpegNamedPng.sizes.original.contentType]).toEqual(['jpeg', 'image/jpeg']);
  });

  it('refuses a text file renamed .jpg with 415 and the spec text, naming the file', async () => {
    const error = await rejection(processPhoto(Buffer.from('não sou uma foto\n'.repeat(50)), 'notas.jpg'));

    expect(error.statusCode).toBe(415);
    expect(error.message).toBe('Tipo de arquivo não suportado. Use JPEG, PNG, GIF ou WebP.');
    expect(error.details).toEqual({ fileName: 'notas.jpg' });
  });

  it('refuses a truncated JPEG with 415', async () => {
    const jpeg = await solid(600, 400).jpeg().toBuffer();
    const error = await rejection(processPhoto(jpeg.subarray(0, jpeg.length / 2), 'cortada.jpg'));

    expect(error.statusCode).toBe(415);
  });

  it('refuses a file over 10485760 bytes with 413 and the spec text', async () => {
    const jpeg = await solid(100, 100).jpeg().toBuffer();
    const error = await rejection(processPhoto(Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024)]), 'enorme.jpg'));

    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('Arquivo muito grande. Tamanho máximo: 10MB.');
    expect(PHOTO_TEXTS.tooLarge).toBe(error.message);
  });

  it('accepts a file of exactly 10485760 bytes', async () => {
    const jpeg = await solid(100, 100).jpeg().toBuffer();
    // Bytes after the JPEG's end marker are ignored by decoders.
    const photo = await processPhoto(Buffer.concat([jpeg, Buffer.alloc(10_485_760 - jpeg.length)]), 'limite.jpg');

    expect(photo.type).toBe('jpeg');
  });

  it('refuses a 30000x30000 PNG decompression bomb quickly, without the memory jumping', async () => {
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200_000);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();

    const error = await rejection(processPhoto(bomb, 'bomba.png'));

    const elapsedMs = performance.now() - started;
    const rssGrowth = process.memoryUsage().rss - rssBefore;
    expect(error.statusCode).toBe(413);
    expect(error.code).toBe('PHOTO_TOO_MANY_PIXELS');
    expect(elapsedMs).toBeLessThan(1000);
    // Decoding it would take 900 MB (1-bit) to 2.7 GB (RGB).
    expect(rssGrowth).toBeLessThan(50 * 1024 * 1024);
  });

  it('gives a ThumbHash placeholder of a few dozen bytes that decodes back to the photo proportions', async () => {
    const { thumbHashToApproximateAspectRatio } = await import('thumbhash');
    const photo = await processPhoto(await solid(400, 200).jpeg().toBuffer(), 'a.jpg');
    const hash = Buffer.from(photo.placeholder, 'base64');

    expect(hash.length).toBeLessThan(40);
    expect(thumbHashToApproximateAspectRatio(hash)).toBeCloseTo(2, 0);
  });
});

describe('sanitizePhotoName', () => {
  it('keeps only the file name, without folders or control characters', () => {
    expect(sanitizePhotoName('C:\\fotos\\..\\Rex "no" parque.jpg')).toBe('Rex no parque.jpg');
    expect(sanitizePhotoName('../../etc/passwd')).toBe('passwd');
    expect(sanitizePhotoName('a\u0000b\u202Ec.png')).toBe('abc.png');
    expect(sanitizePhotoName('')).toBe('foto');
    expect(sanitizePhotoName('x'.repeat(300) + '.jpg')).toHaveLength(200);
  });
});
