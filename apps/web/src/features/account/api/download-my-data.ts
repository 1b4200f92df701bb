import { useMutation } from '@tanstack/react-query';
import { dayInTimeZone, exportFileName } from '@portal/shared';
import { apiDownload, buildUrl } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** GET /me/export: the account's ZIP (dados.json and fotos/), downloaded with the session's token. */
export async function downloadMyData(): Promise<void> {
  const blob = await apiDownload(buildUrl('/me/export'), { authenticated: true });
  saveBlob(blob, exportFileName(dayInTimeZone()));
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
