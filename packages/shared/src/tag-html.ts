/**
 * Custom-tab HTML rules (spec section 5): script, style, iframe, object, embed and link elements removed;
 * on* attributes removed; javascript: in href or src removed; links get rel noopener noreferrer.
 * The server applies them with sanitize-html before storing (the stored value is already safe); the
 * browser may use them for a preview. They are an allow-list, stricter than the spec's deny-list:
 * anything not listed (including every on* attribute and style) is dropped.
 */
export const CUSTOM_TAB_HTML_RULES = {
  allowedTags: [
    'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
    'a', 'img', 'figure', 'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start'],
  } as Record<string, string[]>,
  /** javascript:, data:, vbscript: ... in href or src are removed. */
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  /** Elements removed with everything inside them. */
  removedWithContent: ['script', 'style', 'iframe', 'object', 'embed', 'link', 'noscript', 'template', 'title', 'textarea', 'select', 'option'],
  linkRel: 'noopener noreferrer',
};
