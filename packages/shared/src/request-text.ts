/**
 * The text every request may carry, whatever its route: U+0000 is refused (400 naming the field) and a lone UTF-16
 * surrogate is cleaned, because PostgreSQL can store neither.
 */
import { z } from 'zod';

/** PostgreSQL text and jsonb cannot hold U+0000: a request carrying one is refused (400 naming the field), never a 500. */
export const NUL_CHARACTER_MESSAGE = 'Texto contém um caractere inválido.';

/** Adds an issue for every string (or object key) of a parsed request that holds U+0000. */
export function refuseNulCharacters(
  value: unknown,
  ctx: z.RefinementCtx<unknown>,
  path: Array<string | number> = [],
  depth = 0,
): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) ctx.addIssue({ code: 'custom', path, message: NUL_CHARACTER_MESSAGE });
    return;
  }
  if (depth > 32 || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => refuseNulCharacters(item, ctx, [...path, index], depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) ctx.addIssue({ code: 'custom', path, message: NUL_CHARACTER_MESSAGE });
    else refuseNulCharacters(item, ctx, [...path, key], depth + 1);
  }
}

/**
 * A lone UTF-16 surrogate: half of an emoji a client cut in two, sent as the JSON escape "\ud800". With the u flag
 * a well-formed pair is one code point, so only lone halves are category Cs (what String#toWellFormed replaces;
 * the regex needs no ES2024 lib in the three tsconfigs that compile this file).
 */
const LONE_SURROGATE = /\p{Cs}/gu;
const hasLoneSurrogate = (text: string) => text.search(LONE_SURROGATE) !== -1;
/** Text with every lone surrogate replaced by U+FFFD (and the same string when it has none). */
export const wellFormedText = (text: string) =>
  hasLoneSurrogate(text) ? text.replace(LONE_SURROGATE, '\ufffd') : text;

const isJsonObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * The NUL rule's twin, for every string and object key of a request (free-form JSON such as tag meta included):
 * a lone surrogate cannot be stored in jsonb (PostgreSQL refuses the escape: a 500), and text columns already
 * store it as U+FFFD (the UTF-8 encoder replaces it). So it is cleaned, not refused: U+FFFD in its place, the
 * same in every column, and nobody is stopped by a character they cannot see in the form.
 * Cleans a value fresh from JSON.parse in place (plain objects and arrays only, so streams and buffers are left
 * alone), without recursion (any depth), and returns it; a string comes back cleaned.
 */
export function makeWellFormed<T>(value: T): T {
  if (typeof value === 'string') return wellFormedText(value) as T;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      node.forEach((item: unknown, index) => {
        if (typeof item === 'string') node[index] = wellFormedText(item);
        else if (typeof item === 'object' && item !== null) pending.push(item);
      });
    } else if (isJsonObject(node)) {
      let keysToClean = false;
      for (const [key, item] of Object.entries(node)) {
        if (typeof item === 'string') node[key] = wellFormedText(item);
        else if (typeof item === 'object' && item !== null) pending.push(item);
        if (hasLoneSurrogate(key)) keysToClean = true;
      }
      if (keysToClean) renameKeys(node, wellFormedText);
    }
  }
  return value;
}

/** Renames every key in place, keeping their order (defineProperty: a '__proto__' key stays a plain key). */
function renameKeys(target: Record<string, unknown>, rename: (key: string) => string) {
  const entries = Object.entries(target);
  for (const [key] of entries) delete target[key];
  for (const [key, item] of entries) {
    Object.defineProperty(target, rename(key), { value: item, writable: true, enumerable: true, configurable: true });
  }
}

/**
 * A text field that may come absent or null (both read as ''), trimmed, of at most `max` characters (`tooLong`
 * past it); `error` is the message for anything that is neither text nor null (zod's own when not given).
 */
export const trimmedText = (max: number, tooLong: string, error?: string) =>
  z
    .union([z.string(), z.null()], error === undefined ? undefined : { error })
    .optional()
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(max, tooLong));
