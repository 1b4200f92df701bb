import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './lib/mailer.js';
import { createUrlSigner, deriveKey } from './lib/signed-urls.js';
import type { FileStorage } from './lib/storage/storage.js';
import type { TokenSigner } from './lib/tokens.js';
import { createAnalyticsService } from './modules/analytics/service.js';
import { createAuthService } from './modules/auth/service.js';
import { createClientsService } from './modules/clients/service.js';
import { createScanAlerts } from './modules/lost-mode/alerts.js';
import { createOwnerCookie } from './modules/lost-mode/owner-cookie.js';
import { createScanDigest } from './modules/lost-mode/scan-digest.js';
import { createScansService } from './modules/lost-mode/scans.js';
import { createLostModeService } from './modules/lost-mode/service.js';
import { createAttachmentsService } from './modules/maintenance/attachments.js';
import { createRemindersService } from './modules/maintenance/reminders.js';
import { createMaintenanceService } from './modules/maintenance/service.js';
import { createMessagesService } from './modules/messages/service.js';
import { createPagesService } from './modules/pages/service.js';
import { createProfilesService } from './modules/profiles/service.js';
import { createPhotosService, createPhotoUrlSigner, signPhotoList } from './modules/photos/service.js';
import { createPublicService } from './modules/public/service.js';
import { createReportsService } from './modules/reports/service.js';
import { createTagsService } from './modules/tags/service.js';
import { createUsersService } from './modules/users/service.js';
import { trustFunctionOf } from './lib/trust-proxy.js';

export type ServiceDeps = {
  db: Database;
  config: Config;
  mailer: Mailer;
  tokens: TokenSigner;
  log: FastifyBaseLogger;
  /** Photos and generated reports (lib/storage): DATA_DIR/files or the S3 bucket. */
  storage: FileStorage;
};

/** Wires every domain service once; a service reaches a sibling domain only through this. */
export function createServices(deps: ServiceDeps) {
  const users = createUsersService(deps.db);
  const messages = createMessagesService(deps.db);
  const auth = createAuthService({ ...deps, users, messages });
  // A deleted tag's maintenance photos go with it (the files service is built below, hence the getter).
  const tags = createTagsService({ db: deps.db, users, removeTagFiles: () => attachments.removeTagFiles });
  if (!deps.config.jwtSecret) throw new Error('config.jwtSecret is unset: photo URLs cannot be signed');
  // A key of its own, derived from the installation's: a photo link can never pass for a session token.
  const jwtSecret = deps.config.jwtSecret;
  const signerFor = (purpose: string) => createUrlSigner(deriveKey(jwtSecret, purpose));
  const photoUrlSigner = signerFor('photo-urls');
  // What the services that keep files (photos, reports, maintenance attachments) share.
  const withFiles = { db: deps.db, storage: deps.storage, log: deps.log };
  // Dependencies point one way (issue 22): profiles (the one writer of the profiles table) below photos, pages and
  // clients; what profiles must tell those above it goes through its events, wired right after.
  const profiles = createProfilesService({
    db: deps.db,
    maxProfilesPerAccount: deps.config.maxProfilesPerAccount,
    publicUrl: deps.config.publicUrl,
    tags,
    signPhotos: signPhotoList(createPhotoUrlSigner(photoUrlSigner)),
    // Issue 24: a right PIN (at most hourly) and a lock reach the owner in the bell and by e-mail.
    pin: {
      mailer: deps.mailer,
      log: deps.log,
      postMessage: (message) => messages.postMessage(message),
      appName: deps.config.appName,
      timeZone: deps.config.timeZone,
      editorUrl: (pageId) => `${deps.config.publicUrl}${pageId ? `/user/product/edit/${pageId}` : '/user/public'}`,
    },
  });
  const photos = createPhotosService({
    ...withFiles,
    urlSigner: photoUrlSigner,
    profiles,
    maxPerProfile: deps.config.photoMaxPerProfile,
    processingConcurrency: deps.config.photoProcessingConcurrency,
  });
  const pages = createPagesService({ db: deps.db, profiles, publicUrl: deps.config.publicUrl });
  // A new profile gets its page in the same transaction; a deleted one's photo files go after the commit.
  profiles.onProfileCreated((profile, page, tx) => pages.createPageForProfile(profile, page, tx));
  profiles.onProfilesDeleted((profileIds) => photos.removeProfileFiles(profileIds));
  const clients = createClientsService({
    db: deps.db,
    users,
    tags,
    profiles,
    pages,
    removeProfileFiles: photos.removeProfileFiles,
  });
  const analytics = createAnalyticsService({
    db: deps.db,
    viewFlushMs: deps.config.viewFlushMs,
    log: deps.log,
    trust: trustFunctionOf(deps.config.trustProxy),
  });
  const reports = createReportsService({
    ...withFiles,
    appName: deps.config.appName,
    timeZone: deps.config.timeZone,
    loadDashboard: (scope, range) => analytics.dashboard(scope, range),
    resolvePeriod: (dateRange, now) => analytics.resolveRange(dateRange ?? {}, now, 'dateRange.'),
  });
  // A record's photos: signed links with a key of their own, like the photos'.
  const attachments = createAttachmentsService({
    ...withFiles,
    urlSigner: signerFor('maintenance-files'),
    processingConcurrency: deps.config.photoProcessingConcurrency,
  });
  // The technician area (issue 12): equipment, plans and the service log.
  const maintenance = createMaintenanceService({
    db: deps.db,
    tags,
    users,
    log: deps.log,
    attachments: () => attachments.attachmentsOf,
    removeRecordFiles: () => attachments.removeRecordFiles,
  });
  // A tag meta's service list joins the log, in the transaction that writes the meta.
  tags.onMetaWrite((written, tx) => maintenance.importFromMeta(written, tx));
  const publicPages = createPublicService({
    publicUrl: deps.config.publicUrl,
    timeZone: deps.config.timeZone,
    appName: deps.config.appName,
    pages,
    clients,
    tags,
    // /t/{code} shows a B2B tag's service log (date, type, outcome).
    maintenance,
    // POST /p/{slug}/pin: a visitor's try at the profile's PIN (issue 24).
    profiles,
  });
  // Lost mode (issue 13): the owner's switch and the finder's messages to the owner.
  const lostMode = createLostModeService({
    tags,
    pages,
    users,
    messages,
    mailer: deps.mailer,
    log: deps.log,
    publicUrl: deps.config.publicUrl,
    appName: deps.config.appName,
  });
  // Scans of lost tags alert their owner (not the owner's own scans: the portal_owner cookie, a key of its own).
  const ownerCookie = createOwnerCookie(deriveKey(deps.config.jwtSecret, 'owner-cookie'));
  const lostScans = createScansService(deps.db);
  const scansPanelUrl = `${deps.config.publicUrl}/user/tags`;
  const scanAlerts = createScanAlerts({
    db: deps.db,
    mailer: deps.mailer,
    log: deps.log,
    postMessage: (message) => messages.postMessage(message),
    ownerOf: ownerCookie.ownerOf,
    panelUrl: scansPanelUrl,
    appName: deps.config.appName,
    timeZone: deps.config.timeZone,
  });
  analytics.onTagScan((scan) => scanAlerts.onScan(scan));
  // The opted-in owners' daily digest of scans (started by main.ts beside the maintenance reminders).
  const scanDigest = createScanDigest({
    db: deps.db,
    mailer: deps.mailer,
    log: deps.log,
    postMessage: (message, tx) => messages.postMessage(message, tx),
    panelUrl: scansPanelUrl,
    appName: deps.config.appName,
  });
  // The daily digest of what is due (started by main.ts, once a day per installation).
  const reminders = createRemindersService({
    db: deps.db,
    mailer: deps.mailer,
    log: deps.log,
    users,
    dueForReminders: (today) => maintenance.dueForReminders(today),
    postMessage: (message, tx) => messages.postMessage(message, tx),
    panelUrl: `${deps.config.publicUrl}/tecnico`,
    appName: deps.config.appName,
  });
  return {
    users,
    messages,
    auth,
    tags,
    clients,
    pages,
    profiles,
    publicPages,
    analytics,
    photos,
    reports,
    maintenance,
    attachments,
    reminders,
    lostMode,
    ownerCookie,
    lostScans,
    scanDigest,
  };
}

export type Services = ReturnType<typeof createServices>;
