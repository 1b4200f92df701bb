// First: NODE_ENV before any library reads it.
import './production-mode.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, newJwtSecret, secretFileIn, type Config } from './config.js';
import { openDatabase } from './db/open.js';
import { startDailyJob } from './lib/daily-job.js';
import { sweepStaleUploads } from './lib/upload-files.js';
import { DataDirError, prepareDataDir } from './lib/data-dir.js';
import { createLogger } from './lib/logger.js';
import { ensureAdmin } from './db/seed.js';
import { DEMO_ACCOUNTS, DEMO_COPIED_LINE, seedDemoExclusively, shouldSeedDemo } from './demo/index.js';
import { DEMO_TEMPLATE } from './paths.js';
import { installationJwtSecret } from './modules/auth/installation.js';
import { moveRollupsToTimeZone } from './modules/analytics/rollup-days.js';
import { stopGracefullyOnSignals } from './lifecycle/shutdown.js';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  try {
    prepareDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // One logger from the start, so the database's connection errors are logged (and redacted) like the requests'.
  const logger = createLogger(config.logLevel, Boolean(process.stdout.isTTY));
  // A new embedded installation that will show the demo begins as a copy of the build's (demo/template-copy.ts).
  const wantsDemoCopy = shouldSeedDemo(config, true) && !config.s3;
  const { handle, isNewEmbedded, demoCopied } = await openDatabase(config, logger, {
    demoTemplate: wantsDemoCopy ? DEMO_TEMPLATE : undefined,
  });
  await handle.migrate();
  // The daily counts kept are moved to APP_TIME_ZONE's days once (from UTC's before issue 43, or a former zone).
  const rollups = await moveRollupsToTimeZone(handle.db, config.timeZone);
  if (rollups.moved)
    logger.info({ fromZone: rollups.from, timeZone: config.timeZone }, 'daily analytics counts moved to the zone');
  if (!config.jwtSecret) {
    // PostgreSQL without JWT_SECRET: one key for every instance, kept in the database. A key an earlier start
    // generated into DATA_DIR becomes the installation's when none exists yet, so open sessions survive the upgrade.
    config = {
      ...config,
      jwtSecret: await installationJwtSecret(handle.db, secretFileIn(config.dataDir) ?? newJwtSecret()),
    };
  }
  const app = await buildApp({ config, database: handle, logger });
  // Right after the migrations: tags from before activation codes get one (sealing needs the installation's key,
  // so a SQL migration cannot do it), and so do the demo's when copied from the build (whose codes were cleared).
  // Instances starting together fill each row once (only where it is null).
  const filled = await app.services.tags.fillMissingActivationCodes();
  if (filled > 0) app.log.info({ filled }, 'activation codes given to existing tags');
  // Uploads a crash left half-received in DATA_DIR/tmp/uploads (a request removes its own in every other case).
  const swept = await sweepStaleUploads(config.dataDir);
  if (swept > 0) app.log.info({ swept }, 'stale uploads removed');
  // The daily maintenance digest's hourly check (its first one 30 s from now); stopped before the database closes.
  const reminderJob = startDailyJob({
    label: 'maintenance reminders',
    run: (now) => app.services.reminders.runDailyReminders(now),
    log: app.log,
    firstCheckMs: 30_000,
    describe: (result) => (result.sent ? { day: result.day } : undefined),
  });
  // The opted-in owners' daily digest of scans: the same hourly check, once a day.
  const scanDigestJob = startDailyJob({
    label: 'scan digest',
    run: (now) => app.services.scanDigest.runDailyDigest(now),
    log: app.log,
    firstCheckMs: 45_000,
  });
  // Idempotency keys past IDEMPOTENCY_KEY_DAYS go (issue 26): the same hourly check; the DELETE is safe to repeat.
  const idempotencyPurgeJob = startDailyJob({
    label: 'idempotency keys purge',
    run: (now) => app.services.idempotency.purgeExpired(now),
    log: app.log,
    firstCheckMs: 60_000,
  });
  app.addHook('onClose', async () => {
    await reminderJob.stop();
    await scanDigestJob.stop();
    await idempotencyPurgeJob.stop();
  });

  if (config.admin) {
    if (await ensureAdmin(app.services, config.admin)) {
      app.log.info({ email: config.admin.email }, 'admin account created from ADMIN_EMAIL');
    } else if ((await app.services.users.findByEmail(config.admin.email))?.role !== 'ADMIN') {
      // Never promote an existing account silently; say why ADMIN_EMAIL did not give an admin.
      app.log.warn(
        { email: config.admin.email },
        'ADMIN_EMAIL belongs to an existing account that is not an admin; left unchanged',
      );
    }
  }
  const seeded = shouldSeedDemo(config, isNewEmbedded);
  if (demoCopied) {
    app.log.info(DEMO_COPIED_LINE);
  } else if (seeded) {
    // A few seconds on a new installation: a pt-BR line per step, so the wait is not silent.
    await seedDemoExclusively(handle, app.services, { info: (message) => app.log.info(message) });
  }
  // The demo logins are printed only when they exist: never with SEED_DEMO=false, nor on a DATABASE_URL not seeded now.
  const showDemoAccounts =
    seeded ||
    (config.seedDemo !== false &&
      !config.databaseUrl &&
      Boolean(await app.services.users.findByEmail(DEMO_ACCOUNTS[0]!.email)));

  // The database closes after app.close(): the plugins' onClose hooks (the batched views) still write to it.
  stopGracefullyOnSignals(app, config.shutdown, () => handle.close());

  await app.listen({ port: config.port, host: config.host });
  const address = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(`\n${config.appName} em ${address} (base de dados: ${handle.driver})`);
  if (showDemoAccounts) {
    console.log('Contas de demonstração:');
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.role.padEnd(10)} ${account.email} / ${account.password}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
