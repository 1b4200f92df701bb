/** Initials avatars, drawn here (no third-party avatar service: it would see every visitor and fail offline). */
import { rememberPure } from '../remember.js';

const PALETTE = [
  '#2563EB',
  '#7C3AED',
  '#DB2777',
  '#DC2626',
  '#EA580C',
  '#16A34A',
  '#0D9488',
  '#0891B2',
  '#4F46E5',
  '#9333EA',
];
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for an SVG or HTML document (the avatar and the QR captions). */
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** 1 to 3 letters or digits (any script); anything else is refused by the avatar route. */
export const INITIALS_PATTERN = /^[\p{L}\p{N}]{1,3}$/u;

function colourOf(initials: string): string {
  let hash = 0;
  for (const char of initials) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** The avatar's SVG as avatarSvg describes it. */
function drawAvatar(initials: string, label: string): string {
  const naming = label ? `role="img"><title>${escapeXml(label)}</title>` : 'aria-hidden="true">';
  if (!initials) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" ${naming}<rect width="96" height="96" rx="48" fill="#CBD5E1"/><circle cx="48" cy="38" r="16" fill="#F8FAFC"/><path d="M18 84c4-17 16-26 30-26s26 9 30 26z" fill="#F8FAFC"/></svg>`;
  }
  const text = escapeXml(initials.toUpperCase());
  const fontSize = initials.length > 2 ? 30 : 38;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" ${naming}<rect width="96" height="96" rx="48" fill="${colourOf(initials)}"/><text x="48" y="50" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="${fontSize}" font-weight="600" fill="#FFFFFF">${text}</text></svg>`;
}

/** The decorative avatars (no label: the name is beside them) of the initials a page shows, drawn once each. */
const decorativeAvatar = rememberPure(1_000, (initials: string) => drawAvatar(initials, ''));

/**
 * A square SVG: the initials on a colour picked from them, or a neutral silhouette without initials. With a label it
 * is an image named by it; without one it is decoration (the name is written beside it), hidden from screen readers.
 */
export const avatarSvg = (initials: string, label = ''): string =>
  label ? drawAvatar(initials, label) : decorativeAvatar(initials);
