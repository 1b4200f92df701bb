/**
 * Set by `npm run build`'s own start of the server (code-cache.ts): the loader (bundle-loader.ts) then writes V8's
 * code cache as the server exits. A file of its own, so the loader imports nothing else at start.
 */
export const WRITE_CODE_CACHE_ENV = 'PORTAL_WRITE_CODE_CACHE';
