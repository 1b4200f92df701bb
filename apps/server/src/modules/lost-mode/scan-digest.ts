import { sql } from 'drizzle-orm';
import { ownerChoseDigest, scanNoticeTo } from './alerts.js';
import type { FastifyBaseLogger } from 'fastify';
import { LOST_TEXTS, formatDateBR } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { claimDailyRun, dailyRunDone } from '../../lib/daily-job.js';
import { addDays, todayInSaoPaulo } from '../../lib/dates.js';
import { countryName, deviceName } from '../../lib/scan-texts.js';
import type { NotificationsService } from '../notifications/service.js';

/** Its row in reminder_runs and its pg_try_advisory_xact_lock key (the maintenance digest holds 7_120_012). */
const SCAN_DIGEST_JOB = { name: 'scan-digest', lockId: 7_130_013 };

/** Midnight of a day in America/Sao_Paulo (UTC-3 all year: Brazil has had no daylight saving time since 2019). */
const midnightInSaoPaulo = (day: string) => new Date(`${day}T00:00:00-03:00`);
type DigestRow = {
  owner_id: string;
  email: string;
  name: string;
  code: string;
  country: string;
  device: string;
  n: number;
};
type TagDigest = { code: string; scans: number; countries: Map<string, number>; devices: Map<string, number> };
type OwnerDigest = { ownerId: string; email: string; name: string; tags: Map<string, TagDigest> };

export type ScanDigestRun =
  | { sent: false; day: string; reason: 'already-ran' | 'locked' | 'no-scans' }
  | { sent: true; day: string; owners: number; emails: string[] };

type ScanDigestDeps = {
  db: Database;
  log: FastifyBaseLogger;
  /** The notifications module's one entry: each owner's digest queued with the day's run. */
  queueNotice: NotificationsService['queueNotice'];
  panelUrl: string;
  appName: string;
};

const listed = (counts: Map<string, number>, name: (key: string) => string) =>
  [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([key, n]) => `${name(key)} (${n})`)
    .join(', ');

function digestBody(day: string, owner: OwnerDigest): string {
  const lines = [`Leituras de ${formatDateBR(day)}:`];
  for (const tag of owner.tags.values())
    lines.push(
      '',
      `Tag ${tag.code}: ${tag.scans} ${tag.scans === 1 ? 'leitura' : 'leituras'}`,
      `Países: ${listed(tag.countries, countryName)}`,
      `Dispositivos: ${listed(tag.devices, deviceName)}`,
    );
  return lines.join('\n');
}

/**
 * The daily digest of scans outside lost mode (issue 13): once per day per installation (issue 12's pattern: the
 * advisory lock and a reminder_runs row, job 'scan-digest'), each owner who opted in (tags.scan_digest) gets
 * yesterday's scans (America/Sao_Paulo) per tag: count, countries, devices. A LOST tag is left out (each of its scans
 * alerts already) unless its owner chose the digest instead of those alerts (their notification settings); an owner
 * without scans gets nothing.
 */
export function createScanDigest(deps: ScanDigestDeps) {
  const { db, log } = deps;

  /** Yesterday's scans of the opted-in tags, grouped in SQL by tag, country and device (tag_scans_tag_created_idx). */
  async function digests(yesterday: string, today: string): Promise<OwnerDigest[]> {
    const result = (await db.execute(sql`
      SELECT users.id AS owner_id, users.email, users.name, tags.code, s.country, s.device, count(*)::int AS n
      FROM tags
      JOIN users ON users.id = tags.assigned_user_id
      JOIN tag_scans s ON s.tag_id = tags.id
        AND s.created_at >= ${midnightInSaoPaulo(yesterday).toISOString()}
        AND s.created_at < ${midnightInSaoPaulo(today).toISOString()}
      WHERE (tags.scan_digest AND tags.status <> 'LOST') OR (tags.status = 'LOST' AND ${ownerChoseDigest})
      GROUP BY users.id, users.email, users.name, tags.code, s.country, s.device
      ORDER BY users.id, tags.code`)) as unknown as { rows: DigestRow[] };
    const owners = new Map<string, OwnerDigest>();
    for (const row of result.rows) {
      let owner = owners.get(row.owner_id);
      if (!owner)
        owners.set(
          row.owner_id,
          (owner = { ownerId: row.owner_id, email: row.email, name: row.name, tags: new Map() }),
        );
      let tag = owner.tags.get(row.code);
      if (!tag)
        owner.tags.set(row.code, (tag = { code: row.code, scans: 0, countries: new Map(), devices: new Map() }));
      tag.scans += row.n;
      tag.countries.set(row.country, (tag.countries.get(row.country) ?? 0) + row.n);
      tag.devices.set(row.device, (tag.devices.get(row.device) ?? 0) + row.n);
    }
    return [...owners.values()];
  }

  return {
    /**
     * Runs the day's digest if no instance has yet; `now` fixes the clock (tests). Each owner's notice (bell and
     * e-mail) is queued in the transaction that claims the day, so a failed claim sends nothing and none goes twice.
     */
    async runDailyDigest(now: Date = new Date()): Promise<ScanDigestRun> {
      const day = todayInSaoPaulo(now);
      if (await dailyRunDone(db, SCAN_DIGEST_JOB, day)) return { sent: false, day, reason: 'already-ran' };
      const yesterday = addDays(day, -1);
      // Read before the transaction: on PGlite (one connection) a query outside it would wait for it to end.
      const owners = await digests(yesterday, day);
      const claimed = await db.transaction(async (tx) => {
        const result = await claimDailyRun(tx, SCAN_DIGEST_JOB, day);
        if (result !== 'claimed') return result;
        for (const owner of owners) {
          const body = digestBody(yesterday, owner);
          await deps.queueNotice(
            scanNoticeTo(
              { userId: owner.ownerId, name: owner.name, email: owner.email },
              {
                title: LOST_TEXTS.digestTitle,
                body,
                panelLine: `Veja as leituras e desligue este resumo em ${deps.panelUrl}`,
                appName: deps.appName,
              },
            ),
            tx,
          );
        }
        return result;
      });
      if (claimed !== 'claimed') return { sent: false, day, reason: claimed };
      if (owners.length === 0) return { sent: false, day, reason: 'no-scans' };
      const emails = owners.map((owner) => owner.email);
      log.info({ day, owners: owners.length, emails: emails.length }, 'scan digest queued');
      return { sent: true, day, owners: owners.length, emails };
    },
  };
}
