/** @jsxRuntime automatic @jsxImportSource @portal/shared */
/** The error panel of the public pages (spec sections 2 and 8). */
import { TEXTS } from '../texts.js';
import { usePublicLanguage } from './i18n/context.js';
import type { PublicTexts } from './i18n/pt-BR.js';

/** `texts`: the visitor's panel texts (pt-BR by default). */
export function errorPanelTitle(
  status: number,
  texts: Pick<PublicTexts['errorPanel'], 'notFound' | 'tooManyRequests' | 'generic'> = TEXTS.errorPanel,
): string {
  if (status === 404) return texts.notFound;
  if (status === 429) return texts.tooManyRequests;
  return texts.generic;
}

/** Title by status, the message, and 'Tentar novamente' (a link that reloads the same address: no script needed). */
export function ErrorPanelBody({ status, message, retryUrl }: { status: number; message: string; retryUrl: string }) {
  const { T } = usePublicLanguage();
  return (
    <main className="wrap">
      <section className="card panel" role="alert">
        <h1>{errorPanelTitle(status, T.errorPanel)}</h1>
        <p className="muted">{message}</p>
        <p>
          <a className="btn" href={retryUrl}>
            {T.errorPanel.retry}
          </a>
        </p>
      </section>
    </main>
  );
}
