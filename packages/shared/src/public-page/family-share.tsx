/** @jsxRuntime automatic @jsxImportSource @portal/shared */
/**
 * Issue 42: 'Compartilhar minha localização com a família' on a card whose family alert is on. Rendered hidden: its
 * one small script (`script`, same origin, deferred) shows it only where the browser has geolocation, and asks for
 * the position only when the visitor taps; then it posts latitude and longitude to `action`. Without JavaScript the
 * card is whole and nothing is shared.
 */
import { usePublicLanguage } from './i18n/context.js';

export const FAMILY_SHARE_ID = 'family-share';

export function FamilyShare({ action, script }: { action: string; script: string }) {
  const { T } = usePublicLanguage();
  return (
    <section
      className="card form-card"
      id={FAMILY_SHARE_ID}
      hidden
      aria-labelledby="family-share-hint"
      data-action={action}
      data-sent={T.familyShareSent}
      data-failed={T.familyShareFailed}
    >
      <p id="family-share-hint" className="small">
        {T.familyShareHint}
      </p>
      <button type="button" id="family-share-button" className="btn ghost wrap">
        {T.familyShare}
      </button>
      <p id="family-share-status" className="small muted" aria-live="polite" />
      <script src={script} defer />
    </section>
  );
}
