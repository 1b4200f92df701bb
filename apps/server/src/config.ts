import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_MAX_PROFILES_PER_ACCOUNT,
  DEFAULT_TIME_ZONE,
  isValidTimeZone,
  MAX_WEBHOOKS_PER_ACCOUNT,
  PHOTO_MAX_PER_PROFILE,
  WEBHOOK_RETRY_SCHEDULE_MS,
} from '@portal/shared';
import { DATABASE_TIMEOUT_DEFAULTS, HEALTH_CHECK_TIMEOUT_DEFAULT_MS, type DatabaseTimeouts } from './db/timeouts.js';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const booleanString = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'deve ser true ou false' }),
  )
  .transform((value) => value === 'true' || value === '1' || value === 'yes')
  .optional();

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Which peers may set X-Forwarded-For (Fastify's trustProxy). The default trusts only a proxy on this machine:
 * trusting everyone would let any client pick its own address and walk past the per-address rate limits.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('loopback')
  .transform((value, ctx): boolean | number | string => {
    const lower = value.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
    if (/^\d+$/.test(lower)) return Number(lower);
    const entries = lower.split(',').map((entry) => entry.trim());
    const valid = entries.every((entry) => {
      if (PROXY_KEYWORDS.has(entry)) return true;
      const [address, bits, ...rest] = entry.split('/');
      if (rest.length > 0 || !address || !isIP(address)) return false;
      return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
    });
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        message: 'deve ser true, false, um número de proxies ou uma lista de endereços IP/CIDR',
      });
      return z.NEVER;
    }
    return entries.join(',');
  });

/** A timeout in milliseconds: a positive whole number. */
const milliseconds = (fallback: number) =>
  z.coerce
    .number({ error: 'deve ser um número de milissegundos' })
    .int()
    .min(1, 'deve ser maior que zero')
    .default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'deve ser um número de porta' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'deve começar por postgres:// ou postgresql://')
      .optional(),
  ),
  PUBLIC_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'deve ser uma URL completa (http://...)' }).optional(),
  ),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'deve ter pelo menos 32 caracteres').optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'deve começar por smtp:// ou smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Portal NFC <no-reply@portal-nfc.local>'),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'deve começar por redis://')
      .optional(),
  ),
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY: optionalString,
  S3_SECRET_KEY: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  APP_NAME: z.string().trim().min(1).default('Portal NFC'),
  APP_TIME_ZONE: z
    .string()
    .trim()
    .default(DEFAULT_TIME_ZONE)
    .refine(isValidTimeZone, 'deve ser um fuso horário IANA, por exemplo America/Sao_Paulo'),
  ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'deve ser um e-mail válido' }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'deve ter pelo menos 8 caracteres').optional()),
  SEED_DEMO: booleanString,
  ALLOW_SIGNUP: booleanString,
  REQUIRE_ADMIN_2FA: booleanString,
  CLAIM_REQUIRES_ACTIVATION: booleanString,
  AUTH_RATE_LIMIT: z.coerce.number({ error: 'deve ser um número' }).int().min(1).default(10),
  API_TOKEN_RATE_LIMIT: z.coerce.number({ error: 'deve ser um número' }).int().min(1).default(120),
  PUBLIC_RATE_LIMIT: z.coerce.number({ error: 'deve ser um número' }).int().min(0).default(60),
  PUBLIC_ADDRESS_RATE_LIMIT: z.coerce.number({ error: 'deve ser um número' }).int().min(0).default(240),
  PHOTO_PROCESSING_CONCURRENCY: z.coerce.number({ error: 'deve ser um número' }).int().min(1).max(64).default(2),
  MAX_PROFILES_PER_ACCOUNT: z.coerce
    .number({ error: 'deve ser um número' })
    .int()
    .min(1, 'deve ser pelo menos 1')
    .max(100_000)
    .default(DEFAULT_MAX_PROFILES_PER_ACCOUNT),
  NOTICE_POLL_MS: z.coerce.number({ error: 'deve ser um número' }).int().min(0).max(600_000).default(1000),
  NOTICE_MAX_ATTEMPTS: z.coerce.number({ error: 'deve ser um número' }).int().min(1).max(100).default(8),
  NOTICE_RETRY_MS: milliseconds(30_000),
  NOTICE_LEASE_MS: milliseconds(5 * 60_000),
  WEBHOOK_ALLOW_PRIVATE: booleanString,
  WEBHOOK_TIMEOUT_MS: milliseconds(5_000),
  WEBHOOK_POLL_MS: z.coerce.number({ error: 'deve ser um número' }).int().min(0).max(600_000).default(5_000),
  VIEW_FLUSH_MS: z.coerce.number({ error: 'deve ser um número' }).int().min(0).max(60_000).default(250),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalString,
  TRUST_PROXY: trustProxySchema,
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(DATABASE_TIMEOUT_DEFAULTS.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(DATABASE_TIMEOUT_DEFAULTS.statementMs),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(DATABASE_TIMEOUT_DEFAULTS.idleInTransactionMs),
  HEALTH_CHECK_TIMEOUT_MS: milliseconds(HEALTH_CHECK_TIMEOUT_DEFAULT_MS),
  PUBLIC_PAGE_DB_BUDGET_MS: milliseconds(800),
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
  SHUTDOWN_GRACE_MS: z.coerce.number({ error: 'deve ser um número de milissegundos' }).int().min(0).default(3_000),
  PUBLIC_PAGE_COPY_REFRESH_MINUTES: z.coerce.number({ error: 'deve ser um número' }).int().min(0).max(1440).default(10),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PUBLIC_URL, else http://localhost:PORT: the base of links in e-mails (never taken from a request). */
  publicUrl: string;
  /** PUBLIC_URL was set: copied links and QR codes use it; unset, they use the address each request reached. */
  publicUrlConfigured: boolean;
  /**
   * HS256 key: JWT_SECRET, else generated into DATA_DIR/jwt-secret for the embedded database. Undefined with
   * DATABASE_URL and no JWT_SECRET: every instance must sign with one key, so main.ts reads the installation's
   * key from the database once it is migrated (modules/auth/installation.ts).
   */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** S3-compatible object storage (all four S3_* set); region defaults to us-east-1, which MinIO and Ceph accept. */
  s3: { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string } | undefined;
  appName: string;
  /** APP_TIME_ZONE (default America/Sao_Paulo): the zone of every time written to a screen, file or e-mail. */
  timeZone: string;
  admin: { email: string; password: string } | undefined;
  /** undefined = the default rule (only for a new embedded database). */
  seedDemo: boolean | undefined;
  /** POST /api/auth/register open to anyone (ALLOW_SIGNUP); off by default: the admin creates the accounts (spec section 1). */
  allowSignup: boolean;
  /** REQUIRE_ADMIN_2FA: every admin without two-factor sign-in must set it up at their next sign-in (issue 23). */
  requireAdminTwoFactor: boolean;
  /**
   * An owner's claim needs the tag's activation code besides its code (CLAIM_REQUIRES_ACTIVATION, default true;
   * false keeps the old rule: the code alone).
   */
  claimRequiresActivation: boolean;
  logLevel: string;
  /** Login/register/reset attempts per minute per address (forgot-password gets half, per 15 minutes). */
  authRateLimit: number;
  /** Public page and tag views per minute per address and page (0 = no limit, e.g. for the benchmark). */
  publicRateLimit: number;
  /** Public page and tag views per minute per address, all pages together (0 = no limit). */
  publicAddressRateLimit: number;
  /** Views are written in batches at most this late (0 = each view at once). */
  viewFlushMs: number;
  /**
   * The notices' outbox (issue 42): how often each instance sends what is due (0: only when drained), the tries
   * before a notice fails, the first retry's wait (doubled each try, at most an hour) and a claim's lease.
   */
  notices: { pollMs: number; maxAttempts: number; retryMs: number; leaseMs: number };
  /**
   * Webhooks (issue 45): WEBHOOK_ALLOW_PRIVATE lets deliveries reach private and loopback addresses and plain http
   * (169.254.0.0/16 never); a try's timeout (WEBHOOK_TIMEOUT_MS); the worker's poll (WEBHOOK_POLL_MS); the waits
   * between tries (not an environment variable: tests shorten it) and a claim's lease.
   */
  webhooks: {
    allowPrivate: boolean;
    timeoutMs: number;
    pollMs: number;
    retryScheduleMs: number[];
    leaseMs: number;
    maxPerAccount: number;
  };
  /** Photos decoded and resized at once by this process (each takes tens of MB while it runs); the rest wait. */
  photoProcessingConcurrency: number;
  /** Photos one profile may hold: PHOTO_MAX_PER_PROFILE (not an environment variable; tests lower it). */
  photoMaxPerProfile: number;
  /** Profiles one account may own (MAX_PROFILES_PER_ACCOUNT, default 50), the primary included. */
  maxProfilesPerAccount: number;
  /** Requests a minute one API token may make, all routes together (API_TOKEN_RATE_LIMIT, default 120; issue 45). */
  apiTokenRateLimit: number;
  webDist: string;
  /** Fastify's trustProxy: who may set X-Forwarded-For (default: a proxy on this machine only). */
  trustProxy: boolean | number | string;
  /** PostgreSQL connect, statement and idle-in-transaction timeouts (unused by the embedded database). */
  databaseTimeouts: DatabaseTimeouts;
  /** /api/health's database check gives up after this long. */
  healthCheckTimeoutMs: number;
  /**
   * Issue 41: /p and /t wait this long for the database (PUBLIC_PAGE_DB_BUDGET_MS, default 800), then answer the
   * page's last copy; a view refreshes that copy at most every PUBLIC_PAGE_COPY_REFRESH_MINUTES (default 10).
   */
  publicPageDbBudgetMs: number;
  publicPageCopyRefreshMinutes: number;
  /** The graceful stop on SIGTERM (lifecycle/shutdown.ts): the grace while 'not ready', and the bound of the whole stop. */
  shutdown: { timeoutMs: number; graceMs: number };
  /** Load shedding: 503 while the event loop lags more than this (0 = off, for the tests' in-process database). */
  maxEventLoopDelayMs: number;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (PORT= in a .env file) means "not set": its default, never 0 or an error.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Configuração inválida: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Configuração inválida: ADMIN_EMAIL e ADMIN_PASSWORD devem ser definidos juntos');
  }
  const s3Values = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY, e.S3_SECRET_KEY];
  if (s3Values.some(Boolean) && !s3Values.every(Boolean)) {
    throw new ConfigError(
      'Configuração inválida: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY e S3_SECRET_KEY devem ser definidos juntos',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    jwtSecret: e.JWT_SECRET ?? (e.DATABASE_URL ? undefined : persistentSecret(dataDir)),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET!,
          accessKey: e.S3_ACCESS_KEY!,
          secretKey: e.S3_SECRET_KEY!,
          region: e.S3_REGION,
        }
      : undefined,
    appName: e.APP_NAME,
    timeZone: e.APP_TIME_ZONE,
    admin: e.ADMIN_EMAIL ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD! } : undefined,
    seedDemo: e.SEED_DEMO,
    allowSignup: e.ALLOW_SIGNUP ?? false,
    requireAdminTwoFactor: e.REQUIRE_ADMIN_2FA ?? false,
    claimRequiresActivation: e.CLAIM_REQUIRES_ACTIVATION ?? true,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    publicRateLimit: e.PUBLIC_RATE_LIMIT,
    publicAddressRateLimit: e.PUBLIC_ADDRESS_RATE_LIMIT,
    viewFlushMs: e.VIEW_FLUSH_MS,
    notices: {
      pollMs: e.NOTICE_POLL_MS,
      maxAttempts: e.NOTICE_MAX_ATTEMPTS,
      retryMs: e.NOTICE_RETRY_MS,
      leaseMs: e.NOTICE_LEASE_MS,
    },
    webhooks: {
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE ?? false,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      pollMs: e.WEBHOOK_POLL_MS,
      retryScheduleMs: WEBHOOK_RETRY_SCHEDULE_MS,
      // Longer than a batch of tries under way (each at most WEBHOOK_TIMEOUT_MS).
      leaseMs: Math.max(60_000, e.WEBHOOK_TIMEOUT_MS * 4),
      maxPerAccount: MAX_WEBHOOKS_PER_ACCOUNT,
    },
    photoProcessingConcurrency: e.PHOTO_PROCESSING_CONCURRENCY,
    photoMaxPerProfile: PHOTO_MAX_PER_PROFILE,
    maxProfilesPerAccount: e.MAX_PROFILES_PER_ACCOUNT,
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: e.TRUST_PROXY,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    healthCheckTimeoutMs: e.HEALTH_CHECK_TIMEOUT_MS,
    publicPageDbBudgetMs: e.PUBLIC_PAGE_DB_BUDGET_MS,
    publicPageCopyRefreshMinutes: e.PUBLIC_PAGE_COPY_REFRESH_MINUTES,
    shutdown: { timeoutMs: e.SHUTDOWN_TIMEOUT_MS, graceMs: e.SHUTDOWN_GRACE_MS },
    maxEventLoopDelayMs: 2000,
  };
}

/** JWT_SECRET unset: generate one into DATA_DIR once, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const existing = secretFileIn(dataDir);
  if (existing) return existing;
  const file = path.join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  const secret = newJwtSecret();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** DATA_DIR/jwt-secret when an earlier start generated it. */
export function secretFileIn(dataDir: string): string | undefined {
  const file = path.join(dataDir, 'jwt-secret');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** A fresh random HS256 key (64 characters). */
export function newJwtSecret(): string {
  return randomBytes(48).toString('base64url');
}
