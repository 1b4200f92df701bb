import { escapeHtml } from './escape-html.js';

/** An e-mail's subject and its body twice: plain text and HTML. */
export type EmailBody = { subject: string; text: string; html: string };

export const greetingOf = (name: string) => (name ? `Olá, ${name}!` : 'Olá!');

/** The account notices' last line: what to do when the change was not the owner's. */
export const NOT_YOU =
  'Se não foi você, redefina a sua senha em "Esqueceu a senha" e fale com o administrador do portal.';

/** Paragraphs as plain text and as HTML; `link` becomes the HTML's one anchor. */
export function composeEmail(
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string; note: string },
): EmailBody {
  const text = [...paragraphs, ...(link ? [`${link.note}:`, link.href] : [])].join('\n\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(link
      ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a> (${escapeHtml(link.note)}).</p>`]
      : []),
  ].join('\n');
  return { subject, text, html };
}
