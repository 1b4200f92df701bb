import { count, desc, eq } from 'drizzle-orm';
import { buildPagination, type TagScan } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { tagScans } from '../../db/tables/analytics.js';
import { tags } from '../../db/tables/tags.js';

type ListScansQuery = { page: number; limit: number };

/**
 * The owner's side of a tag's scans: the list (newest first, a page at a time in SQL on tag_scans_tag_created_idx)
 * and the daily digest switch. Ownership is checked by the caller (the tags service's getMyTag: 404 / 403 NOT_OWNER).
 */
export function createScansService(db: Database) {
  return {
    /** City is null: tag_scans keeps the country only (the address is never stored, and the city was not kept). */
    async listScans(tagId: string, { page, limit }: ListScansQuery) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ at: tagScans.createdAt, country: tagScans.country, device: tagScans.device })
          .from(tagScans)
          .where(eq(tagScans.tagId, tagId))
          .orderBy(desc(tagScans.createdAt), desc(tagScans.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(tagScans).where(eq(tagScans.tagId, tagId)),
      ]);
      const scans: TagScan[] = rows.map((row) => ({
        at: row.at.toISOString(),
        country: row.country,
        city: null,
        device: row.device,
      }));
      const totalCount = total?.n ?? 0;
      return { scans, pagination: buildPagination(page, limit, totalCount) };
    },

    async setScanDigest(tagId: string, { enabled }: { enabled: boolean }): Promise<void> {
      await db.update(tags).set({ scanDigest: enabled, updatedAt: new Date() }).where(eq(tags.id, tagId));
    },
  };
}
