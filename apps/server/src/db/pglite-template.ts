import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, PGLITE_TEMPLATE } from '../paths.js';
import { PGLITE_EXTENSIONS } from './client.js';

/**
 * The embedded database's first start (issue 27): `npm run build` writes an initialised and migrated PGlite data
 * directory to dist/ once, and a new DATA_DIR starts from it instead of running initdb and every migration (seconds
 * on a small machine, and a second PGlite instance's memory that the process keeps). The migrations still run after
 * it, so a template older than the code only adds the newer ones. Without the file (running from source), initdb.
 */
export async function writePgliteTemplate(filePath: string = PGLITE_TEMPLATE): Promise<void> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const tarball = await client.dumpDataDir('gzip');
    writeFileSync(filePath, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** The built template as PGlite's loadDataDir takes it, or undefined when there is none. */
export function pgliteTemplate(filePath: string = PGLITE_TEMPLATE): Blob | undefined {
  return existsSync(filePath) ? new Blob([readFileSync(filePath)]) : undefined;
}
