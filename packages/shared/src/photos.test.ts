import { describe, expect, it } from 'vitest';
import { chooseMainPhoto, photoSrc, readPhotos, type Photo } from './photos.js';

describe('photos', () => {
  const photo = (id: string, extra: Partial<Photo> = {}): Photo => ({ id, url: `/photos/${id}`, ...extra });

  it('main photo: flagged main and public, else first public, else first', () => {
    expect(chooseMainPhoto([photo('a'), photo('b', { isMain: true })])?.id).toBe('b');
    expect(
      chooseMainPhoto([photo('a', { isPublic: false }), photo('b', { isMain: true, isPublic: false }), photo('c')])?.id,
    ).toBe('c');
    expect(chooseMainPhoto([photo('a', { isPublic: false }), photo('b', { isPublic: false })])?.id).toBe('a');
    expect(chooseMainPhoto([])).toBeNull();
  });

  it('reads a list or a JSON string and refuses unsafe URLs', () => {
    expect(readPhotos(JSON.stringify([photo('a')]))).toHaveLength(1);
    expect(
      readPhotos([{ id: 'x', url: 'javascript:alert(1)' }, { id: 'y', url: '//evil.example/x.png' }, photo('ok')]),
    ).toEqual([photo('ok')]);
    expect(readPhotos('nope')).toEqual([]);
  });

  it('cache-busting v= from the update or upload time', () => {
    expect(photoSrc(photo('a', { uploadedAt: '2025-01-02T03:04:05.000Z' }))).toBe(
      `/photos/a?v=${Date.parse('2025-01-02T03:04:05.000Z')}`,
    );
    expect(photoSrc(photo('a'))).toBe('/photos/a');
    expect(photoSrc({ ...photo('a'), url: '/photos/a?size=medium', updatedAt: '2025-01-01T00:00:00Z' })).toMatch(
      /\?size=medium&v=\d+$/,
    );
  });
});
