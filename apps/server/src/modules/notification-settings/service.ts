import {
  CONFIGURABLE_NOTICE_KINDS,
  DEFAULT_NOTIFICATION_SETTINGS,
  type NoticeChannels,
  type NoticeKind,
  type NotificationSettings,
  type UpdateNotificationSettingsRequest,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import { createNotificationSettingsRepository } from './repository.js';

const ALWAYS: NoticeChannels = { email: true, bell: true };

/**
 * The stored choices over the defaults (a kind added later starts on both channels); the account's security notices
 * are always on, whatever a row says.
 */
function effective(stored: NotificationSettings | undefined): NotificationSettings {
  const kinds = { ...DEFAULT_NOTIFICATION_SETTINGS.kinds };
  for (const kind of CONFIGURABLE_NOTICE_KINDS) if (stored?.kinds?.[kind]) kinds[kind] = { ...stored.kinds[kind] };
  kinds.account_security = ALWAYS;
  return { kinds, scanAlertDigest: stored?.scanAlertDigest ?? DEFAULT_NOTIFICATION_SETTINGS.scanAlertDigest };
}

/**
 * Which channels a notice of `kind` to account `userId` goes to (issue 42 item 5). The one question every sender
 * asks before it writes a bell message or an e-mail; `account_security` is always both.
 */
export async function noticeChannelsFor(db: Database, userId: string, kind: NoticeKind): Promise<NoticeChannels> {
  if (kind === 'account_security') return ALWAYS;
  return effective(await createNotificationSettingsRepository(db).find(userId)).kinds[kind];
}

/** 'Notificações' in 'Minha conta': an account's choices per kind of notice and channel. */
export function createNotificationSettingsService(db: Database) {
  const repository = createNotificationSettingsRepository(db);
  return {
    get: async (userId: string): Promise<NotificationSettings> => effective(await repository.find(userId)),

    /** The kinds sent change, the others keep their choice (the schema already refused security turned off). */
    async update(userId: string, body: UpdateNotificationSettingsRequest): Promise<NotificationSettings> {
      const current = effective(await repository.find(userId));
      const next = effective({
        kinds: { ...current.kinds, ...body.kinds },
        scanAlertDigest: body.scanAlertDigest ?? current.scanAlertDigest,
      });
      await repository.save(userId, next);
      return next;
    },
  };
}

/** @public The module's service type, part of its face (what another module's deps may name). */
export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
