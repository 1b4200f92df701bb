/**
 * The public pages as React components: the server renders them to complete HTML (/p/{slug}, /t/{code},
 * the error panel); the web app shows the same page live in the editor's preview. Import from
 * '@portal/shared/public-page' (the main entry stays free of React). Each TSX file names its JSX runtime in
 * its first line, so it compiles the same under tsx, Vite and tsc, whatever tsconfig is nearest.
 */
export { avatarSvg, escapeXml, INITIALS_PATTERN } from './avatar.js';
export { contrastRatio, readableShade } from './contrast.js';
export { PublicDocument, type PublicHead } from './document.js';
export { ErrorPanelBody, errorPanelTitle } from './error-panel.js';
export { FinderSentBody, type FinderFormState } from './finder-form.js';
export { photoPlaceholderDataUrl } from './photo.js';
export { LanguageSwitcher, PublicLanguageProvider, usePublicLanguage } from './i18n/context.js';
export {
  choosePublicLocale,
  DEFAULT_PUBLIC_LOCALE,
  formatVisitorDay,
  formatVisitorDateTime,
  formatVisitorTime,
  parseAcceptLanguage,
  PUBLIC_LANGUAGE_NAMES,
  PUBLIC_LANGUAGES,
  publicTextsOf,
  type PublicLanguage,
  type PublicLocale,
} from './i18n/language.js';
export { PT_BR_TEXTS, type PublicTexts } from './i18n/pt-BR.js';
export { PinForm, type PinFormState } from './pin-form.js';
export { ProblemSentBody, type ProblemFormState } from './problem-form.js';
export {
  PublicPageBody,
  publicPageBodyHtml,
  lostPetShareImagePath,
  publicPageHead,
  type CardDoor,
  type PrivateMarks,
  type PublicPageView,
} from './page.js';
export { PublicTagBody, publicTagHead, type PublicTagView } from './tag.js';
export { PublicTagCardBody } from './tag-card.js';
export { isUnclaimedTag, UnclaimedTagBody } from './unclaimed-tag.js';
export { StaleCopyBanner } from './stale-banner.js';
export { PUBLIC_PAGE_CSS, themeVars } from './styles.js';
