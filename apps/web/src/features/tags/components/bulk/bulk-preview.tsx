import { AlertCircle, CheckCircle2 } from 'lucide-react';
import {
  BULK_ERRORS_SHOWN,
  BULK_PREVIEW_ITEMS,
  tagStatusLabel,
  tagTechnicalSheet,
  type BulkIssue,
  type BulkParseResult,
} from '@portal/shared';
import { Badge } from '@/components/ui/badge';
import { countOf } from '@/lib/display-names';

/** The first 10 problems ('Linha N: ...') and how many more there are. */
export function BulkErrors({ errors, title }: { errors: Array<Pick<BulkIssue, 'message'>>; title: string }) {
  if (errors.length === 0) return null;
  const rest = errors.length - BULK_ERRORS_SHOWN;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p className="flex items-center gap-1.5 font-semibold">
        <AlertCircle className="h-4 w-4 shrink-0" aria-hidden /> {title}
      </p>
      <ul className="mt-2 list-disc space-y-0.5 pl-5" aria-label="Erros">
        {errors.slice(0, BULK_ERRORS_SHOWN).map((error, index) => (
          <li key={index} className="break-words">
            {error.message}
          </li>
        ))}
      </ul>
      {rest > 0 && <p className="mt-1 text-xs">e mais {countOf(rest, 'erro', 'erros')}.</p>}
    </div>
  );
}

function describe(result: BulkParseResult): string {
  if (result.format === 'json') return 'JSON';
  const delimiter = result.delimiter === ';' ? 'ponto e vírgula' : result.delimiter === '\t' ? 'tabulação' : 'vírgula';
  return `CSV separado por ${delimiter}, ${result.hasHeader ? 'com cabeçalho' : 'sem cabeçalho'}`;
}

/** What the parser understood: counts, format, ignored columns, the 500 limit, and the first 20 items. */
export function BulkPreview({ result }: { result: BulkParseResult }) {
  const shown = result.items.slice(0, BULK_PREVIEW_ITEMS);
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
        {result.errors.length === 0 && result.items.length > 0 && (
          <CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden />
        )}
        <strong>{countOf(result.items.length, 'item válido', 'itens válidos')}</strong>
        {result.errors.length > 0 && (
          <span className="text-red-700">· {countOf(result.errors.length, 'erro', 'erros')}</span>
        )}
        <span className="text-slate-500">· {describe(result)}</span>
      </p>
      {result.truncated && (
        <p className="rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-800">
          Apenas os primeiros 500 itens serão enviados; {countOf(result.ignoredCount, 'ignorado', 'ignorados')}.
        </p>
      )}
      {result.ignoredColumns.length > 0 && (
        <p className="text-xs text-slate-500">Colunas ignoradas: {result.ignoredColumns.join(', ')}</p>
      )}
      {shown.length > 0 && (
        <div>
          <p className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">
            Pré-visualização ({shown.length} de {result.items.length})
          </p>
          <div className="max-h-64 overflow-auto rounded-xl border border-slate-200">
            <table className="min-w-full divide-y divide-slate-200 text-xs" aria-label="Pré-visualização">
              <thead className="sticky top-0 bg-slate-50 text-left font-semibold uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="px-3 py-2">Linha</th>
                  <th className="px-3 py-2">Código</th>
                  <th className="px-3 py-2">Tipo</th>
                  <th className="px-3 py-2">Status</th>
                  <th className="px-3 py-2">Série / modelo</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 bg-white">
                {shown.map((item) => {
                  const sheet = tagTechnicalSheet(item.meta);
                  return (
                    <tr key={item.line}>
                      <td className="px-3 py-1.5 tabular-nums text-slate-500">{item.line}</td>
                      <td className="whitespace-nowrap px-3 py-1.5 font-mono text-slate-900">
                        {item.code ?? <span className="italic text-slate-400">automático</span>}
                      </td>
                      <td className="whitespace-nowrap px-3 py-1.5">
                        <Badge tone={item.type === 'B2B' ? 'purple' : 'slate'}>{item.type}</Badge>{' '}
                        <span className="text-slate-500">{item.physicalType}</span>
                      </td>
                      <td className="whitespace-nowrap px-3 py-1.5">
                        {item.status ? tagStatusLabel(item.status) : <span className="text-slate-400">padrão</span>}
                      </td>
                      <td className="max-w-56 truncate px-3 py-1.5 text-slate-600">
                        {[sheet.serialNumber, sheet.model].filter(Boolean).join(' · ') || '—'}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  );
}
