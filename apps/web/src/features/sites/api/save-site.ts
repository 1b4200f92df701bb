import { useMutation } from '@tanstack/react-query';
import type { CreateSiteRequestBody, Site, UpdateSiteRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';

/** POST /admin/sites, or PATCH /admin/sites/{id} when `id` is given. */
export const saveSite = ({ id, ...body }: (CreateSiteRequestBody | UpdateSiteRequestBody) & { id?: string }) =>
  id ? api.patch<Site>(`/admin/sites/${encodeURIComponent(id)}`, body) : api.post<Site>('/admin/sites', body);

/** A renamed site is shown on its equipment's cards and lists too. */
export const useSaveSite = () =>
  useMutation({ mutationFn: saveSite, meta: { invalidates: ['sites', 'tags', 'maintenance'] } });
