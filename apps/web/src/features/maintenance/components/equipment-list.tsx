import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { maintenanceTypeLabel, type EquipmentSummary } from '@portal/shared';
import { formatDay } from '../lib/display';
import { DueBadge, EquipmentStatusBadge } from './badges';
import { EquipmentLocation } from './equipment-location';

export const equipmentPath = (tagId: string) => `/tecnico/equipamentos/${encodeURIComponent(tagId)}`;

/** The panel's rows: each one a large link to the equipment, next service and its due state first. */
export function EquipmentList({ items }: { items: EquipmentSummary[] }) {
  return (
    <ul className="space-y-2" aria-label="Equipamentos">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={equipmentPath(item.id)}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-sm font-semibold text-slate-900">{item.code}</span>
                <DueBadge due={item.due} />
                {item.status === 'BROKEN' && <EquipmentStatusBadge status={item.status} />}
              </div>
              <p className="truncate text-sm font-medium text-slate-800">
                {item.model || item.profileName || 'Equipamento'}
                {item.clientName && <span className="font-normal text-slate-500"> · {item.clientName}</span>}
              </p>
              {/* Issue 44: its site and place first, the meta's free location after. */}
              <EquipmentLocation
                location={[item.site?.name, item.place, item.location].filter(Boolean).join(' — ') || null}
              />
              <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-600">
                <div className="flex gap-1">
                  <dt>Próxima:</dt>
                  <dd className="font-medium text-slate-900">
                    {item.nextService ? formatDay(item.nextService) : 'Sem data'}
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>Última:</dt>
                  <dd>
                    {item.lastService
                      ? `${formatDay(item.lastService.performedAt)} (${maintenanceTypeLabel(item.lastService.type)})`
                      : 'nenhuma'}
                  </dd>
                </div>
              </dl>
            </div>
            <ChevronRight className="h-5 w-5 shrink-0 text-slate-400" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
