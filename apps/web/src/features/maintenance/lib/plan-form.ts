import { z } from 'zod';
import { MAINTENANCE_TEXTS, type ServicePlan, type ServicePlanRequest } from '@portal/shared';

/** The plan's interval as the form holds it: a number typed in days or in calendar months. */
export const planFormSchema = z
  .object({ unit: z.enum(['days', 'months']), interval: z.string().trim() })
  .superRefine(({ unit, interval }, ctx) => {
    const value = Number(interval);
    const [max, message] =
      unit === 'days' ? [3650, MAINTENANCE_TEXTS.intervalInvalid] : [120, MAINTENANCE_TEXTS.intervalMonthsInvalid];
    if (interval === '')
      ctx.addIssue({ code: 'custom', path: ['interval'], message: MAINTENANCE_TEXTS.intervalMissing });
    else if (!/^\d+$/.test(interval) || value < 1 || value > max)
      ctx.addIssue({ code: 'custom', path: ['interval'], message });
  });
export type PlanFormValues = z.infer<typeof planFormSchema>;

export const planFormValuesOf = (plan: ServicePlan | null): PlanFormValues =>
  plan?.intervalMonths
    ? { unit: 'months', interval: String(plan.intervalMonths) }
    : { unit: 'days', interval: plan?.intervalDays ? String(plan.intervalDays) : '' };

/** The PUT body: the interval in its unit; the responsible technician is left as it is. */
export const planBodyOf = ({ unit, interval }: PlanFormValues): ServicePlanRequest =>
  unit === 'days' ? { intervalDays: Number(interval) } : { intervalMonths: Number(interval) };

/** The plan's interval in words: 'A cada 6 meses', 'A cada 30 dias'. */
export function intervalText(plan: Pick<ServicePlan, 'intervalDays' | 'intervalMonths'>): string {
  if (plan.intervalMonths) return `A cada ${plan.intervalMonths} ${plan.intervalMonths === 1 ? 'mês' : 'meses'}`;
  if (plan.intervalDays) return `A cada ${plan.intervalDays} ${plan.intervalDays === 1 ? 'dia' : 'dias'}`;
  return 'Sem intervalo';
}
