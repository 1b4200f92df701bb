import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { profiles } from '../../db/tables/profiles.js';
import { tecnicoTestKit, UNKNOWN_ID, type SignedIn } from '../../testing/maintenance.js';

let t: TestApp;
let kit: ReturnType<typeof tecnicoTestKit>;
let admin: SignedIn;
let tech: SignedIn;
let user: SignedIn;
let owner: SignedIn;
let tagId: string;
let equipmentTagId: string;
let recordId: string;

/** A person's private data: none of it may reach a technician. */
const SECRETS = {
  loginEmail: 'dona.segredo@privado.com',
  profileEmail: 'perfil.segredo@privado.com',
  phone: '+55 11 98888-7777',
  allergy: 'Alergia-Penicilina-XYZ',
  medication: 'Remedio-Secreto-42',
  contactName: 'Contato Emergencia Oculto',
  contactPhone: '+55 21 97777-6666',
  equipmentPhone: '+55 31 95555-4444',
};

beforeAll(async () => {
  t = await createTestApp();
  kit = tecnicoTestKit(t);
  admin = await t.createUser('ADMIN');
  tech = await t.createUser('TECHNICIAN', { name: 'Técnico da Matriz' });
  user = await t.createUser('USER');
  owner = await t.createUser('USER', { name: 'Maria Proprietária', email: SECRETS.loginEmail });
  const primary = await t.app.services.profiles.ensureProfileForUser(
    owner.user.id,
    'Maria Proprietária',
    t.database.db,
  );
  await t.database.db
    .update(profiles)
    .set({
      email: SECRETS.profileEmail,
      phone: SECRETS.phone,
      medicalInfo: { bloodType: 'O-', allergies: [SECRETS.allergy], medications: [SECRETS.medication] },
      hasMedicalInfo: true,
      emergencyContacts: [{ name: SECRETS.contactName, phone: SECRETS.contactPhone, relationship: 'Irmã' }],
    })
    .where(eq(profiles.id, primary.id));
  // One tag opens the owner's person profile, another an equipment profile of hers (with a contact phone).
  const tag = await kit.makeEquipment('ROL00001', { serialNumber: 'SN-ROL-1', nextService: kit.day(-1) });
  await kit.assignTo(tag.id, owner.user.id);
  tagId = tag.id;
  const [machine] = await t.database.db
    .insert(profiles)
    .values({
      userId: owner.user.id,
      name: 'Compressor da Maria',
      kind: 'EQUIPMENT',
      isPrimary: false,
      searchText: 'compressor da maria',
      equipmentInfo: { brand: 'Atlas', model: 'GA 11', serialNumber: 'SN-EQ-9', contactPhone: SECRETS.equipmentPhone },
    })
    .returning();
  const other = await kit.makeEquipment('ROL00002');
  await kit.assignTo(other.id, owner.user.id);
  await t.app.services.tags.linkTagToProfile(other.id, machine!.id, {
    id: admin.user.id,
    name: 'Admin',
    role: 'ADMIN',
  });
  equipmentTagId = other.id;
  const created = await kit.post(`/api/tecnico/equipment/${tagId}/records`, tech, {
    performedAt: kit.today,
    type: 'INSPECAO',
    description: 'Inspeção mensal',
    outcome: 'OK',
  });
  recordId = created.json().record.id;
});
afterAll(async () => t.close());

const tecnicoRoutes = () => [
  { method: 'GET' as const, url: '/api/tecnico/equipment' },
  { method: 'GET' as const, url: `/api/tecnico/equipment/${tagId}` },
  { method: 'PUT' as const, url: `/api/tecnico/equipment/${tagId}/plan`, payload: { intervalDays: 30 } },
  {
    method: 'POST' as const,
    url: `/api/tecnico/equipment/${tagId}/records`,
    payload: { performedAt: kit.today, type: 'PREVENTIVA', description: 'x', outcome: 'OK' },
  },
  { method: 'PATCH' as const, url: `/api/tecnico/records/${recordId}`, payload: { description: 'y' } },
  { method: 'DELETE' as const, url: `/api/tecnico/records/${UNKNOWN_ID}` },
  { method: 'GET' as const, url: '/api/tecnico/records' },
  { method: 'GET' as const, url: '/api/tecnico/records?format=csv' },
  { method: 'PATCH' as const, url: `/api/tecnico/equipment/${tagId}/status`, payload: { status: 'BROKEN' } },
];

describe('the role matrix of the technician area', () => {
  it('a technician never assigns, transfers or deletes tags, nor reads pages, clients or /me/page (403)', async () => {
    const denied = [
      // The bracelets family assigns with PATCH; the tags family assigns and transfers with POST.
      kit.patch(`/api/admin/bracelets/${tagId}/assign`, tech, { userId: user.user.id }),
      kit.post(`/api/admin/tags/${tagId}/assign`, tech, { userId: user.user.id }),
      kit.post(`/api/admin/tags/${tagId}/unassign`, tech, {}),
      kit.post(`/api/admin/tags/${tagId}/transfer`, tech, {
        fromUserId: owner.user.id,
        toUserId: user.user.id,
      }),
      kit.del(`/api/admin/tags/${tagId}`, tech),
      kit.patch(`/api/admin/bracelets/${tagId}/meta`, tech, { meta: { model: 'x' } }),
      kit.get('/api/admin/pages', tech),
      kit.get('/api/admin/clients', tech),
      kit.get('/api/me/page', tech),
    ];
    for (const response of await Promise.all(denied))
      expect(response.statusCode, `${response.raw.req.method} ${response.raw.req.url}`).toBe(403);
    expect((await kit.get('/api/tecnico/equipment', tech)).statusCode).toBe(200);
    // The tag is still the owner's.
    expect((await kit.get(`/api/admin/tags/${tagId}`, admin)).json().assignedUserId).toBe(owner.user.id);
  });

  it('a user gets 403 and an anonymous caller 401 on every /api/tecnico route', async () => {
    for (const route of tecnicoRoutes()) {
      const asUser = await kit.call(route.method, route.url, user, route.payload);
      expect(asUser.statusCode, `${route.method} ${route.url}`).toBe(403);
      const anonymous = await kit.call(route.method, route.url, null, route.payload);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('an admin and a technician read the technician area (200)', async () => {
    for (const who of [admin, tech]) {
      expect((await kit.get('/api/tecnico/equipment', who)).statusCode).toBe(200);
      expect((await kit.get(`/api/tecnico/equipment/${tagId}`, who)).statusCode).toBe(200);
      expect((await kit.get('/api/tecnico/records', who)).statusCode).toBe(200);
    }
  });
});

describe("no /api/tecnico answer holds a person's medical data or contacts", () => {
  it('lists, details, records, CSV and writes name the owner only', async () => {
    const bodies = [
      (await kit.get('/api/tecnico/equipment', tech)).body,
      (await kit.get('/api/tecnico/equipment?search=maria', tech)).body,
      (await kit.get(`/api/tecnico/equipment/${tagId}`, tech)).body,
      (await kit.get(`/api/tecnico/equipment/${equipmentTagId}`, tech)).body,
      (await kit.get('/api/tecnico/records', tech)).body,
      (await kit.get('/api/tecnico/records?format=csv', tech)).body,
      (await kit.put(`/api/tecnico/equipment/${tagId}/plan`, tech, { intervalDays: 30 })).body,
      (
        await kit.post(`/api/tecnico/equipment/${equipmentTagId}/records`, tech, {
          performedAt: kit.today,
          type: 'CORRETIVA',
          description: 'Troca de filtro',
          outcome: 'OK',
        })
      ).body,
      (await kit.patch(`/api/tecnico/equipment/${tagId}/status`, tech, { status: 'BROKEN' })).body,
    ];
    const joined = bodies.join('\n');
    expect(joined).toContain('Maria Proprietária');
    expect(joined).toContain('SN-EQ-9');
    for (const secret of Object.values(SECRETS)) expect(joined, secret).not.toContain(secret);
    for (const key of ['medicalInfo', 'emergencyContacts', 'allergies', 'bloodType', '"phone"', '"email"'])
      expect(joined, key).not.toContain(key);
  });
});

describe("a technician never sees an owner's e-mail (issue 40)", () => {
  it("an owner with an empty name reads 'Sem nome' in every list, detail, record and CSV answer", async () => {
    const email = 'sem.nome.segredo@privado.com';
    const nameless = await t.createUser('USER', { name: '', email });
    const tag = await kit.makeEquipment('ROL00009', { serialNumber: 'SN-ROL-9' });
    await kit.assignTo(tag.id, nameless.user.id);
    const created = await kit.post(`/api/tecnico/equipment/${tag.id}/records`, tech, {
      performedAt: kit.today,
      type: 'INSPECAO',
      description: 'Inspeção do equipamento sem nome',
      outcome: 'OK',
    });
    expect(created.statusCode).toBe(201);
    const answers = {
      list: await kit.get('/api/tecnico/equipment?limit=100', tech),
      search: await kit.get('/api/tecnico/equipment?search=ROL00009', tech),
      detail: await kit.get(`/api/tecnico/equipment/${tag.id}`, tech),
      offline: await kit.get('/api/tecnico/offline?limit=100', tech),
      records: await kit.get('/api/tecnico/records', tech),
      csv: await kit.get('/api/tecnico/records?format=csv', tech),
      plan: await kit.put(`/api/tecnico/equipment/${tag.id}/plan`, tech, { intervalDays: 30 }),
      status: await kit.patch(`/api/tecnico/equipment/${tag.id}/status`, tech, { status: 'BROKEN' }),
    };
    for (const [name, res] of Object.entries({ ...answers, record: created })) {
      expect(res.statusCode, name).toBe(200 + (name === 'record' ? 1 : 0));
      expect(res.body, name).not.toContain(email);
      expect(res.body, name).not.toContain('sem.nome.segredo');
    }
    expect(answers.detail.json().equipment.clientName).toBe('Sem nome');
    expect(answers.search.json().items[0].clientName).toBe('Sem nome');
    expect(created.json().equipment.clientName).toBe('Sem nome');
  });
});
