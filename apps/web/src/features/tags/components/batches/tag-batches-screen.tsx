import { useState } from 'react';
import { Printer } from 'lucide-react';
import { LABEL_TEXTS, TAG_BATCH_TEXTS, type TagBatch } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { useTagBatches } from '../../api/get-tag-batches';
import { PrintLabelsDialog } from '../labels/print-labels-dialog';

/**
 * 'Lotes importados' (issue 43, item 13): every bulk import, newest first, with its date, its tags and who imported
 * it; 'Imprimir etiquetas' prints its labels or its activation cards again, in the order of the import.
 */
export function TagBatchesScreen() {
  const query = useTagBatches();
  const [printing, setPrinting] = useState<TagBatch | null>(null);

  return (
    <div>
      <PageHeader title={TAG_BATCH_TEXTS.title} description={TAG_BATCH_TEXTS.description} />
      {query.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : query.isError ? (
        <ErrorState message={TAG_BATCH_TEXTS.loadFailed} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={TAG_BATCH_TEXTS.empty} description={TAG_BATCH_TEXTS.emptyHint} />
      ) : (
        <Table>
          <THead>
            <Tr>
              <Th>{TAG_BATCH_TEXTS.columns.date}</Th>
              <Th>{TAG_BATCH_TEXTS.columns.count}</Th>
              <Th>{TAG_BATCH_TEXTS.columns.who}</Th>
              <Th className="text-right">
                <span className="sr-only">{TAG_BATCH_TEXTS.columns.actions}</span>
              </Th>
            </Tr>
          </THead>
          <TBody>
            {query.data.items.map((batch) => (
              <Tr key={batch.id}>
                <Td>
                  <time dateTime={batch.createdAt}>{formatDateTime(batch.createdAt)}</time>
                </Td>
                <Td>{TAG_BATCH_TEXTS.tagCount(batch.count)}</Td>
                <Td>{batch.createdByName ?? '—'}</Td>
                <Td className="text-right">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setPrinting(batch)}
                    aria-label={TAG_BATCH_TEXTS.printBatch(formatDateTime(batch.createdAt))}
                  >
                    <Printer className="h-4 w-4" aria-hidden /> {LABEL_TEXTS.print}
                  </Button>
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
      {printing && (
        <PrintLabelsDialog
          open
          onOpenChange={(open) => !open && setPrinting(null)}
          target={{ batchId: printing.id }}
          count={printing.count}
        />
      )}
    </div>
  );
}
