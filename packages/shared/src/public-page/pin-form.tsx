/** @jsxRuntime automatic @jsxImportSource @portal/shared */
/** Issue 24: where a profile's PIN sections would be, the notice and the plain form that opens them. */
import { usePublicLanguage } from './i18n/context.js';

/** What the form says after a try: the wrong PIN or the lock (the page's status is 400 or 429). */
export type PinFormState = { error: string };

export const PIN_FORM_ID = 'pin';

/**
 * 'Informações protegidas por PIN' and a one-field form posting `pin` (urlencoded) to `action`: works with
 * JavaScript off; the answer is the same page with the sections open, or this form with its error.
 */
export function PinForm({ action, state }: { action: string; state?: PinFormState }) {
  const { T, withLang } = usePublicLanguage();
  return (
    <section className="card form-card" id={PIN_FORM_ID} aria-labelledby="pin-title">
      <h2 id="pin-title">{T.pinProtected}</h2>
      <form method="post" action={withLang(action)}>
        <label htmlFor="pin-input">{T.pinHint}</label>
        <input
          id="pin-input"
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]{4,8}"
          minLength={4}
          maxLength={8}
          required
          {...(state ? { 'aria-invalid': true, 'aria-describedby': 'pin-error' } : {})}
        />
        {state && (
          <p id="pin-error" className="field-error" role="alert">
            {state.error}
          </p>
        )}
        <button type="submit" className="btn big">
          {T.pinOpen}
        </button>
      </form>
    </section>
  );
}
