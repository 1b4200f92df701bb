import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PHOTO_TEXTS, type Photo } from '@portal/shared';
import exifr from 'exifr';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUrlSigner, deriveKey } from '../../lib/signed-urls.js';
import { createStorage } from '../../lib/storage/storage.js';
import { createSignedInClient } from '../../testing/clients.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { asPhonePhoto, multipart, pngBomb, type FilePart } from '../../testing/photos.js';

type SignedIn = { auth: Record<string, string> };
type Owner = SignedIn & { userId: string; profileId: string; pageId: string; slug: string };

const solid = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
const jpeg = (width?: number, height?: number) => solid(width, height).jpeg().toBuffer();
const png = (width?: number, height?: number) => solid(width, height).png().toBuffer();

/** Everything a test needs on one app: clients, uploads, the storage listing. */
function photoKit(t: TestApp, admin: SignedIn) {
  let seq = 0;
  const storage = createStorage(t.config);

  async function owner(): Promise<Owner> {
    seq += 1;
    const email = `dono${seq}-${randomUUID().slice(0, 6)}@fotos.com`;
    const { user, profile, auth } = await createSignedInClient(
      t,
      admin,
      email,
      { name: `Dono ${seq}` },
      'senha-segura-123',
    );
    return {
      auth,
      userId: user.id,
      profileId: profile.id,
      pageId: profile.page.id,
      slug: profile.page.slug,
    };
  }

  /** POST /api/{family}/photos/profiles/{id}/upload (one file) or upload-multiple (files in the field 'photos'). */
  const post = (
    who: SignedIn,
    url: `${'me' | 'admin'}/photos/profiles/${string}/${'upload' | 'upload-multiple'}`,
    body: ReturnType<typeof multipart>,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { ...who.auth, ...body.headers },
      payload: body.payload,
    });
  const upload = async (
    who: SignedIn,
    profileId: string,
    file: FilePart,
    family: 'me' | 'admin' = who === admin ? 'admin' : 'me',
  ) => post(who, `${family}/photos/profiles/${profileId}/upload`, multipart([file]));
  const uploadMany = async (
    who: SignedIn,
    profileId: string,
    files: FilePart[],
    family: 'me' | 'admin' = who === admin ? 'admin' : 'me',
  ) => post(who, `${family}/photos/profiles/${profileId}/upload-multiple`, multipart(files, 'photos'));

  async function uploaded(who: Owner | SignedIn, profileId: string, name = 'foto.jpg'): Promise<Photo> {
    const res = await upload(who, profileId, { name, content: await jpeg() });
    expect(res.statusCode).toBe(201);
    return res.json().photo;
  }

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const send = (
    method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
    url: string,
    who: SignedIn | null,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

  return { storage, owner, upload, uploadMany, uploaded, get, send };
}

const plain = (url: string) => url.replace(/&exp=\d+&sid=[\w-]{36}&sig=[\w-]+/, '');

let t: TestApp;
let admin: SignedIn;
let kit: ReturnType<typeof photoKit>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser('ADMIN');
  kit = photoKit(t, admin);
});
afterAll(async () => t.close());

describe('POST /api/me|admin/photos/profiles/:profileId/upload', () => {
  it('stores the photo in three sizes and answers it with signed URLs; the first photo of a profile becomes main', async () => {
    const me = await kit.owner();
    const res = await kit.upload(me, me.profileId, { name: 'Rex no parque.jpg', content: await jpeg(400, 300) });

    expect(res.statusCode).toBe(201);
    const { photo } = res.json();
    expect(photo).toMatchObject({
      originalName: 'Rex no parque.jpg',
      isMain: true,
      isPublic: true,
      metadata: { width: 400, height: 300 },
      contentType: 'image/jpeg',
      path: `photos/${me.profileId}/${photo.id}`,
    });
    expect(photo.size).toBeGreaterThan(0);
    expect(photo.placeholder).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(photo.url).toMatch(
      new RegExp(`^/api/photos/${photo.id}\\?size=medium&exp=\\d+&sid=[\\w-]{36}&sig=[\\w-]{43}$`),
    );
    expect(plain(photo.thumbnailUrl)).toBe(`/api/photos/${photo.id}?size=thumbnail`);
    expect(plain(photo.downloadUrl)).toBe(`/api/photos/${photo.id}?size=original&download=1`);
    expect(await kit.storage.list(photo.path)).toEqual(
      ['medium', 'original', 'thumbnail'].map((size) => `${photo.path}/${size}`),
    );

    const second = await kit.uploaded(me, me.profileId, 'segunda.jpg');
    expect(second.isMain).toBe(false);
  });

  it('the signature lasts until the end of the next UTC day', async () => {
    const me = await kit.owner();
    const photo = await kit.uploaded(me, me.profileId);
    const exp = Number(new URL(photo.url, 'http://x').searchParams.get('exp'));
    const endOfTomorrow = (Math.floor(Date.now() / 86_400_000) + 2) * 86_400;
    expect(exp).toBe(endOfTomorrow);
  });

  it('keeps profiles.photos as the list in the API shape with plain URLs, oldest first (clients, /p and /t read it)', async () => {
    const me = await kit.owner();
    const first = await kit.uploaded(me, me.profileId, 'a.jpg');
    const second = await kit.uploaded(me, me.profileId, 'b.jpg');

    const profile = await t.app.services.profiles.findProfile(me.profileId);
    expect(profile!.photos.map((p) => p.id)).toEqual([first.id, second.id]);
    expect(profile!.photos[0]).toEqual({
      ...first,
      url: plain(first.url),
      thumbnailUrl: plain(first.thumbnailUrl!),
      downloadUrl: plain(first.downloadUrl!),
    });
    // A visitor's view of the profile carries the photo, never a signature.
    const page = await kit.get(`/api/public/profile/${me.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`/api/photos/${first.id}?size=`);
    expect(page.body).not.toContain('sig=');
  });

  it("the admin's client answers carry signed photo URLs (cards show a private main photo)", async () => {
    const me = await kit.owner();
    const photo = await kit.uploaded(me, me.profileId);
    await kit.send('PATCH', `/api/me/photos/${photo.id}`, me, { isPublic: false });

    const client = (await kit.send('GET', `/api/admin/clients/${me.profileId}`, admin)).json();
    expect(client.photos[0].url).toMatch(/&exp=\d+&sid=[\w-]{36}&sig=/);
    expect(client.mainPhotoUrl).toMatch(
      new RegExp(`^/api/photos/${photo.id}\\?size=medium&exp=\\d+&sid=[\\w-]{36}&sig=[\\w-]+&v=\\d+$`),
    );
    expect((await kit.get(client.mainPhotoUrl)).statusCode).toBe(200);
  });

  it('an admin uploads to any profile through /api/admin/photos', async () => {
    const someone = await kit.owner();
    const res = await kit.upload(admin, someone.profileId, { name: 'a.jpg', content: await jpeg() }, 'admin');
    expect(res.statusCode).toBe(201);
    expect(res.json().photo.isMain).toBe(true);
  });

  it("401 without a token; another user's profile is 403; admins use /admin, users /me (403 across); unknown profile 404", async () => {
    const me = await kit.owner();
    const other = await kit.owner();
    const file = { name: 'a.jpg', content: await jpeg() };

    expect((await kit.upload({ auth: {} }, me.profileId, file, 'me')).statusCode).toBe(401);
    expect((await kit.upload({ auth: {} }, me.profileId, file, 'admin')).statusCode).toBe(401);
    const denied = await kit.upload(other, me.profileId, file);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Acesso negado');
    expect((await kit.upload(admin, me.profileId, file, 'me')).statusCode).toBe(403);
    expect((await kit.upload(me, me.profileId, file, 'admin')).statusCode).toBe(403);
    const missing = await kit.upload(admin, randomUUID(), file, 'admin');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'CLIENT_NOT_FOUND', message: 'Cliente não encontrado.' });
    expect(await kit.storage.list(`photos/${me.profileId}`)).toEqual([]);
  });

  it('413 over 10 MB and 415 for a text file renamed .jpg, with the spec texts and the file name; nothing stored', async () => {
    const me = await kit.owner();
    const big = Buffer.concat([await jpeg(), Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await kit.upload(me, me.profileId, { name: 'enorme.jpg', content: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      code: 'PHOTO_TOO_LARGE',
      message: 'Arquivo muito grande. Tamanho máximo: 10MB.',
      fileName: 'enorme.jpg',
    });

    const text = await kit.upload(me, me.profileId, {
      name: 'notas.jpg',
      content: Buffer.from('não sou foto\n'.repeat(40)),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      code: 'PHOTO_UNSUPPORTED_TYPE',
      message: 'Tipo de arquivo não suportado. Use JPEG, PNG, GIF ou WebP.',
      fileName: 'notas.jpg',
    });
    expect(await kit.storage.list(`photos/${me.profileId}`)).toEqual([]);
  });

  it('415 for a real TIFF and a real SVG that sharp decodes (not one of JPEG, PNG, GIF, WebP), by their bytes; nothing stored', async () => {
    const me = await kit.owner();
    const tiff = await solid().tiff().toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#c87828"/></svg>',
    );
    // Both decode: the type check, not a decoding failure, is what refuses them.
    expect((await sharp(tiff).metadata()).format).toBe('tiff');
    expect((await sharp(svg).metadata()).format).toBe('svg');
    for (const file of [
      { name: 'scanner.tiff', content: tiff, type: 'image/tiff' },
      { name: 'scanner.jpg', content: tiff, type: 'image/jpeg' },
      { name: 'logo.svg', content: svg, type: 'image/svg+xml' },
      { name: 'logo.png', content: svg, type: 'image/png' },
    ]) {
      const res = await kit.upload(me, me.profileId, file);
      expect(res.statusCode, file.name).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'PHOTO_UNSUPPORTED_TYPE',
        message: 'Tipo de arquivo não suportado. Use JPEG, PNG, GIF ou WebP.',
        fileName: file.name,
      });
    }
    expect(await kit.storage.list(`photos/${me.profileId}`)).toEqual([]);
  });

  it('a PNG renamed .jpg and a JPEG renamed .png are stored by their real type', async () => {
    const me = await kit.owner();
    const pngNamedJpg = await kit.upload(me, me.profileId, {
      name: 'foto.jpg',
      content: await png(),
      type: 'image/jpeg',
    });
    const jpegNamedPng = await kit.upload(me, me.profileId, {
      name: 'foto.png',
      content: await jpeg(),
      type: 'image/png',
    });

    expect(pngNamedJpg.json().photo.contentType).toBe('image/png');
    expect(jpegNamedPng.json().photo.contentType).toBe('image/jpeg');
    const original = await kit.get(pngNamedJpg.json().photo.downloadUrl);
    expect(original.headers['content-type']).toBe('image/png');
    expect((await sharp(original.rawPayload).metadata()).format).toBe('png');
  });

  it('refuses a 30000x30000 PNG decompression bomb (413) without the memory jumping', async () => {
    const me = await kit.owner();
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200_000);
    const rssBefore = process.memoryUsage().rss;

    const res = await kit.upload(me, me.profileId, { name: 'bomba.png', content: bomb, type: 'image/png' });

    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PHOTO_TOO_MANY_PIXELS', fileName: 'bomba.png' });
  });

  it('a JPEG with EXIF GPS and orientation 6 comes back from every size with no EXIF at all, the right way up', async () => {
    const me = await kit.owner();
    const input = await asPhonePhoto(solid(400, 200));
    expect(await exifr.gps(input)).toMatchObject({ latitude: -23.55 });

    const res = await kit.upload(me, me.profileId, { name: 'casa.jpg', content: input });

    expect(res.statusCode).toBe(201);
    const photo: Photo = res.json().photo;
    expect(photo.metadata).toEqual({ width: 200, height: 400 });
    for (const size of ['original', 'medium', 'thumbnail']) {
      const file = await kit.get(`/api/photos/${photo.id}?size=${size}`, me.auth);
      expect(file.statusCode).toBe(200);
      const bytes = file.rawPayload;
      expect(await exifr.parse(bytes, true).catch(() => undefined)).toBeUndefined();
      expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.includes('Exif')).toBe(false);
      expect(metadata.height).toBeGreaterThan(metadata.width);
    }
  });

  it('a request without a file is 400 with the text; a JSON body is 400, not a 500', async () => {
    const me = await kit.owner();
    const url = `/api/me/photos/profiles/${me.profileId}/upload`;
    const empty = multipart([]);
    const none = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...me.auth, ...empty.headers },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'PHOTO_NO_FILE', message: PHOTO_TEXTS.noFile });

    const json = await kit.send('POST', url, me, { photo: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(PHOTO_TEXTS.noFile);

    const broken = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...me.auth, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nxx',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json().message).toEqual(expect.any(String));
  });
});

describe('POST .../upload-multiple', () => {
  it('stores the good files one after another and names each refused file; the others are kept', async () => {
    const me = await kit.owner();
    const res = await kit.uploadMany(me, me.profileId, [
      { name: 'um.jpg', content: await jpeg() },
      { name: 'texto.jpg', content: Buffer.from('nada de foto aqui, só texto'.repeat(20)) },
      { name: 'dois.png', content: await png(), type: 'image/png' },
    ]);

    expect(res.statusCode).toBe(201);
    expect(res.json().photos.map((p: Photo) => p.originalName)).toEqual(['um.jpg', 'dois.png']);
    expect(res.json().errors).toEqual([
      { fileName: 'texto.jpg', code: 'PHOTO_UNSUPPORTED_TYPE', message: PHOTO_TEXTS.unsupportedType },
    ]);
  });

  it('past 10 files the stored ones stay and the rest is refused with the text', async () => {
    const me = await kit.owner();
    const content = await jpeg(60, 40);
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.jpg`, content }));
    const res = await kit.uploadMany(me, me.profileId, files);

    expect(res.statusCode).toBe(201);
    expect(res.json().photos).toHaveLength(10);
    expect(res.json().errors).toEqual([
      { fileName: '', code: 'PHOTO_TOO_MANY_FILES', message: PHOTO_TEXTS.tooManyFiles },
    ]);
  });

  it('when no file could be stored it answers the first error', async () => {
    const me = await kit.owner();
    const res = await kit.uploadMany(admin, me.profileId, [
      { name: 'a.txt', content: Buffer.from('texto') },
      { name: 'b.txt', content: Buffer.from('texto') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: PHOTO_TEXTS.unsupportedType, fileName: 'a.txt' });
  });
});

describe('GET .../profiles/:profileId (owner and admin) and /api/public/photos/profiles/:profileId', () => {
  it('lists {photos, pagination}: the main one first, then the newest; signed for the owner and the admin', async () => {
    const me = await kit.owner();
    const a = await kit.uploaded(me, me.profileId, 'a.jpg');
    const b = await kit.uploaded(me, me.profileId, 'b.jpg');
    const c = await kit.uploaded(me, me.profileId, 'c.jpg');

    const mine = await kit.send('GET', `/api/me/photos/profiles/${me.profileId}`, me);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().photos.map((p: Photo) => p.id)).toEqual([a.id, c.id, b.id]);
    expect(mine.json().pagination).toEqual({ page: 1, limit: 50, total: 3, totalPages: 1 });
    expect(mine.json().photos[0].url).toMatch(/&sig=/);
    const paged = await kit.send('GET', `/api/admin/photos/profiles/${me.profileId}?page=2&limit=2`, admin);
    expect(paged.json().photos.map((p: Photo) => p.id)).toEqual([b.id]);
    expect(paged.json().pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
  });

  it("401/403/404: no token, someone else's profile, an unknown profile", async () => {
    const me = await kit.owner();
    const other = await kit.owner();
    expect((await kit.send('GET', `/api/me/photos/profiles/${me.profileId}`, null)).statusCode).toBe(401);
    expect((await kit.send('GET', `/api/me/photos/profiles/${me.profileId}`, other)).statusCode).toBe(403);
    expect((await kit.send('GET', `/api/admin/photos/profiles/${me.profileId}`, me)).statusCode).toBe(403);
    expect((await kit.send('GET', `/api/admin/photos/profiles/${randomUUID()}`, admin)).statusCode).toBe(404);
    expect((await kit.send('GET', `/api/admin/photos/profiles/nao-e-id`, admin)).statusCode).toBe(400);
  });

  it('the public list has only the public photos, plain URLs; 404 when photos are private or the page inactive', async () => {
    const me = await kit.owner();
    const shown = await kit.uploaded(me, me.profileId, 'visivel.jpg');
    const hidden = await kit.uploaded(me, me.profileId, 'privada.jpg');
    await kit.send('PATCH', `/api/me/photos/${hidden.id}`, me, { isPublic: false });

    const list = await kit.get(`/api/public/photos/profiles/${me.profileId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().photos.map((p: Photo) => p.id)).toEqual([shown.id]);
    expect(list.json().photos[0].url).toBe(`/api/photos/${shown.id}?size=medium`);
    expect(list.body).not.toContain('sig=');

    await kit.send('PATCH', `/api/admin/clients/${me.profileId}`, admin, { isPhotosPublic: false });
    expect((await kit.get(`/api/public/photos/profiles/${me.profileId}`)).statusCode).toBe(404);
    await kit.send('PATCH', `/api/admin/clients/${me.profileId}`, admin, { isPhotosPublic: true });
    await kit.send('PATCH', `/api/admin/pages/${me.pageId}/status`, admin, { isActive: false });
    expect((await kit.get(`/api/public/photos/profiles/${me.profileId}`)).statusCode).toBe(404);
    expect((await kit.get(`/api/public/photos/profiles/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('GET /api/photos/:photoId', () => {
  it('serves a public photo to anyone with a strong ETag, a year of private cache, nosniff, type and length; 304 on a match', async () => {
    const me = await kit.owner();
    const photo = await kit.uploaded(me, me.profileId);

    const res = await kit.get(`/api/photos/${photo.id}?size=thumbnail&v=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-length': String(res.rawPayload.length),
    });
    const etag = String(res.headers.etag);
    expect(etag).toMatch(new RegExp(`^"${photo.id}-thumbnail-\\d+"$`));
    expect((await sharp(res.rawPayload).metadata()).width).toBe(300);

    const again = await kit.get(`/api/photos/${photo.id}?size=thumbnail&v=1`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const medium = await kit.get(`/api/photos/${photo.id}`, { 'if-none-match': etag });
    expect(medium.statusCode).toBe(200);
    expect(medium.headers.etag).not.toBe(etag);
  });

  it('?download=1 is an attachment with the original name (ASCII fallback and UTF-8 filename*)', async () => {
    const me = await kit.owner();
    const res = await kit.upload(me, me.profileId, { name: 'Foto do Pé (Rex).jpg', content: await jpeg() });
    const photo: Photo = res.json().photo;
    expect(photo.originalName).toBe('Foto do Pé (Rex).jpg');

    const file = await kit.get(photo.downloadUrl!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Foto do Pe (Rex).jpg"; filename*=UTF-8''Foto%20do%20P%C3%A9%20%28Rex%29.jpg`,
    );
    expect((await kit.get(photo.url)).headers['content-disposition']).toBeUndefined();
  });

  it('a download of a GIF (stored as JPEG) is named .jpg', async () => {
    const me = await kit.owner();
    const gif = await solid(60, 40).gif().toBuffer();
    const photo: Photo = (
      await kit.upload(me, me.profileId, { name: 'anim.gif', content: gif, type: 'image/gif' })
    ).json().photo;
    const file = await kit.get(photo.downloadUrl!);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="anim.jpg"; filename*=UTF-8''anim.jpg`);
  });

  it('a private photo is 404 to a visitor and another user, served to its owner, an admin and a signed URL', async () => {
    const me = await kit.owner();
    const other = await kit.owner();
    const photo = await kit.uploaded(me, me.profileId);
    const patched = await kit.send('PATCH', `/api/me/photos/${photo.id}`, me, { isPublic: false });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().photo).toMatchObject({ id: photo.id, isPublic: false });

    const bare = `/api/photos/${photo.id}?size=medium`;
    const visitor = await kit.get(bare);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toEqual({ code: 'PHOTO_NOT_FOUND', message: PHOTO_TEXTS.notFound });
    expect((await kit.get(bare, other.auth)).statusCode).toBe(404);
    expect((await kit.get(bare, { authorization: 'Bearer lixo' })).statusCode).toBe(404);
    expect((await kit.get(bare, me.auth)).statusCode).toBe(200);
    expect((await kit.get(bare, admin.auth)).statusCode).toBe(200);
    // The owner's answer carries the signature: one signature serves every size.
    expect((await kit.get(patched.json().photo.url)).statusCode).toBe(200);
    expect((await kit.get(patched.json().photo.thumbnailUrl)).statusCode).toBe(200);
    expect((await kit.get(patched.json().photo.downloadUrl)).statusCode).toBe(200);
    // Same answer as a photo that does not exist.
    expect((await kit.get(`/api/photos/${randomUUID()}?size=medium`)).json()).toEqual(visitor.json());
  });

  it('an expired or forged signature, one of another photo or size, or of an unknown session is 404', async () => {
    const me = await kit.owner();
    const photo = await kit.uploaded(me, me.profileId);
    const other = await kit.uploaded(me, me.profileId);
    await kit.send('PATCH', `/api/me/photos/${photo.id}`, me, { isPublic: false });
    const sid = new URL(photo.url, 'http://x').searchParams.get('sid')!;
    const version = (await t.app.services.users.findById(me.userId))!.sessionVersion;
    const signer = createUrlSigner(deriveKey(t.config.jwtSecret!, 'photo-urls'));
    const url = (exp: number, sig: string, session = sid, size = 'medium') =>
      `/api/photos/${photo.id}?size=${size}&exp=${exp}&sid=${session}&sig=${sig}`;
    const signed = (id: string, size: string, exp: number, session = sid, ver = version) =>
      signer.sign(`${id}.${size}.${exp}.${session}.${ver}`);
    const future = Math.floor(Date.now() / 1000) + 3600;
    const past = Math.floor(Date.now() / 1000) - 1;

    expect((await kit.get(url(future, signed(photo.id, 'medium', future)))).statusCode).toBe(200);
    expect((await kit.get(url(past, signed(photo.id, 'medium', past)))).statusCode).toBe(404);
    expect((await kit.get(url(future, signed(photo.id, 'medium', future - 1)))).statusCode).toBe(404);
    expect((await kit.get(url(future, 'A'.repeat(43)))).statusCode).toBe(404);
    expect((await kit.get(url(future, signed(other.id, 'medium', future)))).statusCode).toBe(404);
    // The size is under the signature: a thumbnail's link does not open the original.
    expect((await kit.get(url(future, signed(photo.id, 'thumbnail', future), sid, 'original'))).statusCode).toBe(404);
    // A session that does not exist, and the right session with an older account version (a password reset).
    const unknown = randomUUID();
    expect((await kit.get(url(future, signed(photo.id, 'medium', future, unknown), unknown))).statusCode).toBe(404);
    expect((await kit.get(url(future, signed(photo.id, 'medium', future, sid, version - 1)))).statusCode).toBe(404);
    // Signed with the session key itself instead of the derived one: refused.
    const wrongKey = createUrlSigner(t.config.jwtSecret!);
    const forged = wrongKey.sign(`${photo.id}.medium.${future}.${sid}.${version}`);
    expect((await kit.get(url(future, forged))).statusCode).toBe(404);
  });

  it("a private photo's links end with the session that fetched them: logout, the other devices ended, a password reset", async () => {
    const me = await kit.owner();
    const photo = await kit.uploaded(me, me.profileId);
    await kit.send('PATCH', `/api/me/photos/${photo.id}`, me, { isPublic: false });
    const email = (await t.app.services.users.findById(me.userId))!.email;
    const signIn = async () => ({
      authorization: `Bearer ${(await t.app.services.auth.login(email, 'senha-segura-123')).token}`,
    });
    const linksOf = async (auth: Record<string, string>) =>
      (await kit.get(`/api/me/photos/profiles/${me.profileId}`, auth)).json().photos[0] as Photo;
    const statuses = (links: Photo) =>
      Promise.all(
        [links.url, links.thumbnailUrl!, links.downloadUrl!].map(async (url) => (await kit.get(url)).statusCode),
      );

    // Logout: the links that session fetched stop at once; another session's keep working.
    const phone = await signIn();
    const laptop = await signIn();
    const phoneLinks = await linksOf(phone);
    const laptopLinks = await linksOf(laptop);
    expect(phoneLinks.url).not.toBe(laptopLinks.url);
    expect(await statuses(phoneLinks)).toEqual([200, 200, 200]);
    expect((await kit.send('POST', '/api/auth/logout', { auth: phone })).statusCode).toBe(204);
    expect(await statuses(phoneLinks)).toEqual([404, 404, 404]);
    expect(await statuses(laptopLinks)).toEqual([200, 200, 200]);

    // 'Sair de todos os outros dispositivos' from a third session ends the laptop's links, not its own.
    const desk = await signIn();
    const deskLinks = await linksOf(desk);
    expect((await kit.send('POST', '/api/me/sessions/revoke-others', { auth: desk })).statusCode).toBeLessThan(300);
    expect(await statuses(laptopLinks)).toEqual([404, 404, 404]);
    expect(await statuses(deskLinks)).toEqual([200, 200, 200]);

    // A password reset moves the account's version on: every link signed before it ends, the session row or not.
    await t.app.services.users.changePassword(me.userId, 'outra-senha-segura-456');
    expect(await statuses(deskLinks)).toEqual([404, 404, 404]);
  });

  it('a public photo of a profile whose photos are private, or whose page is inactive, is 404 to visitors only', async () => {
    const me = await kit.owner();
    const photo = await kit.uploaded(me, me.profileId);
    const bare = `/api/photos/${photo.id}?size=thumbnail`;
    expect((await kit.get(bare)).statusCode).toBe(200);

    await kit.send('PATCH', `/api/admin/clients/${me.profileId}`, admin, { isPhotosPublic: false });
    expect((await kit.get(bare)).statusCode).toBe(404);
    expect((await kit.get(bare, me.auth)).statusCode).toBe(200);
    await kit.send('PATCH', `/api/admin/clients/${me.profileId}`, admin, { isPhotosPublic: true });
    expect((await kit.get(bare)).statusCode).toBe(200);

    await kit.send('PATCH', `/api/admin/pages/${me.pageId}/status`, admin, { isActive: false });
    expect((await kit.get(bare)).statusCode).toBe(404);
    expect((await kit.get(photo.thumbnailUrl!)).statusCode).toBe(200);
    await kit.send('DELETE', `/api/admin/pages/${me.pageId}`, admin);
    expect((await kit.get(bare)).statusCode).toBe(404);
    expect((await kit.get(bare, admin.auth)).statusCode).toBe(200);
  });

  it('a gallery of 60 thumbnails from one address is never rate limited', async () => {
    const me = await kit.owner();
    const photo = await kit.uploaded(me, me.profileId);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => kit.get(`/api/photos/${photo.id}?size=thumbnail`)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(60).fill(200));
  });

  it('400 for an unknown size', async () => {
    const me = await kit.owner();
    const photo = await kit.uploaded(me, me.profileId);
    expect((await kit.get(`/api/photos/${photo.id}?size=huge`)).statusCode).toBe(400);
  });
});

describe('set main, visibility, delete, bulk delete', () => {
  it('set main flags this photo and no other, in the list and in profiles.photos', async () => {
    const me = await kit.owner();
    const first = await kit.uploaded(me, me.profileId);
    const second = await kit.uploaded(me, me.profileId);

    const res = await kit.send('POST', `/api/me/photos/profiles/${me.profileId}/main/${second.id}`, me);
    expect(res.statusCode).toBe(200);
    expect(res.json().photo).toMatchObject({ id: second.id, isMain: true });
    expect(res.json().photo.url).toMatch(/&sig=/);
    const list = (await kit.send('GET', `/api/me/photos/profiles/${me.profileId}`, me)).json().photos;
    expect(list.map((p: Photo) => [p.id, p.isMain])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const profile = await t.app.services.profiles.findProfile(me.profileId);
    expect(profile!.photos.map((p) => p.isMain)).toEqual([false, true]);

    const again = await kit.send('POST', `/api/admin/photos/profiles/${me.profileId}/main/${first.id}`, admin);
    expect(again.json().photo.isMain).toBe(true);
  });

  it("set main: a photo of another profile or an unknown one is 404; someone else's profile 403", async () => {
    const me = await kit.owner();
    const other = await kit.owner();
    const mine = await kit.uploaded(me, me.profileId);
    const theirs = await kit.uploaded(other, other.profileId);

    const wrong = await kit.send('POST', `/api/me/photos/profiles/${me.profileId}/main/${theirs.id}`, me);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(PHOTO_TEXTS.notFound);
    expect(
      (await kit.send('POST', `/api/me/photos/profiles/${me.profileId}/main/${randomUUID()}`, me)).statusCode,
    ).toBe(404);
    expect((await kit.send('POST', `/api/me/photos/profiles/${me.profileId}/main/${mine.id}`, other)).statusCode).toBe(
      403,
    );
  });

  it("PATCH: someone else's photo is 403, an unknown one 404, a bad body 400", async () => {
    const me = await kit.owner();
    const other = await kit.owner();
    const photo = await kit.uploaded(me, me.profileId);
    expect((await kit.send('PATCH', `/api/me/photos/${photo.id}`, other, { isPublic: false })).statusCode).toBe(403);
    expect((await kit.send('PATCH', `/api/me/photos/${randomUUID()}`, me, { isPublic: false })).statusCode).toBe(404);
    expect((await kit.send('PATCH', `/api/me/photos/${photo.id}`, me, { isPublic: 'não' })).statusCode).toBe(400);
    expect(
      (await kit.send('PATCH', `/api/admin/photos/${photo.id}`, admin, { isPublic: false })).json().photo.isPublic,
    ).toBe(false);
  });

  it('DELETE answers 204 and removes the row and the stored files; deleting the main photo leaves none flagged', async () => {
    const me = await kit.owner();
    const main = await kit.uploaded(me, me.profileId);
    const other = await kit.uploaded(me, me.profileId);
    expect(await kit.storage.list(main.path!)).toHaveLength(3);

    const res = await kit.send('DELETE', `/api/me/photos/${main.id}`, me);
    expect(res.statusCode).toBe(204);
    expect(await kit.storage.list(main.path!)).toEqual([]);
    expect((await kit.get(`/api/photos/${main.id}`, me.auth)).statusCode).toBe(404);
    const profile = await t.app.services.profiles.findProfile(me.profileId);
    expect(profile!.photos.map((p) => [p.id, p.isMain])).toEqual([[other.id, false]]);
    expect((await kit.send('DELETE', `/api/me/photos/${main.id}`, me)).statusCode).toBe(404);
  });

  it("DELETE: someone else's photo is 403 and stays; no token 401; an admin deletes any", async () => {
    const me = await kit.owner();
    const other = await kit.owner();
    const photo = await kit.uploaded(me, me.profileId);
    expect((await kit.send('DELETE', `/api/me/photos/${photo.id}`, null)).statusCode).toBe(401);
    expect((await kit.send('DELETE', `/api/me/photos/${photo.id}`, other)).statusCode).toBe(403);
    expect(await kit.storage.list(photo.path!)).toHaveLength(3);
    expect((await kit.send('DELETE', `/api/admin/photos/${photo.id}`, admin)).statusCode).toBe(204);
    expect(await kit.storage.list(photo.path!)).toEqual([]);
  });

  it('bulk delete of 3 answers {deleted: 3} and removes their files; the fourth photo stays', async () => {
    const me = await kit.owner();
    const photos: Photo[] = [];
    for (let i = 0; i < 4; i += 1) photos.push(await kit.uploaded(me, me.profileId, `f${i}.jpg`));
    const ids = photos.slice(0, 3).map((p) => p.id);

    const res = await kit.send('POST', '/api/me/photos/bulk-delete', me, { ids });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 3 });
    expect(await kit.storage.list(`photos/${me.profileId}`)).toEqual(
      ['medium', 'original', 'thumbnail'].map((size) => `${photos[3]!.path}/${size}`),
    );
    const list = (await kit.send('GET', `/api/me/photos/profiles/${me.profileId}`, me)).json();
    expect(list.photos.map((p: Photo) => p.id)).toEqual([photos[3]!.id]);
  });

  it("bulk delete with someone else's photo is 403 and deletes nothing; an empty list 400; admins delete across profiles", async () => {
    const me = await kit.owner();
    const other = await kit.owner();
    const mine = await kit.uploaded(me, me.profileId);
    const theirs = await kit.uploaded(other, other.profileId);

    expect((await kit.send('POST', '/api/me/photos/bulk-delete', me, { ids: [mine.id, theirs.id] })).statusCode).toBe(
      403,
    );
    expect(await kit.storage.list(mine.path!)).toHaveLength(3);
    expect((await kit.send('POST', '/api/me/photos/bulk-delete', me, { ids: [] })).statusCode).toBe(400);
    expect((await kit.send('POST', '/api/me/photos/bulk-delete', null, { ids: [mine.id] })).statusCode).toBe(401);
    const res = await kit.send('POST', '/api/admin/photos/bulk-delete', admin, {
      ids: [mine.id, theirs.id, randomUUID()],
    });
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await t.app.services.profiles.findProfile(other.profileId))!.photos).toEqual([]);
  });

  it('deleting a client removes its stored photo files', async () => {
    const me = await kit.owner();
    await kit.uploaded(me, me.profileId);
    await kit.uploaded(me, me.profileId);
    expect(await kit.storage.list(`photos/${me.profileId}`)).toHaveLength(6);

    expect((await kit.send('DELETE', `/api/admin/clients/${me.profileId}`, admin)).statusCode).toBe(204);
    expect(await kit.storage.list(`photos/${me.profileId}`)).toEqual([]);
  });
});

describe('the per-profile limit', () => {
  let small: TestApp;
  let smallAdmin: SignedIn;
  let smallKit: ReturnType<typeof photoKit>;
  beforeAll(async () => {
    small = await createTestApp({ photoMaxPerProfile: 2 });
    smallAdmin = await small.createUser('ADMIN');
    smallKit = photoKit(small, smallAdmin);
  });
  afterAll(async () => small.close());

  it('past the limit an upload is 409 PHOTO_LIMIT_REACHED with the text, and nothing is stored', async () => {
    const me = await smallKit.owner();
    await smallKit.uploaded(me, me.profileId);
    await smallKit.uploaded(me, me.profileId);

    const res = await smallKit.upload(me, me.profileId, { name: 'terceira.jpg', content: await jpeg() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PHOTO_LIMIT_REACHED',
      message: PHOTO_TEXTS.tooMany,
      fileName: 'terceira.jpg',
    });
    expect(await smallKit.storage.list(`photos/${me.profileId}`)).toHaveLength(6);
  });

  it('uploads at the same time never pass the limit (the profile row is locked)', async () => {
    const me = await smallKit.owner();
    const file = await jpeg();
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => smallKit.upload(me, me.profileId, { name: `p${i}.jpg`, content: file })),
    );

    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 409, 409]);
    expect(answers.filter((res) => res.statusCode === 201).filter((res) => res.json().photo.isMain)).toHaveLength(1);
    expect(await smallKit.storage.list(`photos/${me.profileId}`)).toHaveLength(6);
  });
});

describe('on S3-compatible storage (a real s3rver)', () => {
  let s3app: TestApp;
  let server: S3rver;
  let directory: string;
  let s3Admin: SignedIn;
  let s3Kit: ReturnType<typeof photoKit>;

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'portal-photos-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory,
      silent: true,
      configureBuckets: [{ name: 'fotos' }],
    });
    const { port } = await server.run();
    s3app = await createTestApp({
      s3: {
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'fotos',
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
        region: 'us-east-1',
      },
    });
    s3Admin = await s3app.createUser('ADMIN');
    s3Kit = photoKit(s3app, s3Admin);
  });
  afterAll(async () => {
    await s3app.close();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('uploads, lists, serves and deletes (files included) through the bucket', async () => {
    const me = await s3Kit.owner();
    const photo = await s3Kit.uploaded(me, me.profileId, 'balde.jpg');
    expect(await s3Kit.storage.list(photo.path!)).toEqual(
      ['medium', 'original', 'thumbnail'].map((size) => `${photo.path}/${size}`),
    );
    const list = await s3Kit.send('GET', `/api/me/photos/profiles/${me.profileId}`, me);
    expect(list.json().photos.map((p: Photo) => p.id)).toEqual([photo.id]);

    const file = await s3Kit.get(photo.thumbnailUrl!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');

    expect((await s3Kit.send('DELETE', `/api/me/photos/${photo.id}`, me)).statusCode).toBe(204);
    expect(await s3Kit.storage.list(`photos/${me.profileId}`)).toEqual([]);
  });

  it('bulk delete and a deleted client leave nothing in the bucket', async () => {
    const me = await s3Kit.owner();
    const a = await s3Kit.uploaded(me, me.profileId);
    const b = await s3Kit.uploaded(me, me.profileId);
    await s3Kit.uploaded(me, me.profileId);
    expect((await s3Kit.send('POST', '/api/me/photos/bulk-delete', me, { ids: [a.id, b.id] })).json()).toEqual({
      deleted: 2,
    });
    expect(await s3Kit.storage.list(`photos/${me.profileId}`)).toHaveLength(3);
    await s3Kit.send('DELETE', `/api/admin/clients/${me.profileId}`, s3Admin);
    expect(await s3Kit.storage.list(`photos/${me.profileId}`)).toEqual([]);
  });
});

describe('an empty file (fault 3): a 400 with the type text in errors[], never a 500; the others are stored', () => {
  const EMPTY = { code: 'PHOTO_EMPTY_FILE', message: PHOTO_TEXTS.unsupportedType };

  it('a 0-byte photo to the owner and admin uploads -> 400 PHOTO_EMPTY_FILE naming the file', async () => {
    const me = await kit.owner();
    for (const [who, family] of [
      [me, 'me'],
      [admin, 'admin'],
    ] as const) {
      const res = await kit.upload(who, me.profileId, { name: 'vazia.jpg', content: Buffer.alloc(0) }, family);
      expect(res.statusCode, family).toBe(400);
      expect(res.json(), family).toMatchObject({ ...EMPTY, errors: [{ fileName: 'vazia.jpg', ...EMPTY }] });
    }
    expect((await kit.send('GET', `/api/me/photos/profiles/${me.profileId}`, me)).json().photos).toHaveLength(0);
  });

  it('upload-multiple with [valid, empty, valid] stores the two and names the empty one in errors[]', async () => {
    const me = await kit.owner();
    const res = await kit.uploadMany(me, me.profileId, [
      { name: 'um.jpg', content: await jpeg() },
      { name: 'vazia.jpg', content: Buffer.alloc(0) },
      { name: 'dois.jpg', content: await jpeg() },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().photos.map((p: Photo) => p.originalName)).toEqual(['um.jpg', 'dois.jpg']);
    expect(res.json().errors).toEqual([{ fileName: 'vazia.jpg', ...EMPTY }]);
  });
});

describe('Cross-Origin-Resource-Policy on private photo answers (fault 11)', () => {
  it('a private photo by its signed link is same-origin; a public photo stays embeddable (cross-origin)', async () => {
    const me = await kit.owner();
    const photo = await kit.uploaded(me, me.profileId);
    const open = await kit.get(`/api/photos/${photo.id}?size=thumbnail`);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const hidden: Photo = (await kit.send('PATCH', `/api/me/photos/${photo.id}`, me, { isPublic: false })).json().photo;
    const signed = await kit.get(hidden.url);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
