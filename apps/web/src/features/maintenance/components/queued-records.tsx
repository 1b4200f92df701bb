import { useState } from 'react';
import { Link } from 'react-router';
import { CloudUpload, Pencil, RotateCw, Trash2 } from 'lucide-react';
import { MAINTENANCE_TEXTS, maintenanceTypeLabel } from '@portal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { notifyHttpError } from '@/lib/notifications/notify';
import { useQueueActions } from '../api/use-offline';
import { formatDay } from '../lib/display';
import type { QueuedRecord } from '../lib/record-queue';
import { equipmentPath } from './equipment-list';
import { FixQueuedRecordDialog } from './fix-queued-record-dialog';

/**
 * The records this phone still has to send: 'Pendente de envio' while they wait for the network; one the server
 * refused shows its message, with 'Tentar novamente', 'Corrigir' (the form again, from what was typed) and
 * 'Descartar' (asked first: it exists nowhere else).
 */
export function QueuedRecords({ items, showCode = false }: { items: QueuedRecord[]; showCode?: boolean }) {
  const actions = useQueueActions();
  const [discarding, setDiscarding] = useState<QueuedRecord | null>(null);
  const [fixing, setFixing] = useState<QueuedRecord | null>(null);
  if (items.length === 0) return null;
  return (
    <>
      <ol className="space-y-3" aria-label={MAINTENANCE_TEXTS.pendingTitle}>
        {items.map((item) => (
          <li
            key={item.clientId}
            className={
              item.refused
                ? 'rounded-lg border border-red-200 bg-red-50/50 p-3'
                : 'rounded-lg border border-dashed border-amber-300 bg-amber-50/50 p-3'
            }
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-semibold text-slate-900">
                {showCode && (
                  <Link to={equipmentPath(item.tagId)} className="font-mono underline-offset-4 hover:underline">
                    {item.code} ·{' '}
                  </Link>
                )}
                {formatDay(item.body.performedAt)} · {maintenanceTypeLabel(item.body.type)}
              </p>
              <Badge tone={item.refused ? 'red' : 'yellow'}>
                <CloudUpload className="mr-1 h-3.5 w-3.5" aria-hidden /> {MAINTENANCE_TEXTS.pendingUpload}
              </Badge>
            </div>
            <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{item.body.description}</p>
            {item.photos.length > 0 && (
              <p className="mt-1 text-xs text-slate-500">
                {item.photos.length === 1 ? '1 foto' : `${item.photos.length} fotos`}
              </p>
            )}
            {item.refused && (
              <div className="mt-2 space-y-2">
                <p className="text-sm font-medium text-red-700">{MAINTENANCE_TEXTS.queueRefused(item.refused)}</p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => actions.retry(item).catch((error: unknown) => notifyHttpError(error))}
                  >
                    <RotateCw className="h-4 w-4" aria-hidden /> {MAINTENANCE_TEXTS.queueRetry}
                  </Button>
                  {/* Once the record is on the server only its photo waits: nothing of the record to correct. */}
                  {!item.recordId && (
                    <Button variant="secondary" size="sm" onClick={() => setFixing(item)}>
                      <Pencil className="h-4 w-4" aria-hidden /> {MAINTENANCE_TEXTS.queueFix}
                    </Button>
                  )}
                  <Button variant="secondary" size="sm" className="text-red-700" onClick={() => setDiscarding(item)}>
                    <Trash2 className="h-4 w-4" aria-hidden /> {MAINTENANCE_TEXTS.queueDiscard}
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ol>
      <FixQueuedRecordDialog item={fixing} onOpenChange={(open) => !open && setFixing(null)} />
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title={MAINTENANCE_TEXTS.queueDiscard}
        message={MAINTENANCE_TEXTS.queueDiscardConfirm}
        confirmLabel={MAINTENANCE_TEXTS.queueDiscard}
        tone="danger"
        onConfirm={() => {
          if (discarding) void actions.discard(discarding);
          setDiscarding(null);
        }}
      />
    </>
  );
}
