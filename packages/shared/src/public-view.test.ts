import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY, EMPTY_MEDICAL_INFO } from './profiles.js';
import { formatDateBR, formatDateTimeBR, technicalSections, toPublicProfile, type FullProfile } from './public-view.js';

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
  emergencyContacts: [{ name: 'Ana', phone: '11 9', relationship: 'Mãe' }],
  medicalInfo: { ...EMPTY_MEDICAL_INFO, bloodType: 'O-' },
  notes: 'Usa óculos',
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
      { ...profile, isNamePublic: false, isContactsPublic: false, isMedicalInfoPublic: false, isPhotosPublic: false, isNotesPublic: false },
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
      documents: [{ label: 'Manual', url: 'https://x.com/m.pdf' }, { label: 'Mau', url: 'javascript:x' }],
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

describe('pt-BR dates', () => {
  it('formats dates and date-times', () => {
    expect(formatDateBR('2026-03-15')).toBe('15/03/2026');
    expect(formatDateTimeBR('2025-01-01T12:00:00.000Z')).toMatch(/1 de janeiro de 2025.*09:00/);
  });
});
