import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { prepareDataDir } from './lib/data-dir.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { openRedis } from './lib/redis.js';
import { createStorage } from './lib/storage/storage.js';
import { createTokenSigner } from './lib/tokens.js';
import { trustFunctionOf } from './lib/trust-proxy.js';
import authPlugin from './plugins/auth.js';
import readinessPlugin from './lifecycle/readiness.js';
import errorsPlugin, { answerFrameworkError } from './plugins/errors.js';
import compressPlugin from './plugins/external/compress.js';
import helmetPlugin from './plugins/external/helmet.js';
import rateLimitPlugin from './plugins/external/rate-limit.js';
import swaggerPlugin from './plugins/external/swagger.js';
import underPressurePlugin from './plugins/external/under-pressure.js';
import webPlugin from './plugins/web.js';
import wellFormedTextPlugin from './plugins/well-formed-text.js';
import { registerRoutes } from './routes.js';
import { createServices } from './services.js';
import './types.js';

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  /** The server's logger (lib/logger.ts); none in most tests. */
  logger?: FastifyBaseLogger;
};

/** Builds the whole HTTP app around an open database; main.ts and the tests both use it. */
export async function buildApp(options: AppOptions) {
  // DATA_DIR and its folders exist before anything writes there (main.ts already stopped with one line if it cannot).
  prepareDataDir(options.config.dataDir);
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: trustFunctionOf(options.config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Without JWT_SECRET on PostgreSQL the key is the database's: main.ts reads it before building the app.
  if (!options.config.jwtSecret)
    throw new Error('config.jwtSecret is unset: resolve the installation secret before buildApp');
  const tokens = createTokenSigner(options.config.jwtSecret);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: options.config.smtpUrl,
      from: options.config.mailFrom,
      dataDir: options.config.dataDir,
      log: app.log,
    });

  const redis = options.config.redisUrl ? await openRedis(options.config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', () => redis.close());

  app.decorate('config', options.config);
  app.decorate('database', options.database);
  app.decorate('redis', redis ?? null);
  app.decorate(
    'services',
    createServices({
      db: options.database.db,
      config: options.config,
      mailer,
      tokens,
      log: app.log,
      storage: createStorage(options.config),
      redis: redis?.client,
    }),
  );

  // The notices' outbox (issue 42): a worker in every instance, stopped (its sends marked) before the database closes.
  app.addHook('onReady', async () => app.services.notifications.startDelivery());
  app.addHook('onClose', () => app.services.notifications.stopDelivery());
  app.addHook('onReady', async () => app.services.webhooks.startDelivery());
  app.addHook('onClose', () => app.services.webhooks.stopDelivery());

  await app.register(errorsPlugin);
  await app.register(readinessPlugin);
  await app.register(wellFormedTextPlugin);
  await app.register(helmetPlugin);
  await app.register(compressPlugin);
  await app.register(underPressurePlugin);
  await app.register(rateLimitPlugin, { redis });
  await app.register(swaggerPlugin);
  await app.register(authPlugin, { tokens });
  await registerRoutes(app);
  await app.register(webPlugin);
  return app;
}
