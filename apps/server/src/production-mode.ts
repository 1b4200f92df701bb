/**
 * Imported first by the server's entry points: libraries that read NODE_ENV when loaded (React's server
 * renderer of the public pages is ~10x slower in development mode) run in production mode unless the
 * environment says otherwise. `npm run dev` sets NODE_ENV=development; the tests run with NODE_ENV=test.
 */
process.env.NODE_ENV ??= 'production';
