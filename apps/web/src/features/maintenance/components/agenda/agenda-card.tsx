import { Link } from 'react-router';
import { CalendarClock, ChevronRight } from 'lucide-react';
import { MAINTENANCE_TEXTS, type EquipmentSummary } from '@portal/shared';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useEquipmentList } from '../../api/list-equipment';
import { formatDay, todayInSaoPaulo } from '../../lib/display';
import { DueBadge } from '../badges';
import { equipmentPath } from '../equipment-list';
import { ReportAction } from '../log/report-action';
import { agendaHorizon, groupAgenda } from './agenda-groups';
import { EquipmentLocation } from '../equipment-location';

/**
 * One page of the list by next service (nulls last) is enough for the agenda: the server orders by the date, so a page
 * ends past the horizon unless more than this many are due within it (then the card says so).
 */
export const AGENDA_PAGE_SIZE = 500;

function AgendaItem({ item }: { item: EquipmentSummary }) {
  return (
    <li className="flex items-center gap-2 py-2.5">
      <Link
        to={equipmentPath(item.id)}
        className="group flex min-w-0 flex-1 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <div className="min-w-0 flex-1 space-y-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm font-semibold text-slate-900 group-hover:text-brand-700">
              {item.code}
            </span>
            <DueBadge due={item.due} />
          </div>
          <p className="truncate text-sm text-slate-700">
            {item.model || item.profileName || 'Equipamento'}
            {item.nextService && <span className="text-slate-500"> · {formatDay(item.nextService)}</span>}
          </p>
          <EquipmentLocation location={item.location} />
        </div>
        <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
      </Link>
      <ReportAction tagId={item.id} code={item.code} compact />
    </li>
  );
}

/** 'Agenda dos próximos 30 dias': equipment due by day, overdue first, each linking to its screen. */
export function AgendaCard() {
  const query = useEquipmentList({ page: 1, limit: AGENDA_PAGE_SIZE });
  const today = todayInSaoPaulo();
  const groups = query.data ? groupAgenda(query.data.items, today) : [];
  const lastItem = query.data?.items.at(-1);
  const truncated =
    query.data !== undefined &&
    query.data.pagination.totalPages > 1 &&
    lastItem?.nextService != null &&
    lastItem.nextService.slice(0, 10) <= agendaHorizon(today);

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-2 flex items-center gap-2 text-base font-semibold text-slate-900">
        <CalendarClock className="h-5 w-5 text-brand-600" aria-hidden /> {MAINTENANCE_TEXTS.agenda}
      </h2>
      {query.isPending ? (
        <Spinner className="py-6" />
      ) : query.isError ? (
        <ErrorState message={MAINTENANCE_TEXTS.loadFailed} onRetry={() => query.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState title="Nenhuma manutenção prevista para os próximos 30 dias." />
      ) : (
        <div className="space-y-3">
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`agenda-${group.key}`}>
              <h3
                id={`agenda-${group.key}`}
                className={cn(
                  'border-b border-slate-100 pb-1 text-xs font-semibold uppercase tracking-wide',
                  group.overdue ? 'text-red-700' : 'text-slate-500',
                )}
              >
                {group.label} <span className="font-normal">({group.items.length})</span>
              </h3>
              <ul className="divide-y divide-slate-100">
                {group.items.map((item) => (
                  <AgendaItem key={item.id} item={item} />
                ))}
              </ul>
            </section>
          ))}
          {truncated && (
            <p className="text-xs text-slate-500">
              Mostrando os primeiros {AGENDA_PAGE_SIZE} equipamentos por data; use o Painel Técnico para ver todos.
            </p>
          )}
        </div>
      )}
    </Card>
  );
}
