import { constants as zlibConstants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { NOT_THE_APP_SHELL, technicianAppManifest } from './pwa.config';

const server = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The built stylesheet moves from the head to the end of the body: index.html's loading screen (styled inline) then
 * paints with the HTML, before the stylesheet arrives, while the app's scripts still wait for the stylesheet (the
 * browser runs deferred and module scripts only once the sheets before them have loaded), so no screen of the app
 * ever shows unstyled.
 */
function stylesheetAfterLoadingScreen(): Plugin {
  return {
    name: 'portal:stylesheet-after-loading-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        if (links.length === 0) throw new Error('index.html has no stylesheet to move');
        const withoutLinks = links.reduce((page, link) => page.replace(link, ''), html);
        return withoutLinks.replace('</body>', `  ${links.join('')}\n  </body>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    stylesheetAfterLoadingScreen(),
    // The technician's installable app (issue 26): a manifest and a Workbox service worker that precaches the built
    // shell; src/main.tsx registers it lazily in production builds only.
    VitePWA({
      // The bundle-size test's in-memory build (src/app/login-bundle.test.ts) must not write sw.js into dist.
      disable: Boolean(process.env.VITEST),
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: null,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: technicianAppManifest,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        // Server-rendered pages, the API and the server's own files are never answered from the cache.
        navigateFallbackDenylist: [...NOT_THE_APP_SHELL],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    // .br and .gz beside each built file, at the highest levels (paid once, at build time); the server sends them
    // as they are (@fastify/static preCompressed). Source maps are left alone: only developers fetch them.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: zlibConstants.Z_BEST_COMPRESSION }),
      ],
      include: /\.(html|js|css|svg|json|txt|webmanifest)$/,
      threshold: 0,
      skipIfLargerOrEqual: true,
    }),
  ],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: {
    port: 5173,
    // The API and the server-rendered public pages live on the Fastify server.
    proxy: { '/api': server, '/p/': server, '/t/': server, '/fonts/': server },
  },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Everything the entry imports statically in the entry chunk itself, not also in small chunks it shares with
      // the lazy screens (React, the buttons...): the login downloads one script instead of five, and the lazy
      // screens import those modules from it.
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
});
