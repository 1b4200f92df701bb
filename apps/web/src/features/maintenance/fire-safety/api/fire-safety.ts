import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  ClassChecklist,
  EquipmentAssetRequest,
  EquipmentAssetResponse,
  EquipmentClass,
  FireSafetySettings,
  FireSafetySettingsInput,
  ListPendenciasQuery,
  ListPendenciasResponse,
} from '@portal/shared';
import { api, apiUpload } from '@/lib/api-client';
import { maintenanceKeys } from '../../api/keys';
import { MAINTENANCE_DATA } from '../../api/invalidate';

/** Under ['maintenance']: a record (which opens and closes pendências, moves the levels' dates) refreshes them all. */
export const fireSafetyKeys = {
  asset: (tagId: string) => [...maintenanceKeys.all, 'fire-safety', 'asset', tagId] as const,
  pendencias: (filters: Partial<ListPendenciasQuery>) =>
    [...maintenanceKeys.all, 'fire-safety', 'pendencias', filters] as const,
  settings: [...maintenanceKeys.all, 'fire-safety', 'settings'] as const,
  checklist: (equipmentClass: EquipmentClass) =>
    [...maintenanceKeys.all, 'fire-safety', 'checklist', equipmentClass] as const,
};

/** GET /tecnico/equipment/{tagId}/asset: class, extinguisher data, levels, the class's checklist, company. */
export const assetQueryOptions = (tagId: string) =>
  queryOptions({
    queryKey: fireSafetyKeys.asset(tagId),
    queryFn: ({ signal }) =>
      api.get<EquipmentAssetResponse>(`/tecnico/equipment/${encodeURIComponent(tagId)}/asset`, { signal }),
  });
export const useEquipmentAsset = (tagId: string) => useQuery(assetQueryOptions(tagId));

export function useSaveAsset() {
  return useMutation({
    mutationFn: ({ tagId, body }: { tagId: string; body: EquipmentAssetRequest }) =>
      api.put<EquipmentAssetResponse>(`/tecnico/equipment/${encodeURIComponent(tagId)}/asset`, body),
    meta: { invalidates: MAINTENANCE_DATA },
  });
}

/** POST /tecnico/equipment/{tagId}/checklist-photos (field `photo`): sent before the record that names it. */
export function uploadChecklistPhoto(tagId: string, file: File) {
  const body = new FormData();
  body.append('photo', file, file.name);
  return apiUpload<{ id: string; url: string; thumbnailUrl: string }>(
    `/tecnico/equipment/${encodeURIComponent(tagId)}/checklist-photos`,
    body,
  );
}

/** GET /tecnico/pendencias ?tagId&code&page&limit: the open ones, newest first. */
export const usePendencias = (filters: Partial<ListPendenciasQuery>) =>
  useQuery({
    queryKey: fireSafetyKeys.pendencias(filters),
    queryFn: ({ signal }) => api.get<ListPendenciasResponse>('/tecnico/pendencias', { query: filters, signal }),
  });

export const useFireSafetySettings = () =>
  useQuery({
    queryKey: fireSafetyKeys.settings,
    queryFn: ({ signal }) => api.get<FireSafetySettings>('/admin/fire-safety/settings', { signal }),
  });

export function useSaveFireSafetySettings() {
  return useMutation({
    mutationFn: (body: FireSafetySettingsInput) => api.put<FireSafetySettings>('/admin/fire-safety/settings', body),
    meta: { invalidates: MAINTENANCE_DATA },
  });
}

export const useClassChecklist = (equipmentClass: EquipmentClass) =>
  useQuery({
    queryKey: fireSafetyKeys.checklist(equipmentClass),
    queryFn: ({ signal }) =>
      api.get<ClassChecklist>(`/admin/equipment-classes/${equipmentClass}/checklist`, { signal }),
  });

export function useSaveClassChecklist() {
  return useMutation({
    mutationFn: ({ equipmentClass, items }: { equipmentClass: EquipmentClass; items: string[] }) =>
      api.put<ClassChecklist>(`/admin/equipment-classes/${equipmentClass}/checklist`, { items }),
    meta: { invalidates: MAINTENANCE_DATA },
  });
}
