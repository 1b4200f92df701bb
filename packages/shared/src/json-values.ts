/**
 * Small checks for values read back from JSON (stored columns, legacy shapes, request bodies), used by the readers
 * that must never fail: a value of the wrong shape is left out, not thrown.
 */

/** A plain object: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** Absent or a string. */
export const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/** JSON.parse, with undefined for text that is not JSON. */
export function parseJsonOrUndefined(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
