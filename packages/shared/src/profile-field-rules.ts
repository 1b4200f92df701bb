/**
 * What every profile field's rule shares (the common fields, the emergency contacts, the medical info): the
 * messages, which CLIENT_TEXTS also carries (spec sections 5 and 8), the phone and e-mail shapes, and free text.
 */
import { trimmedText } from './request-text.js';

/** The profile fields' messages, to the letter (they are part of CLIENT_TEXTS too). */
export const PROFILE_FIELD_TEXTS = {
  nameRequired: 'Nome é obrigatório.',
  emailRequired: 'Email válido é obrigatório.',
  bloodTypeInvalid: 'Tipo sanguíneo inválido. Use A+, A-, B+, B-, AB+, AB-, O+ ou O-.',
  phoneInvalid: 'Telefone inválido: use apenas números, espaços, parênteses, pontos, hífens e +.',
  contactEmailInvalid: 'Email do contato inválido.',
  dateOfBirthInvalid: 'Data de nascimento deve estar no formato AAAA-MM-DD.',
  dateOfBirthFuture: 'Data de nascimento não pode estar no futuro.',
  kindInvalid: 'Tipo de perfil inválido. Use PERSON, PET ou EQUIPMENT.',
  tooManyContacts: 'No máximo 20 contatos de emergência.',
  tooManyItems: 'No máximo 50 itens por lista.',
  textTooLong: (max: number) => `Texto muito longo (máximo ${max} caracteres).`,
} as const;

export const PHONE_PATTERN = /^\+?[\d\s().-]{3,40}$/;
export const EMAIL_LIKE = /^[^\s@]+@[^\s@]+$/;

/** Trimmed text up to `max` characters; blank or null is ''. */
export const freeText = (max: number) => trimmedText(max, PROFILE_FIELD_TEXTS.textTooLong(max), 'Deve ser um texto.');
