import { describe, expect, it } from 'vitest';
import { finderContactRequestSchema, LOST_TEXTS, ndefBytes, ndefText, setLostRequestSchema } from './lost-mode.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('lost mode rules', () => {
  it('a finder must write a message; the location comes as numbers or not at all', () => {
    expect(firstMessage(finderContactRequestSchema.safeParse({ message: '  ' }))).toBe(LOST_TEXTS.messageRequired);
    const parsed = finderContactRequestSchema.parse({
      message: 'Achei no parque',
      lat: '-23,56142',
      lng: '-46.655918',
    });
    expect(parsed).toMatchObject({ lat: -23.56142, lng: -46.65592, contact: '' });
    expect(firstMessage(finderContactRequestSchema.safeParse({ message: 'x', lat: '200' }))).toBe(
      LOST_TEXTS.locationInvalid,
    );
  });

  it("the owner's message for finders has a length limit", () => {
    expect(firstMessage(setLostRequestSchema.safeParse({ lost: true, message: 'x'.repeat(501) }))).toBe(
      LOST_TEXTS.messageTooLong,
    );
  });

  it('the NDEF text holds the name, one phone and the blood type, and its size counts UTF-8 bytes', () => {
    const text = ndefText({ name: 'Lívia', phone: '(11) 99876-5432', bloodType: 'A+' });
    expect(text).toBe('Lívia\nEmergência: (11) 99876-5432\nSangue: A+');
    expect(ndefBytes(text)).toBe(new TextEncoder().encode(text).length + 7);
    expect(ndefText({ name: null, phone: null, bloodType: null })).toBe('');
  });
});
