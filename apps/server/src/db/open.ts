import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { openPglite, openPostgres, type DatabaseHandle, type DatabaseLog } from './client.js';
import { copyPgliteTemplate } from './pglite-template.js';

/** PGlite in DATA_DIR/db unless DATABASE_URL is set; reports whether the database is new. */
export async function openDatabase(
  config: Config,
  log?: DatabaseLog,
  options: { template?: string } = {},
): Promise<{ handle: DatabaseHandle; isNewEmbedded: boolean }> {
  if (config.databaseUrl) {
    return {
      handle: openPostgres(config.databaseUrl, { timeouts: config.databaseTimeouts, log }),
      isNewEmbedded: false,
    };
  }
  const location = path.join(config.dataDir, 'db');
  const isNewEmbedded = !existsSync(path.join(location, 'PG_VERSION'));
  // A new one starts as a copy of the build's migrated template when there is one (no initdb, no migrations to replay).
  if (isNewEmbedded) copyPgliteTemplate(location, options.template);
  return { handle: await openPglite(config.dataDir), isNewEmbedded };
}
