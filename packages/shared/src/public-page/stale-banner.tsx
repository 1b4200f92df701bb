/** @jsxRuntime automatic @jsxImportSource @portal/shared */
/**
 * Issue 41: above a page answered from its last copy while the database does not answer: when that copy was made,
 * in the visitor's language and conventions. High contrast, readable without the page's stylesheet.
 */
import { usePublicLanguage } from './i18n/context.js';

export function StaleCopyBanner({ savedAt, timeZone }: { savedAt: string; timeZone?: string }) {
  const { T, formatDateTime } = usePublicLanguage();
  return (
    <p
      role="status"
      className="stale-copy"
      style={{ margin: 0, padding: '10px 16px', background: '#fef3c7', color: '#78350f', fontWeight: 600 }}
    >
      {T.staleCopy(formatDateTime(savedAt, timeZone))}
    </p>
  );
}
