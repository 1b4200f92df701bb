import { describe, expect, it } from 'vitest';
import { PHONE_TEXTS } from './phone.js';
import { emergencyContactsSchema, readEmergencyContacts } from './profile-contacts.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('emergency contacts', () => {
  it('keeps only contacts with name, phone and relationship; drops empty items', () => {
    const list = emergencyContactsSchema.parse([
      { name: 'Ana', phone: '(11) 98888-7777', relationship: 'Mãe' },
      { name: 'Sem telefone', phone: '', relationship: 'Pai' },
      { name: '', phone: '', relationship: '' },
    ]);
    expect(list).toEqual([{ name: 'Ana', phone: '+5511988887777', relationship: 'Mãe', whatsapp: false }]);
  });

  it('accepts the older names contactName, contactPhone and relation', () => {
    expect(
      emergencyContactsSchema.parse([
        { contactName: 'Rui', contactPhone: '+55 11 3333-4444', relation: 'Irmão', email: 'rui@x.com' },
      ]),
    ).toEqual([{ name: 'Rui', phone: '+551133334444', relationship: 'Irmão', email: 'rui@x.com', whatsapp: false }]);
    expect(
      readEmergencyContacts(JSON.stringify([{ contactName: 'Rui', contactPhone: '123', relation: 'Tio' }])),
    ).toEqual([{ name: 'Rui', phone: '123', relationship: 'Tio', whatsapp: false, phoneNeedsReview: true }]);
    expect(readEmergencyContacts('not json')).toEqual([]);
  });

  it('refuses a phone that is not a phone', () => {
    expect(
      firstMessage(emergencyContactsSchema.safeParse([{ name: 'A', phone: 'javascript:alert(1)', relationship: 'B' }])),
    ).toMatch(/Telefone inválido/);
  });

  it('refuses a number that cannot be Brazilian or international, with the pt-BR message', () => {
    expect(
      firstMessage(emergencyContactsSchema.safeParse([{ name: 'A', phone: '9999-0000', relationship: 'B' }])),
    ).toBe(PHONE_TEXTS.unreadable);
  });

  it('keeps "Tem WhatsApp" as whatsapp: true, and refuses a whatsapp that is not a boolean', () => {
    expect(
      emergencyContactsSchema.parse([{ name: 'Ana', phone: '21999990000', relationship: 'Mãe', whatsapp: true }]),
    ).toEqual([{ name: 'Ana', phone: '+5521999990000', relationship: 'Mãe', whatsapp: true }]);
    expect(
      firstMessage(
        emergencyContactsSchema.safeParse([{ name: 'A', phone: '21999990000', relationship: 'B', whatsapp: 'sim' }]),
      ),
    ).toBe('whatsapp deve ser true ou false.');
  });

  it('reads stored contacts from before issue 41 with whatsapp false', () => {
    expect(readEmergencyContacts([{ name: 'Ana', phone: '+5521999990000', relationship: 'Mãe' }])).toEqual([
      { name: 'Ana', phone: '+5521999990000', relationship: 'Mãe', whatsapp: false },
    ]);
  });
});
