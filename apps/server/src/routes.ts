import type { FastifyInstance } from 'fastify';
import { adminAnalyticsRoutes, myAnalyticsRoutes } from './modules/analytics/routes.js';
import { accountLinkRoutes, adminInvitationRoutes, myAccountRoutes } from './modules/account/routes.js';
import { myApiTokensRoutes } from './modules/api-tokens/routes.js';
import authRoutes from './modules/auth/routes.js';
import { mySessionsRoutes } from './modules/auth/sessions-routes.js';
import { myTwoFactorRoutes } from './modules/auth/two-factor-routes.js';
import adminClientsRoutes, { adminCreateUserRoute } from './modules/clients/routes.js';
import healthRoutes from './modules/health/routes.js';
import { lostPosterRoutes } from './modules/lost-mode/poster-routes.js';
import { registerFinderRoutes } from './modules/lost-mode/finder-routes.js';
import { lostModeRoutes } from './modules/lost-mode/routes.js';
import { lostScansRoutes } from './modules/lost-mode/scans-routes.js';
import { adminFireSafetyRoutes, tecnicoFireSafetyRoutes } from './modules/maintenance/fire-safety/routes.js';
import { tecnicoFileRoutes } from './modules/maintenance/files-routes.js';
import { tecnicoRoutes } from './modules/maintenance/routes.js';
import adminMessagesRoutes, { myMessagesRoutes } from './modules/messages/routes.js';
import { adminNotificationsRoutes } from './modules/notifications/routes.js';
import adminPagesRoutes, { myPageRoutes, publicAdminPagesRoutes } from './modules/pages/routes.js';
import { adminPhotosRoutes, myPhotosRoutes, photoFileRoutes, publicPhotosRoutes } from './modules/photos/routes.js';
import { myNotificationSettingsRoutes } from './modules/notification-settings/routes.js';
import { myOpenAlertRoutes, openAlertPublicRoutes, registerFamilyShareRoutes } from './modules/open-alert/routes.js';
import { pocketCardRoutes } from './modules/pocket-card/routes.js';
import { adminClientExportRoute, adminDeleteUserRoute, myPrivacyRoutes } from './modules/privacy/routes.js';
import { adminClientProfilesRoutes, myProfilesRoutes } from './modules/profiles/routes.js';
import { robotsRoutes } from './modules/public/robots.js';
import { publicRoutes } from './modules/public/routes.js';
import { adminReportsRoutes, myReportsRoutes } from './modules/reports/routes.js';
import { braceletRoutes } from './modules/tags/bracelet-routes.js';
import { adminTagsRoutes } from './modules/tags/routes.js';
import { tagLabelRoutes } from './modules/tags/labels/routes.js';
import adminUsersRoutes from './modules/users/routes.js';
import { adminAvcbRoutes } from './modules/sites/avcb/routes.js';
import { adminSitesRoutes, adminTagPlacementRoutes, tecnicoSitesRoutes } from './modules/sites/routes.js';
import { tecnicoChamadosRoutes } from './modules/problem-reports/routes.js';
import { registerProblemReportRoutes } from './modules/problem-reports/form-routes.js';
import { myWebhooksRoutes } from './modules/webhooks/routes.js';
import requestMetricsPlugin from './plugins/request-metrics.js';

/** Every route plugin and its prefix: the map of the API. */
export async function registerRoutes(app: FastifyInstance) {
  // Every answer's time and status, for the analytics' system health (first, so it sees every route).
  await app.register(requestMetricsPlugin);
  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(mySessionsRoutes, { prefix: '/api/me/sessions' });
  await app.register(myTwoFactorRoutes, { prefix: '/api/me/2fa' });
  // Issue 45: the account's API tokens (who may reach what with one: modules/api-tokens/route-scopes.ts).
  await app.register(myApiTokensRoutes, { prefix: '/api/me/tokens' });
  // One's own account (issue 23): password and e-mail, the e-mailed links, the admin's invitations.
  await app.register(myAccountRoutes, { prefix: '/api/me' });
  await app.register(accountLinkRoutes, { prefix: '/api/auth' });
  await app.register(adminInvitationRoutes, { prefix: '/api/admin/users' });
  await app.register(adminUsersRoutes, { prefix: '/api/admin/users' });
  await app.register(adminMessagesRoutes, { prefix: '/api/admin/messages' });
  await app.register(myMessagesRoutes, { prefix: '/api/me/messages' });
  // The notices' outbox (issue 42): what failed, with the mail server's reason.
  await app.register(adminNotificationsRoutes, { prefix: '/api/admin/notifications' });
  await app.register(adminTagsRoutes, { prefix: '/api/admin/tags' });
  // Label sheets and the NFC encoders' export of a selection or a bulk import's batch (issue 25).
  await app.register(tagLabelRoutes, { prefix: '/api/admin/tags' });
  await app.register(braceletRoutes('ADMIN'), { prefix: '/api/admin/bracelets' });
  await app.register(braceletRoutes('USER'), { prefix: '/api/me/bracelets' });
  // Issue 44: the clients' sites, and an equipment tag's site and place (PATCH /api/admin/bracelets/{id}).
  await app.register(adminSitesRoutes, { prefix: '/api/admin/sites' });
  await app.register(adminAvcbRoutes, { prefix: '/api/admin/sites' });
  await app.register(adminTagPlacementRoutes, { prefix: '/api/admin/bracelets' });
  await app.register(adminCreateUserRoute, { prefix: '/api/admin/users' });
  await app.register(adminClientsRoutes, { prefix: '/api/admin/clients' });
  await app.register(adminClientProfilesRoutes, { prefix: '/api/admin/clients' });
  // LGPD (issue 23): the account's ZIP, its deletion, the access log; the admin's export of a client and deletion of
  // an account (beside the clients' and users' routes).
  await app.register(myPrivacyRoutes, { prefix: '/api/me' });
  await app.register(adminClientExportRoute, { prefix: '/api/admin/clients' });
  await app.register(adminDeleteUserRoute, { prefix: '/api/admin/users' });
  await app.register(myProfilesRoutes, { prefix: '/api/me/profiles' });
  // Issue 42: the family alert's log of opens, its recipients' confirmation, and each account's notification settings.
  await app.register(myOpenAlertRoutes, { prefix: '/api/me/profiles' });
  await app.register(openAlertPublicRoutes, { prefix: '/api/public/open-alert' });
  await app.register(myNotificationSettingsRoutes, { prefix: '/api/me/notification-settings' });
  // Issue 45: the account's webhooks, their delivery log and 'Enviar teste'.
  await app.register(myWebhooksRoutes, { prefix: '/api/me/webhooks' });
  // The card in the pocket: a profile's lock-screen wallpaper and wallet card (owner and admin twins).
  await app.register(pocketCardRoutes('USER'), { prefix: '/api/me/profiles' });
  await app.register(pocketCardRoutes('ADMIN'), { prefix: '/api/admin/clients' });
  await app.register(adminPagesRoutes, { prefix: '/api/admin/pages' });
  await app.register(myPageRoutes, { prefix: '/api/me/page' });
  await app.register(adminAnalyticsRoutes, { prefix: '/api/admin/analytics' });
  await app.register(myAnalyticsRoutes, { prefix: '/api/me/analytics' });
  await app.register(publicAdminPagesRoutes, { prefix: '/api/public/admin/pages' });
  await app.register(adminReportsRoutes, { prefix: '/api/admin/analytics/reports' });
  await app.register(myReportsRoutes, { prefix: '/api/me/analytics/reports' });
  await app.register(myPhotosRoutes, { prefix: '/api/me/photos' });
  await app.register(adminPhotosRoutes, { prefix: '/api/admin/photos' });
  await app.register(publicPhotosRoutes, { prefix: '/api/public/photos' });
  // The bytes of a photo (public ones to anyone; the others signed or to the owner and admins).
  await app.register(photoFileRoutes, { prefix: '/api/photos' });
  // The technician area (technicians and admins): equipment, plans, the service log, attachments, service reports.
  await app.register(tecnicoRoutes, { prefix: '/api/tecnico' });
  await app.register(tecnicoFileRoutes, { prefix: '/api/tecnico' });
  // Issue 44: the chamados opened from the equipment's public pages ('Relatar um problema').
  await app.register(tecnicoChamadosRoutes, { prefix: '/api/tecnico/chamados' });
  await app.register(tecnicoSitesRoutes, { prefix: '/api/tecnico/sites' });
  // Issue 44: extinguisher data, checklist photos, pendências; the admin's company, intervals and checklists.
  await app.register(tecnicoFireSafetyRoutes, { prefix: '/api/tecnico' });
  await app.register(adminFireSafetyRoutes, { prefix: '/api/admin' });
  // Lost mode: the owner's switch, scans, poster and NDEF text, and the finder's JSON contact (full paths).
  await app.register(lostModeRoutes);
  await app.register(lostPosterRoutes);
  await app.register(lostScansRoutes);
  // Public JSON (slug check, page, profile, tag, QR image, avatar) and the server-rendered /p and /t pages, with
  // lost mode's HTML form for the finder (POST /t/{code}/contato, /p/{slug}/contato) among those pages.
  // and the family alert's share of the visitor's place (POST /t/{code}/localizacao, /p/{slug}/localizacao).
  // Issue 44: 'Relatar um problema' (POST /t/{code}/problema) on an equipment's page.
  await app.register(publicRoutes, {
    htmlRoutes: [registerFinderRoutes, registerFamilyShareRoutes, registerProblemReportRoutes],
  });
  await app.register(robotsRoutes);
}
