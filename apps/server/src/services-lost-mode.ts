import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { EventBus } from './lib/events.js';
import { deriveKey } from './lib/signed-urls.js';
import { createScanAlerts } from './modules/lost-mode/alerts.js';
import { createOwnerCookie } from './modules/lost-mode/owner-cookie.js';
import { createScanDigest } from './modules/lost-mode/scan-digest.js';
import { createScansService } from './modules/lost-mode/scans.js';
import { createLostModeService } from './modules/lost-mode/service.js';
import type { NotificationsService } from './modules/notifications/service.js';
import type { PagesService } from './modules/pages/service.js';
import type { TagsService } from './modules/tags/service.js';
import type { UsersService } from './modules/users/service.js';

type LostModeServicesDeps = {
  db: Database;
  log: FastifyBaseLogger;
  config: Pick<Config, 'publicUrl' | 'appName' | 'timeZone'>;
  /** The installation's key (checked set by createServices), the owner cookie's own key derived from it. */
  jwtSecret: string;
  tags: TagsService;
  pages: PagesService;
  users: UsersService;
  queueNotice: NotificationsService['queueNotice'];
  events: EventBus;
};

/**
 * Lost mode (issue 13), wired: the owner's switch and the finder's messages (the service), a service record on a LOST
 * equipment told to its owner (issue 40: the tag stays LOST), the scans of lost tags alerting their owner (never the
 * owner's own scans: the portal_owner cookie, a key of its own) and the opted-in owners' daily digest of scans
 * (started by main.ts beside the maintenance reminders).
 */
export function createLostModeServices({
  db,
  log,
  config,
  tags,
  pages,
  users,
  queueNotice,
  events,
  jwtSecret,
}: LostModeServicesDeps) {
  const lostMode = createLostModeService({
    tags,
    pages,
    users,
    queueNotice,
    publicUrl: config.publicUrl,
    appName: config.appName,
    events,
  });
  // A service record on a LOST equipment tells its owner (issue 40: the tag stays LOST).
  events.subscribe('equipment.servicedWhileLost', {
    name: 'lostMode.tellOwnerOfService',
    when: 'afterCommit',
    handle: (service) => lostMode.tellOwnerOfService(service),
  });
  // Scans of lost tags alert their owner (not the owner's own scans: the portal_owner cookie, a key of its own).
  const ownerCookie = createOwnerCookie(deriveKey(jwtSecret, 'owner-cookie'));
  const lostScans = createScansService(db);
  const scansPanelUrl = `${config.publicUrl}/user/tags`;
  const scanAlerts = createScanAlerts({
    db: db,
    log: log,
    queueNotice,
    ownerOf: ownerCookie.ownerOf,
    panelUrl: scansPanelUrl,
    appName: config.appName,
    timeZone: config.timeZone,
  });
  events.subscribe('tag.scanned', {
    name: 'lostMode.scanAlerts',
    when: 'afterCommit',
    handle: (scan) => scanAlerts.onScan(scan),
  });
  // The opted-in owners' daily digest of scans (started by main.ts beside the maintenance reminders).
  const scanDigest = createScanDigest({
    db: db,
    log: log,
    queueNotice,
    panelUrl: scansPanelUrl,
    appName: config.appName,
  });
  return { lostMode, ownerCookie, lostScans, scanDigest };
}
