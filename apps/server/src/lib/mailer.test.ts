import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer, withSmtpTimeouts } from './mailer.js';

const log = { info: () => {}, warn: () => {}, error: () => {} } as never;

describe('mailer', () => {
  it('without SMTP_URL each message is an .eml file in DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-mail-'));
    const mailer = createMailer({ from: 'Portal NFC <no-reply@portal.test>', dataDir, log });
    expect(mailer.transport).toBe('outbox');
    await mailer.send({
      to: 'ana@exemplo.com',
      subject: 'Olá',
      text: 'http://localhost:3000/reset-password?token=abc',
    });
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: ana@exemplo.com');
    expect(eml).toContain('reset-password?token=abc');
  });

  it('an unreachable SMTP server fails within seconds, not minutes (timeouts unless SMTP_URL sets its own)', () => {
    const url = new URL(withSmtpTimeouts('smtps://user:p%40ss@mail.example.com:465'));
    expect(url.searchParams.get('connectionTimeout')).toBe('10000');
    expect(url.searchParams.get('greetingTimeout')).toBe('10000');
    expect(url.searchParams.get('socketTimeout')).toBe('20000');
    expect(url.username).toBe('user');
    expect(url.password).toBe('p%40ss');
    expect(
      new URL(withSmtpTimeouts('smtp://mail.example.com?connectionTimeout=3000')).searchParams.get('connectionTimeout'),
    ).toBe('3000');
  });
});
