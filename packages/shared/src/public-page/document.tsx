/** @jsxRuntime automatic @jsxImportSource @portal/shared */
/** The complete HTML document of a public page: what the server sends, with no script. */
import type { ReactNode } from 'react';
import { EncodedHtml, renderHtml } from '../html/render.js';
import type { PageTheme } from '../page-theme.js';
import { LanguageSwitcher, usePublicLanguage } from './i18n/context.js';
import { ImagePreloads, type ImagePreload } from './preload.js';
import { rememberPure } from '../remember.js';
import { PUBLIC_PAGE_CSS, themeVars } from './styles.js';

export type PublicHead = {
  title: string;
  description: string;
  keywords?: string[];
  canonicalUrl?: string;
  imageUrl?: string;
  ogType?: 'profile' | 'website';
  siteName: string;
};

/**
 * The page's whole stylesheet per font (a handful): built and encoded as UTF-8 once, not a ~10 KB string per page
 * view (the server copies its bytes, see renderHtmlChunks).
 */
const documentCss = rememberPure(
  64,
  (fontFaceCss) => new EncodedHtml(`${fontFaceCss}html{-webkit-text-size-adjust:100%}\n${PUBLIC_PAGE_CSS}`),
);

/**
 * lang (the visitor's: pt-BR unless chosen), viewport, SEO and Open Graph tags, the inline CSS, the theme on <body>.
 * `noindex`: the robots meta; `fontFaceCss`: the @font-face rules of the page's own font (the server's self-hosted
 * files). Props of their own rather than spread into `head`: a spread per scan made a new object shape each time.
 */
export function PublicDocument({
  head,
  theme,
  noindex = false,
  fontFaceCss = '',
  children,
}: {
  head: PublicHead;
  theme: PageTheme;
  noindex?: boolean;
  fontFaceCss?: string;
  children: ReactNode;
}) {
  const keywords = head.keywords?.length ? head.keywords.join(', ') : '';
  const { locale } = usePublicLanguage();
  // The body first: its avatar names the image <head> preloads.
  const preloads: ImagePreload[] = [];
  const body = renderHtml(
    <ImagePreloads.Provider value={preloads}>
      <LanguageSwitcher />
      {children}
    </ImagePreloads.Provider>,
  );
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {preloads.map((image) =>
          'href' in image ? (
            <link key={image.href} rel="preload" as="image" href={image.href} />
          ) : (
            <link
              key={image.srcSet}
              rel="preload"
              as="image"
              imageSrcSet={image.srcSet}
              imageSizes={image.sizes}
              fetchPriority="high"
            />
          ),
        )}
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {keywords && <meta name="keywords" content={keywords} />}
        {noindex && <meta name="robots" content="noindex" />}
        {head.canonicalUrl && <link rel="canonical" href={head.canonicalUrl} />}
        <meta name="theme-color" content={theme.primaryColor} />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <meta property="og:type" content={head.ogType ?? 'website'} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:locale" content={locale.replace('-', '_')} />
        <meta property="og:site_name" content={head.siteName} />
        {head.canonicalUrl && <meta property="og:url" content={head.canonicalUrl} />}
        {head.imageUrl && <meta property="og:image" content={head.imageUrl} />}
        <meta name="twitter:card" content="summary" />
        <style
          dangerouslySetInnerHTML={{
            __html: documentCss(fontFaceCss),
          }}
        />
      </head>
      <body className="public-page" style={themeVars(theme)} dangerouslySetInnerHTML={{ __html: body }} />
    </html>
  );
}
