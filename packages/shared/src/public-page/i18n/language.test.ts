import { describe, expect, it } from 'vitest';
import { EN_TEXTS } from './en.js';
import { ES_TEXTS } from './es.js';
import { PT_BR_TEXTS } from './pt-BR.js';
import {
  choosePublicLocale,
  formatVisitorDateTime,
  formatVisitorDay,
  formatVisitorTime,
  parseAcceptLanguage,
} from './language.js';

const keysOf = (value: object): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    inner && typeof inner === 'object' ? keysOf(inner).map((k) => `${key}.${k}`) : [key],
  );

describe('the visitor language of the public pages', () => {
  it('reads Accept-Language by q-value, best first, dropping q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.4, es-AR;q=0.9, en;q=0, de')).toEqual(['de', 'es-AR', 'fr']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('chooses en-US for an English browser, en-GB when the browser says so, es for any Spanish, pt-BR for Portuguese', () => {
    expect(choosePublicLocale(undefined, 'en-US,en;q=0.9')).toEqual({
      language: 'en',
      locale: 'en-US',
      explicit: false,
    });
    expect(choosePublicLocale(undefined, 'en')).toEqual({ language: 'en', locale: 'en-US', explicit: false });
    expect(choosePublicLocale(undefined, 'en-GB,en;q=0.8')).toEqual({
      language: 'en',
      locale: 'en-GB',
      explicit: false,
    });
    expect(choosePublicLocale(undefined, 'es-MX')).toEqual({ language: 'es', locale: 'es', explicit: false });
    expect(choosePublicLocale(undefined, 'pt-PT')).toEqual({ language: 'pt-BR', locale: 'pt-BR', explicit: false });
  });

  it('respects q-values: a Spanish preferred over English wins, whatever the order written', () => {
    expect(choosePublicLocale(undefined, 'en;q=0.5, es;q=0.8').language).toBe('es');
    expect(choosePublicLocale(undefined, 'fr, de;q=0.9, pt-BR;q=0.3, en;q=0.2').language).toBe('pt-BR');
  });

  it('falls back to pt-BR when nothing matches or there is no header', () => {
    expect(choosePublicLocale(undefined, 'fr-FR, de;q=0.8')).toEqual({
      language: 'pt-BR',
      locale: 'pt-BR',
      explicit: false,
    });
    expect(choosePublicLocale(undefined, undefined).language).toBe('pt-BR');
    expect(choosePublicLocale(undefined, ';;;, q=,*').language).toBe('pt-BR');
  });

  it('lets ?lang= win over the header (any case), and ignores an unknown one', () => {
    expect(choosePublicLocale('es', 'en-US')).toEqual({ language: 'es', locale: 'es', explicit: true });
    expect(choosePublicLocale('PT-br', 'en-US')).toEqual({ language: 'pt-BR', locale: 'pt-BR', explicit: true });
    expect(choosePublicLocale('en', 'en-GB')).toEqual({ language: 'en', locale: 'en-GB', explicit: true });
    expect(choosePublicLocale('fr', 'es')).toEqual({ language: 'es', locale: 'es', explicit: false });
  });

  it('writes a date of birth in the visitor conventions, the same day in every zone', () => {
    expect(formatVisitorDay('1990-03-14', 'en-US')).toBe('03/14/1990');
    expect(formatVisitorDay('1990-03-14', 'en-GB')).toBe('14/03/1990');
    expect(formatVisitorDay('1990-03-14', 'es')).toBe('14/03/1990');
    expect(formatVisitorDay('1990-03-14', 'pt-BR')).toBe('14/03/1990');
    expect(formatVisitorDay('1990-01-01', 'en-US')).toBe('01/01/1990');
    expect(formatVisitorDay(null, 'en-US')).toBe('');
  });

  it('writes times in Brasília time with the zone named in the visitor language', () => {
    const at = new Date('2026-03-12T17:05:00Z');
    expect(formatVisitorTime(at, 'en-US')).toBe('2:05 PM Brasilia Standard Time');
    expect(formatVisitorTime(at, 'es')).toMatch(/^14:05 .*Brasilia/);
    expect(formatVisitorDateTime(at, 'en-US')).toBe('March 12, 2026 at 2:05 PM Brasilia Standard Time');
    expect(formatVisitorDateTime(at, 'pt-BR')).toBe('12 de março de 2026 às 14:05');
  });

  it('gives every language the same keys, and the SAMU button its words', () => {
    expect(keysOf(EN_TEXTS).sort()).toEqual(keysOf(PT_BR_TEXTS).sort());
    expect(keysOf(ES_TEXTS).sort()).toEqual(keysOf(PT_BR_TEXTS).sort());
    expect(EN_TEXTS.callSamu).toBe('Call an ambulance (SAMU 192)');
    expect(EN_TEXTS.samuHint).toBe("Calls Brazil's public ambulance service (SAMU): free, 24 hours a day.");
    expect(ES_TEXTS.callSamu).toBe('Llamar a una ambulancia (SAMU 192)');
    expect(ES_TEXTS.samuHint).toBe(
      'Llama al servicio público de ambulancias de Brasil (SAMU): gratuito, las 24 horas.',
    );
    expect(PT_BR_TEXTS.callSamu).toBe('Ligar 192 (SAMU)');
  });
});
