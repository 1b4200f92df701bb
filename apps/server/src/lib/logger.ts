import type { FastifyRequest } from 'fastify';
import { pino, stdSerializers, type Logger, type LoggerOptions } from 'pino';

/**
 * Keys whose values never reach the logs, at the top level of a log line or one level down (`req.headers`,
 * `body`, `user`, ...): credentials, and the personal data of a profile (medical data, contacts, e-mails).
 */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'resetToken',
  'jwtSecret',
];
const PERSONAL_KEYS = ['email', 'to', 'phone', 'dateOfBirth', 'address', 'emergencyContacts', 'medicalInfo', 'notes'];
const REDACTED_PATHS = [...SECRET_KEYS, ...PERSONAL_KEYS].flatMap((key) => [
  `["${key}"]`,
  `*["${key}"]`,
  `req.headers["${key}"]`,
]);

/** Fields of a driver error that carry the query's values (pg's detail: "Key (email)=(ana@x.com) already exists"). */
const VALUE_FIELDS = new Set([
  'params',
  'parameters',
  'detail',
  'where',
  'hint',
  'internalQuery',
  'queryOptions',
  'client',
]);
/** Names PostgreSQL puts between quotes in its messages that are safe to keep. */
const IDENTIFIER_FIELDS = ['constraint', 'table', 'column', 'schema', 'dataType'];

type ErrorRecord = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorRecord {
  return (
    value instanceof Error || (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value)
  );
}

/**
 * The message without values: drizzle appends "params: ..." to the SQL; PostgreSQL quotes values in its
 * messages ('invalid input syntax for type uuid: "..."'), so any quoted text that is not a known identifier goes.
 */
function messageWithoutValues(error: ErrorRecord): string {
  const message = String(error.message).replace(/\nparams: [\s\S]*$/, '');
  if (typeof error.severity !== 'string') return message;
  const identifiers = new Set(
    IDENTIFIER_FIELDS.map((field) => error[field]).filter((value) => typeof value === 'string'),
  );
  return message.replace(/"([^"]*)"/g, (quoted, inner: string) => (identifiers.has(inner) ? quoted : '"…"'));
}

/** A copy of the error and its causes without the query's parameters or the values the driver echoes. */
function withoutValues(error: ErrorRecord, depth = 0): ErrorRecord {
  const message = messageWithoutValues(error);
  const copy = new Error(message) as ErrorRecord;
  copy.name = error.name;
  copy.stack = typeof error.stack === 'string' ? error.stack.replace(String(error.message), message) : undefined;
  for (const [key, value] of Object.entries(error)) {
    if (!VALUE_FIELDS.has(key) && key !== 'cause' && key !== 'errors') copy[key] = value;
  }
  if (depth < 5 && isErrorLike(error.cause)) copy.cause = withoutValues(error.cause, depth + 1);
  if (depth < 5 && Array.isArray(error.errors))
    copy.errors = error.errors.map((inner: unknown) => (isErrorLike(inner) ? withoutValues(inner, depth + 1) : inner));
  return copy;
}

/** pino's error serializer, fed a copy without values; `type` still names the original class (DrizzleQueryError, ...). */
export function serializeError(error: unknown): unknown {
  if (!isErrorLike(error)) return error;
  const type = error.constructor?.name ?? error.name;
  // The driver's error under drizzle's wrapper, field by field: its SQLSTATE code, constraint and table.
  const cause = isErrorLike(error.cause) ? serializeError(error.cause) : undefined;
  return { ...stdSerializers.err(withoutValues(error)), type, ...(cause ? { cause } : {}) };
}

/**
 * Query parameters whose values never sit in the access log: credentials (a password-reset link's token), the
 * signature of a signed photo or attachment link (`sig`: with it the link opens a private file) and search terms
 * (an admin searching users types e-mails and names).
 */
const SECRET_QUERY_PARAMS = /([?&](?:token|password|sig|search)=)[^&#]*/gi;

/**
 * The public pages and their JSON twins (and the photos they show): a visitor's address beside the page opened says
 * who read whose emergency card. Like the analytics, which keep no address, their log lines keep only its network.
 */
const PUBLIC_PATH = /^\/(?:p|t)(?:[/?]|$)|^\/api\/(?:public|page|photos)\//;

/** An address's network only: IPv4 to its /24 ('203.0.113.0'), IPv6 to its /48 ('2001:db8:85a3::'). */
function networkOf(address: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/i.exec(address);
  if (v4) return `${v4[1]}.0`;
  if (!address.includes(':')) return '';
  const [head = ''] = address.split('::');
  return `${head.split(':').slice(0, 3).join(':')}::`;
}

/** Fastify's request fields (method, url, host, address), with the credentials of the query string masked. */
function serializeRequest(request: FastifyRequest) {
  if (typeof request.url !== 'string') return request;
  const isPublic = PUBLIC_PATH.test(request.url);
  return {
    method: request.method,
    url: request.url.replace(SECRET_QUERY_PARAMS, '$1[redacted]'),
    host: request.host,
    remoteAddress: isPublic ? networkOf(request.ip) : request.ip,
    ...(isPublic ? {} : { remotePort: request.socket?.remotePort }),
  };
}

/** The one logger configuration: main.ts uses it, and the log privacy test checks what it writes. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
}

/** The server's logger: JSON lines, or pino-pretty when a person watches the terminal. */
export function createLogger(level: string, pretty: boolean): Logger {
  return pino({
    ...loggerOptions(level),
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  });
}
