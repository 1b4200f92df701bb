import { describe, expect, it } from 'vitest';
import { EMPTY_EQUIPMENT_INFO, EMPTY_PET_INFO } from './profile-details.js';
import { EMPTY_MEDICAL_INFO } from './profile-medical.js';
import { DEFAULT_PRIVACY } from './profile-visibility.js';
import { publicMeta, technicalSections, toPublicProfile, type FullProfile } from './public-view.js';
import { mapLinkForLocation } from './tag-meta-view.js';

const profile: FullProfile = {
  ...DEFAULT_PRIVACY,
  id: 'p1',
  kind: 'PERSON',
  name: 'Maria Silva',
  email: 'maria@x.com',
  phone: '11 99999-0000',
  dateOfBirth: '1980-05-02',
  address: { city: 'Recife' },
  photos: [
    { id: 'a', url: '/photos/a', isPublic: false },
    { id: 'b', url: '/photos/b' },
  ],
  criticalAlerts: [],
  emergencyContacts: [{ name: 'Ana', phone: '11 9', relationship: 'Mãe' }],
  medicalInfo: { ...EMPTY_MEDICAL_INFO, bloodType: 'O-' },
  notes: 'Usa óculos',
  petInfo: EMPTY_PET_INFO,
  equipmentInfo: EMPTY_EQUIPMENT_INFO,
  meta: {},
  updatedAt: '2025-01-01T12:00:00.000Z',
};

describe('privacy filtering', () => {
  it('everything public: every section, private photos left out', () => {
    const view = toPublicProfile(profile, { publicPageSlug: 'maria', braceletCode: 'ABC' });
    expect(view.name).toBe('Maria Silva');
    expect(view.photos.map((p) => p.id)).toEqual(['b']);
    expect(view.mainPhotoUrl).toBe('/photos/b');
    expect(view.avatarUrl).toBe('/api/public/avatar.svg?initials=MS');
    expect(view.bracelet).toEqual({ code: 'ABC' });
  });

  it('each toggle off withholds its section', () => {
    const view = toPublicProfile(
      {
        ...profile,
        isNamePublic: false,
        isContactsPublic: false,
        isMedicalInfoPublic: false,
        isPhotosPublic: false,
        isNotesPublic: false,
      },
      { publicPageSlug: null, braceletCode: null },
    );
    expect(view).toMatchObject({
      name: null,
      email: null,
      phone: null,
      dateOfBirth: null,
      address: null,
      photos: [],
      mainPhotoUrl: null,
      emergencyContacts: [],
      medicalInfo: null,
      notes: null,
      avatarUrl: '/api/public/avatar.svg',
    });
    expect(JSON.stringify(view)).not.toMatch(/Maria|Ana|O-|óculos|Recife/);
  });
});

describe('privacy by kind (issue 14)', () => {
  const pet: FullProfile = {
    ...profile,
    kind: 'PET',
    name: 'Rex',
    medicalInfo: { ...EMPTY_MEDICAL_INFO, allergies: ['Frango'] },
    petInfo: {
      ...EMPTY_PET_INFO,
      species: 'Cão',
      breed: 'Vira-lata',
      microchip: '985112004567890',
      vaccinations: ['V10', 'Antirrábica'],
      vetContact: 'Clínica Patas (11) 3333-4444',
      temperament: 'Dócil',
    },
  };
  const equipment: FullProfile = {
    ...profile,
    kind: 'EQUIPMENT',
    name: 'Extintor 12',
    equipmentInfo: {
      brand: 'Kidde',
      model: 'PQS 6kg',
      serialNumber: 'EXT-12',
      location: 'Corredor B',
      responsibleCompany: 'Fire Serviços',
      contactPhone: '(11) 4000-1234',
    },
  };
  const links = { publicPageSlug: null, braceletCode: null };

  it("a pet's description is public; its vaccinations and vet are hidden when its medical info is private", () => {
    const open = toPublicProfile(pet, links);
    expect(open.petInfo).toMatchObject({
      species: 'Cão',
      vaccinations: ['V10', 'Antirrábica'],
      vetContact: expect.stringContaining('Patas'),
    });
    expect(open.equipmentInfo).toBeNull();
    const closed = toPublicProfile({ ...pet, isMedicalInfoPublic: false }, links);
    expect(closed.petInfo).toMatchObject({ species: 'Cão', microchip: '985112004567890', temperament: 'Dócil' });
    expect(closed.petInfo).toMatchObject({ vaccinations: [], vetContact: '' });
    expect(closed.medicalInfo).toBeNull();
    expect(JSON.stringify(closed)).not.toMatch(/V10|Patas|Frango/);
  });

  it('an equipment never gives medical info or a date of birth, even when stored and public', () => {
    const view = toPublicProfile(equipment, links);
    expect(view.medicalInfo).toBeNull();
    expect(view.dateOfBirth).toBeNull();
    expect(view.petInfo).toBeNull();
    expect(view.equipmentInfo).toEqual(equipment.equipmentInfo);
    expect(JSON.stringify(view)).not.toMatch(/O-|1980-05-02/);
  });

  it("an equipment's company and phone follow its contacts toggle; its sheet stays public", () => {
    const view = toPublicProfile({ ...equipment, isContactsPublic: false }, links);
    expect(view.equipmentInfo).toEqual({
      ...equipment.equipmentInfo,
      responsibleCompany: '',
      contactPhone: '',
    });
  });
});

describe('technical sections', () => {
  it('all empty', () => {
    expect(technicalSections({}).isEmpty).toBe(true);
    expect(technicalSections({ location: '  ', customTabs: [{ title: '', content: '<p> </p>' }] }).isEmpty).toBe(true);
  });

  it('reads the aliases and the map rule', () => {
    const view = technicalSections({
      serial: 'SN1',
      technical: { model: 'M1', details: 'D' },
      location: 'Galpão 3 (-23.5, -46.6)',
      status: 'lost',
      nextService: '2026-01-31',
      maintenance: [{ when: '2025-01-02', note: 'Revisão' }],
      documents: [
        { label: 'Manual', url: 'https://x.com/m.pdf' },
        { label: 'Mau', url: 'javascript:x' },
      ],
    });
    expect(view.sheet).toEqual({ serialNumber: 'SN1', model: 'M1', details: 'D' });
    expect(view.mapUrl).toBe('https://www.google.com/maps?q=-23.5,-46.6');
    expect(view.statusLabel).toBe('Perdida');
    expect(view.maintenance).toEqual([{ date: '2025-01-02', description: 'Revisão' }]);
    expect(view.documents).toEqual([{ label: 'Manual', url: 'https://x.com/m.pdf' }]);
    expect(view.isEmpty).toBe(false);
    expect(technicalSections({ location: 'Sala 2' }).mapUrl).toBeNull();
    expect(technicalSections({ location: 'https://maps.example.com/x' }).mapUrl).toBe('https://maps.example.com/x');
  });
});

describe("'Abrir no mapa' only for a URL or a 'lat, lng' pair (spec section 5)", () => {
  it('a URL or a coordinate pair gives the link', () => {
    expect(mapLinkForLocation('https://maps.example.com/x')).toBe('https://maps.example.com/x');
    expect(mapLinkForLocation('-23.5505, -46.6333')).toBe('https://www.google.com/maps?q=-23.5505,-46.6333');
    expect(mapLinkForLocation('Recepção, térreo — -23.5614, -46.6559')).toBe(
      'https://www.google.com/maps?q=-23.5614,-46.6559',
    );
    expect(mapLinkForLocation('Portaria: -22.9,-43.17')).toBe('https://www.google.com/maps?q=-22.9,-43.17');
  });

  it('an address with numbers is not a pair (no map link pointing somewhere else)', () => {
    for (const address of [
      'Rua 7, 1000',
      'Bloco 2, 45',
      'Sala 12, 3º andar',
      'Rua das Flores, 120 - São Paulo',
      'Galpão 2, Campinas',
      'javascript:alert(1)',
      '',
    ]) {
      expect(mapLinkForLocation(address), address).toBeNull();
      expect(technicalSections({ location: address }).mapUrl, address).toBeNull();
    }
    // The pair is found even after address numbers.
    expect(mapLinkForLocation('Rua 7, 1000 (-23.56, -46.65)')).toBe('https://www.google.com/maps?q=-23.56,-46.65');
  });
});

describe('public meta: only the technical sections leave the server', () => {
  it('drops internal notes and unknown keys, keeps every public alias', () => {
    const meta = {
      notes: 'interno',
      segredo: 'x',
      serial: 'S1',
      model: 'M',
      technicalInfo: { details: 'D', notes: 'interno 2' },
      location: 'L',
      status: 'ACTIVE',
      nextService: '2026-01-01',
      maintenance: [],
      documents: [],
      customTabs: [],
    };
    const out = publicMeta(meta);
    expect(out).toEqual({
      serial: 'S1',
      model: 'M',
      technicalInfo: { details: 'D' },
      location: 'L',
      status: 'ACTIVE',
      nextService: '2026-01-01',
      maintenance: [],
      documents: [],
      customTabs: [],
    });
    expect(toPublicProfile({ ...profile, meta }, { publicPageSlug: null, braceletCode: null }).meta).toEqual(out);
    expect(JSON.stringify(out)).not.toContain('interno');
  });
});
