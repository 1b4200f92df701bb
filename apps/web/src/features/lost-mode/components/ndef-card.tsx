import { Copy } from 'lucide-react';
import { LOST_TEXTS, NFC_CHIPS, type Tag } from '@portal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { copyToClipboard } from '@/lib/clipboard';
import { notify } from '@/lib/notifications/notify';
import { useNdef } from '../api/get-ndef';

const NDEF_LOAD_FAILED = 'Erro ao carregar o texto da tag. Tente novamente.';
const COPIED = 'Texto copiado.';
const COPY_FAILED = 'Não foi possível copiar o texto.';

/** Whether a text of `bytes` fits each common chip's user memory. */
export const chipFits = (bytes: number) => NFC_CHIPS.map((chip) => ({ name: chip.name, fits: bytes <= chip.bytes }));

/** The text to write beside the URL (read offline by any phone), its size and the chips it fits. */
export function NdefCard({ tag }: { tag: Pick<Tag, 'id'> }) {
  const query = useNdef(tag.id);
  const areaId = `ndef-text-${tag.id}`;
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-slate-900">{LOST_TEXTS.ndefTitle}</h2>
      <p className="mt-1 text-sm text-slate-500">{LOST_TEXTS.ndefHint}</p>
      {query.isPending ? (
        <Spinner className="py-6" />
      ) : query.isError ? (
        <ErrorState message={NDEF_LOAD_FAILED} onRetry={() => query.refetch()} />
      ) : (
        <div className="mt-3 space-y-3">
          <label htmlFor={areaId} className="sr-only">
            {LOST_TEXTS.ndefTitle}
          </label>
          <textarea
            id={areaId}
            readOnly
            rows={Math.max(2, query.data.text.split('\n').length)}
            value={query.data.text}
            className="block w-full resize-none rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                copyToClipboard(query.data.text).then(
                  () => notify.success(COPIED),
                  () => notify.error(COPY_FAILED),
                )
              }
            >
              <Copy className="h-4 w-4" aria-hidden /> {LOST_TEXTS.ndefCopy}
            </Button>
            <span className="text-sm text-slate-600">{query.data.bytes} bytes</span>
          </div>
          <ul className="flex flex-wrap gap-2" aria-label="Chips NFC">
            {chipFits(query.data.bytes).map((chip) => (
              <li key={chip.name}>
                <Badge tone={chip.fits ? 'green' : 'red'}>
                  {chip.fits ? LOST_TEXTS.ndefFits(chip.name) : LOST_TEXTS.ndefTooBig(chip.name)}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
