import { Fragment } from 'react';

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;
/** Hosts outside the portal whose links are safe to open from a notification: the finder's location on the map. */
const TRUSTED_HOSTS = new Set(['openstreetmap.org', 'www.openstreetmap.org']);

/** A URL a notification may open: this portal's own pages, or a map at openstreetmap.org (https). */
export function isClickableUrl(text: string, origin: string = window.location.origin): URL | null {
  try {
    const url = new URL(text);
    if (url.origin === origin) return url;
    if (url.protocol === 'https:' && TRUSTED_HOSTS.has(url.hostname)) return url;
  } catch {
    // Not a URL after all: stays text.
  }
  return null;
}

/**
 * A notification's text with its links as links (a finder's location, a page); a link elsewhere stays plain text,
 * so a message can never lead anyone to a third party's site.
 */
export function NotificationText({ text }: { text: string }) {
  const parts: Array<string | { href: string; label: string }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    // A sentence's final '.', ',' or ')' is not part of the link.
    const raw = match[0].replace(/[.,;:!?)]+$/, '');
    const start = match.index;
    const url = isClickableUrl(raw);
    if (!url) continue;
    parts.push(text.slice(last, start), { href: url.href, label: raw });
    last = start + raw.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {part.label}
          </a>
        ),
      )}
    </>
  );
}
