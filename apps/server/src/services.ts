import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './lib/mailer.js';
import { createAddressKeys } from './lib/address-keys.js';
import { createSessionLinks, createUrlSigner, deriveKey } from './lib/signed-urls.js';
import type { Redis } from './lib/redis.js';
import type { FileStorage } from './lib/storage/storage.js';
import type { TokenSigner } from './lib/tokens.js';
import { createAnalyticsService } from './modules/analytics/service.js';
import { createApiTokensService } from './modules/api-tokens/service.js';
import { createAccountService } from './modules/account/service.js';
import { createAuthService } from './modules/auth/service.js';
import { createSessionsService } from './modules/auth/sessions.js';
import { createSecretBox } from './modules/auth/two-factor-secret.js';
import { createTwoFactorLock } from './modules/auth/two-factor-lock.js';
import { createTwoFactorService } from './modules/auth/two-factor.js';
import { createClientsService } from './modules/clients/service.js';
import { createAttachmentsService } from './modules/maintenance/attachments.js';
import { createRemindersService } from './modules/maintenance/reminders.js';
import { createMaintenanceService } from './modules/maintenance/service.js';
import { createFireSafetyService } from './modules/maintenance/fire-safety/service.js';
import { createMessagesService } from './modules/messages/service.js';
import { createNotificationsService } from './modules/notifications/service.js';
import { createNotificationSettingsService, noticeChannelsFor } from './modules/notification-settings/service.js';
import { createOpenAlertService } from './modules/open-alert/service.js';
import { createPagesService } from './modules/pages/service.js';
import { createPocketCardService } from './modules/pocket-card/service.js';
import { createProfilesService } from './modules/profiles/service.js';
import { createPhotosService, createPhotoUrlSigner, signPhotoList } from './modules/photos/service.js';
import { createAccessLog, createPrivacyService } from './modules/privacy/service.js';
import { createLastCopies, diskCopyBackend, redisCopyBackend } from './modules/public/last-copy.js';
import { createPublicService } from './modules/public/service.js';
import { createReportsService } from './modules/reports/service.js';
import { createTagsService } from './modules/tags/service.js';
import { createUsersService } from './modules/users/service.js';
import { createRoleChanger } from './modules/users/role-change.js';
import { trustFunctionOf } from './lib/trust-proxy.js';
import { createIdempotencyStore } from './lib/idempotency/idempotency.js';
import { createEventBus } from './lib/events.js';
import { createLostModeServices } from './services-lost-mode.js';
import { followChangesWithCopies } from './services-public-copies.js';
import { createProblemReports, createSites } from './services-sites.js';
import { createAvcbReport } from './modules/sites/avcb/data.js';
import { createWebhooksService } from './modules/webhooks/service.js';

export type ServiceDeps = {
  db: Database;
  config: Config;
  mailer: Mailer;
  tokens: TokenSigner;
  log: FastifyBaseLogger;
  /** Photos and generated reports (lib/storage): DATA_DIR/files or the S3 bucket. */
  storage: FileStorage;
  /** REDIS_URL's connection (lib/redis.ts), when set: counters every instance shares. */
  redis?: Redis;
};

/** Wires every domain service once; a service reaches a sibling domain only through this. */
export function createServices(deps: ServiceDeps) {
  const users = createUsersService(deps.db);
  const messages = createMessagesService(deps.db);
  // Issue 42: the one event bus. A lower domain tells the higher ones through it; the subscriptions (each saying
  // whether it runs inside the publisher's transaction or after its commit) are wired below, by each subscriber.
  const events = createEventBus(deps.log);
  // Issue 42: every notice (bell and e-mail) through one queueNotice, in the transaction of its change; the outbox's
  // worker (started by app.ts in every instance) sends the e-mails.
  const notifications = createNotificationsService({
    db: deps.db,
    mailer: deps.mailer,
    log: deps.log,
    postMessage: (message, tx) => messages.postMessage(message, tx),
    mailFrom: deps.config.mailFrom,
    delivery: deps.config.notices,
    // Issue 42 item 5: the account's channels per kind, read in the notice's transaction.
    channelsFor: (userId, kind, tx) => noticeChannelsFor(tx, userId, kind),
  });
  const { queueNotice } = notifications;
  if (!deps.config.jwtSecret)
    throw new Error('config.jwtSecret is unset: no key to derive the photo, 2FA and cookie keys from');
  // A key of its own for each use, derived from the installation's: a photo link can never pass for a session token.
  const jwtSecret = deps.config.jwtSecret;
  // Sessions and two-factor sign-in (issue 23): the TOTP secrets sealed under their own key (two-factor-secret.ts).
  // Ending the other sessions ends the account's pending e-mail changes (account is built below, hence the closure).
  const sessions = createSessionsService(deps.db, events);
  events.subscribe('sessions.othersRevoked', {
    name: 'account.endEmailChanges',
    when: 'inTransaction',
    handle: ({ userId }, tx) => account.endEmailChanges(userId, tx),
  });
  const twoFactor = createTwoFactorService({
    db: deps.db,
    box: createSecretBox(deriveKey(jwtSecret, 'two-factor-secrets')),
    appName: deps.config.appName,
    requireAdminTwoFactor: deps.config.requireAdminTwoFactor,
    timeZone: deps.config.timeZone,
    queueNotice,
    log: deps.log,
    accountOf: (userId) => users.findById(userId),
    lock: createTwoFactorLock(deps.redis),
    clearSetupRequired: (userId, tx) => sessions.clearSetupRequired(userId, tx),
    endOtherSessions: (userId, keepSessionId, tx) => sessions.revokeOthers(userId, keepSessionId, tx),
    postMessage: (message) => messages.postMessage(message),
  });
  const auth = createAuthService({ ...deps, users, messages, sessions, twoFactor, queueNotice });
  // One's own password and e-mail, and the admin's invitations (issue 23).
  const account = createAccountService({ ...deps, users, auth, queueNotice });
  const signerFor = (purpose: string) => createUrlSigner(deriveKey(jwtSecret, purpose));
  // A deleted tag's maintenance photos go with it (the files service is built below, hence the getter).
  const tags = createTagsService({
    db: deps.db,
    users,
    removeTagFiles: () => attachments.removeTagFiles,
    redis: deps.redis,
    claimRequiresActivation: deps.config.claimRequiresActivation,
    addressKey: createAddressKeys(signerFor('claim-addresses')),
    events,
  });
  // Private files' links (photos, record photos) live only as long as the session that fetched them.
  const sessionLinks = (purpose: string) =>
    createSessionLinks({ signer: signerFor(purpose), liveSessionVersion: sessions.liveVersion });
  const photoLinks = sessionLinks('photo-urls');
  // Who of the staff read a person's private fields (LGPD art. 37): needs only the database, so every service that
  // answers those fields to staff (profiles, pages, clients) gets its recorder.
  const accessLog = createAccessLog(deps.db);
  const { recordStaffRead } = accessLog;
  // What the services that keep files (photos, reports, maintenance attachments) share.
  const withFiles = { db: deps.db, storage: deps.storage, log: deps.log };
  // Dependencies point one way (issue 22): profiles (the one writer of the profiles table) below photos, pages and
  // clients; what profiles must tell those above it goes through its events, wired right after.
  const profiles = createProfilesService({
    db: deps.db,
    maxProfilesPerAccount: deps.config.maxProfilesPerAccount,
    publicUrl: deps.config.publicUrl,
    tags,
    signPhotos: signPhotoList(createPhotoUrlSigner(photoLinks)),
    recordStaffRead,
    events,
    // Issue 24: a right PIN (at most hourly) and a lock reach the owner in the bell and by e-mail.
    pin: {
      queueNotice,
      appName: deps.config.appName,
      timeZone: deps.config.timeZone,
      editorUrl: (pageId) => `${deps.config.publicUrl}${pageId ? `/user/product/edit/${pageId}` : '/user/public'}`,
      addressKey: createAddressKeys(signerFor('pin-addresses')),
    },
  });
  const photos = createPhotosService({
    ...withFiles,
    links: photoLinks,
    profiles,
    maxPerProfile: deps.config.photoMaxPerProfile,
    processingConcurrency: deps.config.photoProcessingConcurrency,
  });
  const pages = createPagesService({
    db: deps.db,
    profiles,
    publicUrl: deps.config.publicUrl,
    recordStaffRead,
    events,
  });
  // A new profile gets its page in the same transaction; a deleted one's photo files go after the commit.
  events.subscribe('profile.created', {
    name: 'pages.createPageForProfile',
    when: 'inTransaction',
    handle: ({ profile, page }, tx) => pages.createPageForProfile(profile, page, tx),
  });
  events.subscribe('profiles.deleted', {
    name: 'photos.removeProfileFiles',
    when: 'afterCommit',
    handle: ({ profileIds }) => photos.removeProfileFiles(profileIds),
  });
  const clients = createClientsService({
    db: deps.db,
    users,
    profiles,
    pages,
    inviteNewAccount: account.inviteNewAccount,
    recordStaffRead,
    // An account goes one way only, the privacy module's (built below, hence the getter).
    deleteAccount: () => privacy.deleteAccount,
  });
  const pocketCard = createPocketCardService({ profiles, appName: deps.config.appName, recordStaffRead });
  const analytics = createAnalyticsService({
    db: deps.db,
    viewFlushMs: deps.config.viewFlushMs,
    timeZone: deps.config.timeZone,
    log: deps.log,
    trust: trustFunctionOf(deps.config.trustProxy),
    events,
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
    links: sessionLinks('maintenance-files'),
    processingConcurrency: deps.config.photoProcessingConcurrency,
  });
  // Issue 44: classes, levels, checklists and pendências; its photos signed with a key of their own.
  const fireSafety = createFireSafetyService({
    ...withFiles,
    links: sessionLinks('checklist-photos'),
    processingConcurrency: deps.config.photoProcessingConcurrency,
  });
  // The technician area (issue 12): equipment, plans and the service log.
  const maintenance = createMaintenanceService({
    levels: fireSafety,
    db: deps.db,
    tags,
    users,
    log: deps.log,
    attachments: () => attachments.attachmentsOf,
    removeRecordFiles: () => attachments.removeRecordFiles,
    events,
  });
  // A tag meta's service list joins the log, in the transaction that writes the meta.
  events.subscribe('tag.metaWritten', {
    name: 'maintenance.importFromMeta',
    when: 'inTransaction',
    handle: ({ written }, tx) => maintenance.importFromMeta(written, tx),
  });
  const sites = createSites({ db: deps.db, users, tags, events });
  const publicPages = createPublicService({
    publicUrl: deps.config.publicUrl,
    timeZone: deps.config.timeZone,
    appName: deps.config.appName,
    pages,
    tags,
    // /t/{code} shows a B2B tag's service log (date, type, outcome) and its levels (issue 44).
    maintenance,
    fireSafety,
    // POST /p/{slug}/pin: a visitor's try at the profile's PIN (issue 24).
    profiles,
    // Issue 41: the pages' last copies, in Redis (every instance) or under DATA_DIR.
    copies: createLastCopies({
      backend: deps.redis ? redisCopyBackend(deps.redis) : diskCopyBackend(deps.config.dataDir),
      refreshMs: deps.config.publicPageCopyRefreshMinutes * 60_000,
      log: deps.log,
    }),
    siteNameOf: (siteId) => sites.nameOf(siteId),
  });
  // Issue 41: every change of what a page shows replaces its last copies before the answer.
  followChangesWithCopies(events, publicPages, deps.log);
  const problemReports = createProblemReports({
    ...withFiles,
    users,
    tags,
    events,
    links: sessionLinks('chamado-photos'),
    queueNotice,
    panelUrl: `${deps.config.publicUrl}/tecnico`,
    appName: deps.config.appName,
  });
  // Lost mode (issue 13): the owner's switch, the finder's messages, the scan alerts and their digest.
  const { lostMode, ownerCookie, lostScans, scanDigest } = createLostModeServices({
    db: deps.db,
    log: deps.log,
    config: deps.config,
    jwtSecret,
    tags,
    pages,
    users,
    queueNotice,
    events,
  });
  // The daily digest of what is due (started by main.ts, once a day per installation).
  const reminders = createRemindersService({
    db: deps.db,
    log: deps.log,
    users,
    dueForReminders: (today) => maintenance.dueForReminders(today),
    queueNotice,
    panelUrl: `${deps.config.publicUrl}/tecnico`,
    appName: deps.config.appName,
    events,
  });
  // Issue 42: each account's channels per kind of notice, and the family alert when a card is opened.
  const notificationSettings = createNotificationSettingsService(deps.db);
  const openAlert = createOpenAlertService({
    db: deps.db,
    log: deps.log,
    queueNotice,
    isBot: (visit) => analytics.isBot(visit),
    ownerOf: ownerCookie.ownerOf,
    publicUrl: deps.config.publicUrl,
    panelUrl: `${deps.config.publicUrl}/user/public`,
    appName: deps.config.appName,
    timeZone: deps.config.timeZone,
    events,
  });
  const apiTokens = createApiTokensService(deps.db);
  // Issue 45: the accounts' webhooks, fed by the events above; their signing secrets sealed like the 2FA secrets.
  const webhooks = createWebhooksService({ ...deps, events, queueNotice, users }, (purpose) =>
    createSecretBox(deriveKey(jwtSecret, purpose)),
  );
  // LGPD (issue 23): the export, the deletion of an account and the access log, through the services above.
  const privacy = createPrivacyService({
    db: deps.db,
    notifications,
    log: deps.log,
    appName: deps.config.appName,
    timeZone: deps.config.timeZone,
    accessLog,
    users,
    auth,
    profiles,
    pages,
    publicCopies: publicPages,
    photos,
    tags,
    analytics,
    messages,
    maintenance,
    reports,
    apiTokens,
    webhooks,
  });
  return {
    users,
    // An admin's change of another account's role (issue 43): told to the account in its bell and by e-mail.
    changeRole: createRoleChanger({
      db: deps.db,
      users,
      postMessage: (message) => messages.postMessage(message),
      queueNotice,
      log: deps.log,
      appName: deps.config.appName,
    }),
    messages,
    notifications,
    // Idempotency-Key answers (issue 26): the technician's offline queue may send a write twice.
    idempotency: createIdempotencyStore(deps.db),
    auth,
    sessions,
    apiTokens,
    twoFactor,
    account,
    tags,
    clients,
    pages,
    profiles,
    pocketCard,
    publicPages,
    analytics,
    photos,
    reports,
    maintenance,
    attachments,
    fireSafety,
    reminders,
    lostMode,
    ownerCookie,
    lostScans,
    scanDigest,
    privacy,
    notificationSettings,
    openAlert,
    sites,
    problemReports,
    avcbReport: createAvcbReport({ sites, fireSafety, problemReports, timeZone: deps.config.timeZone }),
    webhooks,
  };
}

export type Services = ReturnType<typeof createServices>;
