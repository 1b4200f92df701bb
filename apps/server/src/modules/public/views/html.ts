/**
 * A tiny HTML builder for the server-rendered public pages: every interpolated value is escaped unless it
 * is already HTML (the result of html`` or raw()). Lists are joined; null, undefined and false render nothing.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Part = SafeHtml | string | number | null | undefined | false | Part[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** Trusted HTML (sanitised custom-tab content, an SVG we built). */
export const raw = (value: string) => new SafeHtml(value);

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i += 1) out += render(values[i]!) + strings[i + 1]!;
  return new SafeHtml(out);
}

/** A URL for CSS url('...') inside a style attribute: quotes, parentheses, backslashes and spaces percent-encoded. */
export const cssUrl = (url: string) => url.replace(/['"()\\\s<>]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);
