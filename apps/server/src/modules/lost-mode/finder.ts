/**
 * The finder's text, cleaned before it reaches the owner: no links (a finder's message is not a way to phish the
 * owner) and no control characters (line breaks stay).
 */
export const LINK_REMOVED = '[link removido]';

// Bare domains (name.tld with a known-looking tld of 2+ letters, optional path).
const BARE_DOMAIN_PATTERN =
  /\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:com|net|org|br|io|info|biz|me|co|xyz|app|link|site|online|ru|cn|ly|gl|to|tk|top|click|shop)\b(?:\/[^\s<>"']*)?/gi;
// C0 controls except tab and line breaks, DEL, C1 controls, and the bidi overrides that disguise text.
// eslint-disable-next-line no-control-regex
const CONTROL_PATTERN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** Links replaced by LINK_REMOVED, control characters removed, \r\n made \n. An e-mail address is kept (the contact). */
export function cleanFinderText(text: string): string {
  const withoutControls = text.replace(/\r\n?/g, '\n').replace(CONTROL_PATTERN, '');
  // An e-mail's domain is not a link: kept whole by matching it first and giving it back unchanged.
  return withoutControls
    .replace(/[^\s@]+@[^\s@]+|\b(?:https?:\/\/|www\.)[^\s<>"']*/gi, (match) =>
      match.includes('@') && !/^(?:https?:\/\/|www\.)/i.test(match) ? match : LINK_REMOVED,
    )
    .replace(/[^\s@]+@[^\s@]+|\S+/g, (word) =>
      word.includes('@') || word === LINK_REMOVED ? word : word.replace(BARE_DOMAIN_PATTERN, LINK_REMOVED),
    )
    .trim();
}

export type { FinderTarget } from '../../lib/finder-limits.js';
