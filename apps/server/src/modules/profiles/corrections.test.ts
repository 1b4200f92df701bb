import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TEXTS, type AccountProfile, type Client } from '@portal/shared';
import { sharedTestApp } from '../../testing/test-app.js';
import type { SignedIn } from '../../testing/requests.js';
import { profileCalls } from '../../testing/profiles.js';

const t = sharedTestApp();
const calls = profileCalls(t);
let admin: SignedIn;

beforeAll(async () => {
  admin = await t.createUser('ADMIN');
}, 120_000);

/** Every field a profile has beyond its name, contacts and medical info, as the three editors send them. */
const CORRECTED = {
  phone: '(21) 99999-0000',
  email: 'nova@exemplo.com',
  address: {
    street: 'Avenida Atlântica',
    number: '1702',
    complement: 'apto 501',
    neighborhood: 'Copacabana',
    city: 'Rio de Janeiro',
    state: 'RJ',
    zipCode: '22021-001',
    country: 'Brasil',
  },
  notes: 'Usa aparelho auditivo',
  isNamePublic: true,
  isContactsPublic: false,
  isMedicalInfoPublic: false,
  isPhotosPublic: false,
  isNotesPublic: true,
};

/** As the server keeps it: the phone in E.164 (issue 41); the page shows it the Brazilian way. */
const STORED = { ...CORRECTED, phone: '+5521999990000' };

const patch = (url: string, payload: object) => t.app.inject({ method: 'PATCH', url, headers: admin.auth, payload });

describe('every field of a profile can be corrected after creation (issue 20)', () => {
  it("the owner corrects a person's phone, e-mail, birth date, address, notes and the five toggles with PUT /api/me/profiles/{id}; /p shows them", async () => {
    const owner = await calls.owner('Correção Pessoa');
    const res = await calls.call('PUT', `/api/me/profiles/${owner.primary.id}`, owner.auth, {
      ...CORRECTED,
      dateOfBirth: '1985-03-12',
    });
    expect(res.statusCode).toBe(200);
    const saved: AccountProfile = res.json();
    expect(saved).toMatchObject({ ...STORED, dateOfBirth: '1985-03-12' });
    const again: AccountProfile = (await calls.call('GET', `/api/me/profiles/${owner.primary.id}`, owner.auth)).json();
    expect(again).toMatchObject({ ...STORED, dateOfBirth: '1985-03-12' });

    const html = (await calls.call('GET', `/p/${owner.primary.page!.slug}`)).body;
    for (const text of ['(21) 99999-0000', 'Avenida Atlântica', 'Copacabana', 'Usa aparelho auditivo']) {
      expect(html).toContain(text);
    }

    // Turned off again, each part leaves the page; emptied, a text is cleared.
    const hidden = await calls.call('PUT', `/api/me/profiles/${owner.primary.id}`, owner.auth, {
      isNamePublic: false,
      isNotesPublic: false,
      phone: '',
    });
    expect(hidden.json()).toMatchObject({ isNamePublic: false, isNotesPublic: false, phone: null });
    const after = (await calls.call('GET', `/p/${owner.primary.page!.slug}`)).body;
    for (const text of ['Avenida Atlântica', 'Usa aparelho auditivo', 'nova@exemplo.com']) {
      expect(after).not.toContain(text);
    }
  }, 120_000);

  it("an admin corrects a pet's fields, phone and address with PATCH /api/admin/clients/{id}; /p shows them", async () => {
    const owner = await calls.owner('Correção Tutor');
    const pet = await calls.createMine(owner.auth, { name: 'Bidu Correção', kind: 'PET' });
    const res = await patch(`/api/admin/clients/${pet.id}`, {
      ...CORRECTED,
      petInfo: { species: 'Cão', breed: 'Labrador', microchip: '985112003456789', vaccinations: 'V10, antirrábica' },
    });
    expect(res.statusCode).toBe(200);
    const saved: Client = res.json();
    expect(saved).toMatchObject({
      ...STORED,
      petInfo: {
        species: 'Cão',
        breed: 'Labrador',
        microchip: '985112003456789',
        vaccinations: ['V10', 'antirrábica'],
      },
    });
    const html = (await calls.call('GET', `/p/${pet.page!.slug}`)).body;
    for (const text of ['Labrador', '(21) 99999-0000', 'Avenida Atlântica']) expect(html).toContain(text);
  }, 120_000);

  it("an equipment's technical sheet and address are corrected the same way", async () => {
    const owner = await calls.owner('Correção Empresa');
    const machine = await calls.createMine(owner.auth, { name: 'Compressor Correção', kind: 'EQUIPMENT' });
    const equipmentInfo = {
      brand: 'Atlas',
      model: 'GX-200',
      serialNumber: 'SN-2024-0042',
      location: 'Galpão 2',
      responsibleCompany: 'Manutec Serviços',
      contactPhone: '(11) 3333-4444',
    };
    const res = await patch(`/api/admin/clients/${machine.id}`, { equipmentInfo, address: CORRECTED.address });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ equipmentInfo, address: CORRECTED.address });
  }, 120_000);

  it("a bad value is a 400 naming the field, with the spec's texts, on both routes", async () => {
    const owner = await calls.owner('Correção Inválida');
    const url = `/api/me/profiles/${owner.primary.id}`;
    const cases: [object, string, string][] = [
      [{ email: 'sem-arroba' }, 'email', CLIENT_TEXTS.emailRequired],
      [{ phone: 'liga pra mim' }, 'phone', CLIENT_TEXTS.phoneInvalid],
      [{ dateOfBirth: '12/03/1985' }, 'dateOfBirth', CLIENT_TEXTS.dateOfBirthInvalid],
      [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', CLIENT_TEXTS.dateOfBirthFuture],
      [{ address: { city: 'x'.repeat(201) } }, 'address.city', CLIENT_TEXTS.textTooLong(200)],
      [{ isNotesPublic: 'sim' }, 'isNotesPublic', 'Deve ser true ou false.'],
    ];
    for (const [body, field, message] of cases) {
      for (const res of [
        await calls.call('PUT', url, owner.auth, body),
        await patch(`/api/admin/clients/${owner.primary.id}`, body),
      ]) {
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ field, message });
      }
    }
    // Nothing was written.
    expect((await calls.call('GET', url, owner.auth)).json()).toMatchObject({ email: null, phone: null });
  }, 120_000);
});
