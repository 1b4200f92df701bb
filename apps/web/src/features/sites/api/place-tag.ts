import { useMutation } from '@tanstack/react-query';
import type { Tag, TagPlacementRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';

/** PATCH /admin/bracelets/{id}: the equipment's site (one of its owner's) and the place inside it. */
export const placeTag = ({ id, ...body }: TagPlacementRequestBody & { id: string }) =>
  api.patch<Tag>(`/admin/bracelets/${encodeURIComponent(id)}`, body);

export const usePlaceTag = () =>
  useMutation({ mutationFn: placeTag, meta: { invalidates: ['tags', 'sites', 'maintenance'] } });
