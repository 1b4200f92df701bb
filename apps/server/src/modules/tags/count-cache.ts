/**
 * List totals are the costly part of a page (a count over every matching row). They are kept for a few
 * seconds per filter set and dropped on every write made through this repository, so paging through one
 * filter counts once. Another instance's writes show in the totals within COUNT_TTL_MS (rows are always fresh).
 */
const COUNT_TTL_MS = 5_000;
export function createCountCache() {
  const entries = new Map<string, { total: number; at: number }>();
  return {
    get(key: string): number | undefined {
      const entry = entries.get(key);
      if (!entry || Date.now() - entry.at > COUNT_TTL_MS) return undefined;
      return entry.total;
    },
    set(key: string, total: number) {
      if (entries.size > 500) entries.clear();
      entries.set(key, { total, at: Date.now() });
    },
    clear: () => entries.clear(),
  };
}
