import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** What the test's mail server does with the next connection: answer, never answer, or refuse every recipient. */
export type SmtpMode = 'accept' | 'hang' | 'refuse';

export type ReceivedMail = { to: string[]; messageId: string; subject: string; raw: string };

/** The reason a refusing server gives (an unknown mailbox, as a real server says it). */
export const REFUSAL = '5.1.1 Recipient address rejected: User unknown in virtual mailbox table';

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: *(.*)$`, 'im').exec(raw.split(/\r?\n\r?\n/)[0] ?? '')?.[1]?.trim() ?? '';

async function read(stream: SMTPServerDataStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A real SMTP server (the smtp-server package) the test controls: `mode` switches it between accepting, hanging (the
 * connection is taken and the greeting never comes) and refusing recipients with a 550. `onMessage` runs after a
 * message was received and before the server says so (a test may stop a sender there).
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const state = {
    mode: 'accept' as SmtpMode,
    onMessage: undefined as undefined | ((mail: ReceivedMail) => Promise<void>),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onConnect(_session, callback) {
      if (state.mode === 'hang') return; // never greets
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (state.mode === 'refuse')
        return callback(Object.assign(new Error(`<${address.address}>: ${REFUSAL}`), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      void read(stream).then(async (raw) => {
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          messageId: header(raw, 'Message-ID'),
          subject: header(raw, 'Subject'),
          raw,
        };
        received.push(mail);
        await state.onMessage?.(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    state,
    /** SMTP_URL with short timeouts, so a hung server costs the worker a fraction of a second per try. */
    url: `smtp://127.0.0.1:${port}?greetingTimeout=300&connectionTimeout=300&socketTimeout=1000`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
