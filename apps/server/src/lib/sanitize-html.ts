import sanitizeHtml from 'sanitize-html';
import { CUSTOM_TAB_HTML_RULES } from '@portal/shared';

const options: sanitizeHtml.IOptions = {
  allowedTags: CUSTOM_TAB_HTML_RULES.allowedTags,
  allowedAttributes: CUSTOM_TAB_HTML_RULES.allowedAttributes,
  allowedSchemes: CUSTOM_TAB_HTML_RULES.allowedSchemes,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: CUSTOM_TAB_HTML_RULES.removedWithContent,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: CUSTOM_TAB_HTML_RULES.linkRel } }),
  },
};

/**
 * Custom-tab HTML as stored (spec section 5): script, style, iframe, object, embed and link removed with
 * their content; on* (and every other unlisted) attribute removed; javascript: and other unsafe schemes
 * removed from href and src; every link gets rel="noopener noreferrer".
 */
export function sanitizeCustomTabHtml(html: string): string {
  return sanitizeHtml(html, options);
}
