import { useState, type ReactNode } from 'react';
import { Cpu, Printer, X } from 'lucide-react';
import { LABEL_TEXTS } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useDownloadEncoderExport } from '../../api/download-encoder-export';
import type { LabelTarget } from '../../lib/label-target';
import { PrintLabelsDialog } from './print-labels-dialog';

/**
 * 'Imprimir etiquetas' and 'Exportar para gravador NFC' for chosen tags or a bulk import's batch, in a bar that
 * says what they act on (`summary`); 'Limpar seleção' when the bar is a selection's.
 */
export function LabelActions({
  target,
  count,
  summary,
  onClear,
}: {
  target: LabelTarget;
  count: number;
  summary: ReactNode;
  onClear?: () => void;
}) {
  const [printing, setPrinting] = useState(false);
  const exportCsv = useDownloadEncoderExport();

  function exportForEncoder() {
    exportCsv.mutate(target, {
      onSuccess: () => notify.success(LABEL_TEXTS.exported),
      onError: (error) => notifyHttpError(error, LABEL_TEXTS.exportFailed),
    });
  }

  return (
    <div
      className="mb-4 flex flex-wrap items-center gap-2 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
      role="region"
      aria-label={LABEL_TEXTS.print}
    >
      <p className="min-w-0 flex-1 font-medium" aria-live="polite">
        {summary}
      </p>
      <Button size="sm" onClick={() => setPrinting(true)}>
        <Printer className="h-4 w-4" aria-hidden /> {LABEL_TEXTS.print}
      </Button>
      <Button size="sm" variant="secondary" onClick={exportForEncoder} loading={exportCsv.isPending}>
        <Cpu className="h-4 w-4" aria-hidden /> {LABEL_TEXTS.exportEncoder}
      </Button>
      {onClear && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          <X className="h-4 w-4" aria-hidden /> {LABEL_TEXTS.clearSelection}
        </Button>
      )}
      <PrintLabelsDialog open={printing} onOpenChange={setPrinting} target={target} count={count} />
    </div>
  );
}
