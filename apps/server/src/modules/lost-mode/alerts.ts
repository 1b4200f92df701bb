import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LOST_TEXTS, SCAN_ALERT_WINDOW_MINUTES } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { lookupAddress } from '../../lib/geoip.js';
import type { TagScanEvent } from '../../lib/events.js';
import type { Notice, NotificationsService } from '../notifications/service.js';
import { deviceName, placeOf, scanTime } from '../../lib/scan-texts.js';

/**
 * A scan notice to a tag's owner (one scan's alert, or the day's digest of them): the bell's line and the e-mail,
 * which greets the owner, says `body` and ends with `panelLine` (where to see the scans) and the portal's name.
 */
export function scanNoticeTo(
  owner: { userId: string; name: string | null; email: string },
  { title, body, panelLine, appName }: { title: string; body: string; panelLine: string; appName: string },
): Notice {
  const text = [`Olá${owner.name ? `, ${owner.name}` : ''}!`, '', body, '', panelLine, '', `— ${appName}`].join('\n');
  return {
    kind: 'scan_alert',
    toUserId: owner.userId,
    bell: { toRole: 'USER', toUserId: owner.userId, title, body },
    email: { to: owner.email, subject: title, text },
  };
}

type ScanAlertsDeps = {
  db: Database;
  log: FastifyBaseLogger;
  /** The notifications module's one entry: the alert is queued with its claim. */
  queueNotice: NotificationsService['queueNotice'];
  /** The account a request's valid portal_owner cookie names (see owner-cookie.ts), null without one. */
  ownerOf: (headers: TagScanEvent['request']['headers']) => string | null;
  /** Where the owner sees the tag's scans (PUBLIC_URL + /minhas-tags or the like). */
  panelUrl: string;
  appName: string;
  /** APP_TIME_ZONE: the clock the alert's time is written on. */
  timeZone: string;
};

/** The start of the alert window `at` falls in (windows aligned on the epoch, SCAN_ALERT_WINDOW_MINUTES long). */
function alertWindowStart(at: Date): Date {
  const windowMs = SCAN_ALERT_WINDOW_MINUTES * 60_000;
  return new Date(Math.floor(at.getTime() / windowMs) * windowMs);
}

/** The tag's owner chose the daily digest of scans instead of an alert for each (issue 42, their settings). */
export const ownerChoseDigest = sql`coalesce((SELECT (ns.settings ->> 'scanAlertDigest')::boolean
  FROM notification_settings ns WHERE ns.user_id = users.id), false)`;

type Claimed = { code: string; owner_id: string; email: string; name: string; digest: boolean };

/**
 * Scan alerts of LOST tags (issue 13) that never cry wolf: a person's scan (bots were left out by the analytics),
 * not by the owner (their portal_owner cookie), at most once per visitor per tag per window. The scan_alerts insert
 * is the decision, so two instances or two quick reloads cannot both send.
 */
export function createScanAlerts(deps: ScanAlertsDeps) {
  async function claim(scan: TagScanEvent, ownerId: string | null, tx: Database): Promise<Claimed | undefined> {
    // Both drivers answer { rows }; the generic result type does not say so.
    const result = (await tx.execute(sql`
      WITH target AS (
        SELECT tags.id, tags.code, users.id AS owner_id, users.email, users.name, ${ownerChoseDigest} AS digest
        FROM tags JOIN users ON users.id = tags.assigned_user_id
        WHERE tags.id = ${scan.tagId} AND tags.status = 'LOST'
          AND (${ownerId}::uuid IS NULL OR tags.assigned_user_id <> ${ownerId}::uuid)
      ), claimed AS (
        INSERT INTO scan_alerts (tag_id, visitor_hash, window_start)
        SELECT id, ${scan.visitorHash}, ${alertWindowStart(scan.at).toISOString()} FROM target
        ON CONFLICT DO NOTHING
        RETURNING tag_id
      )
      SELECT target.code, target.owner_id, target.email, target.name, target.digest FROM target JOIN claimed ON claimed.tag_id = target.id
    `)) as unknown as { rows: Claimed[] };
    return result.rows[0];
  }

  return {
    /**
     * Handles one scan (the 'tag.scanned' event, after the scan is written): nothing for a tag the page read as not LOST (the hot path of every
     * other scan stays free); for a LOST one, one indexed statement (which checks again) and, after a claim, the
     * alert queued in the claim's transaction (bell and e-mail).
     */
    async onScan(scan: TagScanEvent): Promise<void> {
      if (scan.status !== 'LOST') return;
      const ownerId = deps.ownerOf(scan.request.headers);
      const queued = await deps.db.transaction(async (tx) => {
        const claimed = await claim(scan, ownerId, tx);
        // The owner chose 'Resumo diário das leituras': the scan waits for the day's digest (scan-digest.ts).
        if (!claimed || claimed.digest) return false;
        const place = placeOf(scan.country, lookupAddress(scan.request.ip).city);
        const body = [
          `A tag ${claimed.code} foi lida em ${scanTime(scan.at, deps.timeZone)}.`,
          `Local aproximado: ${place}.`,
          `Dispositivo: ${deviceName(scan.device)}.`,
        ].join('\n');
        await deps.queueNotice(
          scanNoticeTo(
            { userId: claimed.owner_id, name: claimed.name, email: claimed.email },
            {
              title: LOST_TEXTS.alertTitle,
              body,
              panelLine: `Veja todas as leituras em ${deps.panelUrl}`,
              appName: deps.appName,
            },
          ),
          tx,
        );
        return true;
      });
      if (queued) deps.log.info({ tagId: scan.tagId }, 'lost tag scan alert queued');
    },
  };
}
