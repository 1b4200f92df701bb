import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js';
import type { FastifyBaseLogger } from 'fastify';
import { isDiskFull, rememberDiskFull } from './storage/full-disk.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID header: the outbox derives it from the notice's row, so a repeated send is one message to its reader. */
  messageId?: string;
};
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
  // nodemailer is loaded by the first message, not at start (issue 27: the start's time and memory).
  const { smtpUrl } = options;
  if (smtpUrl) {
    const smtp = transporterOnFirstUse<SMTPTransport.SentMessageInfo>(async () =>
      (await import('nodemailer')).default.createTransport(withSmtpTimeouts(smtpUrl)),
    );
    return {
      transport: 'smtp',
      async send(message) {
        const transporter = await smtp();
        await transporter.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'email sent by SMTP');
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const stream = transporterOnFirstUse<StreamTransport.SentMessageInfo>(async () =>
    (await import('nodemailer')).default.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    transport: 'outbox',
    async send(message) {
      const transporter = await stream();
      const info = await transporter.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      // Written under another name, then renamed: whoever reads the outbox never finds a half-written message.
      try {
        await writeFile(`${file}.partial`, info.message as Buffer);
        await rename(`${file}.partial`, file);
      } catch (error) {
        // No room: /api/health says so even when the sender only logs the failure.
        if (isDiskFull(error)) rememberDiskFull(options.dataDir);
        throw error;
      }
      options.log.info({ to: message.to, subject: message.subject, file }, 'email written to outbox');
    },
  };
}

/**
 * nodemailer waits up to 2 minutes for an unreachable server by default, and the forgot-password request waits with it.
 * Shorter timeouts go into the URL's query (nodemailer reads its options there), unless SMTP_URL sets them itself.
 */
export function withSmtpTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '20000' };
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

/** The transporter, made once by whichever message comes first. */
function transporterOnFirstUse<Info>(create: () => Promise<Transporter<Info>>): () => Promise<Transporter<Info>> {
  let transporter: Promise<Transporter<Info>> | undefined;
  return () => (transporter ??= create());
}
