import { useCallback, useMemo, useState } from 'react';
import type { Tag } from '@portal/shared';

/** What a label sheet or an encoder export is for: chosen tags, or every tag of one bulk import. */
export type LabelTarget = { ids: string[] } | { batchId: string };

/**
 * The tags chosen on a list, kept across its pages and filters (id -> code, in the order they were chosen) until
 * cleared: the label sheet prints them in that order.
 */
export function useTagSelection() {
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const toggle = useCallback((tag: Pick<Tag, 'id' | 'code'>, on: boolean) => {
    setChosen((before) => {
      const next = new Map(before);
      if (on) next.set(tag.id, tag.code);
      else next.delete(tag.id);
      return next;
    });
  }, []);
  const setPage = useCallback((tags: Array<Pick<Tag, 'id' | 'code'>>, on: boolean) => {
    setChosen((before) => {
      const next = new Map(before);
      for (const tag of tags) {
        if (on) next.set(tag.id, tag.code);
        else next.delete(tag.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setChosen(new Map()), []);
  const target = useMemo<LabelTarget>(() => ({ ids: [...chosen.keys()] }), [chosen]);
  return { count: chosen.size, has: (id: string) => chosen.has(id), toggle, setPage, clear, target };
}

export type TagSelection = ReturnType<typeof useTagSelection>;
