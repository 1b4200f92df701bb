import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LOST_TEXTS, SCAN_ALERT_WINDOW_MINUTES, type Role } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { lookupAddress } from '../../lib/geoip.js';
import type { Mailer } from '../../lib/mailer.js';
import type { TagScanEvent } from '../analytics/service.js';
import { deviceName, placeOf, scanTime } from '../../lib/scan-texts.js';
import { noticeChannelsFor } from '../notification-settings/service.js';

type ScanAlertsDeps = {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  postMessage: (message: { toRole: Role; toUserId?: string | null; title: string; body: string }) => Promise<void>;
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

type Claimed = { code: string; owner_id: string; email: string; name: string };

/**
 * Scan alerts of LOST tags (issue 13) that never cry wolf: a person's scan (bots were left out by the analytics),
 * not by the owner (their portal_owner cookie), at most once per visitor per tag per window. The scan_alerts insert
 * is the decision, so two instances or two quick reloads cannot both send.
 */
export function createScanAlerts(deps: ScanAlertsDeps) {
  async function claim(scan: TagScanEvent, ownerId: string | null): Promise<Claimed | undefined> {
    // Both drivers answer { rows }; the generic result type does not say so.
    const result = (await deps.db.execute(sql`
      WITH target AS (
        SELECT tags.id, tags.code, users.id AS owner_id, users.email, users.name
        FROM tags JOIN users ON users.id = tags.assigned_user_id
        WHERE tags.id = ${scan.tagId} AND tags.status = 'LOST'
          AND (${ownerId}::uuid IS NULL OR tags.assigned_user_id <> ${ownerId}::uuid)
      ), claimed AS (
        INSERT INTO scan_alerts (tag_id, visitor_hash, window_start)
        SELECT id, ${scan.visitorHash}, ${alertWindowStart(scan.at).toISOString()} FROM target
        ON CONFLICT DO NOTHING
        RETURNING tag_id
      )
      SELECT target.code, target.owner_id, target.email, target.name FROM target JOIN claimed ON claimed.tag_id = target.id
    `)) as unknown as { rows: Claimed[] };
    return result.rows[0];
  }

  return {
    /**
     * Handles one scan (analytics.onTagScan): nothing for a tag the page read as not LOST (the hot path of every
     * other scan stays free); for a LOST one, one indexed statement (which checks again), the notifications only
     * after a claim.
     */
    async onScan(scan: TagScanEvent): Promise<void> {
      if (scan.status !== 'LOST') return;
      const claimed = await claim(scan, deps.ownerOf(scan.request.headers));
      if (!claimed) return;
      const place = placeOf(scan.country, lookupAddress(scan.request.ip).city);
      const lines = [
        `A tag ${claimed.code} foi lida em ${scanTime(scan.at, deps.timeZone)}.`,
        `Local aproximado: ${place}.`,
        `Dispositivo: ${deviceName(scan.device)}.`,
      ];
      const body = lines.join('\n');
      // The in-app message first: it does not depend on a mail server. Each on the channels the owner keeps (issue 42).
      const channels = await noticeChannelsFor(deps.db, claimed.owner_id, 'scan_alert');
      if (channels.bell)
        await deps.postMessage({ toRole: 'USER', toUserId: claimed.owner_id, title: LOST_TEXTS.alertTitle, body });
      if (channels.email)
        await deps.mailer.send({
          to: claimed.email,
          subject: LOST_TEXTS.alertTitle,
          text: [
            `Olá${claimed.name ? `, ${claimed.name}` : ''}!`,
            '',
            body,
            '',
            `Veja todas as leituras em ${deps.panelUrl}`,
            '',
            `— ${deps.appName}`,
          ].join('\n'),
        });
      deps.log.info({ tagId: scan.tagId }, 'lost tag scan alert sent');
    },
  };
}
