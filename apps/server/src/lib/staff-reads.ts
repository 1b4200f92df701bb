import type { AccessLogSection } from '@portal/shared';
import type { ProfileRow } from '../db/tables/profiles.js';
import type { Actor } from './actor.js';

/** The profile fields a staff answer carried: what the access log measures a reading on. */
export type ReadProfile = Pick<
  ProfileRow,
  'id' | 'userId' | 'name' | 'medicalInfo' | 'emergencyContacts' | 'phone' | 'email' | 'address' | 'notes'
>;

/**
 * The access log's recorder (LGPD art. 37, modules/privacy/access-log.ts), handed by services.ts to the services
 * that answer a staff account a person's private fields (profiles, pages, clients): `carried` names the sections the
 * answer held (all four by default).
 */
export type RecordStaffRead = (
  actor: Actor,
  profiles: readonly ReadProfile[],
  carried?: readonly AccessLogSection[],
) => Promise<void>;
