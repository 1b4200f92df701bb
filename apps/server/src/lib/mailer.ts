import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void>; transport: 'smtp' | 'outbox' };

/**
 * SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox/*.eml
 * (a real RFC 822 message, built by nodemailer) so a newcomer and the tests can read it.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'email sent by SMTP');
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    async send(message) {
      const info = await transporter.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ to: message.to, subject: message.subject, file }, 'email written to outbox');
    },
  };
}
