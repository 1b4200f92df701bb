/** @jsxRuntime automatic @jsxImportSource react */
/** The error panel of the public pages (spec sections 2 and 8). */
import { TEXTS } from '../texts.js';

export function errorPanelTitle(status: number): string {
  if (status === 404) return TEXTS.errorPanel.notFound;
  if (status === 429) return TEXTS.errorPanel.tooManyRequests;
  return TEXTS.errorPanel.generic;
}

/** Title by status, the message, and 'Tentar novamente' (a link that reloads the same address: no script needed). */
export function ErrorPanelBody({ status, message, retryUrl }: { status: number; message: string; retryUrl: string }) {
  return (
    <main className="wrap">
      <section className="card panel" role="alert">
        <h1>{errorPanelTitle(status)}</h1>
        <p className="muted">{message}</p>
        <p>
          <a className="btn" href={retryUrl}>
            {TEXTS.errorPanel.retry}
          </a>
        </p>
      </section>
    </main>
  );
}
