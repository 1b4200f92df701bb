import type { ReactNode } from 'react';
import { History } from 'lucide-react';
import { TAG_TEXTS, type Tag } from '@portal/shared';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useBraceletTransfers } from '../../api/get-bracelet-transfers';
import { TagEventList } from '../tag-event-list';

/**
 * The transfer history dialog: the last 20 assign / transfer / unassign records of a bracelet; for a B2B tag, its
 * maintenance (plan, next service, last records) first: app/routes/screens/bracelets-screen.tsx gives that card,
 * since the tags feature does not import the maintenance one.
 */
export function HistoryDialog({
  tag,
  open,
  onOpenChange,
  maintenanceCard,
}: {
  tag: Tag | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A B2B tag's maintenance card, shown above its transfers. */
  maintenanceCard?: (tagId: string) => ReactNode;
}) {
  const query = useBraceletTransfers(open ? tag?.id : undefined);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={tag ? `Histórico de ${tag.code}` : 'Histórico'}
      description="Últimas 20 atribuições e transferências."
    >
      {open && tag?.type === 'B2B' && maintenanceCard?.(tag.id)}
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState message={TAG_TEXTS.historyLoadFailed} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={TAG_TEXTS.historyEmpty} icon={<History className="h-10 w-10" aria-hidden />} />
      ) : (
        <TagEventList events={query.data} label="Transferências" />
      )}
    </Dialog>
  );
}
