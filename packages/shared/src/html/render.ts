/**
 * JSX elements of the HTML runtime (jsx-runtime.ts) to one HTML string. Text and attribute values are always
 * escaped; raw HTML enters only through `dangerouslySetInnerHTML` (already sanitised by the caller). The markup
 * follows React's server renderer (the pages' tests and caches were written against it): React's attribute names,
 * `class`/`for`/`tabindex`, boolean attributes as `name=""`, void elements as `<br/>`, `javascript:` URLs blocked.
 */
import { PROVIDERS } from './context.js';
import { Fragment, HtmlTemplate, type HtmlTemplateElement } from './jsx-runtime.js';

/**
 * Raw markup that never changes (a page's stylesheet), encoded as UTF-8 once: renderHtmlChunks hands its bytes on
 * as they are, so the server does not encode the same ~8 KB again on every scan (issue 27). Anywhere else it is
 * its text (`toString`: the string renderHtml joins). Enters a page only as `dangerouslySetInnerHTML.__html`.
 */
export class EncodedHtml {
  readonly bytes: Uint8Array;
  constructor(readonly text: string) {
    this.bytes = new TextEncoder().encode(text);
  }
  toString(): string {
    return this.text;
  }
}

type Out = Array<string | EncodedHtml>;

const ESCAPED = /["&'<>]/;
const ENTITY: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** Text or an attribute value, safe inside an element or a quoted attribute. */
export function escapeHtml(value: string): string {
  return ESCAPED.test(value) ? value.replace(/["&'<>]/g, (char) => ENTITY[char]!) : value;
}

/** Elements with no content and no closing tag (`<br/>`). */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Present or absent: rendered as `name=""` when truthy. */
const BOOLEAN = new Set([
  'inert',
  'allowFullScreen',
  'async',
  'autoPlay',
  'controls',
  'default',
  'defer',
  'disabled',
  'formNoValidate',
  'hidden',
  'loop',
  'noModule',
  'noValidate',
  'open',
  'playsInline',
  'readOnly',
  'required',
  'reversed',
  'itemScope',
  'autoFocus',
  'multiple',
  'muted',
  'checked',
  'selected',
]);
const ALIAS: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  httpEquiv: 'http-equiv',
  acceptCharset: 'accept-charset',
  autoFocus: 'autofocus',
};
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formAction']);
/** Never attributes: the element's content, React-only props. */
export const NOT_ATTRIBUTES: ReadonlySet<string> = new Set([
  'children',
  'dangerouslySetInnerHTML',
  'key',
  'ref',
  'defaultValue',
  'defaultChecked',
]);
/** A form field's state, written by openTag itself (an input's last, a textarea's as its content). */
const FIELD_STATE = new Set(['value', 'checked']);
// Browsers skip leading control characters and tabs/newlines inside a scheme: 'java\tscript:' still runs.
const JAVASCRIPT_URL =
  // eslint-disable-next-line no-control-regex -- the control characters are what the pattern must catch
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
/** What a blocked URL becomes: a link that does nothing. */
const BLOCKED_URL = 'about:blank#blocked';
const UNITLESS = new Set([
  'opacity',
  'zIndex',
  'lineHeight',
  'fontWeight',
  'flex',
  'flexGrow',
  'flexShrink',
  'order',
  'zoom',
]);
const cssNames = new Map<string, string>();

function cssName(name: string): string {
  if (name.startsWith('--')) return escapeHtml(name);
  let css = cssNames.get(name);
  if (css === undefined) {
    css = escapeHtml(
      name
        .replace(/([A-Z])/g, '-$1')
        .toLowerCase()
        .replace(/^ms-/, '-ms-'),
    );
    cssNames.set(name, css);
  }
  return css;
}

function styleAttribute(style: Record<string, unknown>): string {
  let css = '';
  for (const name in style) {
    const value = style[name];
    if (value === null || value === undefined || typeof value === 'boolean' || value === '') continue;
    const text =
      typeof value === 'number' && !name.startsWith('--')
        ? value === 0 || UNITLESS.has(name)
          ? String(value)
          : `${value}px`
        : escapeHtml(String(value).trim());
    css += `${css ? ';' : ''}${cssName(name)}:${text}`;
  }
  return css ? ` style="${css}"` : '';
}

/**
 * One attribute as ` name="value"` ('' when it is not written). Exported for the build-time template compiler
 * (apps/server/src/build/html-templates.ts), which writes the constant attributes with it once.
 */
export function attribute(name: string, value: unknown): string {
  if (value === null || value === undefined || typeof value === 'function' || typeof value === 'symbol') return '';
  // Event handlers mean nothing in a string.
  if (name.length > 2 && (name[0] === 'o' || name[0] === 'O') && (name[1] === 'n' || name[1] === 'N')) return '';
  if (name === 'style') return styleAttribute(value as Record<string, unknown>);
  if (BOOLEAN.has(name)) return value ? ` ${ALIAS[name] ?? name}=""` : '';
  if (typeof value === 'boolean') {
    const prefix = name.slice(0, 5).toLowerCase();
    return prefix === 'data-' || prefix === 'aria-' ? ` ${name}="${value}"` : '';
  }
  if (URL_ATTRIBUTES.has(name)) {
    if (value === '' && (name === 'href' || name === 'src')) return '';
    const url = String(value);
    // Without a colon there is no scheme to run (most of a page's links): the pattern is for the others.
    const blocked = url.includes(':') && JAVASCRIPT_URL.test(url);
    return ` ${name}="${escapeHtml(blocked ? BLOCKED_URL : url)}"`;
  }
  if ((name === 'rows' || name === 'cols' || name === 'size' || name === 'span') && !(Number(value) >= 1)) return '';
  return ` ${ALIAS[name] ?? name}="${escapeHtml(String(value))}"`;
}

/** Attributes React writes after the others on these elements (kept: the pages' tests read its markup). */
const WRITTEN_LAST: Record<string, readonly string[]> = {
  form: ['action', 'encType', 'method', 'target'],
  input: ['name', 'formAction', 'formEncType', 'formMethod', 'formTarget'],
  button: ['name', 'formAction', 'formEncType', 'formMethod', 'formTarget'],
};

/**
 * The elements openTag and writeElement write by rules of their own (a form field's state, React's attribute order):
 * the build-time template compiler (apps/server/src/build/html-templates.ts) leaves them to the runtime.
 */
export const WRITTEN_SPECIALLY: ReadonlySet<string> = new Set(['input', 'textarea', ...Object.keys(WRITTEN_LAST)]);

function openTag(type: string, props: Record<string, unknown>): string {
  let tag = `<${type}`;
  const field = type === 'input' || type === 'textarea';
  const last = WRITTEN_LAST[type];
  for (const name in props) {
    if (NOT_ATTRIBUTES.has(name) || (field && FIELD_STATE.has(name)) || last?.includes(name)) continue;
    tag += attribute(name, props[name]);
  }
  if (last) for (const name of last) tag += attribute(name, props[name]);
  // An input's value and checked state come last.
  if (type === 'input') {
    const value = props.value ?? props.defaultValue;
    if (value !== null && value !== undefined) tag += ` value="${escapeHtml(String(value))}"`;
    if (props.checked ?? props.defaultChecked) tag += ' checked=""';
  }
  return tag;
}

function writeElement(type: string, props: Record<string, unknown>, out: Out): void {
  out.push(openTag(type, props));
  if (VOID_ELEMENTS.has(type)) {
    out.push('/>');
    return;
  }
  out.push('>');
  if (type === 'textarea') {
    const text = String(props.value ?? props.defaultValue ?? props.children ?? '');
    // A leading newline is dropped by the HTML parser: React doubles it so the value survives.
    out.push(text.startsWith('\n') ? '\n' : '', escapeHtml(text));
  } else {
    const inner = props.dangerouslySetInnerHTML as { __html?: unknown } | undefined;
    const html = inner?.__html;
    if (html !== null && html !== undefined) out.push(html instanceof EncodedHtml ? html : String(html));
    else write(props.children, out);
  }
  out.push(`</${type}>`);
}

/** A compiled element tree: its constant markup with the values written between (see HtmlTemplate). */
function writeTemplate({ type, props }: HtmlTemplateElement, out: Out): void {
  const { markup, holes } = type;
  out.push(markup[0]!);
  for (let index = 0; index < holes.length; index += 1) {
    const name = holes[index];
    if (name === null) write(props[index], out);
    else out.push(attribute(name!, props[index]));
    out.push(markup[index + 1]!);
  }
}

function write(node: unknown, out: Out): void {
  if (node === null || node === undefined || typeof node === 'boolean') return;
  if (typeof node === 'string') {
    out.push(escapeHtml(node));
    return;
  }
  if (typeof node === 'number' || typeof node === 'bigint') {
    out.push(String(node));
    return;
  }
  if (Array.isArray(node)) {
    for (const child of node) write(child, out);
    return;
  }
  if (typeof node === 'object' && 'type' in node && 'props' in node) {
    const { type, props } = node as { type: unknown; props: Record<string, unknown> };
    if (type instanceof HtmlTemplate) return writeTemplate(node as HtmlTemplateElement, out);
    if (typeof type === 'string') return writeElement(type, props, out);
    if (type === Fragment) return write(props.children, out);
    const provider = typeof type === 'function' ? PROVIDERS.get(type) : undefined;
    if (provider) {
      provider.push(props.value);
      try {
        write(props.children, out);
      } finally {
        provider.pop();
      }
      return;
    }
    if (typeof type === 'function') return write((type as (props: unknown) => unknown)(props), out);
  }
  throw new TypeError(`renderHtml: cannot render ${Object.prototype.toString.call(node)}`);
}

/**
 * The HTML of a JSX tree as one flat string (joined once: a string built by `+` would be flattened later, piece by
 * piece). `prefix`: markup written first, as it is (the doctype). The server sends renderHtmlChunks' bytes instead.
 */
export function renderHtml(node: unknown, prefix = ''): string {
  const out: Out = [prefix];
  write(node, out);
  return out.join('');
}

/**
 * The same HTML in pieces: text, and the bytes of each EncodedHtml in it, for the server to write as UTF-8 without
 * encoding those again. Consecutive text is one piece.
 */
export function renderHtmlChunks(node: unknown, prefix = ''): Array<string | Uint8Array> {
  const out: Out = [prefix];
  write(node, out);
  const chunks: Array<string | Uint8Array> = [];
  let text: string[] = [];
  for (const piece of out) {
    if (typeof piece === 'string') {
      text.push(piece);
      continue;
    }
    chunks.push(text.join(''), piece.bytes);
    text = [];
  }
  chunks.push(text.join(''));
  return chunks;
}
