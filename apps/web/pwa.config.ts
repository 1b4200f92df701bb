import type { ManifestOptions } from 'vite-plugin-pwa';

/** Brand blue of the logo (public/favicon.svg) and index.html's theme-color. */
const BRAND_COLOR = '#2563eb';

/**
 * The installable technician app: opens on /tecnico, standalone, in pt-BR. The scope is the whole SPA (the login and
 * the account screens belong to it); the icons are PNGs made with sharp from public/favicon.svg (public/icons).
 */
export const technicianAppManifest: Partial<ManifestOptions> = {
  id: '/tecnico',
  name: 'Portal NFC — Técnico',
  short_name: 'Portal Técnico',
  description: 'Painel técnico: equipamentos, planos e registros de manutenção, também sem conexão.',
  lang: 'pt-BR',
  dir: 'ltr',
  start_url: '/tecnico',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: BRAND_COLOR,
  background_color: '#f8fafc',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * Navigations the service worker leaves to the network: the public pages /p and /t (server-rendered, always
 * fresh), the API (also its file links opened in a tab) and the server's own files.
 */
export const NOT_THE_APP_SHELL: readonly RegExp[] = [
  /^\/api(\/|$)/,
  /^\/p(\/|$)/,
  /^\/t(\/|$)/,
  /^\/fonts\//,
  /^\/(robots\.txt|sitemap[^/]*\.xml)$/,
];
