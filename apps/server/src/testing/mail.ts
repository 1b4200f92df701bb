/** The body of an outbox .eml as text (nodemailer writes it quoted-printable). */
export const decodeQuotedPrintable = (eml: string) =>
  Buffer.from(
    eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
