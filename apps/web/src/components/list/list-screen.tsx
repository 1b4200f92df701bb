import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { countOf } from '@/lib/display-names';
import { usePageInRange } from '@/lib/use-page-in-range';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';

type PagedAnswer = { pagination: { page: number; totalPages: number; total: number } };

/** The list screens' page number: the address's `page`, 1 when missing or not a number. */
export const pageParam = (page: string) => Math.max(1, Number(page) || 1);

/**
 * The frame every paged list screen shares: the header, what sits above the list (stats, filters), then the
 * loading, error, empty or list state with its pagination, then the screen's dialogs (`children`). The page lives
 * in the address: `setParams` (the screen's useUrlState updater) turns it, and a page past the end goes back to the
 * last one.
 */
export function ListScreen<TData extends PagedAnswer>({
  title,
  counted,
  description,
  actions,
  toolbar,
  query,
  page,
  setParams,
  loadFailed,
  isEmpty,
  empty,
  list,
  contentClassName,
  children,
}: {
  title: string;
  /** The singular and plural of what the list holds: once loaded, the description is its count ('3 clientes'). */
  counted?: readonly [one: string, many: string];
  /** The description (while loading, when `counted`). */
  description?: ReactNode;
  actions?: ReactNode;
  /** Between the header and the list: stats, warnings, filters. */
  toolbar?: ReactNode;
  query: UseQueryResult<TData>;
  page: number;
  setParams: (patch: { page: string }) => void;
  /** The error state's message (it offers 'Tentar novamente'). */
  loadFailed: string;
  isEmpty: (data: TData) => boolean;
  /** The empty state: an EmptyState's title and description, and an action when there is one. */
  empty: { title: string; description?: ReactNode; action?: ReactNode };
  list: (data: TData) => ReactNode;
  /** Wraps the toolbar and the list in one block (the panel spaces them with space-y-4). */
  contentClassName?: string;
  children?: ReactNode;
}) {
  usePageInRange(page, query, setParams);
  const content = (
    <>
      {toolbar}
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState message={loadFailed} onRetry={() => query.refetch()} />
      ) : isEmpty(query.data) ? (
        <EmptyState {...empty} />
      ) : (
        <>
          {list(query.data)}
          <Pagination
            page={query.data.pagination.page}
            totalPages={query.data.pagination.totalPages}
            onPageChange={(next) => setParams({ page: String(next) })}
          />
        </>
      )}
    </>
  );
  return (
    <>
      <PageHeader
        title={title}
        description={counted && query.data ? countOf(query.data.pagination.total, ...counted) : description}
        actions={actions}
      />
      {contentClassName ? <div className={contentClassName}>{content}</div> : content}
      {children}
    </>
  );
}
