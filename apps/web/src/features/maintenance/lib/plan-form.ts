import { z } from 'zod';
import { MAINTENANCE_TEXTS, METER_TEXTS, type ServicePlan, type ServicePlanRequest } from '@portal/shared';

const wholeIn = (text: string, max: number) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= max;

/**
 * The plan's interval as the form holds it: a number typed in days or in calendar months, and (issue 44) an optional
 * 'a cada ... h' of the horímetro, whichever comes first. Hours alone are a plan too.
 */
export const planFormSchema = z
  .object({ unit: z.enum(['days', 'months']), interval: z.string().trim(), hours: z.string().trim().optional() })
  .superRefine(({ unit, interval, hours }, ctx) => {
    const [max, message] =
      unit === 'days' ? [3650, MAINTENANCE_TEXTS.intervalInvalid] : [120, MAINTENANCE_TEXTS.intervalMonthsInvalid];
    if (hours && !wholeIn(hours, 100_000))
      ctx.addIssue({ code: 'custom', path: ['hours'], message: METER_TEXTS.intervalHoursInvalid });
    if (interval === '') {
      if (!hours) ctx.addIssue({ code: 'custom', path: ['interval'], message: MAINTENANCE_TEXTS.intervalMissing });
    } else if (!wholeIn(interval, max)) ctx.addIssue({ code: 'custom', path: ['interval'], message });
  });
export type PlanFormValues = z.infer<typeof planFormSchema>;

export const planFormValuesOf = (plan: ServicePlan | null): PlanFormValues => ({
  ...(plan?.intervalMonths
    ? { unit: 'months', interval: String(plan.intervalMonths) }
    : { unit: 'days', interval: plan?.intervalDays ? String(plan.intervalDays) : '' }),
  hours: plan?.intervalHours ? String(plan.intervalHours) : '',
});

/** The PUT body: the interval in its unit and the hours; the responsible technician is left as it is. */
export const planBodyOf = ({ unit, interval, hours }: PlanFormValues): ServicePlanRequest => ({
  ...(interval === ''
    ? {}
    : unit === 'days'
      ? { intervalDays: Number(interval) }
      : { intervalMonths: Number(interval) }),
  ...(hours ? { intervalHours: Number(hours) } : {}),
});

/** The plan's interval in words: 'A cada 6 meses', 'A cada 30 dias', 'A cada 250 h ou 6 meses, o que vier primeiro'. */
export function intervalText(plan: Pick<ServicePlan, 'intervalDays' | 'intervalMonths' | 'intervalHours'>): string {
  const calendar = plan.intervalMonths
    ? `${plan.intervalMonths} ${plan.intervalMonths === 1 ? 'mês' : 'meses'}`
    : plan.intervalDays
      ? `${plan.intervalDays} ${plan.intervalDays === 1 ? 'dia' : 'dias'}`
      : null;
  const hours = plan.intervalHours ? `${plan.intervalHours.toLocaleString('pt-BR')} h` : null;
  if (hours && calendar) return `A cada ${hours} ou ${calendar}, o que vier primeiro`;
  if (hours || calendar) return `A cada ${hours ?? calendar}`;
  return 'Sem intervalo';
}
