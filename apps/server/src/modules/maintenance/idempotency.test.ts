import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TEXTS, MAINTENANCE_TEXTS } from '@portal/shared';
import { createStorage } from '../../lib/storage/storage.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { cameraPhoto, filesTestKit, type SignedIn } from '../../testing/maintenance.js';
import { multipart } from '../../testing/photos.js';

let t: TestApp;
let kit: ReturnType<typeof filesTestKit>;
let carla: SignedIn;
let bruno: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  kit = filesTestKit(t);
  carla = await t.createUser('TECHNICIAN', { name: 'Carla Técnica' });
  bruno = await t.createUser('TECHNICIAN', { name: 'Bruno Técnico' });
});
afterAll(async () => t.close());

const recordBody = (description = 'Troca do filtro e teste de pressão') => ({
  performedAt: kit.today,
  type: 'PREVENTIVA',
  description,
  outcome: 'OK',
});

/** POST .../records as `who`, with the key when given. */
const postRecord = (tagId: string, who: SignedIn, key: string | undefined, body: unknown = recordBody()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tecnico/equipment/${tagId}/records`,
    headers: { ...who.auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body as Record<string, unknown>,
  });

/** POST .../attachments with one photo and a text field, with the key. */
const postPhoto = (recordId: string, who: SignedIn, key: string, content: Buffer, caption = 'válvula') => {
  const body = multipart([{ name: 'foto.jpg', content }], 'photo', { legenda: caption });
  return t.app.inject({
    method: 'POST',
    url: `/api/tecnico/records/${recordId}/attachments`,
    headers: { ...who.auth, ...body.headers, 'idempotency-key': key },
    payload: body.payload,
  });
};

const recordsOf = async (tagId: string) =>
  (await kit.get(`/api/tecnico/equipment/${tagId}`, carla)).json().records as Array<{ id: string }>;

describe('Idempotency-Key on POST /api/tecnico/equipment/:tagId/records', () => {
  it('the same key twice by the same account: one record, the second answer is the first (201, same body)', async () => {
    const tag = await kit.equipment();
    const first = await postRecord(tag.id, carla, 'fila-0001-registro');
    const again = await postRecord(tag.id, carla, 'fila-0001-registro');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect((await recordsOf(tag.id)).map((record) => record.id)).toEqual([first.json().record.id]);
  });

  it('the same key with another body is 409 with its text, and writes nothing', async () => {
    const tag = await kit.equipment();
    expect((await postRecord(tag.id, carla, 'fila-0002-registro')).statusCode).toBe(201);
    const changed = await postRecord(tag.id, carla, 'fila-0002-registro', recordBody('Outra descrição'));
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: IDEMPOTENCY_TEXTS.keyReused });
    // Another equipment is another request too.
    const otherTag = await kit.equipment();
    expect((await postRecord(otherTag.id, carla, 'fila-0002-registro')).statusCode).toBe(409);
    expect(await recordsOf(tag.id)).toHaveLength(1);
    expect(await recordsOf(otherTag.id)).toHaveLength(0);
  });

  it('another account with the same key is a request of its own', async () => {
    const tag = await kit.equipment();
    const fromCarla = await postRecord(tag.id, carla, 'chave-compartilhada');
    const fromBruno = await postRecord(tag.id, bruno, 'chave-compartilhada');
    expect([fromCarla.statusCode, fromBruno.statusCode]).toEqual([201, 201]);
    expect(fromBruno.json().record.id).not.toBe(fromCarla.json().record.id);
    expect(fromBruno.json().record.technicianName).toBe('Bruno Técnico');
    expect(await recordsOf(tag.id)).toHaveLength(2);
  });

  it('without the header every request writes (as before); a malformed key is 400 with its text', async () => {
    const tag = await kit.equipment();
    expect((await postRecord(tag.id, carla, undefined)).statusCode).toBe(201);
    expect((await postRecord(tag.id, carla, undefined)).statusCode).toBe(201);
    expect(await recordsOf(tag.id)).toHaveLength(2);
    for (const key of ['curta', 'com espaço no meio', 'acentuação-123', 'x'.repeat(201)]) {
      const res = await postRecord(tag.id, carla, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({ message: IDEMPOTENCY_TEXTS.keyInvalid, field: 'idempotency-key' });
    }
    expect(await recordsOf(tag.id)).toHaveLength(2);
  });

  it('a refused write keeps nothing of its key: the same key then works for the request that succeeds', async () => {
    const tag = await kit.equipment();
    const future = await postRecord(tag.id, carla, 'fila-0003-registro', { ...recordBody(), performedAt: kit.day(3) });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(MAINTENANCE_TEXTS.performedAtFuture);
    expect((await postRecord(tag.id, carla, 'fila-0003-registro')).statusCode).toBe(201);
  });

  it('an OUT_OF_SERVICE record sent twice breaks the equipment once and is logged once', async () => {
    const tag = await kit.equipment();
    const body = { ...recordBody(), outcome: 'OUT_OF_SERVICE' };
    const first = await postRecord(tag.id, carla, 'fila-0004-quebrado', body);
    const again = await postRecord(tag.id, carla, 'fila-0004-quebrado', body);
    expect(first.statusCode).toBe(201);
    expect(first.json().equipment.status).toBe('BROKEN');
    expect(again.body).toBe(first.body);
    expect(await recordsOf(tag.id)).toHaveLength(1);
  });

  it('the header is in the OpenAPI description of both routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/tecnico/equipment/{tagId}/records', '/api/tecnico/records/{id}/attachments']) {
      const headers = doc.paths[path].post.parameters.filter((parameter: { in: string }) => parameter.in === 'header');
      expect(
        headers.map((parameter: { name: string }) => parameter.name),
        path,
      ).toEqual(['idempotency-key']);
    }
  });

  it('keys older than 7 days are removed by the daily purge; newer ones stay', async () => {
    const tag = await kit.equipment();
    await postRecord(tag.id, carla, 'fila-0005-antiga');
    await postRecord(tag.id, carla, 'fila-0005-recente');
    await t.database.db.execute(
      sql`UPDATE idempotency_keys SET created_at = now() - interval '8 days' WHERE key = 'fila-0005-antiga'`,
    );
    expect(await t.app.services.idempotency.purgeExpired()).toBe(1);
    const keys = await t.database.db.execute(sql`SELECT key FROM idempotency_keys WHERE key LIKE 'fila-0005-%'`);
    expect((keys as unknown as { rows: Array<{ key: string }> }).rows).toEqual([{ key: 'fila-0005-recente' }]);
  });
});

// Two requests really run at once only on PostgreSQL (PGlite runs one statement at a time).
describe.skipIf(!process.env.DATABASE_URL)('the same key at once (PostgreSQL)', () => {
  it('five requests with one key at the same moment: one record, five identical 201 answers', async () => {
    const tag = await kit.equipment();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => postRecord(tag.id, carla, 'fila-0006-juntos')));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(await recordsOf(tag.id)).toHaveLength(1);
  });

  it('three uploads of one photo with one key at once: one attachment, and only its files are kept', async () => {
    const tag = await kit.equipment();
    const record = await kit.record(tag.id, carla);
    const photo = await cameraPhoto(800, 600);
    const answers = await Promise.all([1, 2, 3].map(() => postPhoto(record.id, carla, 'foto-0002-juntas', photo)));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    const { id } = answers[0]!.json();
    const keys = await createStorage(t.config).list(`maintenance/${tag.id}`);
    expect(keys.sort()).toEqual(
      ['medium', 'thumbnail'].map((size) => `maintenance/${tag.id}/${record.id}/${id}/${size}`),
    );
  });
});

describe('Idempotency-Key on POST /api/tecnico/records/:id/attachments', () => {
  it('the same photo twice with one key: one attachment, the same 201 body; another photo with the key is 409', async () => {
    const tag = await kit.equipment();
    const record = await kit.record(tag.id, carla);
    const photo = await cameraPhoto(800, 600);
    const first = await postPhoto(record.id, carla, 'foto-0001-valvula', photo);
    const again = await postPhoto(record.id, carla, 'foto-0001-valvula', photo);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Another photo, or the same photo with another field, is another request.
    for (const other of [
      await postPhoto(record.id, carla, 'foto-0001-valvula', await cameraPhoto(640, 480)),
      await postPhoto(record.id, carla, 'foto-0001-valvula', photo, 'bomba'),
    ]) {
      expect(other.statusCode).toBe(409);
      expect(other.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: IDEMPOTENCY_TEXTS.keyReused });
    }
    const detail = (await kit.get(`/api/tecnico/equipment/${tag.id}`, carla)).json();
    expect(detail.records[0].attachments.map((file: { id: string }) => file.id)).toEqual([first.json().id]);
    // One attachment's two files in the storage.
    const keys = await createStorage(t.config).list(`maintenance/${tag.id}`);
    expect(keys.sort()).toEqual(
      ['medium', 'thumbnail'].map((size) => `maintenance/${tag.id}/${record.id}/${first.json().id}/${size}`),
    );
  });
});
