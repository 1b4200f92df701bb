import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { copyDemoTemplate } from '../demo/template-copy.js';
import { openPglite, openPostgres, type DatabaseHandle, type DatabaseLog } from './client.js';
import { copyPgliteTemplate } from './pglite-template.js';

/**
 * PGlite in DATA_DIR/db unless DATABASE_URL is set; reports whether the database is new, and whether it began as
 * a copy of the build's demo installation (`demoTemplate`: the caller wants the demo; template-copy.ts says when).
 */
export async function openDatabase(
  config: Config,
  log?: DatabaseLog,
  options: { template?: string; demoTemplate?: string; now?: Date } = {},
): Promise<{ handle: DatabaseHandle; isNewEmbedded: boolean; demoCopied: boolean }> {
  if (config.databaseUrl) {
    return {
      handle: openPostgres(config.databaseUrl, { timeouts: config.databaseTimeouts, log }),
      isNewEmbedded: false,
      demoCopied: false,
    };
  }
  const location = path.join(config.dataDir, 'db');
  const isNewEmbedded = !existsSync(path.join(location, 'PG_VERSION'));
  const demoCopied =
    isNewEmbedded && options.demoTemplate !== undefined
      ? copyDemoTemplate(config.dataDir, { template: options.demoTemplate, now: options.now })
      : false;
  // Otherwise a new one starts as a copy of the build's migrated template when there is one (no initdb, no migrations).
  if (isNewEmbedded && !demoCopied) copyPgliteTemplate(location, options.template);
  return { handle: await openPglite(config.dataDir), isNewEmbedded, demoCopied };
}
