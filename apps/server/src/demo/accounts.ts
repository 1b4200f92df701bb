import type { Role } from '@portal/shared';
import { DEMO_MAINTENANCE_OWNER } from './maintenance-equipment.js';
import { DEMO_TAG_CODES } from './tags.js';
import type { Services } from '../services.js';

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

/** The title of the demo's notices to the admins, seeded only with the demo data. */
export const SYSTEM_NOTICE_TITLE = 'Demonstração';

const HOUR_MS = 3_600_000;

/**
 * The demo's notices (issue 43): true things about the demo data, never news of features the portal lacks (the
 * spec's 'Backup concluído', 'Atualização 2.1.0 disponível' and 'Manutenção programada' were such). Once each, each
 * with a time of its own in the past (so the bell reads 'há 3 horas', 'ontem às 14:20', ...); seed.test.ts checks
 * that each still says what the demo holds.
 */
export const demoSystemNotices = (now: Date) => [
  {
    body: `A tag ${DEMO_TAG_CODES.lost} (o gerador de ${DEMO_ACCOUNTS[1]!.name}) está marcada como perdida: veja-a em Braceletes.`,
    createdAt: new Date(now.getTime() - 3 * HOUR_MS),
  },
  {
    body: `Há equipamentos do ${DEMO_MAINTENANCE_OWNER.name} com manutenção vencida: veja o Painel Técnico.`,
    createdAt: new Date(now.getTime() - 26 * HOUR_MS),
  },
  {
    body: `Os clientes, as tags e as manutenções são fictícios. Entre também como ${DEMO_ACCOUNTS[1]!.email} ou ${DEMO_ACCOUNTS[2]!.email} para ver as telas de cada papel.`,
    createdAt: new Date(now.getTime() - 74 * HOUR_MS),
  },
];

/** The three demo accounts and a few more users; how many of the three it created (0: the demo was there). */
export async function seedDemoAccounts(services: Services): Promise<number> {
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
  return created;
}

/** The admins' system notices and welcome message. */
export async function seedDemoNotices(services: Services, now: Date): Promise<void> {
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
