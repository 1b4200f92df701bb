import { describe, expect, it } from 'vitest';
import { countOf, countryName, deviceLabel } from './display-names';

describe('pt-BR names for raw codes and counts', () => {
  it("countries by their pt-BR name; 'XX', an unassigned code or none is 'Desconhecido'", () => {
    expect(countryName('BR')).toBe('Brasil');
    expect(countryName('pt')).toBe('Portugal');
    expect(countryName('XX')).toBe('Desconhecido');
    expect(countryName('ZZ')).toBe('Desconhecido');
    expect(countryName('')).toBe('Desconhecido');
    expect(countryName(null)).toBe('Desconhecido');
  });

  it("devices in words: 'Celular', 'Tablet', 'Computador'", () => {
    expect(deviceLabel('mobile')).toBe('Celular');
    expect(deviceLabel('tablet')).toBe('Tablet');
    expect(deviceLabel('desktop')).toBe('Computador');
  });

  it("a count agrees with its word: '1 não lida', '2 não lidas', '1.234 visualizações', '0 tags'", () => {
    expect(countOf(1, 'não lida', 'não lidas')).toBe('1 não lida');
    expect(countOf(2, 'não lida', 'não lidas')).toBe('2 não lidas');
    expect(countOf(1234, 'visualização', 'visualizações')).toBe('1.234 visualizações');
    expect(countOf(0, 'tag', 'tags')).toBe('0 tags');
  });
});
