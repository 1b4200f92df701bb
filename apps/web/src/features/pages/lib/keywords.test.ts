import { describe, expect, it } from 'vitest';
import { addKeyword, keywordProblem, removeKeyword } from './keywords';

describe('SEO keywords (spec section 5: non-empty and unique)', () => {
  it('refuses a blank keyword', () => {
    expect(keywordProblem([], '')).toBe('empty');
    expect(keywordProblem([], '   ')).toBe('empty');
    expect(addKeyword(['a'], '  ')).toEqual(['a']);
  });

  it('refuses a keyword already in the list, whatever its case or spaces', () => {
    expect(keywordProblem(['Emergência'], ' emergência ')).toBe('duplicate');
    expect(addKeyword(['Emergência'], 'EMERGÊNCIA')).toEqual(['Emergência']);
  });

  it('adds a new keyword trimmed, at the end, without changing the given list', () => {
    const list = ['alergia'];
    expect(keywordProblem(list, ' asma ')).toBeNull();
    expect(addKeyword(list, ' asma ')).toEqual(['alergia', 'asma']);
    expect(list).toEqual(['alergia']);
  });

  it('removes exactly the keyword given', () => {
    expect(removeKeyword(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeKeyword(['a'], 'z')).toEqual(['a']);
  });
});
