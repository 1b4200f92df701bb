import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type {
  AccessLogEntry,
  AccountProfile,
  AdminMessage,
  ApiToken,
  Page,
  Photo,
  Tag,
  TagEvent,
  Webhook,
} from '@portal/shared';
import type { UserRow } from '../../db/tables/users.js';
import type { StoredFile } from '../../lib/storage/storage.js';

/** One photo as dados.json lists it: its metadata and where its original sits in the ZIP (null: file missing). */
type ExportedPhoto = Pick<
  Photo,
  'id' | 'originalName' | 'size' | 'contentType' | 'isMain' | 'isPublic' | 'uploadedAt'
> & {
  width: number | undefined;
  height: number | undefined;
  file: string | null;
};

/** Everything the portal keeps of one account, gathered by the privacy service from each domain's service. */
export type AccountData = {
  account: UserRow;
  profiles: { profile: AccountProfile; page: Page | null }[];
  tags: { tag: Tag; history: TagEvent[] }[];
  visits: {
    pageDays: object[];
    pageCountries: object[];
    tagDays: object[];
  };
  messages: AdminMessage[];
  sessions: {
    id: string;
    createdAt: Date;
    lastSeenAt: Date;
    expiresAt: Date;
    revokedAt: Date | null;
    device: string;
    browser: string | null;
    country: string | null;
    city: string | null;
  }[];
  accessLog: AccessLogEntry[];
  /** Issue 45: as 'Integrações' lists them (a token's hash and a webhook's secret are never read back). */
  apiTokens: ApiToken[];
  webhooks: Webhook[];
};

type PhotoSource = {
  exists: (photo: { id: string; profileId: string }) => Promise<boolean>;
  open: (photo: { id: string; profileId: string }) => Promise<StoredFile | null>;
};

/** A file name safe inside a ZIP on any system: the uploaded name's letters, digits, dots and dashes. */
const safeName = (name: string | undefined) => (name ?? '').replace(/[^\w.-]+/g, '_').slice(-80) || 'foto';

const photoPath = (profileId: string, photo: Photo) => `fotos/${profileId}/${photo.id}-${safeName(photo.originalName)}`;

/** The account row without what is no one's to read back (password hash, session version). */
function accountOf(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    isSubscriber: row.isSubscriber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A photo's metadata without the short-lived signed links (they would expire in the person's copy). */
function photoOf(photo: Photo, file: string | null): ExportedPhoto {
  return {
    id: photo.id,
    originalName: photo.originalName,
    size: photo.size,
    contentType: photo.contentType,
    width: photo.metadata?.width,
    height: photo.metadata?.height,
    isMain: photo.isMain,
    isPublic: photo.isPublic,
    uploadedAt: photo.uploadedAt,
    file,
  };
}

/**
 * The ZIP of an account (LGPD art. 18, V): `dados.json` and `fotos/{profileId}/{photoId}-{name}` with every photo's
 * stored original. Built by yazl as it is read: each photo is opened only when the ZIP reaches it and streamed
 * through, so memory holds one chunk of one photo at a time, whatever the number of photos.
 */
export async function buildAccountZip(data: AccountData, photos: PhotoSource, exportedAt: Date): Promise<Readable> {
  const zip = new yazl.ZipFile();
  const files: { path: string; photo: { id: string; profileId: string } }[] = [];
  const profiles = [];
  for (const { profile, page } of data.profiles) {
    const listed: ExportedPhoto[] = [];
    for (const photo of profile.photos) {
      const ref = { id: photo.id, profileId: profile.id };
      const path = (await photos.exists(ref)) ? photoPath(profile.id, photo) : null;
      if (path) files.push({ path, photo: ref });
      listed.push(photoOf(photo, path));
    }
    const { photos: _signed, mainPhotoUrl: _main, avatarUrl: _avatar, ...fields } = profile;
    profiles.push({ ...fields, photos: listed, page });
  }
  const json = {
    exportedAt: exportedAt.toISOString(),
    account: accountOf(data.account),
    profiles,
    tags: data.tags,
    visits: data.visits,
    messages: data.messages,
    sessions: data.sessions,
    accessLog: data.accessLog,
    integrations: {
      apiTokens: data.apiTokens.map(({ name, scopes, createdAt, expiresAt, lastUsedAt, lastUsedIp }) => ({
        name,
        scopes,
        createdAt,
        expiresAt,
        lastUsedAt,
        lastUsedIp,
      })),
      webhooks: data.webhooks.map(({ url, events, allTags, enabled, createdAt }) => ({
        url,
        events,
        allTags,
        enabled,
        createdAt,
      })),
    },
  };
  zip.addBuffer(Buffer.from(JSON.stringify(json, null, 2), 'utf8'), 'dados.json', { mtime: exportedAt });
  for (const file of files) {
    // Photos are compressed images already: stored as they are.
    zip.addReadStreamLazy(file.path, { mtime: exportedAt, compress: false }, (done) => {
      photos.open(file.photo).then(
        (stored) => (stored ? done(null, stored.stream) : done(new Error(`photo file missing: ${file.path}`), null!)),
        (error: unknown) => done(error, null!),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
