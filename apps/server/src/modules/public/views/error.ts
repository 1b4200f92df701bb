/** The error panel of the public pages (spec sections 2 and 8), as a complete document with the right status. */
import { PUBLIC_PAGE_DEFAULT_THEME, TEXTS } from '@portal/shared';
import { html } from './html.js';
import { documentHtml } from './layout.js';

export function errorTitle(status: number): string {
  if (status === 404) return TEXTS.errorPanel.notFound;
  if (status === 429) return TEXTS.errorPanel.tooManyRequests;
  return TEXTS.errorPanel.generic;
}

/** Title by status, the message, and 'Tentar novamente' (a link that reloads the same address: no script needed). */
export function renderErrorPanel(options: { status: number; message: string; retryUrl: string; appName: string }): string {
  const title = errorTitle(options.status);
  const body = html`<main class="wrap"><section class="card panel" role="alert">
<h1>${title}</h1>
<p class="muted">${options.message}</p>
<p><a class="btn" href="${options.retryUrl}">${TEXTS.errorPanel.retry}</a></p>
</section></main>`;
  return documentHtml(
    { title: `${title} · ${options.appName}`, description: options.message, siteName: options.appName, noindex: true },
    PUBLIC_PAGE_DEFAULT_THEME,
    body,
  );
}
