import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'portal-config-'));

describe('configuration', () => {
  it('has working defaults: port 3000, embedded database, PUBLIC_URL from the port', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.appName).toBe('Portal NFC');
  });

  it('PHOTO_PROCESSING_CONCURRENCY: 2 photos processed at once by default; at least 1', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).photoProcessingConcurrency).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir(), PHOTO_PROCESSING_CONCURRENCY: '4' }).photoProcessingConcurrency).toBe(4);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PHOTO_PROCESSING_CONCURRENCY: '0' })).toThrow(
      /^Configuração inválida: PHOTO_PROCESSING_CONCURRENCY /,
    );
  });

  it('generates JWT_SECRET once into DATA_DIR and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first).toMatch(/^[\w-]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('on PostgreSQL without JWT_SECRET writes no secret into DATA_DIR: the key is the installation one, kept in the database', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/portal' }).jwtSecret).toBeUndefined();
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
    const secret = 'a-secret-set-by-the-operator-of-32-chars-or-more';
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/portal', JWT_SECRET: secret }).jwtSecret).toBe(
      secret,
    );
  });

  it('a bad value stops the start with one line naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Configuração inválida: PORT /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'talvez' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_EMAIL e ADMIN_PASSWORD/);
  });

  it('APP_TIME_ZONE: Brasília time by default; a zone that does not exist stops the start with one line', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).timeZone).toBe('America/Sao_Paulo');
    expect(loadConfig({ DATA_DIR: dataDir(), APP_TIME_ZONE: 'America/Manaus' }).timeZone).toBe('America/Manaus');
    expect(() => loadConfig({ DATA_DIR: dataDir(), APP_TIME_ZONE: 'America/Sao_Pualo' })).toThrow(
      'Configuração inválida: APP_TIME_ZONE deve ser um fuso horário IANA, por exemplo America/Sao_Paulo',
    );
  });

  it('tells whether PUBLIC_URL was set: unset, copied links and QR codes follow the request instead of the localhost default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).publicUrlConfigured).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: '' }).publicUrlConfigured).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://tags.example.com' }).publicUrlConfigured).toBe(true);
  });

  it('self-registration is off unless ALLOW_SIGNUP turns it on; a bad value names the variable', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).allowSignup).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), ALLOW_SIGNUP: 'true' }).allowSignup).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), ALLOW_SIGNUP: 'false' }).allowSignup).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ALLOW_SIGNUP: 'talvez' })).toThrow(
      /^Configuração inválida: ALLOW_SIGNUP deve ser true ou false$/,
    );
  });

  it('admins are obliged to two-factor sign-in only with REQUIRE_ADMIN_2FA=true; a bad value names the variable', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).requireAdminTwoFactor).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), REQUIRE_ADMIN_2FA: 'true' }).requireAdminTwoFactor).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), REQUIRE_ADMIN_2FA: 'sim' })).toThrow(
      /^Configuração inválida: REQUIRE_ADMIN_2FA deve ser true ou false$/,
    );
  });

  it('a claim needs the activation code unless CLAIM_REQUIRES_ACTIVATION=false; a bad value names the variable', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).claimRequiresActivation).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), CLAIM_REQUIRES_ACTIVATION: 'false' }).claimRequiresActivation).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), CLAIM_REQUIRES_ACTIVATION: 'nao' })).toThrow(
      /^Configuração inválida: CLAIM_REQUIRES_ACTIVATION deve ser true ou false$/,
    );
  });

  it('object storage needs all four S3_* together; S3_REGION defaults to us-east-1', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'portal',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...s3 }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'portal',
      accessKey: 'key',
      secretKey: 'secret',
      region: 'us-east-1',
    });
    expect(loadConfig({ DATA_DIR: dataDir(), ...s3, S3_REGION: 'auto' }).s3?.region).toBe('auto');
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /^Configuração inválida: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY e S3_SECRET_KEY devem ser definidos juntos$/,
    );
  });

  it('trims a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://tags.example.com/' }).publicUrl).toBe(
      'https://tags.example.com',
    );
  });

  it('an empty variable means its default (PORT= is not port 0), and booleans ignore case', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PORT: '', SEED_DEMO: ' FALSE ', APP_NAME: '' });
    expect(config.port).toBe(3000);
    expect(config.seedDemo).toBe(false);
    expect(config.appName).toBe('Portal NFC');
  });

  it('PUBLIC_URL must be an http(s) address: it goes into emails and QR codes', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'javascript:alert(1)' })).toThrow(
      /^Configuração inválida: PUBLIC_URL /,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'ftp://tags.example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('trusts X-Forwarded-For only from a proxy on this machine unless TRUST_PROXY says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe('loopback');
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe(
      '10.0.0.0/8,loopback',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'o-meu-proxy' })).toThrow(
      /^Configuração inválida: TRUST_PROXY /,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });
});

describe('database timeouts', () => {
  it('default to connect 5 s, statement 15 s, idle in transaction 30 s, health check 2 s; a bad one names its variable', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.databaseTimeouts).toEqual({ connectMs: 5_000, statementMs: 15_000, idleInTransactionMs: 30_000 });
    expect(config.healthCheckTimeoutMs).toBe(2_000);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_STATEMENT_TIMEOUT_MS: '250' }).databaseTimeouts.statementMs).toBe(
      250,
    );
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(
      /^Configuração inválida: DATABASE_CONNECT_TIMEOUT_MS /,
    );
    expect(() => loadConfig({ HEALTH_CHECK_TIMEOUT_MS: 'dois' })).toThrow(
      /^Configuração inválida: HEALTH_CHECK_TIMEOUT_MS /,
    );
  });
});
