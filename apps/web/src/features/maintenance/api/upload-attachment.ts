import { useMutation } from '@tanstack/react-query';
import type { RecordAttachment } from '@portal/shared';
import { apiUpload, type UploadOptions } from '@/lib/api-client';
import { MAINTENANCE_DATA } from './invalidate';

export type UploadAttachmentInput = { recordId: string; file: File } & UploadOptions;

/** POST /tecnico/records/{id}/attachments (multipart field `photo`) -> 201 the attachment, with upload progress. */
export function uploadAttachment({ recordId, file, ...options }: UploadAttachmentInput): Promise<RecordAttachment> {
  const body = new FormData();
  body.append('photo', file, file.name);
  return apiUpload<RecordAttachment>(`/tecnico/records/${encodeURIComponent(recordId)}/attachments`, body, options);
}

export function useUploadAttachment() {
  return useMutation({ mutationFn: uploadAttachment, meta: { invalidates: MAINTENANCE_DATA } });
}
