/**
 * Reading the outbox's .eml files (test-app.ts `outbox()`): nodemailer writes the text part quoted-printable, so a
 * long line is wrapped with '=' soft breaks and every non-ASCII byte is '=XX'.
 */
export function unfoldEml(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );
}

/** The messages addressed to `address` (the To header), in the outbox's order. */
export const mailsTo = (mails: string[], address: string) =>
  mails.filter((eml) => new RegExp(`^To: ${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'im').test(eml));

/** The token of the link to `path` ('/convite', '/confirmar-email') in an e-mail. */
export function linkTokenFrom(eml: string, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?token=([A-Za-z0-9_-]+)`).exec(unfoldEml(eml));
  if (!match) throw new Error(`no ${path} link in the email`);
  return match[1]!;
}
