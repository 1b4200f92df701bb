/** @jsxRuntime automatic @jsxImportSource @portal/shared */
/**
 * The public pages as complete HTML: the shared JSX components (the same the app's editor previews) rendered to a
 * string by the HTML runtime (@portal/shared/html; React's server renderer cost most of a scan's CPU, issue 27),
 * readable with JavaScript off and on a slow network: no script but the tag page's small external one (its
 * signed-in visitor's actions).
 */
import type { ReactNode } from 'react';
import { PROBLEM_TEXTS, PUBLIC_PAGE_DEFAULT_THEME, type PageTheme } from '@portal/shared';
import { renderHtmlChunks } from '@portal/shared/html';
import {
  ErrorPanelBody,
  errorPanelTitle,
  FinderSentBody,
  DEFAULT_PUBLIC_LOCALE,
  PublicDocument,
  PublicLanguageProvider,
  PublicPageBody,
  publicTextsOf,
  publicPageHead,
  PublicTagBody,
  PublicTagCardBody,
  publicTagHead,
  ProblemSentBody,
  type ProblemFormState,
  isUnclaimedTag,
  UnclaimedTagBody,
  StaleCopyBanner,
  type FinderFormState,
  type PinFormState,
  type PublicHead,
  type PublicPageView,
  type PublicTagView,
} from '@portal/shared/public-page';
import { FINDER_SCRIPT_URL } from '../lost-mode/service.js';
import { FAMILY_SHARE_SCRIPT_URL } from '../open-alert/service.js';
import { fontFaceCss } from './fonts.js';
import { publicMessageIn, type PageLanguage } from './language.js';
import type { FastifyReply } from 'fastify';
import { TAG_ACTIONS_SCRIPT_URL } from './tag-actions-script.js';

/**
 * The page as the UTF-8 bytes the socket gets. The stylesheet's bytes (about half a page) are copied as they were
 * encoded once; the rest is encoded here, once, into a buffer as large as it could need. A string would be measured
 * (content-length) and then encoded again on every scan: twice the work, and slow for a page with any character
 * beyond Latin-1 (issue 27).
 */
function htmlBytes(chunks: Array<string | Uint8Array>): Buffer {
  let bound = 0;
  for (const chunk of chunks) bound += typeof chunk === 'string' ? chunk.length * 3 : chunk.length;
  const bytes = Buffer.allocUnsafe(bound);
  let length = 0;
  for (const chunk of chunks) {
    if (typeof chunk === 'string') length += bytes.write(chunk, length);
    else {
      bytes.set(chunk, length);
      length += chunk.length;
    }
  }
  return bytes.subarray(0, length);
}

/**
 * A complete page, as UTF-8; it declares only its theme's font (self-hosted, see fonts.ts). `lang`: the visitor's
 * language and the page's path for the switcher (issue 24); without it, pt-BR and no switcher. `noindex`: out of
 * search results (a person's page by default, every panel).
 */
function documentHtml(
  head: PublicHead,
  theme: PageTheme,
  body: ReactNode,
  options: { lang?: PageLanguage; noindex: boolean; stale?: StaleCopy },
): Buffer {
  const stale = options.stale;
  return htmlBytes(
    renderHtmlChunks(
      <PublicLanguageProvider locale={options.lang?.locale ?? DEFAULT_PUBLIC_LOCALE} switcherPath={options.lang?.path}>
        <PublicDocument head={head} theme={theme} noindex={options.noindex} fontFaceCss={fontFaceCss(theme.fontFamily)}>
          {stale && <StaleCopyBanner savedAt={stale.savedAt} timeZone={stale.timeZone} />}
          {body}
        </PublicDocument>
      </PublicLanguageProvider>,
      '<!doctype html>',
    ),
  );
}

/** Issue 41: a page answered from its last copy (last-copy.ts) says when that copy was made. */
export type StaleCopy = { savedAt: string; timeZone?: string };

const textsOf = (lang?: PageLanguage) => publicTextsOf(lang?.locale.language ?? 'pt-BR');

/**
 * What a page may carry besides its view: the finder's form state, the PIN form's error, the visitor's language, the
 * last copy's date, and (issue 42) the family alert's share button when the profile's alert is on.
 */
type PageOptions = {
  finder?: FinderFormState;
  pin?: PinFormState;
  lang?: PageLanguage;
  stale?: StaleCopy;
  familyShare?: boolean;
  /** Issue 44: an equipment's 'Relatar um problema' sent back with its errors. */
  problem?: ProblemFormState;
};
const familyShareOf = (options: PageOptions) => (options.familyShare ? { script: FAMILY_SHARE_SCRIPT_URL } : undefined);

/**
 * allowIndexing off (a person's page by default): the head carries <meta name="robots" content="noindex">. A lost
 * profile's page carries the finder's form: `finder` is what the finder typed and its errors, when sent back. `pin`:
 * the PIN form's error (a wrong PIN, the lock).
 */
export const publicPageHtml = (view: PublicPageView, allowIndexing: boolean, options: PageOptions = {}) =>
  documentHtml(
    publicPageHead(view, textsOf(options.lang)),
    view.theme,
    <PublicPageBody
      view={view}
      finder={{ state: options.finder, script: FINDER_SCRIPT_URL }}
      pin={options.pin}
      familyShare={familyShareOf(options)}
    />,
    { lang: options.lang, noindex: !allowIndexing, stale: options.stale },
  );

/**
 * A tag page follows the page of the profile it opens (see publicTag). Its one script, external and deferred, adds
 * the signed-in visitor's actions; the page is complete without it. Issue 41: a person's tag answers their card
 * (`card`, PublicTagCardBody) under the tag's title; `pin`: the card's PIN form after a try.
 */
export const publicTagHtml = (
  tag: { view: PublicTagView; card?: PublicPageView | null },
  allowIndexing: boolean,
  options: PageOptions = {},
) => {
  const { view, card } = tag;
  const finder = { state: options.finder, script: FINDER_SCRIPT_URL };
  return documentHtml(
    publicTagHead(view, textsOf(options.lang)),
    view.theme,
    // Issue 43: a printed tag nobody activated yet says what it is and how to activate it.
    isUnclaimedTag(view) ? (
      <UnclaimedTagBody view={view} />
    ) : card ? (
      <PublicTagCardBody
        tag={view}
        card={card}
        pin={options.pin}
        finder={finder}
        familyShare={familyShareOf(options)}
      />
    ) : (
      <PublicTagBody view={view} actionsScript={TAG_ACTIONS_SCRIPT_URL} finder={finder} problem={options.problem} />
    ),
    { lang: options.lang, noindex: !allowIndexing, stale: options.stale },
  );
};

/** The finder's message went out: the confirmation, in the page's theme, with the way back. Never indexed. */
export const finderSentHtml = (options: {
  theme: PageTheme;
  appName: string;
  withContact: boolean;
  backHref: string;
  lang?: PageLanguage;
}) =>
  documentHtml(
    {
      title: `${textsOf(options.lang).lost.formTitle} · ${options.appName}`,
      description: textsOf(options.lang).lost.sentNoContact,
      siteName: options.appName,
    },
    options.theme,
    <FinderSentBody withContact={options.withContact} backHref={options.backHref} />,
    { lang: options.lang, noindex: true },
  );

/** Issue 44: a reported problem was received: the confirmation and the way back (nothing typed is repeated). */
export const problemSentHtml = (options: {
  theme: PageTheme;
  appName: string;
  backHref: string;
  lang?: PageLanguage;
}) =>
  documentHtml(
    {
      title: `${PROBLEM_TEXTS.sentTitle} · ${options.appName}`,
      description: PROBLEM_TEXTS.sent,
      siteName: options.appName,
    },
    options.theme,
    <ProblemSentBody backHref={options.backHref} />,
    { lang: options.lang, noindex: true },
  );

/** The spec's error panel as a page of its own, with the status's title. */
export function errorPanelHtml(options: {
  status: number;
  message: string;
  retryUrl: string;
  appName: string;
  lang?: PageLanguage;
}): Buffer {
  const title = errorPanelTitle(options.status, textsOf(options.lang).errorPanel);
  return documentHtml(
    { title: `${title} · ${options.appName}`, description: options.message, siteName: options.appName },
    PUBLIC_PAGE_DEFAULT_THEME,
    <ErrorPanelBody status={options.status} message={options.message} retryUrl={options.retryUrl} />,
    { lang: options.lang, noindex: true },
  );
}

/**
 * How the public pages' plain HTML forms (the finder's message, a problem report) answer: a page never cached nor
 * indexed, and the error panel in the visitor's language with the way back to the form's page.
 */
function formReplies(appName: string) {
  const sendHtml = (reply: FastifyReply, status: number, body: Buffer) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(body);
  const panel = (reply: FastifyReply, status: number, message: string, back: string, lang: PageLanguage) =>
    sendHtml(
      reply,
      status,
      errorPanelHtml({ status, message: publicMessageIn(message, lang.locale), retryUrl: back, appName, lang }),
    );
  return { sendHtml, panel };
}

/** The public pages' HTML as other modules reach it, through the public service (the finder's form answers with them). */
export const publicHtml = {
  publicPageHtml,
  publicTagHtml,
  finderSentHtml,
  problemSentHtml,
  errorPanelHtml,
  formReplies,
};
