import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { MAINTENANCE_TEXTS, maintenanceTypeLabel, formatBRL, type MaintenanceRecord } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { formatDay, formatMinutes } from '../../lib/display';
import { OutcomeBadge } from '../badges';
import { equipmentPath } from '../equipment-list';
import { ReportAction } from './report-action';

export type RecordRowActions = {
  canChange: (record: MaintenanceRecord) => boolean;
  onEdit: (record: MaintenanceRecord) => void;
  onDelete: (record: MaintenanceRecord) => void;
};

const dash = <span className="text-slate-400">—</span>;
/** Narrower cells than the table's default: ten facts per row beside the sidebar at 1280 px. */
const CELL = 'px-2';

function EquipmentLink({ record }: { record: MaintenanceRecord }) {
  return (
    <Link
      to={equipmentPath(record.tagId)}
      className="font-mono font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      {record.code}
    </Link>
  );
}

function RowActions({ record, actions }: { record: MaintenanceRecord; actions: RecordRowActions }) {
  const changeable = actions.canChange(record);
  return (
    <div className="flex items-center justify-end gap-1">
      <ReportAction tagId={record.tagId} code={record.code} compact />
      {changeable && (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`${MAINTENANCE_TEXTS.edit} registro de ${record.code}`}
            title={MAINTENANCE_TEXTS.edit}
            onClick={() => actions.onEdit(record)}
          >
            <Pencil className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
            aria-label={`Excluir registro de ${record.code}`}
            title="Excluir"
            onClick={() => actions.onDelete(record)}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * The log across all equipment: a table on wide screens and one card per record on a phone (the same rows), each
 * with the service report and, for a record the caller may still change, edit and delete.
 */
export function RecordsTable({ records, actions }: { records: MaintenanceRecord[]; actions: RecordRowActions }) {
  return (
    <>
      <div className="hidden lg:block">
        <Table aria-label={MAINTENANCE_TEXTS.log}>
          <THead>
            <tr>
              <Th className={CELL}>Data</Th>
              <Th className={CELL}>Equipamento</Th>
              <Th className={CELL}>Tipo</Th>
              <Th className={CELL}>Resultado</Th>
              <Th className={CELL}>Técnico</Th>
              <Th className={CELL}>Descrição</Th>
              <Th className={cn(CELL, 'text-right')}>Duração</Th>
              <Th className={cn(CELL, 'text-right')}>Custo</Th>
              <Th className={cn(CELL, 'text-right')}>Ações</Th>
            </tr>
          </THead>
          <TBody>
            {records.map((record) => (
              <Tr key={record.id}>
                <Td className={CELL}>
                  <time dateTime={record.performedAt}>{formatDay(record.performedAt)}</time>
                </Td>
                <Td className={CELL}>
                  <EquipmentLink record={record} />
                </Td>
                <Td className={CELL}>{maintenanceTypeLabel(record.type)}</Td>
                <Td className={CELL}>
                  <OutcomeBadge outcome={record.outcome} />
                </Td>
                <Td className={CELL}>
                  <span
                    className="block max-w-20 truncate min-[1360px]:max-w-32"
                    title={record.technicianName ?? undefined}
                  >
                    {record.technicianName ?? dash}
                  </span>
                </Td>
                <Td className={cn(CELL, 'whitespace-normal')}>
                  <p
                    className="line-clamp-2 min-w-20 max-w-48 break-words min-[1360px]:max-w-60"
                    title={record.description}
                  >
                    {record.description}
                  </p>
                </Td>
                {/* Issue 43: the duration and the cost each in its column, compared down the page. */}
                <Td className={cn(CELL, 'text-right tabular-nums')}>
                  {record.durationMinutes === null ? dash : formatMinutes(record.durationMinutes)}
                </Td>
                <Td className={cn(CELL, 'text-right tabular-nums')}>
                  {record.costCents === null ? dash : formatBRL(record.costCents)}
                </Td>
                <Td className="px-1">
                  <RowActions record={record} actions={actions} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </div>
      <ul className="space-y-3 lg:hidden" aria-label={MAINTENANCE_TEXTS.log}>
        {records.map((record) => (
          <li key={record.id}>
            <Card className="p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-slate-900">
                    <time dateTime={record.performedAt}>{formatDay(record.performedAt)}</time> ·{' '}
                    {maintenanceTypeLabel(record.type)}
                  </p>
                  <EquipmentLink record={record} />
                </div>
                <OutcomeBadge outcome={record.outcome} />
              </div>
              <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">{record.description}</p>
              <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
                <div className="flex gap-1">
                  <dt>Técnico:</dt>
                  <dd className="font-medium text-slate-900">{record.technicianName ?? '—'}</dd>
                </div>
                {record.durationMinutes !== null && (
                  <div className="flex gap-1">
                    <dt>Duração:</dt>
                    <dd className="font-medium text-slate-900">{formatMinutes(record.durationMinutes)}</dd>
                  </div>
                )}
                {record.costCents !== null && (
                  <div className="flex gap-1">
                    <dt>Custo:</dt>
                    <dd className="font-medium text-slate-900">{formatBRL(record.costCents)}</dd>
                  </div>
                )}
              </dl>
              <div className="mt-3 border-t border-slate-100 pt-2">
                <RowActions record={record} actions={actions} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
