import { mkdtempSync } from 'node:fs';
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

  it('generates JWT_SECRET once into DATA_DIR and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('a bad value stops the start with one line naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Configuração inválida: PORT /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'talvez' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_EMAIL e ADMIN_PASSWORD/);
  });

  it('trims a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://tags.example.com/' }).publicUrl).toBe('https://tags.example.com');
  });
});
