import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEveryDemoAccountSignsIn } from '../testing/demo.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { TEXTS } from '@portal/shared';
import { seedDemoAnalytics } from './analytics.js';
import { seedDemo, seedDemoExclusively, shouldSeedDemo, SYSTEM_NOTICE_TITLE } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('start-up data', () => {
  it('demo data: on for a new embedded database, off with DATABASE_URL unless SEED_DEMO=true, off with SEED_DEMO=false', () => {
    expect(shouldSeedDemo({ seedDemo: undefined, databaseUrl: undefined }, true)).toBe(true);
    expect(shouldSeedDemo({ seedDemo: undefined, databaseUrl: undefined }, false)).toBe(false);
    expect(shouldSeedDemo({ seedDemo: false, databaseUrl: undefined }, true)).toBe(false);
    expect(shouldSeedDemo({ seedDemo: undefined, databaseUrl: 'postgres://x' }, false)).toBe(false);
    expect(shouldSeedDemo({ seedDemo: true, databaseUrl: 'postgres://x' }, false)).toBe(true);
  });

  it('the demo accounts can log in with the documented passwords, and seeding twice is harmless', async () => {
    await seedDemo(t.app.services, t.database.db);
    await seedDemo(t.app.services, t.database.db);
    // One welcome message for the admins, not one per start with SEED_DEMO=true.
    const welcome = (await t.app.services.messages.listMessages('ADMIN')).filter((m) => m.title === 'Bem-vindo');
    expect(welcome).toHaveLength(1);
    await expectEveryDemoAccountSignsIn(t.app);
  });

  it("the demo's notices say true things about the demo (issue 43, item 7): once each, each with its own time in the past", async () => {
    const notices = (await t.app.services.messages.listMessages('ADMIN')).filter(
      (m) => m.title === SYSTEM_NOTICE_TITLE,
    );
    expect(notices.map((m) => m.body).sort()).toEqual([
      'A tag GER00001 (o gerador de Bruno Usuário) está marcada como perdida: veja-a em Braceletes.',
      'Há equipamentos do Condomínio Edifício Aurora com manutenção vencida: veja o Painel Técnico.',
      'Os clientes, as tags e as manutenções são fictícios. Entre também como usuario@demo.portal ou tecnico@demo.portal para ver as telas de cada papel.',
    ]);
    for (const body of notices.map((m) => m.body)) {
      expect(body).not.toMatch(/backup|atualiza|2\.1\.0|manutenção programada/i);
    }
    const times = notices.map((m) => Date.parse(m.createdAt));
    expect(new Set(times).size).toBe(3);
    for (const time of times) expect(time).toBeLessThan(Date.now() - 3_600_000);

    // And they are true: the tag is lost and Bruno's, the client has overdue equipment, both accounts sign in.
    const lost = await t.app.services.tags.findTagByCode('GER00001');
    expect(lost).toMatchObject({ status: 'LOST', assignedUserName: 'Bruno Usuário' });
    const { token } = await t.app.services.auth.login('tecnico@demo.portal', 'tecnico12345');
    const equipment = await t.app.inject({
      method: 'GET',
      url: '/api/tecnico/equipment?due=overdue&limit=50',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(equipment.statusCode, equipment.body).toBe(200);
    const overdue = equipment.json<{ items: Array<{ due: string; clientName: string | null }> }>().items;
    expect(overdue.some((item) => item.due === 'overdue' && item.clientName === 'Condomínio Edifício Aurora')).toBe(
      true,
    );
    await expectEveryDemoAccountSignsIn(t.app);
  });

  it('without the demo data an admin gets no system notice (nothing is hard-coded)', async () => {
    const plain = await createTestApp();
    try {
      await plain.createUser('ADMIN');
      const messages = await plain.app.services.messages.listMessages('ADMIN');
      expect(messages.filter((m) => (Object.values(TEXTS.notifications) as string[]).includes(m.body))).toEqual([]);
      expect(messages.filter((m) => m.title === SYSTEM_NOTICE_TITLE)).toEqual([]);
    } finally {
      await plain.close();
    }
  }, 120_000);

  it('the demo dashboard has views, visitors, scans, countries and devices in the last 30 days, seeded once', async () => {
    const started = Date.now();
    const first = await t.app.services.analytics.dashboard({ kind: 'admin' });
    expect(first.overview.totalViews).toBeGreaterThan(100);
    expect(first.overview.uniqueVisitors).toBeGreaterThan(0);
    expect(first.overview.totalScans).toBeGreaterThan(0);
    expect(first.charts.geographicData.length).toBeGreaterThan(3);
    expect(first.charts.devices.map((d) => d.device).sort()).toEqual(['desktop', 'mobile', 'tablet']);
    expect(first.charts.pagesViewsOverTime.filter((b) => b.views > 0).length).toBeGreaterThan(25);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await seedDemoAnalytics(t.database.db)).toBe(false); // views exist: not again
    expect((await t.app.services.analytics.dashboard({ kind: 'admin' })).overview).toEqual(first.overview);
  });

  it("the seed says in pt-BR how far it has got: 'Criando dados de demonstração… n/6' as each step starts, then done", async () => {
    const lines: string[] = [];
    await seedDemoExclusively(t.database, t.app.services, { info: (message) => lines.push(message) });
    expect(lines).toEqual([
      'Criando dados de demonstração… 1/6',
      'Criando dados de demonstração… 2/6',
      'Criando dados de demonstração… 3/6',
      'Criando dados de demonstração… 4/6',
      'Criando dados de demonstração… 5/6',
      'Criando dados de demonstração… 6/6',
      'Dados de demonstração criados.',
    ]);
  });
});
