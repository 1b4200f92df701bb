import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Download, FileUp } from 'lucide-react';
import {
  BULK_TEMPLATE_CSV,
  BULK_TEMPLATE_FILENAME,
  decodeBulkFile,
  parseBulkInput,
  TAG_TEXTS,
  type BulkCreateResponse,
} from '@portal/shared';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { notify } from '@/features/notifications';
import { useBulkCreateBracelets } from '../../api/bulk-create-bracelets';
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

/** modelo_bulk_tags.csv with a BOM, so spreadsheet programs open it as UTF-8. */
function downloadTemplate() {
  saveBlob(new Blob(['\uFEFF' + BULK_TEMPLATE_CSV], { type: 'text/csv;charset=utf-8' }), BULK_TEMPLATE_FILENAME);
}

/**
 * Bulk creation (spec section 5): paste or upload CSV (comma or semicolon, with or without header, UTF-8 with or
 * without BOM) or JSON; the shared parser checks every line; any error blocks the send; the first 10 errors and
 * 20 items are shown; at most 500 are sent. The answer is summed up as 'Criados: N, Erros: M'.
 */
export function BulkCreateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<BulkCreateResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const mutation = useBulkCreateBracelets();
  const deferred = useDeferredValue(text);
  const parsed = useMemo(() => (deferred.trim() ? parseBulkInput(deferred) : null), [deferred]);
  const stale = deferred !== text;
  // A sent lot is not sent twice (its automatic codes would be created again): change the content to send more.
  const blocked = !parsed || stale || parsed.errors.length > 0 || parsed.items.length === 0 || result !== null;

  function reset() {
    setText('');
    setFileName(null);
    setResult(null);
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
    setFileName(file.name);
    setText(decodeBulkFile(await readBytes(file)));
  }

  async function send() {
    if (!parsed || blocked) return;
    setFailure(null);
    setResult(null);
    try {
      const response = await mutation.mutateAsync(parsed.items);
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
            {parsed && parsed.items.length > 0 ? `Criar ${parsed.items.length} tag(s)` : 'Criar tags'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
            <FileUp className="h-4 w-4" aria-hidden /> Enviar arquivo
          </Button>
          <Button variant="ghost" size="sm" onClick={downloadTemplate} className="text-brand-700">
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
            onChange={(event) => {
              setResult(null);
              setText(event.target.value);
            }}
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
        <FormError message={failure} />
      </div>
    </Dialog>
  );
}
