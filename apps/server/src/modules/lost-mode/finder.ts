/**
 * The finder's text, cleaned before it reaches the owner: no links (a finder's message is not a way to phish the
 * owner) and no control characters (line breaks stay).
 */
export const LINK_REMOVED = '[link removido]';

// Bare domains: labels and a top-level label of 2+ letters (any TLD: paypal-login.de, golpe.com.br), optional path.
const BARE_DOMAIN_PATTERN = /\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}\b(?:\/[^\s<>"']*)?/gi;
// A scheme and whatever follows (https:@evil.com, http://x, javascript:..., data:...), or www.
const SCHEME_PATTERN = /\b(?:[a-z][a-z0-9+.-]{1,20}:(?:\/\/|@|[^\s\d])[^\s<>"']*|www\.[^\s<>"']*)/gi;
// An e-mail address: a local part without a scheme's colon or a path, then a domain (kept: it is the contact).
const EMAIL_PATTERN = /^[^\s@:/]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;
// C0 controls except tab and line breaks, DEL, C1 controls, and the bidi overrides that disguise text.
// eslint-disable-next-line no-control-regex
const CONTROL_PATTERN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Links replaced by LINK_REMOVED (any scheme, www., and bare domains of any TLD), control characters removed, \r\n
 * made \n. An e-mail address is kept (the contact).
 */
export function cleanFinderText(text: string): string {
  const withoutControls = text.replace(/\r\n?/g, '\n').replace(CONTROL_PATTERN, '');
  return withoutControls
    .replace(/\S+/g, (word) => {
      // Sentence punctuation around an address is not part of it.
      const core = word.replace(/^[("'<[]+|[)"'>\].,;:!?]+$/g, '');
      if (EMAIL_PATTERN.test(core)) return word;
      return word.replace(SCHEME_PATTERN, LINK_REMOVED).replace(BARE_DOMAIN_PATTERN, LINK_REMOVED);
    })
    .replace(new RegExp(`(?:${escapeRegExp(LINK_REMOVED)})+`, 'g'), LINK_REMOVED)
    .trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type { FinderTarget } from '../../lib/finder-limits.js';
