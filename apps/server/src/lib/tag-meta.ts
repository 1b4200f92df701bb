import { normalizeTagMeta, type TagMeta } from '@portal/shared';
import { badRequest } from './errors.js';
// The one sanitiser of custom-tab HTML (spec section 5).
import { sanitizeCustomTabHtml } from './sanitize-html.js';

/**
 * Meta (a tag's, or a profile's technical sections) checked and cleaned with the shared rules; custom-tab HTML
 * sanitised. 400 names the first bad field and lists every issue.
 */
export function cleanTagMeta(input: unknown, mode: 'patch' | 'create'): TagMeta {
  const { meta, issues } = normalizeTagMeta(input ?? {}, { mode, sanitizeHtml: sanitizeCustomTabHtml });
  if (issues.length) {
    const fields = issues.map((issue) => ({
      field: issue.path ? `meta.${issue.path}` : 'meta',
      message: issue.message,
    }));
    throw badRequest(issues[0]!.message, { field: fields[0]!.field, issues: fields });
  }
  return meta;
}
