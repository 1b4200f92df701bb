import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ndefBytes, ndefResponseSchema } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { lostTestKit, type SignedIn } from '../../testing/lost-mode.js';

let t: TestApp;
let kit: ReturnType<typeof lostTestKit>;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  kit = lostTestKit(t);
  owner = await t.createUser('USER', { name: 'Família Andrade' });
  other = await t.createUser('USER');
});
afterAll(async () => t.close());

const personFields = {
  emergencyContacts: [
    { name: 'Carlos Andrade', phone: '(11) 99876-5432', relationship: 'Pai' },
    { name: 'Rita Andrade', phone: '(11) 91234-0000', relationship: 'Mãe' },
  ],
  medicalInfo: { bloodType: 'A+' as const, allergies: ['Dipirona'] },
  dateOfBirth: '2015-03-02',
};

describe('GET /api/me/bracelets/:id/ndef', () => {
  it("holds a person's public name, ONE emergency phone (the first contact's) and the blood type, with its size", async () => {
    const { tag } = await kit.tagWithProfile(owner.user.id, 'Lívia Andrade', 'PERSON', { profile: personFields });

    const res = await kit.get(`/api/me/bracelets/${tag.id}/ndef`, owner);

    expect(res.statusCode).toBe(200);
    const body = ndefResponseSchema.parse(res.json());
    expect(body.text).toBe('Lívia Andrade\nEmergência: (11) 99876-5432\nSangue: A+');
    expect(body.bytes).toBe(ndefBytes(body.text));
    // UTF-8: 'í' and 'ê' take two bytes each; + 'pt' + status byte + 4 header bytes.
    expect(body.bytes).toBe(new TextEncoder().encode(body.text).length + 7);
    expect(body.text).not.toContain('Rita');
    expect(body.text).not.toContain('Dipirona');
  });

  it('leaks nothing private: name, contacts and medical info hidden by their toggles are left out', async () => {
    const { tag } = await kit.tagWithProfile(owner.user.id, 'Lívia Andrade', 'PERSON', {
      profile: { ...personFields, isNamePublic: false, isContactsPublic: false, isMedicalInfoPublic: false },
    });

    const res = await kit.get(`/api/me/bracelets/${tag.code}/ndef`, owner);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: '', bytes: ndefBytes('') });
  });

  it("never prints a pet's blood type and gives equipment its company phone", async () => {
    const pet = await kit.tagWithProfile(owner.user.id, 'Thor', 'PET', { profile: personFields });
    const machine = await kit.tagWithProfile(owner.user.id, 'Extintor do subsolo', 'EQUIPMENT', {
      profile: { equipmentInfo: { responsibleCompany: 'Fogo Zero', contactPhone: '(11) 3333-4444' } },
    });

    const petText = (await kit.get(`/api/me/bracelets/${pet.tag.id}/ndef`, owner)).json().text;
    const machineText = (await kit.get(`/api/me/bracelets/${machine.tag.id}/ndef`, owner)).json().text;

    expect(petText).toBe('Thor\nEmergência: (11) 99876-5432');
    expect(machineText).toBe('Extintor do subsolo\nEmergência: (11) 3333-4444');
  });

  it('holds the critical alerts a visitor sees right after the name, and the E.164 phone shown friendly (issue 41)', async () => {
    const { tag } = await kit.tagWithProfile(owner.user.id, 'Lívia Andrade', 'PERSON', {
      profile: {
        ...personFields,
        criticalAlerts: ['Diabetes tipo 1'],
        emergencyContacts: [{ name: 'Carlos Andrade', phone: '+5511998765432', relationship: 'Pai', whatsapp: true }],
      },
    });
    const shown = (await kit.get(`/api/me/bracelets/${tag.id}/ndef`, owner)).json().text;
    expect(shown).toBe('Lívia Andrade\n! Diabetes tipo 1\nEmergência: (11) 99876-5432\nSangue: A+');

    const hidden = await kit.tagWithProfile(owner.user.id, 'Lívia Andrade', 'PERSON', {
      profile: { ...personFields, criticalAlerts: ['Diabetes tipo 1'], visibility: { criticalAlerts: 'PRIVATE' } },
    });
    expect((await kit.get(`/api/me/bracelets/${hidden.tag.id}/ndef`, owner)).json().text).not.toContain('Diabetes');
  });

  it("answers another user's tag as missing (404 TAG_NOT_FOUND, issue 21) and an anonymous request (401)", async () => {
    const { tag } = await kit.tagWithProfile(owner.user.id, 'Lívia Andrade', 'PERSON', { profile: personFields });

    const foreign = await kit.get(`/api/me/bracelets/${tag.id}/ndef`, other);
    const anonymous = await kit.get(`/api/me/bracelets/${tag.id}/ndef`, null);

    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('TAG_NOT_FOUND');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/admin/bracelets/:id/ndef', () => {
  it("answers an admin the owner's text (what 'Gravar na tag' writes); an owner there is 403, a missing tag 404", async () => {
    const admin = await t.createUser('ADMIN');
    const { tag } = await kit.tagWithProfile(owner.user.id, 'Lívia Andrade', 'PERSON', { profile: personFields });

    const res = await kit.get(`/api/admin/bracelets/${tag.id}/ndef`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await kit.get(`/api/me/bracelets/${tag.id}/ndef`, owner)).json());
    expect(res.json().text).toBe('Lívia Andrade\nEmergência: (11) 99876-5432\nSangue: A+');

    expect((await kit.get(`/api/admin/bracelets/${tag.id}/ndef`, owner)).statusCode).toBe(403);
    const missing = await kit.get('/api/admin/bracelets/00000000-0000-4000-8000-000000000000/ndef', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('TAG_NOT_FOUND');
  });
});
