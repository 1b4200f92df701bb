import { useMutation } from '@tanstack/react-query';
import type { LabelKind, LabelsRequest } from '@portal/shared';
import { apiDownload, buildUrl } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** The file each kind of sheet is saved as. */
export const LABELS_FILE_NAMES: Record<LabelKind, string> = {
  labels: 'etiquetas.pdf',
  activationCards: 'cartoes-de-ativacao.pdf',
};

/**
 * POST /admin/tags/labels.pdf with the session's token: the label sheets (or the activation cards) of the chosen
 * tags, saved as a file.
 */
export async function downloadLabels(body: LabelsRequest): Promise<void> {
  const blob = await apiDownload(buildUrl('/admin/tags/labels.pdf'), { authenticated: true, body });
  saveBlob(blob, LABELS_FILE_NAMES[body.kind ?? 'labels']);
}

export const useDownloadLabels = () => useMutation({ mutationFn: downloadLabels });
