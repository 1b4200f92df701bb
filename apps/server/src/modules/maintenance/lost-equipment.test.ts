import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateBR, LOST_TEXTS, MAINTENANCE_TEXTS } from '@portal/shared';
import { decodeQuotedPrintable } from '../../testing/mail.js';
import { tecnicoTestKit, type SignedIn } from '../../testing/maintenance.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let kit: ReturnType<typeof tecnicoTestKit>;
let admin: SignedIn;
let tech: SignedIn;
let owner: SignedIn;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  kit = tecnicoTestKit(t);
  admin = await t.createUser('ADMIN');
  tech = await t.createUser('TECHNICIAN', { name: 'Técnico de Campo' });
  owner = await t.createUser('USER', { name: 'Dona do Compressor', email: 'dona.compressor@perdido.com' });
});
afterAll(async () => t.close());

/** An equipment of the owner, put in lost mode by the owner with a message for finders. */
async function lostEquipment() {
  seq += 1;
  const tag = await kit.makeEquipment(`LST0000${seq}`);
  await kit.assignTo(tag.id, owner.user.id);
  const lost = await kit.patch(`/api/me/bracelets/${tag.id}/lost`, owner, { lost: true, message: 'Ligue 1234' });
  expect(lost.statusCode).toBe(200);
  return tag;
}

const tagOf = async (tagId: string) => (await kit.get(`/api/admin/bracelets/${tagId}`, admin)).json();
const bellOf = async (who: SignedIn) =>
  ((await kit.get('/api/me/messages', who)).json() as Array<{ title: string; body: string }>).filter(
    (message) => message.title === LOST_TEXTS.servicedTitle,
  );
const mailsToOwner = async () =>
  (await t.outbox())
    .map(decodeQuotedPrintable)
    .filter((eml) => eml.includes(owner.user.email) && eml.includes(LOST_TEXTS.servicedStillLost));

const outOfService = { performedAt: '', type: 'CORRETIVA', description: 'Motor queimado', outcome: 'OUT_OF_SERVICE' };

describe('a technician cannot end lost mode (issue 40)', () => {
  it("PATCH .../status ACTIVE or BROKEN on a LOST equipment is a 409 with the technician's text; it stays LOST", async () => {
    const tag = await lostEquipment();
    for (const status of ['ACTIVE', 'BROKEN']) {
      const res = await kit.patch(`/api/tecnico/equipment/${tag.id}/status`, tech, { status });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({ code: 'EQUIPMENT_LOST', message: MAINTENANCE_TEXTS.lostStatusLocked });
    }
    expect(await tagOf(tag.id)).toMatchObject({ status: 'LOST', lost: { message: 'Ligue 1234' } });
    // The owner (or an admin) says found: the status it had comes back.
    expect((await kit.patch(`/api/me/bracelets/${tag.id}/lost`, owner, { lost: false })).statusCode).toBe(200);
    expect((await tagOf(tag.id)).status).toBe('ACTIVE');
    expect((await kit.patch(`/api/tecnico/equipment/${tag.id}/status`, tech, { status: 'BROKEN' })).statusCode).toBe(
      200,
    );
  });

  it('an admin may still say found from the technician area', async () => {
    const tag = await lostEquipment();
    const res = await kit.patch(`/api/tecnico/equipment/${tag.id}/status`, admin, { status: 'ACTIVE' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ACTIVE');
  });

  it('an OUT_OF_SERVICE record is saved, the tag stays LOST (BROKEN once found) and its owner is told', async () => {
    const tag = await lostEquipment();
    const mailsBefore = (await mailsToOwner()).length;
    const res = await kit.post(`/api/tecnico/equipment/${tag.id}/records`, tech, {
      ...outOfService,
      performedAt: kit.today,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().record).toMatchObject({ outcome: 'OUT_OF_SERVICE', technicianName: 'Técnico de Campo' });
    expect(res.json().equipment.status).toBe('LOST');
    expect(await tagOf(tag.id)).toMatchObject({ status: 'LOST', lost: { message: 'Ligue 1234' } });

    const bell = await bellOf(owner);
    expect(bell).toHaveLength(1);
    expect(bell[0]!.body).toContain(
      LOST_TEXTS.serviced(tag.code, 'Técnico de Campo', formatDateBR(kit.today), 'Fora de serviço'),
    );
    expect(bell[0]!.body).toContain(LOST_TEXTS.servicedStillLost);
    expect(await mailsToOwner()).toHaveLength(mailsBefore + 1);

    expect((await kit.patch(`/api/me/bracelets/${tag.id}/lost`, owner, { lost: false })).statusCode).toBe(200);
    expect((await tagOf(tag.id)).status).toBe('BROKEN');
  });

  it('a repeated Idempotency-Key tells the owner once; a record on an equipment not lost tells no one', async () => {
    const tag = await lostEquipment();
    const before = (await bellOf(owner)).length;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/tecnico/equipment/${tag.id}/records`,
        headers: { ...tech.auth, 'idempotency-key': `perdido-${tag.id}` },
        payload: { ...outOfService, performedAt: kit.today, outcome: 'OK' },
      });
    expect((await send()).statusCode).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await bellOf(owner)).toHaveLength(before + 1);

    const fine = await kit.makeEquipment(`LSTOK${seq}`);
    await kit.assignTo(fine.id, owner.user.id);
    const res = await kit.post(`/api/tecnico/equipment/${fine.id}/records`, tech, {
      ...outOfService,
      performedAt: kit.today,
    });
    expect(res.statusCode).toBe(201);
    expect((await tagOf(fine.id)).status).toBe('BROKEN');
    expect(await bellOf(owner)).toHaveLength(before + 1);
  });
});
