/** @jsxRuntime automatic @jsxImportSource @portal/shared */
/**
 * The visitor's language as the public page's components read it: the server wraps the page in the provider; the
 * editor's live preview has none and keeps pt-BR (the default).
 */
import type { ReactNode } from 'react';
import { createContext, useContext } from '../../html/context.js';
import {
  DEFAULT_PUBLIC_LOCALE,
  formatVisitorDateTime,
  formatVisitorDay,
  PUBLIC_LANGUAGE_NAMES,
  PUBLIC_LANGUAGES,
  publicTextsOf,
  type PublicLocale,
} from './language.js';
import type { PublicTexts } from './pt-BR.js';

/**
 * What the components read: the locale, its dictionary (`T`) and the date writers bound to it. Built once per provider
 * (not once per component that asks): a page has dozens of components and each used to build its own copy. Written
 * field by field, one shape every time: an object spread here gave every render new hidden classes, and every
 * component's reads of it missed their caches (issue 27, a tenth of a render).
 */
function languageValue(locale: PublicLocale, switcherPath?: string) {
  const T: PublicTexts = publicTextsOf(locale.language);
  return {
    language: locale.language,
    locale: locale.locale,
    explicit: locale.explicit,
    T,
    /** The page's own path (/p/{slug}, /t/{code}) the switcher's links point to; none in the editor's preview. */
    switcherPath,
    formatDay: (day: string | null | undefined) => formatVisitorDay(day, locale.locale),
    formatDateTime: (value: string | Date, timeZone?: string) => formatVisitorDateTime(value, locale.locale, timeZone),
    /** A form's action keeps a language chosen by link across its POST (the header speaks for itself). */
    withLang: (action: string) => {
      if (!locale.explicit) return action;
      const [path = '', hash] = action.split('#');
      return `${path}${path.includes('?') ? '&' : '?'}lang=${locale.language}${hash === undefined ? '' : `#${hash}`}`;
    },
  };
}

const Context = createContext(languageValue(DEFAULT_PUBLIC_LOCALE));

export function PublicLanguageProvider({
  locale,
  switcherPath,
  children,
}: {
  locale: PublicLocale;
  switcherPath?: string;
  children: ReactNode;
}) {
  return <Context.Provider value={languageValue(locale, switcherPath)}>{children}</Context.Provider>;
}

/** The visitor's dictionary and the date writers in their conventions. */
export function usePublicLanguage() {
  return useContext(Context);
}

/** Plain links to the same page in each language, the current one marked: works with JavaScript off. */
export function LanguageSwitcher() {
  const { language, switcherPath, T } = usePublicLanguage();
  if (!switcherPath) return null;
  return (
    <nav className="langs" aria-label={T.languageSwitcher}>
      {PUBLIC_LANGUAGES.map((code) => (
        <a
          key={code}
          href={`${switcherPath}?lang=${code}`}
          hrefLang={code}
          lang={code}
          {...(code === language ? { 'aria-current': 'true' as const } : {})}
        >
          {PUBLIC_LANGUAGE_NAMES[code]}
        </a>
      ))}
    </nav>
  );
}
