import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Wrench } from 'lucide-react';
import { MAINTENANCE_TEXTS, maintenanceTypeLabel, type ServicePlan } from '@portal/shared';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useEquipment } from '../../api/get-equipment';
import { formatDay } from '../../lib/display';
import { DueBadge, OutcomeBadge } from '../badges';
import { equipmentPath } from '../equipment-list';
import { ReportAction } from '../log/report-action';

/** How many of the newest records the card lists; the technician's screen has the whole log. */
export const ADMIN_CARD_RECORDS = 5;
const LOAD_FAILED = 'Não foi possível carregar a manutenção deste equipamento.';

/** 'A cada 6 meses', 'A cada 1 mês', 'A cada 30 dias'. */
export function planInterval(plan: Pick<ServicePlan, 'intervalDays' | 'intervalMonths'>): string {
  if (plan.intervalMonths) return `A cada ${plan.intervalMonths} ${plan.intervalMonths === 1 ? 'mês' : 'meses'}`;
  if (plan.intervalDays) return `A cada ${plan.intervalDays} ${plan.intervalDays === 1 ? 'dia' : 'dias'}`;
  return '—';
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The admin's 'Manutenção' card of a B2B tag (tag edit, the bracelets' details): the plan, the next service with its
 * due state and the last records, with the technician's screen and the service report a click away. It reads
 * GET /tecnico/equipment/{id}; a 404 means the tag is not equipment, and the card is not there at all.
 */
export function MaintenanceCard({ tagId, className }: { tagId: string; className?: string }) {
  const query = useEquipment(tagId);
  if (query.error instanceof ApiError && query.error.status === 404) return null;

  return (
    <Card className={cn('p-5', className)}>
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Wrench className="h-4 w-4 text-brand-600" aria-hidden /> Manutenção
        </h2>
        {query.data && <DueBadge due={query.data.equipment.due} />}
      </div>
      {query.isPending ? (
        <Spinner className="py-6" />
      ) : query.isError ? (
        <ErrorState message={LOAD_FAILED} onRetry={() => query.refetch()} />
      ) : (
        <>
          <h3 className="sr-only">{MAINTENANCE_TEXTS.plan}</h3>
          <dl className="divide-y divide-slate-100">
            <Row label="Intervalo">{query.data.plan ? planInterval(query.data.plan) : MAINTENANCE_TEXTS.noPlan}</Row>
            <Row label="Técnico responsável">{query.data.plan?.technicianName ?? '—'}</Row>
            <Row label="Próxima manutenção">
              {query.data.equipment.nextService ? formatDay(query.data.equipment.nextService) : 'Sem data'}
            </Row>
          </dl>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Últimos registros</h3>
          {query.data.records.length === 0 ? (
            <p className="mt-1 text-sm text-slate-500">{MAINTENANCE_TEXTS.noRecords}</p>
          ) : (
            <ul className="mt-1 divide-y divide-slate-100" aria-label="Últimos registros">
              {query.data.records.slice(0, ADMIN_CARD_RECORDS).map((record) => (
                <li key={record.id} className="flex items-start justify-between gap-3 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      <time dateTime={record.performedAt}>{formatDay(record.performedAt)}</time> ·{' '}
                      {maintenanceTypeLabel(record.type)}
                    </p>
                    <p className="truncate text-xs text-slate-500">{record.technicianName ?? 'Sem técnico'}</p>
                  </div>
                  <OutcomeBadge outcome={record.outcome} />
                </li>
              ))}
            </ul>
          )}
          <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
            <Link
              to={equipmentPath(tagId)}
              className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50"
            >
              <ExternalLink className="h-4 w-4" aria-hidden /> {MAINTENANCE_TEXTS.openInPanel}
            </Link>
            <ReportAction tagId={tagId} code={query.data.equipment.code} />
          </div>
        </>
      )}
    </Card>
  );
}
