import Papa from 'papaparse';
import { formatBRL, maintenanceOutcomeLabel, maintenanceTypeLabel, formatDateBR } from '@portal/shared';
import { CSV_FORMULA_START, CSV_OPTIONS } from '../../lib/csv-formula.js';
import type { RecordWithCode } from './repository.js';

const CHUNK = 1000;

const HEADER = [
  'Data',
  'Código',
  'Tipo',
  'Descrição',
  'Resultado',
  'Técnico',
  'Duração (min)',
  'Custo',
  'Observações internas',
  'Origem',
];

/** dd/mm/aaaa from YYYY-MM-DD. */
function lineOf(record: RecordWithCode): string[] {
  return [
    formatDateBR(record.performedAt),
    record.code,
    maintenanceTypeLabel(record.type),
    record.description,
    maintenanceOutcomeLabel(record.outcome),
    record.technicianName ?? '',
    record.durationMinutes === null ? '' : String(record.durationMinutes),
    record.costCents === null ? '' : formatBRL(record.costCents),
    record.internalNotes ?? '',
    record.source === 'IMPORTED' ? 'Importado' : 'Registro',
  ];
}

type ChunkReader = (
  after: { performedAt: string; createdAt: Date; id: string } | undefined,
  size: number,
) => Promise<RecordWithCode[]>;

/** The log as CSV (BOM, ';', CRLF, pt-BR dates and BRL), read in keyset chunks so a long log never sits in one query. */
export async function recordsCsv(readChunk: ChunkReader): Promise<string> {
  const parts = [`\uFEFF${Papa.unparse([HEADER], CSV_OPTIONS)}`];
  let after: Parameters<ChunkReader>[0];
  for (;;) {
    const rows = await readChunk(after, CHUNK);
    if (rows.length) parts.push(Papa.unparse(rows.map(lineOf), { ...CSV_OPTIONS, escapeFormulae: CSV_FORMULA_START }));
    if (rows.length < CHUNK) break;
    const last = rows[rows.length - 1]!;
    after = { performedAt: last.performedAt, createdAt: last.createdAt, id: last.id };
  }
  return `${parts.join('\r\n')}\r\n`;
}
