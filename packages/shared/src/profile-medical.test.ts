import { describe, expect, it } from 'vitest';
import { medicalInfoSchema, readMedicalInfo } from './profile-medical.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('medical info', () => {
  it('takes lists or comma-joined text, and emergencyInstructions as notes', () => {
    const info = medicalInfoSchema.parse({
      bloodType: 'o+',
      allergies: 'Penicilina, dipirona, ,Penicilina',
      medications: ['Losartana'],
      emergencyInstructions: 'Diabético',
    });
    expect(info).toEqual({
      bloodType: 'O+',
      allergies: ['Penicilina', 'dipirona'],
      medications: ['Losartana'],
      conditions: [],
      notes: 'Diabético',
      doctorContact: '',
      insuranceInfo: '',
    });
  });

  it('the 8 blood types only', () => {
    expect(firstMessage(medicalInfoSchema.safeParse({ bloodType: 'C+' }))).toBe(
      'Tipo sanguíneo inválido. Use A+, A-, B+, B-, AB+, AB-, O+ ou O-.',
    );
    expect(medicalInfoSchema.parse({ bloodType: '' }).bloodType).toBeNull();
    expect(readMedicalInfo({ bloodType: 'X', allergies: ['Pó'] })).toMatchObject({
      bloodType: null,
      allergies: ['Pó'],
    });
  });
});
