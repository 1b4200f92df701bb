import { useMutation } from '@tanstack/react-query';
import type { ServicePlan, ServicePlanRequest } from '@portal/shared';
import { api } from '@/lib/api-client';
import { MAINTENANCE_DATA } from './invalidate';

export type SavePlanInput = { tagId: string; body: ServicePlanRequest };

/** PUT /tecnico/equipment/{tagId}/plan {intervalDays | intervalMonths, technicianId?} -> the plan. */
export const savePlan = ({ tagId, body }: SavePlanInput) =>
  api.put<ServicePlan>(`/tecnico/equipment/${encodeURIComponent(tagId)}/plan`, body);

export function useSavePlan() {
  return useMutation({ mutationFn: savePlan, meta: { invalidates: MAINTENANCE_DATA } });
}
