import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../testing/test-app.js';
import type { NewTagInput } from '../tags/service.js';
import { addDays, todayInSaoPaulo } from '../../lib/dates.js';

export type SignedIn = Awaited<ReturnType<TestApp['createUser']>>;
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Shorthands for the technician area's tests: requests with a token, tags through the service, days around today. */
export function tecnicoTestKit(t: TestApp) {
  const call = (method: InjectOptions['method'], url: string, who?: SignedIn | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who ? who.auth : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const system = { id: UNKNOWN_ID, name: 'Teste' };
  const makeTag = (input: Partial<NewTagInput> = {}) =>
    t.app.services.tags.createTag({ type: 'B2C', physicalType: 'NFC', ...input }, system);
  const today = todayInSaoPaulo();
  return {
    call,
    get: (url: string, who?: SignedIn | null) => call('GET', url, who),
    post: (url: string, who: SignedIn | null, payload?: unknown) => call('POST', url, who, payload),
    put: (url: string, who: SignedIn | null, payload?: unknown) => call('PUT', url, who, payload),
    patch: (url: string, who: SignedIn | null, payload?: unknown) => call('PATCH', url, who, payload),
    del: (url: string, who: SignedIn | null) => call('DELETE', url, who),
    makeTag,
    assignTo: (tagId: string, userId: string) =>
      t.app.services.tags.assign(tagId, { userId, conflictMode: 'BLOCK' }, system),
    today,
    /** today + n days (n < 0: before today), YYYY-MM-DD. */
    day: (n: number) => addDays(today, n),
    /** A B2B tag (equipment) with its meta. */
    makeEquipment: (code: string, meta: Record<string, unknown> = {}) =>
      makeTag({ code, type: 'B2B', physicalType: 'QR', meta }),
    /** Simulates time: the record was created `hours` ago. */
    ageRecord: (id: string, hours: number) =>
      t.database.db.execute(
        sql`UPDATE maintenance_records SET created_at = now() - make_interval(hours => ${hours}) WHERE id = ${id}`,
      ),
  };
}
