// Shorthands for the technician area's tests: requests with a token, tags, equipment and records through the real
// services, days around today, multipart bodies as a browser sends them, and real images made by sharp.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { CreateRecordRequestBody, Role, TagMeta } from '@portal/shared';
import type { TestApp } from './test-app.js';
import { addDays, todayInSaoPaulo } from '../lib/dates.js';
import { TEST_ACTOR, testRequests, type SignedIn } from './requests.js';
import { asPhonePhoto, multipart } from './photos.js';
import { tagTestKit } from './tags.js';

export { UNKNOWN_ID, type SignedIn } from './requests.js';

/** Days around today in São Paulo, YYYY-MM-DD. */
function days() {
  const today = todayInSaoPaulo();
  /** today + n days (n < 0: before today). */
  return { today, day: (n: number) => addDays(today, n) };
}

/** The equipment, plans and service log tests: requests, tags, days, and a record made older. */
export function tecnicoTestKit(t: TestApp) {
  const tags = tagTestKit(t);
  return {
    ...tags,
    ...days(),
    /** A B2B tag (equipment) with its meta. */
    makeEquipment: (code: string, meta: Record<string, unknown> = {}) =>
      tags.makeTag({ code, type: 'B2B', physicalType: 'QR', meta }),
    /** Simulates time: the record was created `hours` ago. */
    ageRecord: (id: string, hours: number) =>
      t.database.db.execute(
        sql`UPDATE maintenance_records SET created_at = now() - make_interval(hours => ${hours}) WHERE id = ${id}`,
      ),
  };
}

/** A photo as a phone would take it: JPEG, with EXIF (camera and GPS) that must not survive. */
export const cameraPhoto = (width = 2400, height = 1800) =>
  asPhonePhoto(sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 40 } } }), {
    Make: 'PortalCam',
  });

/** The technician's files, reports and reminders tests: equipment with a unique code, records, attachments. */
export function filesTestKit(t: TestApp) {
  const { today, day } = days();
  const { get, post } = testRequests(t);
  const actorOf = (who: SignedIn) => ({ id: who.user.id, role: who.user.role as Role, name: who.user.name });
  let seq = 0;

  return {
    today,
    day,
    get,
    post,
    /** A B2B tag (equipment) with its meta; a unique code unless given. */
    async equipment(meta: TagMeta = {}, code?: string) {
      seq += 1;
      return t.app.services.tags.createTag(
        { code: code ?? `TST${randomUUID().slice(0, 4).toUpperCase()}${seq}`, type: 'B2B', physicalType: 'QR', meta },
        TEST_ACTOR,
      );
    },
    async braceletTag() {
      return t.app.services.tags.createTag({ type: 'B2C', physicalType: 'NFC' }, TEST_ACTOR);
    },
    /** A record through the maintenance service, as `who` logs it. */
    async record(tagId: string, who: SignedIn, input: Partial<CreateRecordRequestBody> = {}) {
      const { record } = await t.app.services.maintenance.createRecord(
        tagId,
        {
          performedAt: today,
          type: 'PREVENTIVA',
          description: 'Recarga e inspeção visual',
          outcome: 'OK',
          ...input,
        } as Parameters<typeof t.app.services.maintenance.createRecord>[1],
        actorOf(who),
      );
      return record;
    },
    /** POST /api/tecnico/records/{id}/attachments with one file. */
    attach(recordId: string, who: SignedIn | null, content: Buffer, name = 'foto.jpg', field = 'photo') {
      const body = multipart([{ name, content }], field);
      return t.app.inject({
        method: 'POST',
        url: `/api/tecnico/records/${recordId}/attachments`,
        headers: { ...(who?.auth ?? {}), ...body.headers },
        payload: body.payload,
      });
    },
  };
}
