import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Download, FileUp } from 'lucide-react';
import {
  BULK_TEMPLATE_FILENAME,
  bulkTemplateCsv,
  decodeBulkFile,
  parseBulkInput,
  TAG_TEXTS,
  type BulkCreateResponse,
  type BulkItem,
} from '@portal/shared';
import { errorMessage } from '@/lib/api-client';
import { countOf } from '@/lib/display-names';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { notify } from '@/lib/notifications/notify';
import { useBulkCreateBracelets } from '../../api/bulk-create-bracelets';
import { generateCodeWithFallback } from '../../api/generate-code';
import { BulkErrors, BulkPreview } from './bulk-preview';
import { saveBlob } from '@/lib/save-blob';

/** A file's bytes (Blob.arrayBuffer where the browser has it, FileReader otherwise). */
function readBytes(file: File): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/**
 * modelo_bulk_tags.csv with a BOM, so spreadsheet programs open it as UTF-8. Its example code is a fresh one (the
 * server's 'Gerar' code, else a random local one), so the template sent back as shipped creates its tags.
 */
async function downloadTemplate() {
  const { code } = await generateCodeWithFallback();
  saveBlob(new Blob(['\uFEFF' + bulkTemplateCsv(code)], { type: 'text/csv;charset=utf-8' }), BULK_TEMPLATE_FILENAME);
}

/** A line as it was sent: its number and content. An edited line is a new one. */
const lineKey = (item: BulkItem) => JSON.stringify(item);

/**
 * Bulk creation (spec section 5): paste or upload CSV (comma or semicolon, with or without header, UTF-8 with or
 * without BOM) or JSON; the shared parser checks every line; any error blocks the send; the first 10 errors and
 * 20 items are shown; at most 500 are sent. The answer is summed up as 'Criados: N, Erros: M'; its batch goes to
 * `onCreated` (labels and the encoder export of what was created).
 */
export function BulkCreateDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The import's batch, when it created tags: the screen offers their labels and encoder export. */
  onCreated?: (batchId: string, count: number) => void;
}) {
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<BulkCreateResponse | null>(null);
  // The lines a send created: never sent again (an empty code would make a second tag), whatever is sent next.
  const [created, setCreated] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const mutation = useBulkCreateBracelets();
  const deferred = useDeferredValue(text);
  const parsed = useMemo(() => (deferred.trim() ? parseBulkInput(deferred) : null), [deferred]);
  const stale = deferred !== text;
  // After a partly failed send only the lines not created yet (the failed ones, or lines edited since) go again.
  const pending = useMemo(
    () => (parsed ? parsed.items.filter((item) => !created.has(lineKey(item))) : []),
    [parsed, created],
  );
  const blocked = !parsed || stale || parsed.errors.length > 0 || pending.length === 0;

  function reset() {
    setText('');
    setFileName(null);
    setResult(null);
    setCreated(new Set());
    setFailure(null);
    mutation.reset();
    if (fileInput.current) fileInput.current.value = '';
  }

  function close(next: boolean) {
    if (!next) reset();
    onOpenChange(next);
  }

  async function pickFile(file: File | undefined) {
    if (!file) return;
    setResult(null);
    setCreated(new Set());
    setFileName(file.name);
    setText(decodeBulkFile(await readBytes(file)));
  }

  async function send() {
    if (!parsed || blocked) return;
    const batch = pending;
    setFailure(null);
    setResult(null);
    try {
      const response = await mutation.mutateAsync(batch);
      const failedLines = new Set(response.errors.map((error) => error.line));
      setCreated((before) => {
        const next = new Set(before);
        for (const item of batch) if (!failedLines.has(item.line)) next.add(lineKey(item));
        return next;
      });
      if (response.batchId) onCreated?.(response.batchId, response.createdCount);
      const summary = TAG_TEXTS.bulkResult(response.createdCount, response.errorCount);
      if (response.errorCount === 0) {
        notify.success(summary);
        close(false);
        return;
      }
      notify.warning(summary);
      setResult(response);
    } catch (error) {
      setFailure(errorMessage(error, 'Não foi possível enviar o lote. Tente novamente.'));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Criar tags em lote"
      description="Cole ou envie um CSV (vírgula ou ponto e vírgula) ou um JSON. Até 500 itens por envio."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button onClick={send} disabled={blocked} loading={mutation.isPending}>
            {pending.length > 0 ? `Criar ${countOf(pending.length, 'tag', 'tags')}` : 'Criar tags'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
            <FileUp className="h-4 w-4" aria-hidden /> Enviar arquivo
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void downloadTemplate()} className="text-brand-700">
            <Download className="h-4 w-4" aria-hidden /> Baixar modelo ({BULK_TEMPLATE_FILENAME})
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,.json,.txt,text/csv,application/json,text/plain"
            className="sr-only"
            aria-label="Arquivo CSV ou JSON"
            onChange={(event) => void pickFile(event.target.files?.[0])}
          />
          {fileName && <span className="self-center truncate text-xs text-slate-500">Arquivo: {fileName}</span>}
        </div>
        <div className="space-y-1.5">
          <label htmlFor="bulk-input" className="block text-sm font-medium text-slate-700">
            Conteúdo CSV ou JSON
          </label>
          <Textarea
            id="bulk-input"
            rows={7}
            spellCheck={false}
            className="font-mono text-xs"
            placeholder={
              'code;type;physicalType;status;serialNumber;model\n;B2B;NFC;ACTIVE;SN-000123;Extintor PQS 6kg\nPULS0100;B2C;QR;INACTIVE;;'
            }
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <p className="text-xs text-slate-500">
            Código vazio = gerado automaticamente. Tipo padrão B2B, tipo físico padrão NFC.
          </p>
        </div>
        {parsed && (
          <>
            <BulkErrors errors={parsed.errors} title="Corrija os erros antes de enviar" />
            <BulkPreview result={parsed} />
          </>
        )}
        {result && (
          <BulkErrors
            errors={result.errors}
            title={`${TAG_TEXTS.bulkResult(result.createdCount, result.errorCount)}: as linhas abaixo não foram criadas`}
          />
        )}
        {created.size > 0 && (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" role="status">
            {countOf(created.size, 'linha já criada não será enviada', 'linhas já criadas não serão enviadas')} de novo.
            Corrija as linhas com erro e envie só elas.
          </p>
        )}
        <FormError message={failure} />
      </div>
    </Dialog>
  );
}
