/**
 * Tags benchmark (issue 3): 100,000 tags, then
 * - GET /api/admin/bracelets with search, filters and sorts through app.inject (auth included), 200 requests:
 *   p50/p95 overall and per kind of query; targets p95 < 50 ms on PostgreSQL, < 150 ms on PGlite.
 *   Search terms are random, so those totals are counted cold; the filter-only kinds repeat their filter sets
 *   and mostly reuse the short-lived total (see createCountCache in the tags repository);
 * - POST /api/admin/bracelets/bulk with 500 items with technical meta: target < 2 s.
 */
import { sql } from 'drizzle-orm';
import { ms, percentile, type Bench } from './lib.js';

const TAGS = 100_000;
const USERS = 500;
const ROUNDS = 25;

/** INSERT ... SELECT generate_series: one statement per table, a few seconds even on PGlite. */
async function seed(execute: (query: string) => Promise<unknown>) {
  await execute(`
    INSERT INTO users (email, password_hash, name, role)
    SELECT 'cliente' || i || '@bench.local', 'x', 'Cliente ' || i, 'USER' FROM generate_series(1, ${USERS}) AS i`);
  // Codes: 8 hex characters from a bijection of i (odd multiplier mod 2^32), so unique and spread like random codes.
  await execute(`
    WITH owners AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE email LIKE '%@bench.local' AND role = 'USER')
    INSERT INTO tags (code, type, physical_type, status, assigned_user_id, assigned_at, notes, meta, created_at, updated_at)
    SELECT lpad(upper(to_hex((i::bigint * 2654435761) % 4294967296)), 8, '0'),
           CASE WHEN i % 3 = 0 THEN 'B2B' ELSE 'B2C' END,
           (ARRAY['NFC','NFC','QR','BLE'])[1 + i % 4],
           (ARRAY['ACTIVE','INACTIVE','ACTIVE','LOST','BROKEN','INACTIVE'])[1 + (i / 7) % 6],
           CASE WHEN i % 5 < 2 THEN owners.ids[1 + i % ${USERS}] END,
           CASE WHEN i % 5 < 2 THEN now() - (i || ' seconds')::interval END,
           CASE WHEN i % 10 = 0 THEN 'Lote ' || (i / 1000) END,
           jsonb_build_object('physicalType', (ARRAY['NFC','NFC','QR','BLE'])[1 + i % 4], 'serialNumber', 'SN-' || i, 'model', 'Modelo ' || (i % 40)),
           now() - (i || ' seconds')::interval,
           now() - (i || ' seconds')::interval
    FROM generate_series(1, ${TAGS}) AS i, owners`);
  // What autovacuum does to a table in service: statistics, and the visibility map that index-only counts use.
  await execute('VACUUM ANALYZE users');
  await execute('VACUUM ANALYZE tags');
}

/** A small deterministic generator, so every run asks the same questions. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const tags: Bench = {
  name: 'tags',
  async run({ app, database, headers }) {
    const execute = (query: string) => database.db.execute(sql.raw(query));
    let started = performance.now();
    await seed(execute);
    const seedMs = performance.now() - started;
    console.log(`seeded ${TAGS} tags and ${USERS} users in ${ms(seedMs)}`);

    const next = random(42);
    const sample = (await app.inject({ method: 'GET', url: '/api/admin/bracelets?limit=100&page=37', headers })).json()
      .items as Array<{ code: string }>;
    const term = (length: number) => {
      const code = sample[Math.floor(next() * sample.length)]!.code;
      const start = Math.floor(next() * (code.length - length + 1));
      return code.slice(start, start + length);
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const statuses = ['ACTIVE', 'INACTIVE', 'LOST', 'BROKEN'] as const;
    const sorts = ['code', 'type', 'status', 'createdAt'] as const;

    const kinds: Record<string, () => string> = {
      'default (page 1, newest first)': () => '',
      'search 3 chars': () => `search=${term(3)}`,
      'search 4-6 chars + sort code': () => `search=${term(4 + Math.floor(next() * 3))}&sortBy=code&sortOrder=asc`,
      'search 2 chars + status': () => `search=${term(2)}&status=${pick(statuses)}`,
      'status + type + sort': () =>
        `status=${pick(statuses)}&type=${pick(['B2B', 'B2C'])}&sortBy=${pick(sorts)}&sortOrder=${pick(['asc', 'desc'])}`,
      'assigned filter + sort createdAt asc': () =>
        `assigned=${pick(['ASSIGNED', 'UNASSIGNED'])}&sortBy=createdAt&sortOrder=asc`,
      'sort by status/type, deep page': () =>
        `sortBy=${pick(['status', 'type'])}&sortOrder=${pick(['asc', 'desc'])}&page=${1 + Math.floor(next() * 50)}`,
      'all filters': () =>
        `search=${term(3)}&status=${pick(statuses)}&type=${pick(['B2B', 'B2C'])}&assigned=${pick(['ASSIGNED', 'UNASSIGNED'])}&sortBy=${pick(sorts)}`,
    };

    const get = async (query: string) => {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/admin/bracelets?limit=20&${query}`, headers });
      const elapsed = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`GET ${query}: ${res.statusCode} ${res.body}`);
      return elapsed;
    };

    for (let i = 0; i < 20; i += 1) await get(Object.values(kinds)[i % 8]!()); // warm-up

    const all: number[] = [];
    const byKind = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [kind, query] of Object.entries(kinds)) {
        const elapsed = await get(query());
        all.push(elapsed);
        byKind.set(kind, [...(byKind.get(kind) ?? []), elapsed]);
      }
    }
    const rows = [...byKind].map(([kind, times]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return {
        kind,
        requests: times.length,
        p50: ms(percentile(sorted, 50)),
        p95: ms(percentile(sorted, 95)),
        max: ms(sorted.at(-1)!),
      };
    });
    console.table(rows);
    const sorted = [...all].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    console.log(`list: ${all.length} requests, p50 ${ms(p50)}, p95 ${ms(p95)}`);

    const bulkTimes: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const items = Array.from({ length: 500 }, (_, i) => ({
        code: i % 5 === 0 ? '' : `BULK${run}${String(i).padStart(4, '0')}`,
        type: i % 2 ? 'B2B' : 'B2C',
        physicalType: 'NFC',
        status: 'ACTIVE',
        meta: {
          serialNumber: `SN-B${run}-${i}`,
          model: 'Extintor PQS 6 kg',
          location: '-23.5505, -46.6333',
          nextService: '2026-06-30',
          maintenance: [{ date: '2025-06-30', description: 'Recarga anual' }],
          documents: [{ label: 'Manual', url: 'https://exemplo.com/manual.pdf' }],
        },
      }));
      started = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/admin/bracelets/bulk', headers, payload: { items } });
      bulkTimes.push(performance.now() - started);
      const body = res.json();
      if (body.createdCount !== 500)
        throw new Error(`bulk created ${body.createdCount}: ${JSON.stringify(body.errors?.slice(0, 3))}`);
    }
    console.log(`bulk 500: ${bulkTimes.map(ms).join(', ')}`);

    return {
      seed: ms(seedMs),
      requests: String(all.length),
      'list p50': ms(p50),
      'list p95': ms(p95),
      'bulk 500 (worst of 3)': ms(Math.max(...bulkTimes)),
    };
  },
};

export default tags;
