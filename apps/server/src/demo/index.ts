/**
 * The demo data (docs/ARCHITECTURE.md, 'Demo data'): every demo account, tag, page, photo, piece of equipment and
 * chart, seeded through the same services an admin or a user goes through, in the order they need each other.
 * main.ts calls seedDemoExclusively on a new embedded database (or with SEED_DEMO=true); the tests call seedDemo.
 */
import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { Services } from '../services.js';
import { seedDemoAccounts, seedDemoNotices } from './accounts.js';
import { seedDemoAnalytics } from './analytics.js';
import { DEMO_PAGE_SLUGS, seedDemoClients } from './clients.js';
import { seedDemoMaintenance } from './maintenance.js';
import { seedDemoPhotos } from './photos.js';
import { seedDemoTags } from './tags.js';

export { DEMO_ACCOUNTS, SYSTEM_NOTICE_TITLE } from './accounts.js';

/** docs/ARCHITECTURE.md: on by default only for a new embedded database; never with DATABASE_URL unless SEED_DEMO=true. */
export function shouldSeedDemo(config: Pick<Config, 'seedDemo' | 'databaseUrl'>, isNewEmbedded: boolean): boolean {
  if (config.seedDemo === false) return false;
  if (config.databaseUrl) return config.seedDemo === true;
  return config.seedDemo === true || isNewEmbedded;
}

/** What the seed says while it works (main.ts passes the app's logger): one pt-BR line as each step starts. */
type DemoProgressLog = { info: (message: string) => void };

/** 'Criando dados de demonstração… 3/6': the line each step of the demo seed logs as it starts. */
const demoProgressLine = (step: number, total: number) => `Criando dados de demonstração… ${step}/${total}`;
/** Logged once the demo data is in place. */
const DEMO_CREATED_LINE = 'Dados de demonstração criados.';

/** Logged when a new installation began as a copy of the demo `npm run build` seeded today (template-copy.ts). */
export const DEMO_COPIED_LINE = 'Dados de demonstração copiados do modelo criado hoje por npm run build.';

/** pg_advisory_lock key held while seeding the demo (any fixed number this application alone uses). */
const DEMO_SEED_LOCK_ID = 7_135_100_416;

/**
 * The demo seed under an advisory lock: instances starting together with SEED_DEMO=true on a new database take
 * turns, so the second finds everything in place instead of failing on 'Este e-mail já está cadastrado.'.
 */
export function seedDemoExclusively(
  database: DatabaseHandle,
  services: Services,
  log?: DemoProgressLog,
): Promise<void> {
  return database.exclusive(DEMO_SEED_LOCK_ID, async () => {
    await seedDemo(services, database.db, { log });
    log?.info(DEMO_CREATED_LINE);
  });
}

/** The steps seedDemo reports: accounts, tags, clients, maintenance, photos, charts. */
const DEMO_STEPS = 6;

/**
 * The one entry: each step leaves what exists alone, so seeding twice adds nothing. `db` is for what no service
 * writes: the maintenance records' dates of logging and the generated views and scans.
 */
export async function seedDemo(
  services: Services,
  db: Database,
  options: { now?: Date; log?: DemoProgressLog } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const step = (index: number) => options.log?.info(demoProgressLine(index, DEMO_STEPS));
  step(1);
  const created = await seedDemoAccounts(services);
  step(2);
  await seedDemoTags(services);
  step(3);
  await seedDemoClients(services);
  // The demo technician's dozen pieces of equipment (needs the clients' patrimonio@demo.portal account).
  step(4);
  await seedDemoMaintenance(services, db, now);
  step(5);
  await seedDemoPhotos(services, [
    { slug: DEMO_PAGE_SLUGS.user, kind: 'person' },
    { slug: DEMO_PAGE_SLUGS.pet, kind: 'pet' },
    { slug: DEMO_PAGE_SLUGS.equipment, kind: 'equipment' },
  ]);
  // Living charts on first start: 90 days of views and scans, only while there is no view yet.
  step(6);
  await seedDemoAnalytics(db);
  // Once, when the demo accounts are first created: SEED_DEMO=true on every start must not repeat it.
  if (created > 0) await seedDemoNotices(services, now);
}
