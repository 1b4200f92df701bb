import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { finderContactRequestSchema, LOST_TEXTS, type FinderContactRequest, type PageTheme } from '@portal/shared';
import type { FinderFormState } from '@portal/shared/public-page';
import { AppError } from '../../lib/errors.js';
import { finderLimitsOf } from '../../lib/finder-limits.js';
import type { FinderTarget } from './finder.js';
import { pageLanguage, publicMessageIn, type PageLanguage } from '../public/service.js';
import { FINDER_SCRIPT, FINDER_SCRIPT_ROUTE } from './finder-script.js';

/** The page a finder writes from, as far as its form needs it: null when it is not lost (no form to post). */
type FinderPage = {
  target: FinderTarget;
  back: string;
  theme: PageTheme;
  /** The page again with the finder's values and errors (400), in the visitor's language. */
  html: (state: FinderFormState, lang: PageLanguage) => Buffer;
};

const FIELD_OF: Record<string, keyof FinderFormState['errors']> = {
  message: 'message',
  contact: 'contact',
  lat: 'location',
  lng: 'location',
};

/**
 * The form's body is at most 16 KB (its parser's limit): over it, the 413 page says the message's limit. Control
 * characters, U+0000 included, are removed from what the finder typed (cleanFinderText), not refused.
 */
const FINDER_ROUTE_CONFIG = { tooLargeMessage: LOST_TEXTS.finderMessageTooLong, ownNul: ['body'] as const };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * POST /t/{code}/contato and /p/{slug}/contato: the finder's form on a LOST tag's page and on its profile's page, a
 * plain application/x-www-form-urlencoded post (works with JavaScript off) answered by a whole page: the
 * confirmation (200), the form again with the errors next to their fields (400), or the panel (409 not lost, 429 over
 * the limits). Registered inside the public HTML routes' plugin (src/routes.ts hands it to publicRoutes): its error
 * panels answer here too, its urlencoded parser stays there, and the pages come from the public service's `html`.
 */
export function registerFinderRoutes(
  app: FastifyInstance,
  options: { hot: () => { helmet: false; onRequest: onRequestHookHandler[] } },
) {
  const { publicPages, lostMode } = app.services;
  const { finderSentHtml, publicPageHtml, publicTagHtml } = publicPages.html;
  const appName = app.config.appName;
  // The same counters as the JSON twin's (lib/finder-limits.ts).
  const isOver = finderLimitsOf(app);

  // The urlencoded body is read by the public HTML routes' parser (16 KB at most), shared with the PIN's form.

  app.get(FINDER_SCRIPT_ROUTE, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(FINDER_SCRIPT),
  );

  const { sendHtml, panel } = publicPages.html.formReplies(appName);

  async function answer(request: FastifyRequest, reply: FastifyReply, page: FinderPage | null, back: string) {
    // The page's language (issue 24): the form's ?lang= (kept from the page's link) or the browser's.
    const lang = pageLanguage(request, reply, page?.back ?? back);
    if (!page) return panel(reply, 409, LOST_TEXTS.notLost, back, lang);
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const values = { message: text(raw.message), contact: text(raw.contact), lat: text(raw.lat), lng: text(raw.lng) };
    const parsed = finderContactRequestSchema.safeParse({ ...values, website: text(raw.website) });
    if (!parsed.success) {
      const errors: FinderFormState['errors'] = {};
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])] ?? 'form';
        errors[field] ??= publicMessageIn(issue.message, lang.locale);
      }
      return sendHtml(reply, 400, page.html({ values, errors }, lang));
    }
    if (await isOver(request, await lostMode.finderLimitKey(page.target)))
      return panel(reply, 429, LOST_TEXTS.tooManyMessages, page.back, lang);
    const input: FinderContactRequest = parsed.data;
    const sent = await lostMode.relayFinderMessage(page.target, input, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return sendHtml(
      reply,
      200,
      finderSentHtml({
        theme: page.theme,
        appName,
        withContact: sent.message === LOST_TEXTS.sent,
        backHref: page.back,
        lang,
      }),
    );
  }

  app.post<{ Params: { code: string } }>(
    '/t/:code/contato',
    { ...options.hot(), config: FINDER_ROUTE_CONFIG, schema: { hide: true } },
    async (request, reply) => {
      const back = `/t/${encodeURIComponent(request.params.code)}`;
      const tag = await publicPages.publicTag(request.params.code);
      const { view, allowIndexing } = tag;
      const page: FinderPage | null =
        view.lost && view.owner
          ? {
              target: { tagCode: view.code },
              back: `/t/${encodeURIComponent(view.code)}`,
              theme: view.theme,
              html: (state, lang) =>
                publicTagHtml({ view, card: tag.card?.view }, allowIndexing, { finder: state, lang }),
            }
          : null;
      return answer(request, reply, page, back);
    },
  );

  app.post<{ Params: { slug: string } }>(
    '/p/:slug/contato',
    { ...options.hot(), config: FINDER_ROUTE_CONFIG, schema: { hide: true } },
    async (request, reply) => {
      const back = `/p/${encodeURIComponent(request.params.slug)}`;
      let result = await publicPages.publicPage(request.params.slug);
      if (result?.kind === 'redirect') result = await publicPages.publicPage(result.slug);
      if (!result || result.kind !== 'page') throw new AppError(404, 'PAGE_NOT_FOUND', 'not found');
      const { view, allowIndexing } = result;
      const page: FinderPage | null = view.lost
        ? {
            target: { pageSlug: view.slug },
            back: `/p/${view.slug}`,
            theme: view.theme,
            html: (state, lang) => publicPageHtml(view, allowIndexing, { finder: state, lang }),
          }
        : null;
      return answer(request, reply, page, back);
    },
  );
}
