import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientRequestSchema } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { moveRollupsToTimeZone } from './rollup-days.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const run = async <T = Record<string, unknown>>(query: SQL) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A view or scan as the code before issue 43 counted it: raw row, and the rollups of its UTC day. */
async function countedInUtc(kind: 'view' | 'scan', target: string, at: string, country = 'BR') {
  const day = at.slice(0, 10);
  if (kind === 'view') {
    await run(sql`INSERT INTO page_views (page_id, visitor_hash, country, device, browser, created_at)
      VALUES (${target}, ${`h-${at}`}, ${country}, 'mobile', null, ${at})`);
    await run(sql`INSERT INTO page_daily_stats AS s (page_id, day, views, unique_visitors, mobile_views)
      VALUES (${target}, ${day}, 1, 1, 1) ON CONFLICT (page_id, day) DO UPDATE SET views = s.views + 1,
      unique_visitors = s.unique_visitors + 1, mobile_views = s.mobile_views + 1`);
    await run(sql`INSERT INTO page_daily_countries AS c (page_id, day, country, views) VALUES (${target}, ${day}, ${country}, 1)
      ON CONFLICT (page_id, day, country) DO UPDATE SET views = c.views + 1`);
    await run(sql`INSERT INTO daily_stats AS g (day, views, unique_visitors, mobile_views) VALUES (${day}, 1, 1, 1)
      ON CONFLICT (day) DO UPDATE SET views = g.views + 1, unique_visitors = g.unique_visitors + 1, mobile_views = g.mobile_views + 1`);
  } else {
    await run(sql`INSERT INTO tag_scans (tag_id, visitor_hash, country, device, browser, created_at)
      VALUES (${target}, ${`h-${at}`}, ${country}, 'mobile', null, ${at})`);
    await run(sql`INSERT INTO tag_daily_stats AS s (tag_id, day, scans) VALUES (${target}, ${day}, 1)
      ON CONFLICT (tag_id, day) DO UPDATE SET scans = s.scans + 1`);
    await run(sql`INSERT INTO daily_stats AS g (day, scans) VALUES (${day}, 1)
      ON CONFLICT (day) DO UPDATE SET scans = g.scans + 1`);
  }
}

const pageDays = (pageId: string) =>
  run(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, views, unique_visitors, mobile_views FROM page_daily_stats
    WHERE page_id = ${pageId} AND views > 0 ORDER BY day`);
/** A rollup's non-zero counts of one page or tag, by day. */
async function countsByDay(table: string, column: string, id: string, counter: string) {
  const rows = await run<{
    day: string;
    n: number;
  }>(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, ${sql.raw(counter)} AS n
    FROM ${sql.raw(table)} WHERE ${sql.raw(column)} = ${id} AND ${sql.raw(counter)} > 0 ORDER BY day`);
  return Object.fromEntries(rows.map((row) => [row.day, row.n]));
}
const portalDays = () =>
  run(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, views, scans FROM daily_stats
    WHERE day BETWEEN '2019-03-01' AND '2019-03-31' AND (views > 0 OR scans > 0) ORDER BY day`);

describe("the daily counts kept move to Brasília's days once (issue 43, migration 0026)", () => {
  it('a view and a scan at 22:30 Brasília move to that day, one at 12:00 stays, a count without raw rows stays, and a second start moves nothing', async () => {
    const { profile } = await t.app.services.clients.createClient(
      createClientRequestSchema.parse({
        email: `fuso-${randomUUID().slice(0, 6)}@teste.com`,
        password: 'senha-segura-123',
        profile: { name: 'Fuso Antigo' },
      }),
    );
    const pageId = profile!.page!.id;
    const tagId = randomUUID();
    await run(
      sql`INSERT INTO tags (id, code, status, type) VALUES (${tagId}, ${`FUSO${tagId.slice(0, 4)}`}, 'ACTIVE', 'B2C')`,
    );
    expect(await run(sql`SELECT time_zone FROM rollup_time_zone`)).toEqual([{ time_zone: 'UTC' }]);

    await countedInUtc('view', pageId, '2019-03-11T01:30:00.000Z'); // 10/03 22:30 in Brasília
    await countedInUtc('view', pageId, '2019-03-11T15:00:00.000Z'); // 11/03 12:00
    await countedInUtc('scan', tagId, '2019-03-11T01:30:00.000Z');
    // A count whose raw scans were deleted with their owner (the counts stay): nothing to move it by.
    await run(sql`UPDATE tag_daily_stats SET scans = scans + 2 WHERE tag_id = ${tagId}`);
    await run(sql`UPDATE daily_stats SET scans = scans + 2 WHERE day = '2019-03-11'`);
    expect(await pageDays(pageId)).toEqual([{ day: '2019-03-11', views: 2, unique_visitors: 2, mobile_views: 2 }]);

    expect(await moveRollupsToTimeZone(t.database.db, 'America/Sao_Paulo')).toEqual({ from: 'UTC', moved: true });

    expect(await pageDays(pageId)).toEqual([
      { day: '2019-03-10', views: 1, unique_visitors: 1, mobile_views: 1 },
      { day: '2019-03-11', views: 1, unique_visitors: 1, mobile_views: 1 },
    ]);
    expect(await countsByDay('page_daily_countries', 'page_id', pageId, 'views')).toEqual({
      '2019-03-10': 1,
      '2019-03-11': 1,
    });
    expect(await countsByDay('tag_daily_stats', 'tag_id', tagId, 'scans')).toEqual({
      '2019-03-10': 1,
      '2019-03-11': 2,
    });
    expect(await portalDays()).toEqual([
      { day: '2019-03-10', views: 1, scans: 1 },
      { day: '2019-03-11', views: 1, scans: 2 },
    ]);
    expect(await run(sql`SELECT time_zone FROM rollup_time_zone`)).toEqual([{ time_zone: 'America/Sao_Paulo' }]);

    // The next start (and a second instance starting together) finds the zone written: nothing moves twice.
    expect(await moveRollupsToTimeZone(t.database.db, 'America/Sao_Paulo')).toEqual({
      from: 'America/Sao_Paulo',
      moved: false,
    });
    expect(await portalDays()).toEqual([
      { day: '2019-03-10', views: 1, scans: 1 },
      { day: '2019-03-11', views: 1, scans: 2 },
    ]);
  });
});
