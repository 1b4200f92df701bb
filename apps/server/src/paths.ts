/**
 * Folders the server reads at run time, resolved from this file. It sits directly in src/, at the same depth as
 * the built dist/server.cjs, so the same relative paths hold whether the server runs from source or from the bundle.
 */

/** The committed SQL migrations (drizzle-kit output). */
export const MIGRATIONS_FOLDER = new URL('../drizzle', import.meta.url).pathname;

/** The embedded database's initialised and migrated data directory, written by `npm run build` (db/pglite-template.ts). */
export const PGLITE_TEMPLATE = new URL('../dist/pglite-template', import.meta.url).pathname;

/**
 * The demo installation `npm run build` seeds (demo/template.ts): a DATA_DIR's `db` and `files`, copied by a new
 * embedded installation on the day it was made instead of seeding the demo again.
 */
export const DEMO_TEMPLATE = new URL('../dist/demo-template', import.meta.url).pathname;
