/** What the public tag page's tests leave as it is in every view they build. */
import { DEFAULT_THEME } from '../page-theme.js';
import type { PublicTagView } from '../public-tag-view.js';

export const TAG_VIEW_DEFAULTS = {
  theme: DEFAULT_THEME,
  appName: 'Portal',
  publicUrl: '',
  serviceLog: [],
} satisfies Partial<PublicTagView>;
