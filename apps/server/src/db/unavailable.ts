/** Network errors of a connection that cannot be opened or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that mean "the database cannot serve now", not "this request is wrong": class 08 (connection
 * exception), 57P01-57P03 (shutting down, crashed, starting up), 57014 (canceled by statement_timeout),
 * 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|57014|53300)$/;

/** node-postgres and pg-pool report these as plain Errors without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/,
];

/** Each error of a chain: drizzle's DrizzleQueryError wraps the driver's error as its cause. */
function* errorChain(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 5 || typeof error !== 'object' || error === null) return;
  const record = error as Record<string, unknown>;
  yield record;
  yield* errorChain(record.cause, depth + 1);
  if (Array.isArray(record.errors)) for (const inner of record.errors) yield* errorChain(inner, depth + 1);
}

/** True when the error says the database is unreachable, stalled or restarting: the request may work later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of errorChain(error)) {
    const code = typeof item.code === 'string' ? item.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true;
    const message = typeof item.message === 'string' ? item.message : '';
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
