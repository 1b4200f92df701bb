import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { openPglite, openPostgres, type DatabaseHandle, type DatabaseLog } from './client.js';

/** PGlite in DATA_DIR/db unless DATABASE_URL is set; reports whether the database is new. */
export async function openDatabase(
  config: Config,
  log?: DatabaseLog,
): Promise<{ handle: DatabaseHandle; isNewEmbedded: boolean }> {
  if (config.databaseUrl) {
    return {
      handle: openPostgres(config.databaseUrl, { timeouts: config.databaseTimeouts, log }),
      isNewEmbedded: false,
    };
  }
  const isNewEmbedded = !existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'));
  return { handle: await openPglite(config.dataDir), isNewEmbedded };
}
