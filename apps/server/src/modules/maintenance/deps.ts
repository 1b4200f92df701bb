import type { RecordAttachment } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { EventBus } from '../../lib/events.js';
import type { TagsService } from '../tags/service.js';
import type { UsersService } from '../users/service.js';
import type { FireSafetyService } from './fire-safety/service.js';

/** A record's attachments in the API shape (signed URLs), by record id: the attachments service answers it. */
export type AttachmentsLoader = (recordIds: string[]) => Promise<Map<string, RecordAttachment[]>>;

export type MaintenanceDeps = {
  db: Database;
  tags: Pick<TagsService, 'setStatus'>;
  /** The plan's technician is a TECHNICIAN account (users service). */
  users: Pick<UsersService, 'findById'>;
  /** A getter, as the files service is built after this one; none: no attachments. */
  attachments?: () => AttachmentsLoader | undefined;
  /** Removes deleted records' photo files (a getter, like attachments); none: the files stay. */
  removeRecordFiles?: () => ((records: Array<{ id: string; tagId: string }>) => Promise<void>) | undefined;
  /** Where a cleanup that failed after the commit is reported. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** The clock (tests fix it). */
  now?: () => Date;
  /** Issue 44: a record's level and checklist (modules/fire-safety), written in the record's transaction. */
  levels?: Pick<FireSafetyService, 'applyToRecord' | 'recordExtras'>;
  /** 'equipment.servicedWhileLost' after a new record's commit on a LOST equipment (lost mode tells the owner). */
  events: Pick<EventBus, 'publishAfterCommit'>;
};
