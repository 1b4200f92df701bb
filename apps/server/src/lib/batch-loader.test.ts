import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader.js';

/** A loader over a fixed table that records each call's keys. */
function loaderOver(rows: Record<string, string>, maxBatch?: number) {
  const calls: string[][] = [];
  const loader = createBatchLoader(async (keys: string[]) => {
    calls.push(keys);
    return new Map(keys.filter((key) => key in rows).map((key) => [key, rows[key]!]));
  }, maxBatch);
  return { loader, calls };
}

describe('createBatchLoader', () => {
  it('keys asked for in one turn are fetched with one call, and each caller gets its own row', async () => {
    const { loader, calls } = loaderOver({ a: 'A', b: 'B' });
    const found = await Promise.all([loader.load('a'), loader.load('b'), loader.load('a'), loader.load('missing')]);
    expect(found).toEqual(['A', 'B', 'A', undefined]);
    expect(calls).toEqual([['a', 'b', 'missing']]);
  });

  it('a later turn makes a call of its own', async () => {
    const { loader, calls } = loaderOver({ a: 'A' });
    await loader.load('a');
    await loader.load('a');
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('asks for at most maxBatch keys a call', async () => {
    const { loader, calls } = loaderOver({ a: 'A', b: 'B', c: 'C' }, 2);
    expect(await Promise.all(['a', 'b', 'c'].map((key) => loader.load(key)))).toEqual(['A', 'B', 'C']);
    expect(calls).toEqual([['a', 'b'], ['c']]);
  });

  it('a failed call rejects every caller of its keys', async () => {
    const loader = createBatchLoader<string, string>(async () => {
      throw new Error('database down');
    });
    const results = await Promise.allSettled([loader.load('a'), loader.load('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
