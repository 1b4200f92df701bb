import { Clock, Gauge, User, Wallet } from 'lucide-react';
import {
  formatHours,
  MAINTENANCE_TEXTS,
  maintenanceTypeLabel,
  formatBRL,
  type MaintenanceRecord,
} from '@portal/shared';
import { formatDay, formatMinutes } from '../lib/display';
import { OutcomeBadge } from './badges';

/** The equipment's service log, newest first (the server's order): what was done, by whom, with its photos. */
export function RecordLog({ records }: { records: MaintenanceRecord[] }) {
  if (records.length === 0) return <p className="text-sm text-slate-500">{MAINTENANCE_TEXTS.noRecords}</p>;
  return (
    <ol className="space-y-3" aria-label={MAINTENANCE_TEXTS.log}>
      {records.map((record) => (
        <li key={record.id} className="rounded-lg border border-slate-200 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold text-slate-900">
              <time dateTime={record.performedAt}>{formatDay(record.performedAt)}</time> ·{' '}
              {maintenanceTypeLabel(record.type)}
            </p>
            <OutcomeBadge outcome={record.outcome} />
          </div>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{record.description}</p>
          {(record.technicianName ||
            record.durationMinutes !== null ||
            record.costCents !== null ||
            record.meterReading != null) && (
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
              {record.technicianName && (
                <span className="flex items-center gap-1">
                  <User className="h-3.5 w-3.5" aria-hidden /> {record.technicianName}
                </span>
              )}
              {record.durationMinutes !== null && (
                <span className="flex items-center gap-1">
                  <Clock className="h-3.5 w-3.5" aria-hidden /> {formatMinutes(record.durationMinutes)}
                </span>
              )}
              {record.costCents !== null && (
                <span className="flex items-center gap-1">
                  <Wallet className="h-3.5 w-3.5" aria-hidden /> {formatBRL(record.costCents)}
                </span>
              )}
              {record.meterReading != null && (
                <span className="flex items-center gap-1">
                  <Gauge className="h-3.5 w-3.5" aria-hidden /> Horímetro: {formatHours(record.meterReading)}
                </span>
              )}
            </div>
          )}
          {record.attachments.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="Fotos">
              {record.attachments.map((attachment) => (
                <li key={attachment.id}>
                  <a href={attachment.url} target="_blank" rel="noreferrer" className="block">
                    <img
                      src={attachment.thumbnailUrl}
                      alt={attachment.name}
                      loading="lazy"
                      className="h-16 w-16 rounded-md object-cover ring-1 ring-slate-200"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
