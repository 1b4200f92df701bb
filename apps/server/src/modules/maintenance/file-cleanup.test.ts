import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../lib/storage/storage.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { cameraPhoto, filesTestKit, type SignedIn } from '../../testing/maintenance.js';

let t: TestApp;
let kit: ReturnType<typeof filesTestKit>;
let admin: SignedIn;
let carla: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  kit = filesTestKit(t);
  admin = await t.createUser('ADMIN');
  carla = await t.createUser('TECHNICIAN', { name: 'Carla Técnica' });
});
afterAll(async () => t.close());

const fileKeys = async (tagId: string, recordId: string) => {
  const storage = createStorage(t.config);
  const keys = await storage.list(`maintenance/${tagId}/${recordId}`);
  return Promise.all(keys.map(async (key) => ({ key, exists: await storage.exists(key) })));
};

describe('files of deleted records and tags', () => {
  it('deleting a record removes its photo files after the delete commits; the other records keep theirs', async () => {
    const tag = await kit.equipment();
    const gone = await kit.record(tag.id, carla);
    const kept = await kit.record(tag.id, carla, { description: 'Outra visita' });
    expect((await kit.attach(gone.id, carla, await cameraPhoto(300, 200))).statusCode).toBe(201);
    expect((await kit.attach(kept.id, carla, await cameraPhoto(300, 200))).statusCode).toBe(201);
    const before = await fileKeys(tag.id, gone.id);
    expect(before).toHaveLength(2);
    expect(before.every((file) => file.exists)).toBe(true);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/tecnico/records/${gone.id}`, headers: carla.auth });

    expect(res.statusCode).toBe(204);
    const storage = createStorage(t.config);
    for (const file of before) expect(await storage.exists(file.key)).toBe(false);
    expect(await fileKeys(tag.id, kept.id)).toHaveLength(2);
  });

  it('a refused delete (someone else’s record) keeps the files', async () => {
    const other = await t.createUser('TECHNICIAN', { name: 'Outro Técnico' });
    const tag = await kit.equipment();
    const record = await kit.record(tag.id, carla);
    await kit.attach(record.id, carla, await cameraPhoto(300, 200));

    const res = await t.app.inject({ method: 'DELETE', url: `/api/tecnico/records/${record.id}`, headers: other.auth });

    expect(res.statusCode).toBe(403);
    expect(await fileKeys(tag.id, record.id)).toHaveLength(2);
  });

  it('deleting a tag removes every photo of its service log (maintenance/{tagId}/)', async () => {
    const tag = await kit.equipment();
    const neighbour = await kit.equipment();
    const first = await kit.record(tag.id, carla);
    const second = await kit.record(tag.id, carla, { description: 'Segunda visita' });
    const theirs = await kit.record(neighbour.id, carla);
    for (const record of [first, second, theirs]) await kit.attach(record.id, carla, await cameraPhoto(300, 200));
    const keys = [...(await fileKeys(tag.id, first.id)), ...(await fileKeys(tag.id, second.id))];
    expect(keys).toHaveLength(4);
    expect(keys.every((file) => file.exists)).toBe(true);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/tags/${tag.id}`, headers: admin.auth });

    expect(res.statusCode).toBe(204);
    const storage = createStorage(t.config);
    for (const file of keys) expect(await storage.exists(file.key)).toBe(false);
    expect(await storage.list(`maintenance/${tag.id}`)).toEqual([]);
    expect(await fileKeys(neighbour.id, theirs.id)).toHaveLength(2);
  });
});
