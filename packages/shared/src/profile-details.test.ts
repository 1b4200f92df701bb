import { describe, expect, it } from 'vitest';
import { createProfileRequestSchema, linkTagProfileRequestSchema, PROFILE_TEXTS } from './profiles.js';
import { equipmentInfoSchema, petAgeText, petInfoSchema, readPetInfo } from './profile-details.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('pet fields', () => {
  it('are trimmed, the vaccinations read from a comma-joined text and the microchip upper-cased', () => {
    const pet = petInfoSchema.parse({
      species: ' Cão ',
      breed: 'Labrador',
      vaccinations: 'V10 (03/2025), antirrábica, v10 (03/2025)',
      microchip: '985ab1234567890',
    });
    expect(pet).toMatchObject({ species: 'Cão', breed: 'Labrador', microchip: '985AB1234567890', birthDate: null });
    expect(pet.vaccinations).toEqual(['V10 (03/2025)', 'antirrábica']);
  });

  it('a microchip that is not 9 to 15 letters or digits is refused naming the field', () => {
    expect(firstMessage(petInfoSchema.safeParse({ microchip: '12-34' }))).toBe(
      'Microchip inválido: use de 9 a 15 letras ou números.',
    );
  });

  it('a birth date in the future or badly written is refused naming the field', () => {
    expect(firstMessage(petInfoSchema.safeParse({ birthDate: '2999-01-01' }))).toBe(
      'Data de nascimento do animal não pode estar no futuro.',
    );
    expect(firstMessage(petInfoSchema.safeParse({ birthDate: '31/02/2020' }))).toBe(
      'Data de nascimento do animal deve estar no formato AAAA-MM-DD.',
    );
  });

  it('a text over its limit names the field', () => {
    expect(firstMessage(petInfoSchema.safeParse({ species: 'x'.repeat(61) }))).toBe(
      'Espécie: no máximo 60 caracteres.',
    );
  });

  it('the age reads from the birth date in years and months, else the typed age', () => {
    expect(petAgeText({ birthDate: '2021-03-10', age: '' }, '2025-03-10')).toBe('4 anos');
    expect(petAgeText({ birthDate: '2024-01-20', age: '' }, '2025-03-10')).toBe('1 ano e 1 mês');
    expect(petAgeText({ birthDate: '2025-01-01', age: '' }, '2025-08-15')).toBe('7 meses');
    expect(petAgeText({ birthDate: null, age: 'cerca de 3 anos' }, '2025-08-15')).toBe('cerca de 3 anos');
  });

  it('stored values are read without failing', () => {
    expect(readPetInfo({ species: 'Gato', vaccinations: ['V4', 3] }).vaccinations).toEqual(['V4']);
    expect(readPetInfo(null).species).toBe('');
  });
});

describe('equipment fields', () => {
  it('a contact phone with letters is refused naming the field', () => {
    expect(firstMessage(equipmentInfoSchema.safeParse({ contactPhone: 'ligue já' }))).toBe(
      'Telefone de contato inválido: use apenas números, espaços, parênteses, pontos, hífens e +.',
    );
  });

  it('a model over its limit names the field', () => {
    expect(firstMessage(equipmentInfoSchema.safeParse({ model: 'm'.repeat(121) }))).toBe(
      'Modelo: no máximo 120 caracteres.',
    );
  });
});

describe('new profile', () => {
  it('needs a kind among pessoa, animal and equipamento', () => {
    expect(firstMessage(createProfileRequestSchema.safeParse({ name: 'Rex', kind: 'ROBOT' }))).toBe(
      PROFILE_TEXTS.kindRequired,
    );
    expect(createProfileRequestSchema.parse({ name: 'Rex', kind: 'pet' }).kind).toBe('PET');
  });

  it('needs a name', () => {
    expect(firstMessage(createProfileRequestSchema.safeParse({ name: '  ', kind: 'PET' }))).toBe('Nome é obrigatório.');
  });

  it('a tag link needs a profile id', () => {
    expect(firstMessage(linkTagProfileRequestSchema.safeParse({ profileId: 'x' }))).toBe(
      PROFILE_TEXTS.profileIdRequired,
    );
  });
});
