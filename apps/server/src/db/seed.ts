import { TEXTS, type Role } from '@portal/shared';
import type { Config } from '../config.js';
import type { DatabaseHandle } from './client.js';
import { AppError } from '../lib/errors.js';
import type { Services } from '../services.js';
import { seedDemoTags } from '../modules/tags/seed.js';
import { DEMO_PAGE_SLUGS, seedDemoClients } from '../modules/clients/seed.js';
import { seedDemoPhotos } from '../modules/photos/seed.js';

export type DemoAccount = { email: string; password: string; name: string; role: Role };

/** The demo logins (printed at start and listed in the README). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@demo.portal', password: 'admin12345', name: 'Ana Administradora', role: 'ADMIN' },
  { email: 'usuario@demo.portal', password: 'usuario12345', name: 'Bruno Usuário', role: 'USER' },
  { email: 'tecnico@demo.portal', password: 'tecnico12345', name: 'Carla Técnica', role: 'TECHNICIAN' },
];

const DEMO_USERS = [
  ['Daniela Souza', 'daniela.souza@demo.portal', true],
  ['Eduardo Lima', 'eduardo.lima@demo.portal', false],
  ['Fernanda Alves', 'fernanda.alves@demo.portal', true],
  ['Gustavo Pereira', 'gustavo.pereira@demo.portal', false],
  ['Helena Rocha', 'helena.rocha@demo.portal', false],
  ['Igor Martins', 'igor.martins@demo.portal', true],
] as const;

/** The title of the spec's example system notices, seeded only with the demo data. */
export const SYSTEM_NOTICE_TITLE = 'Aviso do sistema';

const HOUR_MS = 3_600_000;

/**
 * The spec's system notices ('Atualização 2.1.0 disponível', ...) are examples, not news: they exist only in the
 * demo, once, each with a time of its own in the past (so the bell reads 'há 3 horas', 'ontem às 14:20', ...).
 */
export const demoSystemNotices = (now: Date) => [
  { body: TEXTS.notifications.systemBackup, createdAt: new Date(now.getTime() - 3 * HOUR_MS) },
  { body: TEXTS.notifications.systemMaintenance, createdAt: new Date(now.getTime() - 26 * HOUR_MS) },
  { body: TEXTS.notifications.systemUpdate, createdAt: new Date(now.getTime() - 74 * HOUR_MS) },
];

/** docs/ARCHITECTURE.md: on by default only for a new embedded database; never with DATABASE_URL unless SEED_DEMO=true. */
export function shouldSeedDemo(config: Pick<Config, 'seedDemo' | 'databaseUrl'>, isNewEmbedded: boolean): boolean {
  if (config.seedDemo === false) return false;
  if (config.databaseUrl) return config.seedDemo === true;
  return config.seedDemo === true || isNewEmbedded;
}

/** ADMIN_EMAIL + ADMIN_PASSWORD: create that admin at start if it does not exist. */
export async function ensureAdmin(services: Services, admin: { email: string; password: string }): Promise<boolean> {
  if (await services.users.findByEmail(admin.email)) return false;
  try {
    await services.users.createUser({
      email: admin.email,
      password: admin.password,
      name: 'Administrador',
      role: 'ADMIN',
    });
  } catch (error) {
    // Two instances starting together with one ADMIN_EMAIL: the other one created it first.
    if (error instanceof AppError && error.code === 'EMAIL_TAKEN') return false;
    throw error;
  }
  return true;
}

/** pg_advisory_lock key held while seeding the demo (any fixed number this application alone uses). */
const DEMO_SEED_LOCK_ID = 7_135_100_416;

/**
 * The demo seed under an advisory lock: instances starting together with SEED_DEMO=true on a new database take
 * turns, so the second finds everything in place instead of failing on 'Este e-mail já está cadastrado.'.
 */
export function seedDemoExclusively(database: DatabaseHandle, services: Services): Promise<void> {
  return database.exclusive(DEMO_SEED_LOCK_ID, () => seedDemo(services));
}

/** Demo data for a new embedded database: the three demo accounts and a few more users. */
export async function seedDemo(services: Services, now: Date = new Date()): Promise<void> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await services.users.findByEmail(account.email)) continue;
    await services.users.createUser(account);
    created += 1;
  }
  for (const [name, email, isSubscriber] of DEMO_USERS) {
    if (await services.users.findByEmail(email)) continue;
    const user = await services.users.createUser({ email, name, password: 'demo12345', role: 'USER' });
    if (isSubscriber) await services.users.setSubscriber(user.id, true);
  }
  await seedDemoTags(services);
  await seedDemoClients(services);
  // The demo technician's dozen pieces of equipment (needs the clients' patrimonio@demo.portal account).
  await services.maintenanceDemo.seed();
  await seedDemoPhotos(services, [
    { slug: DEMO_PAGE_SLUGS.user, kind: 'person' },
    { slug: DEMO_PAGE_SLUGS.pet, kind: 'pet' },
    { slug: DEMO_PAGE_SLUGS.equipment, kind: 'equipment' },
  ]);
  // Living charts on first start: 90 days of views and scans, only while there is no view yet.
  await services.analytics.seedDemo();
  // Once, when the demo accounts are first created: SEED_DEMO=true on every start must not repeat it.
  if (created === 0) return;
  for (const notice of demoSystemNotices(now)) {
    await services.messages.postMessage({ toRole: 'ADMIN', title: SYSTEM_NOTICE_TITLE, ...notice });
  }
  await services.messages.postMessage({
    toRole: 'ADMIN',
    title: 'Bem-vindo',
    body: 'Os dados de demonstração foram criados.',
    createdAt: now,
  });
}
