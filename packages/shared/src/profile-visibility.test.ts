import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY, setPinRequestSchema, visibilityOf, VISIBILITY_TEXTS } from './profile-visibility.js';
import { toPublicProfile, type FullProfile } from './public-view.js';

const links = { publicPageSlug: 'ana', braceletCode: null };
const ana: FullProfile = {
  ...DEFAULT_PRIVACY,
  id: 'p1',
  kind: 'PERSON',
  name: 'Ana',
  email: 'ana@exemplo.com',
  phone: null,
  dateOfBirth: null,
  address: { street: 'Rua A' },
  photos: [],
  criticalAlerts: [],
  emergencyContacts: [{ name: 'Bia', phone: '(11) 91234-5678', relationship: 'Irmã' }],
  medicalInfo: {
    bloodType: 'O+',
    allergies: [],
    medications: ['Losartana'],
    conditions: [],
    notes: '',
    doctorContact: '',
    insuranceInfo: '',
  },
  petInfo: {} as FullProfile['petInfo'],
  equipmentInfo: {} as FullProfile['equipmentInfo'],
  notes: null,
  meta: {},
  updatedAt: '2026-11-26T10:00:00.000Z',
};

describe('visibilityOf', () => {
  it('the critical alerts follow the medical info until they have a level of their own (issue 41)', () => {
    const medicalPin = { ...DEFAULT_PRIVACY, isMedicalInfoPublic: false, visibility: { medicalInfo: 'PIN' as const } };
    expect(visibilityOf({ ...DEFAULT_PRIVACY }).criticalAlerts).toBe('PUBLIC');
    expect(visibilityOf({ ...medicalPin, hasPin: true }).criticalAlerts).toBe('PIN');
    expect(visibilityOf({ ...medicalPin, visibility: { criticalAlerts: 'PUBLIC' }, hasPin: true }).criticalAlerts).toBe(
      'PUBLIC',
    );
    expect(visibilityOf({ ...DEFAULT_PRIVACY, visibility: { criticalAlerts: 'PRIVATE' } }).criticalAlerts).toBe(
      'PRIVATE',
    );
    // PIN without a PIN set is PRIVATE, as for every section.
    expect(visibilityOf({ ...DEFAULT_PRIVACY, visibility: { criticalAlerts: 'PIN' } }).criticalAlerts).toBe('PRIVATE');
  });

  it('a visitor gets the critical alerts at their level: public, after the PIN, never when private', () => {
    const withAlerts = { ...ana, criticalAlerts: ['Diabetes tipo 1'], hasPin: true };
    expect(toPublicProfile(withAlerts, links).criticalAlerts).toEqual(['Diabetes tipo 1']);
    const pin = { ...withAlerts, visibility: { criticalAlerts: 'PIN' as const } };
    expect(toPublicProfile(pin, links).criticalAlerts).toEqual([]);
    expect(toPublicProfile(pin, links).pinSections).toEqual(['criticalAlerts']);
    expect(toPublicProfile(pin, links, { unlocked: true }).criticalAlerts).toEqual(['Diabetes tipo 1']);
    const hidden = { ...withAlerts, visibility: { criticalAlerts: 'PRIVATE' as const } };
    expect(toPublicProfile(hidden, links, { unlocked: true }).criticalAlerts).toEqual([]);
  });

  it('reads PUBLIC from the booleans, PIN only with a PIN set, and the address from the personal data until set', () => {
    const stored = { ...DEFAULT_PRIVACY, isMedicalInfoPublic: false, isNamePublic: false };
    expect(visibilityOf({ ...stored, visibility: { medicalInfo: 'PIN' }, hasPin: true })).toMatchObject({
      medicalInfo: 'PIN',
      personal: 'PRIVATE',
      address: 'PRIVATE',
      contacts: 'PUBLIC',
    });
    expect(visibilityOf({ ...stored, visibility: { medicalInfo: 'PIN' }, hasPin: false }).medicalInfo).toBe('PRIVATE');
    // A true boolean is PUBLIC whatever an older level says.
    expect(visibilityOf({ ...DEFAULT_PRIVACY, visibility: { notes: 'PIN' }, hasPin: true }).notes).toBe('PUBLIC');
    expect(visibilityOf({ ...stored, visibility: { address: 'PUBLIC' } }).address).toBe('PUBLIC');
  });

  it('a PIN is 4 to 8 digits', () => {
    expect(setPinRequestSchema.safeParse({ pin: '0042' }).success).toBe(true);
    expect(setPinRequestSchema.safeParse({ pin: '12345678' }).success).toBe(true);
    for (const pin of ['123', '123456789', '12 34', 'abcd']) {
      expect(setPinRequestSchema.safeParse({ pin }).error?.issues[0]?.message).toBe(VISIBILITY_TEXTS.pinInvalid);
    }
  });
});

describe('toPublicProfile with PIN sections', () => {
  const locked: FullProfile = {
    ...ana,
    isMedicalInfoPublic: false,
    isContactsPublic: false,
    visibility: { medicalInfo: 'PIN', contacts: 'PRIVATE', notes: 'PIN' },
    hasPin: true,
  };

  it('withholds PIN sections and names those with something in them (empty notes are not offered)', () => {
    const visitor = toPublicProfile(locked, links);
    expect(visitor.medicalInfo).toBeNull();
    expect(visitor.emergencyContacts).toEqual([]);
    expect(visitor.pinSections).toEqual(['medicalInfo']);
  });

  it('opens the PIN sections once unlocked, never the private ones', () => {
    const visitor = toPublicProfile(locked, links, { unlocked: true });
    expect(visitor.medicalInfo?.medications).toEqual(['Losartana']);
    expect(visitor.emergencyContacts).toEqual([]);
    expect(visitor.pinSections).toEqual([]);
  });
});
