import { describe, expect, it } from 'vitest';
import {
  lockscreenQuerySchema,
  POCKET_CARD_TEXTS,
  printableProfileOf,
  sectionsHiddenFromVisitors,
  walletCardQuerySchema,
} from './pocket-card.js';
import { EMPTY_EQUIPMENT_INFO, EMPTY_PET_INFO } from './profile-details.js';
import { EMPTY_MEDICAL_INFO } from './profile-medical.js';
import { DEFAULT_PRIVACY } from './profile-visibility.js';
import type { FullProfile } from './public-view.js';

const profile: FullProfile = {
  ...DEFAULT_PRIVACY,
  isMedicalInfoPublic: false,
  isNotesPublic: false,
  id: 'p1',
  kind: 'PERSON',
  name: 'Maria Silva',
  email: 'maria@x.com',
  phone: null,
  dateOfBirth: null,
  address: {},
  photos: [],
  criticalAlerts: [],
  emergencyContacts: [{ name: 'Ana', phone: '11 9', relationship: 'Mãe' }],
  medicalInfo: { ...EMPTY_MEDICAL_INFO, bloodType: 'O-', allergies: ['Látex'] },
  notes: 'Chave reserva com o porteiro',
  petInfo: EMPTY_PET_INFO,
  equipmentInfo: EMPTY_EQUIPMENT_INFO,
  meta: {},
  updatedAt: '2025-01-01T12:00:00.000Z',
};

describe('printableProfileOf', () => {
  it('prints what a visitor sees: a private section stays out', () => {
    const printed = printableProfileOf(profile, [], { publicPageSlug: 'maria' });
    expect(printed.name).toBe('Maria Silva');
    expect(printed.emergencyContacts).toHaveLength(1);
    expect(printed.medicalInfo).toBeNull();
    expect(printed.notes).toBeNull();
  });

  it('adds a hidden section only when ticked for this print', () => {
    const printed = printableProfileOf(profile, ['medicalInfo'], { publicPageSlug: 'maria' });
    expect(printed.medicalInfo?.bloodType).toBe('O-');
    expect(printed.notes).toBeNull();
  });

  it('lists the sections the owner may tick: the printable ones hidden from visitors', () => {
    expect(sectionsHiddenFromVisitors(profile)).toEqual(['medicalInfo']);
    expect(sectionsHiddenFromVisitors({ ...profile, isNamePublic: false, isContactsPublic: false })).toEqual([
      'personal',
      'contacts',
      'medicalInfo',
    ]);
  });
});

describe('the critical alerts in a print (issue 41)', () => {
  const alerts = { ...profile, criticalAlerts: ['Anticoagulado (varfarina)'] };
  it('print when a visitor sees them; hidden ones only when ticked, as the other hidden sections', () => {
    // Hidden with the medical info (their default level): offered first, printed only when ticked.
    expect(sectionsHiddenFromVisitors(alerts)).toEqual(['criticalAlerts', 'medicalInfo']);
    expect(printableProfileOf(alerts, [], { publicPageSlug: 'maria' }).criticalAlerts).toEqual([]);
    expect(printableProfileOf(alerts, ['criticalAlerts'], { publicPageSlug: 'maria' })).toMatchObject({
      criticalAlerts: ['Anticoagulado (varfarina)'],
      medicalInfo: null,
    });
    const shown = { ...alerts, visibility: { criticalAlerts: 'PUBLIC' as const } };
    expect(sectionsHiddenFromVisitors(shown)).toEqual(['medicalInfo']);
    expect(printableProfileOf(shown, [], { publicPageSlug: 'maria' }).criticalAlerts).toEqual([
      'Anticoagulado (varfarina)',
    ]);
    expect(walletCardQuerySchema.parse({ include: 'criticalAlerts' })).toEqual({ include: ['criticalAlerts'] });
  });
});

describe('the print queries', () => {
  it("defaults to an iPhone's screen and reads include as a comma-joined list", () => {
    expect(lockscreenQuerySchema.parse({})).toEqual({ w: 1170, h: 2532, include: [] });
    expect(walletCardQuerySchema.parse({ include: 'medicalInfo, contacts,medicalInfo' })).toEqual({
      include: ['medicalInfo', 'contacts'],
    });
  });

  it('refuses a size out of bounds and an unknown section with their texts', () => {
    const tooSmall = lockscreenQuerySchema.safeParse({ w: '599', h: '2000' });
    const unknown = walletCardQuerySchema.safeParse({ include: 'notes' });
    expect(tooSmall.error?.issues[0]?.message).toBe(POCKET_CARD_TEXTS.invalidSize);
    expect(unknown.error?.issues[0]?.message).toBe(POCKET_CARD_TEXTS.invalidInclude);
  });
});
