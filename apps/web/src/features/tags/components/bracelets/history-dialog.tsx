import { History } from 'lucide-react';
import { TAG_TEXTS, type Tag } from '@portal/shared';
import { Dialog } from '@/components/ui/dialog';
import { MaintenanceCard } from '@/features/maintenance';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useBraceletTransfers } from '../../api/get-bracelet-transfers';
import { TagEventList } from '../tag-event-list';

/**
 * The transfer history dialog: the last 20 assign / transfer / unassign records of a bracelet; for a B2B tag, its
 * maintenance (plan, next service, last records) first.
 */
export function HistoryDialog({
  tag,
  open,
  onOpenChange,
}: {
  tag: Tag | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const query = useBraceletTransfers(open ? tag?.id : undefined);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={tag ? `Histórico de ${tag.code}` : 'Histórico'}
      description="Últimas 20 atribuições e transferências."
    >
      {open && tag?.type === 'B2B' && <MaintenanceCard tagId={tag.id} className="mb-4 shadow-none" />}
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
