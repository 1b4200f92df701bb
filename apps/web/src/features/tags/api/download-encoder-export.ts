import { useMutation } from '@tanstack/react-query';
import { apiDownload, buildUrl } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import type { LabelTarget } from '../lib/label-target';

export const ENCODER_FILE_NAME = 'gravador-nfc.csv';

/** GET /admin/tags/export.csv?ids=a,b or ?batchId=: what an NFC encoding station imports, saved as a file. */
export async function downloadEncoderExport(target: LabelTarget): Promise<void> {
  const query = 'batchId' in target ? { batchId: target.batchId } : { ids: target.ids.join(',') };
  const blob = await apiDownload(buildUrl('/admin/tags/export.csv', query), { authenticated: true });
  saveBlob(blob, ENCODER_FILE_NAME);
}

export const useDownloadEncoderExport = () => useMutation({ mutationFn: downloadEncoderExport });
