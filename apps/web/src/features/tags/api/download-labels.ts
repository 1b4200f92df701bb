import { useMutation } from '@tanstack/react-query';
import type { LabelsRequest } from '@portal/shared';
import { apiDownload, buildUrl } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

export const LABELS_FILE_NAME = 'etiquetas.pdf';

/** POST /admin/tags/labels.pdf with the session's token: the label sheets of the chosen tags, saved as a file. */
export async function downloadLabels(body: LabelsRequest): Promise<void> {
  const blob = await apiDownload(buildUrl('/admin/tags/labels.pdf'), { authenticated: true, body });
  saveBlob(blob, LABELS_FILE_NAME);
}

export const useDownloadLabels = () => useMutation({ mutationFn: downloadLabels });
