import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the Workbox service worker built by vite-plugin-pwa (vite.config.ts): it precaches the app shell so
 * /tecnico opens offline after one visit. A new version takes over by itself (autoUpdate) on the next navigation.
 */
export function registerServiceWorker(): void {
  registerSW({ immediate: true });
}
