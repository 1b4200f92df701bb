import { describe, expect, it } from 'vitest';
import { displayPhone, PHONE_TEXTS, telHref, toE164, whatsappHref } from './phone.js';
import { profileFieldsSchema } from './profiles.js';

describe('tel: links', () => {
  it('strip spaces, parentheses, dots and hyphens', () => {
    expect(telHref('(11) 98765-4321')).toBe('tel:11987654321');
    expect(telHref('11.9876.5432')).toBe('tel:1198765432');
  });
  it('keep a leading plus and drop any other plus sign', () => {
    expect(telHref('+55 (11) 98765-4321')).toBe('tel:+5511987654321');
    expect(telHref('55+11+9876')).toBe('tel:55119876');
  });
});

describe('phones kept in E.164 (issue 41)', () => {
  it.each([
    ['(21) 99999-0000', '+5521999990000'],
    ['21 3333-0000', '+552133330000'],
    ['021 99999-0000', '+5521999990000'],
    ['+55 (11) 9.8765-4321', '+5511987654321'],
    ['5511987654321', '+5511987654321'],
    ['0055 11 98765-4321', '+5511987654321'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+44 20 7946 0000', '+442079460000'],
    ['0044 20 7946 0000', '+442079460000'],
  ])('a Brazilian or international number is accepted: %s -> %s', (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each([
    ['99999-0000', 'no area code'],
    ['(10) 99999-0000', 'an area code with a zero'],
    ['(21) 89999-0000', '9 digits that do not start with 9'],
    ['(21) 1333-0000', 'a landline starting with 1'],
    ['+55 21 99999-00001', 'too many digits after +55'],
    ['+1234567', 'an international number of 7 digits'],
    ['+1234567890123456', 'an international number of 16 digits'],
    ['liga pra mim', 'no digits'],
    ['123', 'three digits'],
  ])('a number that cannot be Brazilian or international is refused: %s (%s)', (typed) => {
    expect(toE164(typed)).toBeNull();
  });

  it('the card shows a Brazilian number with its area code and a hyphen, another country’s as kept', () => {
    expect(displayPhone('+5521999990000')).toBe('(21) 99999-0000');
    expect(displayPhone('+552133330000')).toBe('(21) 3333-0000');
    expect(displayPhone('+442079460000')).toBe('+442079460000');
    expect(displayPhone('ramal 12')).toBe('ramal 12');
  });

  it('the WhatsApp link has only digits after wa.me/ and the message encoded; none for a number kept as typed', () => {
    expect(whatsappHref('+5521999990000', 'Olá, estou com Ana.')).toBe(
      'https://wa.me/5521999990000?text=Ol%C3%A1%2C%20estou%20com%20Ana.',
    );
    expect(whatsappHref('(21) 9999', 'Olá')).toBeNull();
  });
});

describe("the profile's own phone (issue 41)", () => {
  it('is kept in E.164, and a number that cannot be one is refused with the pt-BR message', () => {
    expect(profileFieldsSchema.parse({ phone: '(21) 99999-0000' }).phone).toBe('+5521999990000');
    expect(profileFieldsSchema.parse({ phone: '' }).phone).toBe('');
    const refused = profileFieldsSchema.safeParse({ phone: '9999-0000' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(PHONE_TEXTS.unreadable);
  });
});
