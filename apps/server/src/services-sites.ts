import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.js';
import type { EventBus } from './lib/events.js';
import type { SessionLinks } from './lib/signed-urls.js';
import type { FileStorage } from './lib/storage/storage.js';
import { processAttachment } from './modules/maintenance/attachment-images.js';
import type { NotificationsService } from './modules/notifications/service.js';
import { createProblemReportsService } from './modules/problem-reports/service.js';
import { createSitesService } from './modules/sites/service.js';
import type { TagsService } from './modules/tags/service.js';
import type { UsersService } from './modules/users/service.js';

type SiteDeps = {
  db: Database;
  users: Pick<UsersService, 'findById'>;
  tags: Pick<TagsService, 'getTag'>;
  events: EventBus;
};

/** Issue 44: the clients' sites (below the public pages, which show an equipment's site name). */
export const createSites = (deps: SiteDeps) => createSitesService(deps);

/**
 * Issue 44: the chamados. Their photos are processed as the maintenance records' (sharp, the same limits, metadata
 * stripped); a new record closes the chamados its author took ('maintenance.recorded', after the record's commit).
 */
export function createProblemReports(
  deps: SiteDeps & {
    storage: FileStorage;
    log: FastifyBaseLogger;
    links: SessionLinks;
    queueNotice: NotificationsService['queueNotice'];
    panelUrl: string;
    appName: string;
  },
) {
  const problemReports = createProblemReportsService({
    ...deps,
    processPhoto: async (input, fileName) => {
      const { sizes } = await processAttachment(input, fileName);
      return { sizes };
    },
  });
  deps.events.subscribe('maintenance.recorded', {
    name: 'problemReports.closeByRecord',
    when: 'afterCommit',
    handle: ({ record }) => problemReports.closeByRecord(record),
  });
  return problemReports;
}
