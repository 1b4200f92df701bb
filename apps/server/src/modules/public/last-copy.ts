/**
 * Issue 41: the card survives the database. The last public-level view this installation rendered of each /p and
 * /t page, kept where every instance finds it (Redis when REDIS_URL is set, else files under DATA_DIR), answered with
 * a banner when the database does not answer within its budget. Only what a stranger sees without the PIN is kept:
 * the copies are made from the GET answers' views (never an unlocked one) and rebuilt on the owner's changes.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PublicPageView, PublicTagView } from '@portal/shared/public-page';
import type { Redis } from '../../lib/redis.js';

/** A page's copy: what /p/{slug} rendered, or what /t/{code} rendered (its card for a person). */
export type LastCopy =
  | { kind: 'page'; savedAt: string; view: PublicPageView; allowIndexing: boolean }
  | { kind: 'tag'; savedAt: string; view: PublicTagView; card: PublicPageView | null; allowIndexing: boolean };

/** Where the copies live: a key (p:{slug}, t:{CODE}) to its JSON. */
export type CopyBackend = {
  read(key: string): Promise<string | null>;
  write(key: string, json: string): Promise<void>;
  remove(key: string): Promise<void>;
};

export const pageCopyKey = (slug: string) => `p:${slug.trim().toLowerCase()}`;
export const tagCopyKey = (code: string) => `t:${code.trim().toUpperCase()}`;

/** One file per page under DATA_DIR/public-copies, named by the key's hash (a slug is no file name); written whole. */
export function diskCopyBackend(dataDir: string): CopyBackend {
  const dir = path.join(dataDir, 'public-copies');
  const fileOf = (key: string) => path.join(dir, `${createHash('sha256').update(key).digest('hex')}.json`);
  let made: Promise<unknown> | null = null;
  return {
    async read(key) {
      try {
        return await readFile(fileOf(key), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(key, json) {
      await (made ??= mkdir(dir, { recursive: true }));
      // A reader never sees half a copy: written aside, then renamed over the old one.
      const file = fileOf(key);
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, json);
      await rename(temporary, file);
    },
    remove: (key) => rm(fileOf(key), { force: true }),
  };
}

/** In Redis, so every instance answers the same copy. */
export function redisCopyBackend(redis: Redis): CopyBackend {
  const keyOf = (key: string) => `public-copy:${key}`;
  return {
    read: (key) => redis.get(keyOf(key)),
    write: async (key, json) => void (await redis.set(keyOf(key), json)),
    remove: async (key) => void (await redis.del(keyOf(key))),
  };
}

/**
 * The work's answer if it comes within `budgetMs`; else `late`, the same work still running: the caller answers a
 * copy if it has one, else waits for it (a page never copied answers as it always did).
 */
export async function withinBudget<T>(work: Promise<T>, budgetMs: number): Promise<{ done: T } | { late: Promise<T> }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), budgetMs);
  });
  try {
    const first = await Promise.race([work.then((done) => ({ done })), late]);
    return first === 'late' ? { late: work } : first;
  } finally {
    clearTimeout(timer);
  }
}

type Copy<K extends LastCopy['kind']> = Omit<Extract<LastCopy, { kind: K }>, 'savedAt'>;

/** Copies a view may make per second and instance: a scan storm across many pages costs a bounded share of CPU. */
const VIEW_SAVES_PER_SECOND = 20;

/**
 * The copies: `save` replaces one now (a change: awaited before the owner's answer); `saveOnView` at most once per
 * `refreshMs` per page and instance, in the background (a view never waits for it), and at most
 * VIEW_SAVES_PER_SECOND of them (the others wait for a later view: the bench's random scans showed a copy per first
 * view doubling a page's CPU); `read` during an outage.
 */
export function createLastCopies(options: {
  backend: CopyBackend;
  refreshMs: number;
  log: { warn: (details: object, message: string) => void };
  now?: () => Date;
}) {
  const { backend, refreshMs, log } = options;
  const now = options.now ?? (() => new Date());
  const lastSaved = new Map<string, number>();
  let second = 0;
  let savesThisSecond = 0;

  async function save(key: string, copy: Copy<'page'> | Copy<'tag'>): Promise<void> {
    const savedAt = now();
    lastSaved.set(key, savedAt.getTime());
    await backend.write(key, JSON.stringify({ ...copy, savedAt: savedAt.toISOString() }));
  }

  /** A page that is gone (deleted, switched off, its profile or account deleted) keeps no copy to answer. */
  async function remove(key: string): Promise<void> {
    // Marked first: a view rendered before the change cannot write the copy back for refreshMs.
    lastSaved.set(key, now().getTime());
    await backend.remove(key);
  }

  return {
    save,
    remove,
    saveOnView(key: string, copy: () => Copy<'page'> | Copy<'tag'>): void {
      const last = lastSaved.get(key);
      if (last !== undefined && now().getTime() - last < refreshMs) return;
      const thisSecond = Math.floor(now().getTime() / 1000);
      if (thisSecond !== second) [second, savesThisSecond] = [thisSecond, 0];
      if (savesThisSecond >= VIEW_SAVES_PER_SECOND) return;
      savesThisSecond += 1;
      // Marked before the write: concurrent views of the same page make one copy.
      lastSaved.set(key, now().getTime());
      save(key, copy()).catch((error: unknown) => {
        lastSaved.delete(key);
        log.warn({ err: error, key }, 'public page copy not saved');
      });
    },
    async read(key: string): Promise<LastCopy | null> {
      try {
        const json = await backend.read(key);
        return json ? (JSON.parse(json) as LastCopy) : null;
      } catch (error) {
        log.warn({ err: error, key }, 'public page copy not read');
        return null;
      }
    },
  };
}

export type LastCopies = ReturnType<typeof createLastCopies>;
