import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, PGLITE_TEMPLATE } from '../paths.js';
import { PGLITE_EXTENSIONS } from './client.js';

/**
 * The embedded database's first start (issue 27): `npm run build` leaves an initialised and migrated PGlite data
 * directory in dist/, and a new DATA_DIR starts as a copy of it instead of running initdb and every migration
 * (seconds on a small machine, and a second PGlite instance whose memory the process keeps). The migrations still
 * run after it, so a template older than the code only adds the newer ones. Without it (running from source), initdb.
 */
export async function writePgliteTemplate(folder: string = PGLITE_TEMPLATE): Promise<void> {
  rmSync(folder, { recursive: true, force: true });
  const client = await PGlite.create(folder, { extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.close();
  }
}

/**
 * Copies the template into `location` (DATA_DIR/db) when it is missing or empty; false when there is no template or
 * something is already there. Copied beside it first, then renamed: a start cut short never leaves half a database.
 */
export function copyPgliteTemplate(location: string, template: string = PGLITE_TEMPLATE): boolean {
  if (!existsSync(path.join(template, 'PG_VERSION'))) return false;
  if (existsSync(location) && readdirSync(location).length > 0) return false;
  const partial = `${location}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  rmSync(location, { recursive: true, force: true });
  renameSync(partial, location);
  return true;
}
