import { describe, expect, it } from 'vitest';
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
    expect(list).toEqual([{ name: 'Ana', phone: '(11) 98888-7777', relationship: 'Mãe' }]);
  });

  it('accepts the older names contactName, contactPhone and relation', () => {
    expect(
      emergencyContactsSchema.parse([
        { contactName: 'Rui', contactPhone: '+55 11 3333-4444', relation: 'Irmão', email: 'rui@x.com' },
      ]),
    ).toEqual([{ name: 'Rui', phone: '+55 11 3333-4444', relationship: 'Irmão', email: 'rui@x.com' }]);
    expect(
      readEmergencyContacts(JSON.stringify([{ contactName: 'Rui', contactPhone: '123', relation: 'Tio' }])),
    ).toHaveLength(1);
    expect(readEmergencyContacts('not json')).toEqual([]);
  });

  it('refuses a phone that is not a phone', () => {
    expect(
      firstMessage(emergencyContactsSchema.safeParse([{ name: 'A', phone: 'javascript:alert(1)', relationship: 'B' }])),
    ).toMatch(/Telefone inválido/);
  });
});
