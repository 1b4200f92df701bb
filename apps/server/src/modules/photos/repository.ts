import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { createBatchLoader } from '../../lib/batch-loader.js';
import { profiles } from '../../db/tables/profiles.js';
import { pages } from '../../db/tables/pages.js';
import { photos, type NewPhotoRow, type PhotoRow } from '../../db/tables/photos.js';

/** A profile as the photo rules see it: whose it is and whether a visitor may see its photos. */
export type PhotoProfile = { id: string; userId: string; isPhotosPublic: boolean; pageIsActive: boolean };
/** A photo with the account its profile belongs to (ownership checks). */
export type PhotoWithOwner = PhotoRow & { userId: string };
/** What serving a photo needs, read in one query: the photo, its owner and whether a visitor may see it. */
export type ServedPhoto = Pick<PhotoRow, 'id' | 'profileId' | 'originalName' | 'isPublic' | 'updatedAt'> & {
  userId: string;
  isPhotosPublic: boolean;
  pageIsActive: boolean;
};

/**
 * The photos table's SQL. Serving a photo and checking whose photos are asked for join the profile (and its page)
 * in the same query: GET /api/photos/{id} is the hottest route of a gallery, one round trip per batch of ids.
 */
export function createPhotosRepository(db: Database) {
  // Prepared once; the ids asked for in one turn of the event loop are read together (a gallery's thumbnails
  // arrive at once): one round trip for many requests.
  const servedByIds = db
    .select({
      id: photos.id,
      profileId: photos.profileId,
      originalName: photos.originalName,
      isPublic: photos.isPublic,
      updatedAt: photos.updatedAt,
      userId: profiles.userId,
      isPhotosPublic: profiles.isPhotosPublic,
      pageIsActive: sql<boolean>`coalesce(${pages.isActive}, false)`,
    })
    .from(photos)
    .innerJoin(profiles, eq(profiles.id, photos.profileId))
    .leftJoin(pages, eq(pages.profileId, profiles.id))
    .where(sql`${photos.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .prepare('photos_served_by_ids');
  const servingLoader = createBatchLoader(async (ids: string[]) => {
    const rows = await servedByIds.execute({ ids });
    return new Map(rows.map((row): [string, ServedPhoto] => [row.id, row]));
  });

  return {
    async countOfProfile(profileId: string, tx: Database = db): Promise<number> {
      const [row] = await tx.select({ total: count() }).from(photos).where(eq(photos.profileId, profileId));
      return row?.total ?? 0;
    },

    async insert(values: NewPhotoRow, tx: Database): Promise<PhotoRow> {
      const [row] = await tx.insert(photos).values(values).returning();
      return row!;
    },

    /** A page of a profile's photos: the main one first, then the newest first. */
    async pageOfProfile(
      profileId: string,
      options: { onlyPublic: boolean; page: number; limit: number },
    ): Promise<{ rows: PhotoRow[]; total: number }> {
      const where = options.onlyPublic
        ? and(eq(photos.profileId, profileId), eq(photos.isPublic, true))
        : eq(photos.profileId, profileId);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(photos)
          .where(where)
          .orderBy(desc(photos.isMain), desc(photos.uploadedAt), desc(photos.id))
          .limit(options.limit)
          .offset((options.page - 1) * options.limit),
        db.select({ total: count() }).from(photos).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Every photo of a profile, oldest first (the order of profiles.photos). */
    allOfProfile: (profileId: string, tx: Database): Promise<PhotoRow[]> =>
      tx.select().from(photos).where(eq(photos.profileId, profileId)).orderBy(asc(photos.uploadedAt), asc(photos.id)),

    async findWithOwner(photoIds: string[], tx: Database = db): Promise<PhotoWithOwner[]> {
      if (photoIds.length === 0) return [];
      const rows = await tx
        .select({ photo: photos, userId: profiles.userId })
        .from(photos)
        .innerJoin(profiles, eq(profiles.id, photos.profileId))
        .where(inArray(photos.id, photoIds));
      return rows.map((row) => ({ ...row.photo, userId: row.userId }));
    },

    /** The one query of GET /api/photos/{id}: by primary key with its profile and page, batched and prepared. */
    findForServing: (photoId: string): Promise<ServedPhoto | undefined> => servingLoader.load(photoId),

    async deleteMany(photoIds: string[], tx: Database): Promise<PhotoRow[]> {
      return tx.delete(photos).where(inArray(photos.id, photoIds)).returning();
    },

    async clearMain(profileId: string, tx: Database): Promise<void> {
      await tx
        .update(photos)
        .set({ isMain: false })
        .where(and(eq(photos.profileId, profileId), eq(photos.isMain, true)));
    },

    async update(photoId: string, values: Partial<Pick<PhotoRow, 'isMain' | 'isPublic'>>, tx: Database) {
      const [row] = await tx.update(photos).set(values).where(eq(photos.id, photoId)).returning();
      return row;
    },
  };
}
