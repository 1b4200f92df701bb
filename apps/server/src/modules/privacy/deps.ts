import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { AnalyticsService } from '../analytics/service.js';
import type { ApiTokensService } from '../api-tokens/service.js';
import type { AuthService } from '../auth/service.js';
import type { MaintenanceService } from '../maintenance/service.js';
import type { MessagesService } from '../messages/service.js';
import type { NotificationsService } from '../notifications/service.js';
import type { PagesService } from '../pages/service.js';
import type { PhotosService } from '../photos/service.js';
import type { ProfilesService } from '../profiles/service.js';
import type { PublicService } from '../public/service.js';
import type { ReportsService } from '../reports/service.js';
import type { TagsService } from '../tags/service.js';
import type { UsersService } from '../users/service.js';
import type { WebhooksService } from '../webhooks/service.js';
import type { AccessLog } from './access-log.js';

/** What the privacy module reaches of the other domains: their services only (wired in services.ts). */
export type PrivacyDeps = {
  db: Database;
  /** The outbox: the deletion's confirmation is queued in its transaction, the account's other notices go. */
  notifications: Pick<NotificationsService, 'queueNotice' | 'forgetRecipient'>;
  log: FastifyBaseLogger;
  appName: string;
  timeZone: string;
  accessLog: AccessLog;
  users: Pick<UsersService, 'findById' | 'lockIdsOfRole' | 'deleteAccount'>;
  auth: Pick<AuthService, 'sessionsForExport'>;
  profiles: Pick<ProfilesService, 'listMine' | 'findProfile' | 'lockProfilesOfUser'>;
  pages: Pick<PagesService, 'pageOfProfile' | 'slugsOfProfiles'>;
  /** Issue 41: the public pages' last copies, forgotten with the account. */
  publicCopies: Pick<PublicService, 'forgetCopies'>;
  photos: Pick<PhotosService, 'openOriginal' | 'photoFileExists' | 'removeProfileFiles'>;
  tags: Pick<TagsService, 'tagsWithHistoryOfUser' | 'forgetOwner'>;
  analytics: Pick<AnalyticsService, 'dailyCountsOf' | 'forgetRawScans' | 'flush'>;
  messages: Pick<MessagesService, 'addressedTo' | 'forgetPerson'>;
  maintenance: Pick<MaintenanceService, 'forgetTechnician'>;
  reports: Pick<ReportsService, 'removeFilesOfUser'>;
  /** Issue 45: the account's API tokens and webhooks, listed in its export (never a hash or a secret). */
  apiTokens: Pick<ApiTokensService, 'list'>;
  webhooks: Pick<WebhooksService, 'list'>;
};
