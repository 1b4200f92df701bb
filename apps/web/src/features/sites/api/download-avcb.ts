import { useMutation } from '@tanstack/react-query';
import { avcbFileName, dayInBrazil } from '@portal/shared';
import { apiDownload, buildUrl } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

export type AvcbTarget = { siteId: string; siteName: string; format: 'pdf' | 'xlsx' };

/** GET /admin/sites/{id}/avcb.pdf|.xlsx: the site's AVCB report, downloaded with the session's token. */
export async function downloadAvcbReport({ siteId, siteName, format }: AvcbTarget): Promise<void> {
  const blob = await apiDownload(buildUrl(`/admin/sites/${encodeURIComponent(siteId)}/avcb.${format}`), {
    authenticated: true,
  });
  saveBlob(blob, avcbFileName(siteName, dayInBrazil(), format));
}

export const useDownloadAvcbReport = () => useMutation({ mutationFn: downloadAvcbReport });
