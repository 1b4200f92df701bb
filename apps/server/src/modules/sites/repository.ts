import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sites, type SiteRow } from '../../db/tables/sites.js';
import { tags } from '../../db/tables/tags.js';
import { users } from '../../db/tables/users.js';
import { containsPattern } from '../../lib/sql.js';

/** A site with its client's name and e-mail and how many equipment tags it holds (one query per page). */
export type SiteWithClient = SiteRow & { clientName: string | null; clientEmail: string; equipmentCount: number };

/** A site's equipment as a per-site document lists it (the AVCB report): by place, then code. */
export type SiteEquipmentRow = {
  id: string;
  code: string;
  profileId: string | null;
  place: string | null;
  status: string;
  nextService: string | null;
  meta: Record<string, unknown>;
};

export type SiteFilters = { userId?: string; search?: string };

// The tags it holds: a count over tags_site_created_at_idx per row of the page.
const equipmentCount = sql<number>`(SELECT count(*) FROM ${tags} WHERE ${tags.siteId} = ${sites.id})`.mapWith(Number);
const withClient = { site: sites, clientName: users.name, clientEmail: users.email, equipmentCount };

const whereOf = (filters: SiteFilters): SQL | undefined => {
  const conditions: SQL[] = [];
  if (filters.userId) conditions.push(eq(sites.userId, filters.userId));
  if (filters.search) conditions.push(ilike(sites.name, containsPattern(filters.search)));
  return conditions.length ? and(...conditions) : undefined;
};

type Joined = { site: SiteRow; clientName: string | null; clientEmail: string; equipmentCount: number };
const flat = ({ site, ...rest }: Joined): SiteWithClient => ({ ...site, ...rest });

/** The sites' SQL; the tags' site and place columns are written here (a tag's placement is this domain's). */
export function createSitesRepository(db: Database) {
  const selectSites = (tx: Database) => tx.select(withClient).from(sites).innerJoin(users, eq(users.id, sites.userId));

  return {
    /** One page by name (sites_name_idx, or sites_user_name_idx for one client) and the total. */
    async list(filters: SiteFilters, page: { page: number; limit: number }) {
      const where = whereOf(filters);
      const [rows, [totals]] = await Promise.all([
        selectSites(db)
          .where(where)
          .orderBy(asc(sites.name), asc(sites.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ total: count() }).from(sites).where(where),
      ]);
      return { rows: rows.map(flat), total: totals?.total ?? 0 };
    },

    async find(id: string, tx: Database = db): Promise<SiteWithClient | undefined> {
      const [row] = await selectSites(tx).where(eq(sites.id, id)).limit(1);
      return row && flat(row);
    },

    async insert(values: typeof sites.$inferInsert): Promise<SiteRow> {
      const [row] = await db.insert(sites).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<Pick<SiteRow, 'name' | 'address' | 'cnpj'>>): Promise<boolean> {
      const rows = await db
        .update(sites)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(sites.id, id))
        .returning({ id: sites.id });
      return rows.length > 0;
    },

    /** Deletes the site; its tags keep their place and lose the site (the foreign key's set null). */
    async delete(id: string): Promise<{ codes: string[]; profileIds: Array<string | null> } | undefined> {
      return db.transaction(async (tx) => {
        const held = await tx
          .select({ code: tags.code, profileId: tags.profileId })
          .from(tags)
          .where(eq(tags.siteId, id))
          .for('update');
        const rows = await tx.delete(sites).where(eq(sites.id, id)).returning({ id: sites.id });
        if (rows.length === 0) return undefined;
        return { codes: held.map((tag) => tag.code), profileIds: held.map((tag) => tag.profileId) };
      });
    },

    /** The tag as its placement reads it, locked for the write. */
    async lockTag(tagId: string, tx: Database) {
      const [row] = await tx
        .select({
          id: tags.id,
          code: tags.code,
          type: tags.type,
          assignedUserId: tags.assignedUserId,
          profileId: tags.profileId,
        })
        .from(tags)
        .where(eq(tags.id, tagId))
        .for('update');
      return row;
    },

    async placeTag(tagId: string, values: { siteId?: string | null; place?: string | null }, tx: Database) {
      await tx
        .update(tags)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(tags.id, tagId));
    },

    /** The site's name, for an equipment's public page (nothing else of the site is public). */
    async nameOf(id: string): Promise<string | null> {
      const [row] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, id)).limit(1);
      return row?.name ?? null;
    },

    /** Every equipment (B2B) tag of the site, by place then code (tags_b2b_site_next_service_idx finds them). */
    async equipmentOfSite(siteId: string): Promise<SiteEquipmentRow[]> {
      const rows = await db
        .select({
          id: tags.id,
          code: tags.code,
          profileId: tags.profileId,
          place: tags.place,
          status: tags.status,
          nextService: tags.nextService,
          meta: tags.meta,
        })
        .from(tags)
        .where(and(eq(tags.siteId, siteId), eq(tags.type, 'B2B')))
        .orderBy(sql`${tags.place} ASC NULLS LAST`, asc(tags.code));
      return rows as SiteEquipmentRow[];
    },
  };
}
