import { conflict } from '../../lib/errors.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/sql.js';
import { slugCandidates, slugError, SLUG_TEXTS, type ValidateSlugResponse } from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { PagesRepository } from './repository.js';

export const slugTaken = () => conflict(SLUG_TEXTS.taken, 'SLUG_TAKEN', { field: 'slug' });

/**
 * A page's slugs: one slug belongs to one page for as long as it exists (page_slugs), a generated one is numbered
 * until free, and a unique violation that slipped through is still a clean 409.
 */
export function createSlugRules(repository: Pick<PagesRepository, 'takenSlugs'>) {
  /** 409 when the slug belongs (now or before) to another page. Call with the slug lock held. */
  async function assertSlugFree(slug: string, exceptPageId: string | undefined, tx: Database) {
    if ((await repository.takenSlugs([slug], exceptPageId, tx)).has(slug)) throw slugTaken();
  }

  /** The first free slug among base and its numbered variants (a generated slug never fails on a taken one). */
  async function freeSlugFrom(base: string, tx: Database): Promise<string> {
    for (let round = 0; round < 5; round += 1) {
      const candidates =
        round === 0
          ? [base, ...slugCandidates(base, 9)]
          : slugCandidates(`${base}-${round}${Math.floor(Math.random() * 1000)}`, 10);
      const taken = await repository.takenSlugs(candidates, undefined, tx);
      const free = candidates.find((c) => !taken.has(c) && !slugError(c));
      if (free) return free;
    }
    throw slugTaken();
  }

  /** Writes inside the caller's transaction; a unique violation that slipped through is still a clean 409. */
  async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw slugTaken();
      throw error;
    }
  }

  /** GET /public/pages/validate-slug/{slug}: {available, suggestions, message?}; the page being edited keeps its own slugs. */
  async function validateSlug(rawSlug: string, pageId?: string): Promise<ValidateSlugResponse> {
    const slug = rawSlug.trim().toLowerCase();
    const error = slugError(slug);
    if (!error && !(await repository.takenSlugs([slug], pageId)).has(slug))
      return { available: true, suggestions: [], message: SLUG_TEXTS.available };
    const candidates = slugCandidates(slug, 10);
    const taken = await repository.takenSlugs(candidates, pageId);
    return {
      available: false,
      suggestions: candidates.filter((c) => !taken.has(c)).slice(0, 5),
      message: error ?? SLUG_TEXTS.taken,
    };
  }

  return { assertSlugFree, freeSlugFrom, guardUnique, validateSlug };
}
