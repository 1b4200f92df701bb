// Shorthands for the tests of the technician's files and reminders: accounts, equipment and records through the
// real services, multipart bodies as a browser sends them, and real images made by sharp.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { CreateRecordRequestBody, Role, TagMeta } from '@portal/shared';
import type { TestApp } from '../../testing/test-app.js';
import { addDays, todayInSaoPaulo } from '../../lib/dates.js';

export type SignedIn = Awaited<ReturnType<TestApp['createUser']>>;

/** A photo as a phone would take it: JPEG, with EXIF (camera and GPS) that must not survive. */
export const cameraPhoto = (width = 2400, height = 1800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PortalCam' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .jpeg()
    .toBuffer();

/** A multipart/form-data body with one file. */
export function multipartBody(content: Buffer, name = 'foto.jpg', field = 'photo', type = 'image/jpeg') {
  const boundary = `----portal-${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function filesTestKit(t: TestApp) {
  const system = { id: '00000000-0000-4000-8000-000000000000', name: 'Teste' };
  const today = todayInSaoPaulo();
  const actorOf = (who: SignedIn) => ({ id: who.user.id, role: who.user.role as Role, name: who.user.name });
  let seq = 0;

  return {
    today,
    day: (n: number) => addDays(today, n),
    /** A B2B tag (equipment) with its meta; a unique code unless given. */
    async equipment(meta: TagMeta = {}, code?: string) {
      seq += 1;
      return t.app.services.tags.createTag(
        { code: code ?? `TST${randomUUID().slice(0, 4).toUpperCase()}${seq}`, type: 'B2B', physicalType: 'QR', meta },
        system,
      );
    },
    async braceletTag() {
      return t.app.services.tags.createTag({ type: 'B2C', physicalType: 'NFC' }, system);
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
      const body = multipartBody(content, name, field);
      return t.app.inject({
        method: 'POST',
        url: `/api/tecnico/records/${recordId}/attachments`,
        headers: { ...(who?.auth ?? {}), ...body.headers },
        payload: body.payload,
      });
    },
    get: (url: string, who?: SignedIn | null) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} }),
    post: (url: string, who: SignedIn | null, payload?: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) }),
  };
}
