// Images the photo tests make for themselves (no binary fixtures where a few lines describe the file), and the
// multipart bodies a browser sends them in.
import { randomUUID } from 'node:crypto';
import { constants, crc32, deflateSync } from 'node:zlib';
import type { Sharp } from 'sharp';

export type FilePart = { name: string; content: Buffer; field?: string; type?: string };

/** A multipart/form-data body as a browser's FormData sends it (text `fields` first, then the files). */
export function multipart(files: FilePart[], field = 'photo', fields: Record<string, string> = {}) {
  const boundary = `----portal-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The image as a phone's JPEG: turned (EXIF orientation 6) and with the home's GPS (São Paulo), both to be removed. */
export const asPhonePhoto = (image: Sharp, camera?: Record<string, string>) =>
  image
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      ...(camera ? { IFD0: camera } : {}),
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .jpeg()
    .toBuffer();

/** A valid PNG header announcing width x height 1-bit pixels, all zero: ~110 KB that decodes to gigabytes. */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: constants.Z_BEST_COMPRESSION })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
