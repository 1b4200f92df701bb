import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_TEXTS } from '@portal/shared';
import { createSignedInClient } from '../testing/clients.js';
import { filesTestKit, type SignedIn } from '../testing/maintenance.js';
import { multipart } from '../testing/photos.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { sweepStaleUploads, uploadFolder } from './upload-files.js';

let t: TestApp;
let admin: SignedIn;
let carla: SignedIn;
let files: ReturnType<typeof filesTestKit>;
let owner: { auth: Record<string, string>; profileId: string };
let address: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser('ADMIN');
  carla = await t.createUser('TECHNICIAN', { name: 'Carla Técnica' });
  files = filesTestKit(t);
  const client = await createSignedInClient(
    t,
    admin,
    'temporarios@fotos.com',
    { name: 'Dona Temporária' },
    'senha-segura-123',
  );
  owner = { auth: client.auth, profileId: client.profile.id };
  address = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => t.close());

const jpeg = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
const tooLarge = async () => Buffer.concat([await jpeg(), Buffer.alloc(11 * 1024 * 1024)]);
const notAnImage = Buffer.from('não sou foto\n'.repeat(40));

/** The uploads waiting in DATA_DIR/tmp/uploads right now. */
const waiting = () => {
  const folder = uploadFolder(t.config.dataDir);
  return existsSync(folder) ? readdirSync(folder) : [];
};

const uploadPhoto = (content: Buffer, route: 'upload' | 'upload-multiple' = 'upload') => {
  const body = multipart([{ name: 'foto.jpg', content }], route === 'upload' ? 'photo' : 'photos');
  return t.app.inject({
    method: 'POST',
    url: `/api/me/photos/profiles/${owner.profileId}/${route}`,
    headers: { ...owner.auth, ...body.headers },
    payload: body.payload,
  });
};

/** Sends the first `sent` bytes of a multipart request, waits until its file is being written, then hangs up. */
async function abortedUpload(url: string, auth: Record<string, string>, sent: number): Promise<void> {
  const body = multipart([{ name: 'cortada.jpg', content: Buffer.alloc(4 * 1024 * 1024, 7) }]);
  const { port } = new URL(address);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const headers = { ...auth, ...body.headers, 'content-length': String(body.payload.length), host: '127.0.0.1' };
  socket.write(
    `POST ${url} HTTP/1.1\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
  );
  socket.write(body.payload.subarray(0, sent));
  for (let tries = 0; waiting().length === 0; tries += 1) {
    if (tries > 200) throw new Error('the upload was never written to a temp file');
    await sleep(10);
  }
  socket.destroy();
}

async function untilNoneWaiting(): Promise<void> {
  for (let tries = 0; waiting().length > 0 && tries < 300; tries += 1) await sleep(10);
  expect(waiting()).toEqual([]);
}

describe('profile photo uploads go through a temp file that is always removed', () => {
  it('after a stored photo (one file and several)', async () => {
    expect((await uploadPhoto(await jpeg())).statusCode).toBe(201);
    expect(waiting()).toEqual([]);
    expect((await uploadPhoto(await jpeg(), 'upload-multiple')).statusCode).toBe(201);
    expect(waiting()).toEqual([]);
  });

  it('after a file over 10 MB (413 with the same text) and a file that is not an image (415)', async () => {
    const large = await uploadPhoto(await tooLarge());
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      code: 'PHOTO_TOO_LARGE',
      message: 'Arquivo muito grande. Tamanho máximo: 10MB.',
    });
    expect(waiting()).toEqual([]);

    const text = await uploadPhoto(notAnImage);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'PHOTO_UNSUPPORTED_TYPE', message: PHOTO_TEXTS.unsupportedType });
    expect(waiting()).toEqual([]);
  });

  it('after a request the client abandoned halfway', async () => {
    await abortedUpload(`/api/me/photos/profiles/${owner.profileId}/upload`, owner.auth, 2 * 1024 * 1024);
    await untilNoneWaiting();
  });
});

describe('record attachment uploads go through a temp file that is always removed', () => {
  it('after a stored attachment, a repeat of its Idempotency-Key, a file over 10 MB (413) and a text file (415)', async () => {
    const tag = await files.equipment({ serialNumber: 'SN-TMP' });
    const record = await files.record(tag.id, carla);
    const photo = await jpeg();
    const send = (content: Buffer, key?: string) => {
      const body = multipart([{ name: 'foto.jpg', content }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/tecnico/records/${record.id}/attachments`,
        headers: { ...carla.auth, ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
        payload: body.payload,
      });
    };
    const key = '5d0c3c5e-4a52-4a8e-9a43-0b8f4c1d2e3f';
    const first = await send(photo, key);
    expect(first.statusCode).toBe(201);
    expect(waiting()).toEqual([]);
    // The same bytes under the same key: the first answer again (the file's hash was taken while it streamed).
    const repeat = await send(photo, key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json().id).toBe(first.json().id);
    expect(waiting()).toEqual([]);

    const large = await send(await tooLarge());
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      code: 'PHOTO_TOO_LARGE',
      message: 'Arquivo muito grande. Tamanho máximo: 10MB.',
    });
    expect(waiting()).toEqual([]);
    const text = await send(notAnImage);
    expect(text.statusCode).toBe(415);
    expect(waiting()).toEqual([]);
  });

  it('after a request the client abandoned halfway', async () => {
    const tag = await files.equipment({ serialNumber: 'SN-TMP-2' });
    const record = await files.record(tag.id, carla);
    await abortedUpload(`/api/tecnico/records/${record.id}/attachments`, carla.auth, 2 * 1024 * 1024);
    await untilNoneWaiting();
  });
});

describe('uploads a crash left behind', () => {
  it('are swept at start when older than an hour; a recent one (another instance receiving it) stays', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'uploads-sweep-'));
    const folder = uploadFolder(dataDir);
    mkdirSync(folder, { recursive: true });
    const stale = path.join(folder, 'stale.upload');
    const recent = path.join(folder, 'recent.upload');
    writeFileSync(stale, 'half');
    writeFileSync(recent, 'half');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    expect(await sweepStaleUploads(dataDir)).toBe(1);
    expect(readdirSync(folder)).toEqual(['recent.upload']);
    // A DATA_DIR that never received an upload has no folder: nothing to do, no error.
    expect(await sweepStaleUploads(mkdtempSync(path.join(tmpdir(), 'uploads-none-')))).toBe(0);
  });
});
