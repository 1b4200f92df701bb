import { describe, expect, it } from 'vitest';
import { makeWellFormed, wellFormedText } from './request-text.js';

describe('a lone UTF-16 surrogate in any request text becomes U+FFFD (jsonb cannot store it)', () => {
  it('each lone half, high or low, at any place, is replaced; a well-formed pair (an emoji) is kept', () => {
    expect(wellFormedText('a\ud800b')).toBe('a\ufffdb');
    expect(wellFormedText('\udc00fim')).toBe('\ufffdfim');
    expect(wellFormedText('corte \ud83d')).toBe('corte \ufffd');
    expect(wellFormedText('\ude00\ud83d')).toBe('\ufffd\ufffd');
    expect(wellFormedText('Olá 😀 \ud83d\ude00')).toBe('Olá 😀 😀');
    expect(wellFormedText('sem nada')).toBe('sem nada');
  });

  it('every string and object key of a parsed body, at any depth, in place and in key order', () => {
    const body = JSON.parse(
      '{"title":"T\\ud800","seo":{"keywords":["ok","k\\udfff"]},"meta":{"a":1,"x\\ud800":{"y\\udc00":["\\ud83d"]},"z":true}}',
    );
    expect(makeWellFormed(body)).toBe(body);
    expect(body).toEqual({
      title: 'T\ufffd',
      seo: { keywords: ['ok', 'k\ufffd'] },
      meta: { a: 1, 'x\ufffd': { 'y\ufffd': ['\ufffd'] }, z: true },
    });
    expect(Object.keys(body.meta)).toEqual(['a', 'x\ufffd', 'z']);
    expect(JSON.stringify(body)).not.toMatch(/\\ud[89a-f]/);
  });

  it('a body nested deeper than any recursion limit is cleaned without a stack overflow', () => {
    const depth = 200_000;
    const body = JSON.parse(`${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`) as unknown;
    makeWellFormed(body);
    let inner = body;
    while (Array.isArray(inner)) inner = inner[0];
    expect(inner).toBe('\ufffd');
  });

  it('a string comes back cleaned; numbers, null and objects that JSON.parse never makes (a stream, a file) are left alone', () => {
    expect(makeWellFormed('\ud800')).toBe('\ufffd');
    expect(makeWellFormed(42)).toBe(42);
    expect(makeWellFormed(null)).toBe(null);
    class Upload {
      filename = 'foto\ud800.jpg';
    }
    expect(makeWellFormed({ file: new Upload() }).file.filename).toBe('foto\ud800.jpg');
  });
});
