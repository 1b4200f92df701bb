import { thumbHashToDataURL } from 'thumbhash';

const cache = new Map<string, string | null>();

/** The photo's ThumbHash (base64) as a blurred data URL shown while the image loads; null when unreadable. */
export function placeholderDataUrl(hash: string | undefined): string | null {
  if (!hash) return null;
  const cached = cache.get(hash);
  if (cached !== undefined) return cached;
  let url: string | null = null;
  try {
    const bytes = Uint8Array.from(atob(hash), (char) => char.charCodeAt(0));
    url = thumbHashToDataURL(bytes);
  } catch {
    url = null;
  }
  cache.set(hash, url);
  return url;
}
