import { useState } from 'react';
import { Download } from 'lucide-react';
import {
  MAINTENANCE_OUTCOMES,
  MAINTENANCE_TEXTS,
  MAINTENANCE_TYPES,
  isCalendarDay,
  type MaintenanceRecord,
} from '@portal/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useUrlState } from '@/lib/use-url-state';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useDeleteRecord } from '../../api/delete-record';
import { useDownloadRecordsCsv } from '../../api/download-records';
import { useRecords, type RecordFilters } from '../../api/list-records';
import { todayInSaoPaulo } from '../../lib/display';
import { AgendaCard } from '../agenda/agenda-card';
import { EditRecordDialog } from './edit-record-dialog';
import { LogFilters } from './log-filters';
import { RecordsTable } from './records-table';
import { useTechnicianOptions, type Technician } from './technician-options';
import { countOf } from '@/lib/display-names';

export const LOG_PAGE_SIZE = 20;
const LOAD_FAILED = 'Não foi possível carregar as manutenções.';
const EXPORT_FAILED = 'Erro ao exportar o CSV. Tente novamente.';
const DELETE_FAILED = 'Erro ao excluir o registro. Tente novamente.';

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The period's problem before it is sent (the server's rule and text): a bad day, or the start after the end. */
export function periodProblem(from: string, to: string): string | null {
  if ((from && !isCalendarDay(from)) || (to && !isCalendarDay(to)) || (from && to && from > to))
    return MAINTENANCE_TEXTS.dateRangeInvalid;
  return null;
}

/**
 * A record the caller may still change: an admin always (the server answers editableUntil null for them), a
 * technician their own until editableUntil (24 h after creating it).
 */
export const canChangeRecord = (record: MaintenanceRecord, isAdmin: boolean, now = Date.now()) =>
  isAdmin || (record.editableUntil !== null && Date.parse(record.editableUntil) > now);

/**
 * /tecnico/manutencoes 'Manutenções': the agenda of the next 30 days and the log across all equipment, its filters
 * and page in the address, with the filtered CSV export.
 */
export function MaintenanceLogScreen({
  technicians,
}: {
  /** An admin's technician filter: every technician account (composed in app/routes/screens/maintenance-log-screen.tsx). */
  technicians?: Technician[];
} = {}) {
  const [params, setParams] = useUrlState({ from: '', to: '', type: '', outcome: '', technicianId: '', page: '1' });
  const page = Math.max(1, Number(params.page) || 1);
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const problem = periodProblem(params.from, params.to);
  const filters: RecordFilters = {
    from: params.from || undefined,
    to: params.to || undefined,
    type: oneOf(MAINTENANCE_TYPES, params.type),
    outcome: oneOf(MAINTENANCE_OUTCOMES, params.outcome),
    technicianId: params.technicianId || undefined,
  };
  const query = useRecords({ ...filters, page, limit: LOG_PAGE_SIZE }, problem === null);
  usePageInRange(page, query, setParams);
  const technicianOptions = useTechnicianOptions(params.technicianId, technicians);
  const exportCsv = useDownloadRecordsCsv();
  const remove = useDeleteRecord();
  const [editing, setEditing] = useState<MaintenanceRecord | null>(null);
  const [deleting, setDeleting] = useState<MaintenanceRecord | null>(null);
  const filtered = Boolean(params.from || params.to || params.type || params.outcome || params.technicianId);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(MAINTENANCE_TEXTS.deleted);
        setDeleting(null);
      },
      onError: (error) => notifyHttpError(error, DELETE_FAILED),
    });
  }

  return (
    <>
      <PageHeader
        title={MAINTENANCE_TEXTS.logTitle}
        description="A agenda dos próximos dias e o histórico de todos os equipamentos."
        actions={
          <Button
            variant="secondary"
            loading={exportCsv.isPending}
            disabled={problem !== null}
            onClick={() => exportCsv.mutate(filters, { onError: (error) => notifyHttpError(error, EXPORT_FAILED) })}
          >
            {!exportCsv.isPending && <Download className="h-4 w-4" aria-hidden />} {MAINTENANCE_TEXTS.exportCsv}
          </Button>
        }
      />
      <div className="space-y-6">
        <AgendaCard />
        <section aria-labelledby="log-title">
          <h2
            id="log-title"
            className="mb-3 flex flex-wrap items-baseline gap-x-2 text-lg font-semibold text-slate-900"
          >
            {MAINTENANCE_TEXTS.log}
            {query.data && problem === null && (
              <span className="whitespace-nowrap text-sm font-normal text-slate-500">
                {countOf(query.data.pagination.total, 'registro', 'registros')}
              </span>
            )}
          </h2>
          <LogFilters
            values={params}
            onChange={setParams}
            rangeProblem={problem}
            technicianOptions={technicianOptions}
            today={todayInSaoPaulo()}
          />
          {problem !== null ? null : query.isPending ? (
            <Spinner />
          ) : query.isError ? (
            <ErrorState message={LOAD_FAILED} onRetry={() => query.refetch()} />
          ) : query.data.records.length === 0 ? (
            <EmptyState
              title={MAINTENANCE_TEXTS.noRecords}
              description={filtered ? 'Ajuste o período ou os filtros.' : undefined}
            />
          ) : (
            <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <RecordsTable
                records={query.data.records}
                actions={{
                  canChange: (record) => canChangeRecord(record, isAdmin),
                  onEdit: setEditing,
                  onDelete: setDeleting,
                }}
              />
              <Pagination
                page={query.data.pagination.page}
                totalPages={query.data.pagination.totalPages}
                onPageChange={(next) => setParams({ page: String(next) })}
              />
            </div>
          )}
        </section>
      </div>
      <EditRecordDialog record={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir registro"
        message={deleting ? `Excluir o registro de ${deleting.code}? Esta ação não pode ser desfeita.` : ''}
        confirmLabel="Excluir"
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
