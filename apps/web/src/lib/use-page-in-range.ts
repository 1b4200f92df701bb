import { useEffect } from 'react';

type ListAnswer = { data?: { pagination: { totalPages: number } }; isPlaceholderData: boolean };

/**
 * A list page past the end (an old link, or the list shrank after a delete or a narrower filter) goes to the last
 * page rather than a dead-end empty state. The placeholder (the previous page's answer, kept while loading) says
 * nothing about this page yet, so only a real answer moves it. `setParams` is the list's useUrlState updater.
 */
export function usePageInRange(page: number, answer: ListAnswer, setParams: (patch: { page: string }) => void) {
  const totalPages = answer.data?.pagination.totalPages;
  // An empty list has 0 pages on some answers: page 1 is still where it belongs.
  const lastPage = totalPages === undefined ? undefined : Math.max(1, totalPages);
  const pastTheEnd = !answer.isPlaceholderData && lastPage !== undefined && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setParams({ page: String(lastPage) });
  }, [pastTheEnd, lastPage, setParams]);
}
