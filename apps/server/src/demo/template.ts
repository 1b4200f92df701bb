import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { loadConfig, newJwtSecret } from '../config.js';
import { openDatabase } from '../db/open.js';
import { todayInSaoPaulo } from '../lib/dates.js';
import { DEMO_TEMPLATE } from '../paths.js';
import { seedDemo } from './index.js';
import { DEMO_TEMPLATE_STAMP, type DemoTemplateStamp } from './template-copy.js';
import { moveRollupsToTimeZone } from '../modules/analytics/rollup-days.js';

/**
 * What no two installations may share, emptied from the template: keys (the installation's, the activation codes'),
 * the day's visitor salt, and every token, session or second factor the seed may have left. The activation codes
 * themselves are cleared too; main.ts gives each tag a new one, sealed with the new installation's own key.
 */
const PER_INSTALLATION = [
  sql`UPDATE tags SET activation_code_sealed = NULL`,
  sql`DELETE FROM installation_keys`,
  sql`DELETE FROM installation`,
  sql`DELETE FROM visitor_salts`,
  sql`DELETE FROM sessions`,
  sql`DELETE FROM password_reset_tokens`,
  sql`DELETE FROM invitation_tokens`,
  sql`DELETE FROM email_change_tokens`,
  sql`DELETE FROM two_factor_recovery_codes`,
  sql`DELETE FROM user_two_factor`,
  sql`DELETE FROM profile_unlocks`,
  sql`DELETE FROM idempotency_keys`,
  // The seed's queued e-mails (issue 42): every new installation would send them again to the demo's addresses.
  sql`DELETE FROM notices`,
];

/**
 * `npm run build`'s demo installation (issue 27): a DATA_DIR (`db`, `files`) with the demo seeded through the
 * services as on a first start, stamped with today's date in Brasília, which template-copy.ts copies into a new
 * embedded installation on the same day. Built with a throwaway signing key and without S3, SMTP or Redis.
 */
export async function writeDemoTemplate(
  folder: string = DEMO_TEMPLATE,
  options: { now?: Date; pgliteTemplate?: string } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const config = loadConfig({ DATA_DIR: folder, JWT_SECRET: newJwtSecret(), SEED_DEMO: 'true' });
  const { handle } = await openDatabase(config, undefined, { template: options.pgliteTemplate });
  try {
    await handle.migrate();
    // Before the demo's counts are written in the zone's days, so a copy is not moved again at its start.
    await moveRollupsToTimeZone(handle.db, config.timeZone);
    const app = await buildApp({ config, database: handle });
    try {
      await seedDemo(app.services, handle.db, { now });
      for (const statement of PER_INSTALLATION) await handle.db.execute(statement);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
  // Only the database and the photos: no outbox, no upload leftovers.
  for (const entry of ['outbox', 'tmp', 'jwt-secret'])
    rmSync(path.join(folder, entry), { recursive: true, force: true });
  const stamp: DemoTemplateStamp = { seededOn: todayInSaoPaulo(now) };
  writeFileSync(path.join(folder, DEMO_TEMPLATE_STAMP), JSON.stringify(stamp));
}
