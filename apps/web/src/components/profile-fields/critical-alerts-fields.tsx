import { useFormContext } from 'react-hook-form';
import { alertLength, CRITICAL_ALERT_MAX_LENGTH, CRITICAL_ALERT_TEXTS } from '@portal/shared';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { ProfileDetailsValues } from '@/lib/profile-fields/profile-details';

/**
 * The critical alerts (issue 41): three boxes, each with a live count of its characters ('12/60'), in red past 60
 * (the save then answers 'Cada alerta crítico tem no máximo 60 caracteres.' beside the box). Empty boxes are dropped.
 */
export function CriticalAlertsFields({ idPrefix }: { idPrefix: string }) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProfileDetailsValues>();
  const alerts = watch('criticalAlerts');
  return (
    <div className="space-y-2">
      {([0, 1, 2] as const).map((index) => {
        const id = `${idPrefix}-${index}`;
        const length = alertLength(alerts?.[index] ?? '');
        const error = errors.criticalAlerts?.[index]?.message;
        return (
          <div key={index} className="space-y-1">
            <div className="flex items-baseline justify-between gap-2">
              <label htmlFor={id} className="block text-xs font-medium text-slate-600">
                {CRITICAL_ALERT_TEXTS.label(index + 1)}
              </label>
              <span
                id={`${id}-count`}
                className={cn(
                  'text-xs tabular-nums',
                  length > CRITICAL_ALERT_MAX_LENGTH ? 'font-semibold text-red-700' : 'text-slate-500',
                )}
                aria-live="polite"
              >
                {CRITICAL_ALERT_TEXTS.count(length)}
              </span>
            </div>
            <Input
              id={id}
              placeholder={index === 0 ? CRITICAL_ALERT_TEXTS.placeholder : undefined}
              aria-describedby={error ? `${id}-count ${id}-error` : `${id}-count`}
              aria-invalid={error ? true : undefined}
              {...register(`criticalAlerts.${index}`)}
            />
            {error && (
              <p id={`${id}-error`} className="text-xs text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
