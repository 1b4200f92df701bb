import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_TEXTS, PHOTO_TEXTS, type RecordAttachment } from '@portal/shared';
import { createStorage } from '../../lib/storage/storage.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { cameraPhoto, filesTestKit, type SignedIn } from '../../testing/maintenance.js';

let t: TestApp;
let kit: ReturnType<typeof filesTestKit>;
let admin: SignedIn;
let carla: SignedIn;
let other: SignedIn;
let user: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  kit = filesTestKit(t);
  admin = await t.createUser('ADMIN');
  carla = await t.createUser('TECHNICIAN', { name: 'Carla Técnica' });
  other = await t.createUser('TECHNICIAN', { name: 'Outro Técnico' });
  user = await t.createUser('USER');
});
afterAll(async () => t.close());

const ageRecord = (id: string, hours: number) =>
  t.database.db.execute(
    sql`UPDATE maintenance_records SET created_at = now() - make_interval(hours => ${hours}) WHERE id = ${id}`,
  );

describe('POST /api/tecnico/records/:id/attachments', () => {
  it('stores a technician’s photo of their own record in two sizes, stripped, and answers it with signed URLs', async () => {
    const tag = await kit.equipment({ serialNumber: 'SN-1', model: 'Extintor' });
    const record = await kit.record(tag.id, carla);
    const input = await cameraPhoto();
    expect(await exifr.gps(input)).toMatchObject({ latitude: -23.55 });

    const res = await kit.attach(record.id, carla, input, 'Casa de máquinas.jpg');

    expect(res.statusCode).toBe(201);
    const attachment: RecordAttachment = res.json();
    expect(attachment).toMatchObject({ name: 'Casa de máquinas.jpg', contentType: 'image/webp' });
    expect(attachment.url).toMatch(
      new RegExp(`^/api/tecnico/attachments/${attachment.id}\\?size=medium&exp=\\d+&sid=[\\w-]{36}&sig=[\\w-]+$`),
    );
    expect(attachment.thumbnailUrl).toMatch(/\?size=thumbnail&exp=\d+&sid=[\w-]{36}&sig=/);
    const keys = await createStorage(t.config).list(`maintenance/${tag.id}`);
    expect(keys).toEqual([
      `maintenance/${tag.id}/${record.id}/${attachment.id}/medium`,
      `maintenance/${tag.id}/${record.id}/${attachment.id}/thumbnail`,
    ]);
    // The signed URL serves the bytes without a token (an <img> sends none): turned upright, no metadata.
    for (const [url, side] of [
      [attachment.url, 1600],
      [attachment.thumbnailUrl, 320],
    ] as const) {
      const file = await kit.get(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.height).toBe(side);
      expect(metadata.width).toBe((side * 3) / 4);
      expect(metadata.exif).toBeUndefined();
      expect(await exifr.gps(file.rawPayload).catch(() => undefined)).toBeUndefined();
    }
    expect(attachment.size).toBeGreaterThan(0);

    // The equipment's log carries it.
    const detail = await kit.get(`/api/tecnico/equipment/${tag.id}`, carla);
    expect(detail.json().records[0].attachments).toEqual([expect.objectContaining({ id: attachment.id })]);
  });

  it('an iPhone HEIC photo is accepted', async () => {
    const tag = await kit.equipment();
    const record = await kit.record(tag.id, carla);
    const heic = readFileSync(new URL('../../testing/fixtures/red-left-blue-right.heic', import.meta.url));
    const res = await kit.attach(record.id, carla, heic, 'IMG_0001.HEIC');
    expect(res.statusCode).toBe(201);
    expect(res.json().contentType).toBe('image/webp');
  });

  it('technicians attach to their own records within 24 hours, admins to any; others are refused', async () => {
    const tag = await kit.equipment();
    const record = await kit.record(tag.id, carla);
    const photo = await cameraPhoto(400, 300);

    expect((await kit.attach(record.id, null, photo)).statusCode).toBe(401);
    expect((await kit.attach(record.id, user, photo)).statusCode).toBe(403);
    const notYours = await kit.attach(record.id, other, photo);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe(MAINTENANCE_TEXTS.notYourRecord);

    await ageRecord(record.id, 25);
    const late = await kit.attach(record.id, carla, photo);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(MAINTENANCE_TEXTS.editWindowClosed);
    expect((await kit.attach(record.id, admin, photo)).statusCode).toBe(201);

    const unknown = await kit.attach('00000000-0000-4000-8000-000000000000', admin, photo);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MAINTENANCE_TEXTS.recordNotFound);
  });

  it('a file that is no image is 415, over 10 MB is 413, none (or another field) is 400; nothing is stored', async () => {
    const tag = await kit.equipment();
    const record = await kit.record(tag.id, carla);

    const text = await kit.attach(record.id, carla, Buffer.from('não sou uma imagem'), 'nota.txt');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(PHOTO_TEXTS.unsupportedType);

    const huge = await kit.attach(
      record.id,
      carla,
      Buffer.concat([await cameraPhoto(200, 100), Buffer.alloc(11 * 1024 * 1024)]),
      'grande.jpg',
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(PHOTO_TEXTS.tooLarge);

    const otherField = await kit.attach(record.id, carla, await cameraPhoto(200, 100), 'a.jpg', 'arquivo');
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json()).toMatchObject({ message: PHOTO_TEXTS.noFile, field: 'photo' });

    const json = await kit.post(`/api/tecnico/records/${record.id}/attachments`, carla, { photo: 'x' });
    expect(json.statusCode).toBe(400);

    expect(await createStorage(t.config).list(`maintenance/${tag.id}`)).toEqual([]);
  });
});

describe('GET /api/tecnico/attachments/:id', () => {
  it('serves a valid signature or a signed-in technician or admin; anyone else gets 404', async () => {
    const tag = await kit.equipment();
    const record = await kit.record(tag.id, carla);
    const attachment: RecordAttachment = (await kit.attach(record.id, carla, await cameraPhoto(300, 200))).json();
    const plain = `/api/tecnico/attachments/${attachment.id}?size=thumbnail`;

    expect((await kit.get(plain)).statusCode).toBe(404);
    expect((await kit.get(plain, user)).statusCode).toBe(404);
    const forged = attachment.thumbnailUrl.replace(/sig=[\w-]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await kit.get(forged)).statusCode).toBe(404);
    const expired = attachment.thumbnailUrl.replace(/exp=\d+/, 'exp=1000');
    expect((await kit.get(expired)).statusCode).toBe(404);
    // Another attachment's signature does not open this one.
    const second: RecordAttachment = (await kit.attach(record.id, carla, await cameraPhoto(300, 200))).json();
    const swapped = attachment.url.replace(/&exp=.*$/, second.url.slice(second.url.indexOf('&exp=')));
    expect((await kit.get(swapped)).statusCode).toBe(404);

    expect((await kit.get(plain, other)).statusCode).toBe(200);
    expect((await kit.get(plain, admin)).statusCode).toBe(200);
    const signed = await kit.get(attachment.thumbnailUrl);
    expect(signed.statusCode).toBe(200);
    const cached = await t.app.inject({
      method: 'GET',
      url: attachment.thumbnailUrl,
      headers: { 'if-none-match': String(signed.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    expect((await kit.get('/api/tecnico/attachments/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(
      404,
    );
  });

  it('a link ends with the session that fetched it (logout), and covers its size', async () => {
    const tag = await kit.equipment();
    const record = await kit.record(tag.id, carla);
    const attachment: RecordAttachment = (await kit.attach(record.id, carla, await cameraPhoto(300, 200))).json();
    // The thumbnail's signature does not open the medium size.
    const resized = attachment.thumbnailUrl.replace('size=thumbnail', 'size=medium');
    expect((await kit.get(resized)).statusCode).toBe(404);
    expect((await kit.get(attachment.url)).statusCode).toBe(200);

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: carla.auth });
    expect(logout.statusCode).toBe(204);
    expect((await kit.get(attachment.url)).statusCode).toBe(404);
    expect((await kit.get(attachment.thumbnailUrl)).statusCode).toBe(404);
    carla = await t.createUser('TECHNICIAN', { name: 'Carla Técnica' });
  });

  it("a deleted record's files are removed with removeRecordFiles", async () => {
    const tag = await kit.equipment();
    const record = await kit.record(tag.id, carla);
    await kit.attach(record.id, carla, await cameraPhoto(300, 200));
    const storage = createStorage(t.config);
    expect(await storage.list(`maintenance/${tag.id}/${record.id}`)).toHaveLength(2);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/tecnico/records/${record.id}`, headers: carla.auth });
    expect(res.statusCode).toBe(204);
    await t.app.services.attachments.removeRecordFiles([{ id: record.id, tagId: tag.id }]);
    expect(await storage.list(`maintenance/${tag.id}`)).toEqual([]);
  });
});

describe('an empty attachment (fault 3)', () => {
  it('a 0-byte photo to a record is 400 PHOTO_EMPTY_FILE with the type text in errors[], and nothing is stored', async () => {
    const tag = await kit.equipment();
    const record = await kit.record(tag.id, carla);
    const res = await kit.attach(record.id, carla, Buffer.alloc(0), 'vazia.jpg');
    expect(res.statusCode).toBe(400);
    const empty = { code: 'PHOTO_EMPTY_FILE', message: PHOTO_TEXTS.unsupportedType };
    expect(res.json()).toMatchObject({ ...empty, errors: [{ fileName: 'vazia.jpg', ...empty }] });
    expect(await createStorage(t.config).list(`maintenance/${tag.id}`)).toEqual([]);
  });
});

describe('Cross-Origin-Resource-Policy on attachment answers (fault 11)', () => {
  it('a record photo by its signed link is same-origin', async () => {
    const tag = await kit.equipment();
    const record = await kit.record(tag.id, carla);
    const attachment: RecordAttachment = (await kit.attach(record.id, carla, await cameraPhoto(300, 200))).json();
    const res = await kit.get(attachment.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
