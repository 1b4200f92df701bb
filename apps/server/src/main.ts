import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/open.js';
import { DEMO_ACCOUNTS, ensureAdmin, seedDemo, shouldSeedDemo } from './db/seed.js';

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

  const { handle, isNewEmbedded } = await openDatabase(config);
  await handle.migrate();
  const app = await buildApp({
    config,
    database: handle,
    logger: {
      level: config.logLevel,
      ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
    },
  });
  app.addHook('onClose', async () => handle.close());

  if (config.admin && (await ensureAdmin(app.services, config.admin))) {
    app.log.info({ email: config.admin.email }, 'admin account created from ADMIN_EMAIL');
  }
  if (shouldSeedDemo(config, isNewEmbedded)) {
    await seedDemo(app.services);
    app.log.info('demo data created');
  }

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const address = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(`\n${config.appName} em ${address} (base de dados: ${handle.driver})`);
  if (!config.databaseUrl || config.seedDemo) {
    console.log('Contas de demonstração:');
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role.padEnd(10)} ${account.email} / ${account.password}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
