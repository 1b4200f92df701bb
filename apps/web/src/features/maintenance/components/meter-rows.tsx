import { formatHours, METER_TEXTS, noEstimateText, type EquipmentMeter } from '@portal/shared';
import { formatDecimal } from '@/lib/format';
import { formatDay } from '../lib/display';

/** The shown next service is the horímetro's estimate (not a date set by hand, nor the calendar's). */
export const isEstimatedNext = (nextService: string | null, meter: EquipmentMeter | undefined) =>
  Boolean(nextService && meter?.forecast.estimated && meter.forecast.date === nextService);

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-2">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * Issue 44: the horímetro under the plan: the last reading, the average use per day and the hours' date, marked as
 * an estimate (or why there is none yet).
 */
export function MeterRows({ meter }: { meter: EquipmentMeter | undefined }) {
  if (!meter) return null;
  const { lastReading, avgHoursPerDay, forecast } = meter;
  const why = noEstimateText(forecast);
  return (
    <>
      {lastReading && (
        <Row label={METER_TEXTS.lastReading} testId="meter-last">
          {formatHours(lastReading.hours)} em {formatDay(lastReading.date)}
        </Row>
      )}
      {avgHoursPerDay !== null && (
        <Row label={METER_TEXTS.averageUse} testId="meter-average">
          {formatDecimal(avgHoursPerDay, 1)} h/dia
        </Row>
      )}
      {forecast.hoursDate && forecast.dueAtHours !== null && (
        <Row label={METER_TEXTS.estimate} testId="meter-estimate">
          {formatDay(forecast.hoursDate)} ({METER_TEXTS.estimated}, ao atingir {formatHours(forecast.dueAtHours)})
        </Row>
      )}
      {why && (
        <p className="text-xs text-slate-600" data-testid="meter-no-estimate">
          {why}
        </p>
      )}
    </>
  );
}
