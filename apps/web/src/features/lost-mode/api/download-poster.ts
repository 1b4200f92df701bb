import { useMutation } from '@tanstack/react-query';
import { apiDownload, buildUrl } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import type { LostScope } from './set-lost';

export type PosterTarget = { scope: LostScope; id: string; code: string };

export const posterFileName = (code: string) => `cartaz-${code}.pdf`;

/** GET /me|admin/bracelets/{id}/poster.pdf, with the session's token (a plain link would carry none). */
export async function downloadPoster({ scope, id, code }: PosterTarget): Promise<void> {
  const blob = await apiDownload(
    buildUrl(`/${scope === 'admin' ? 'admin' : 'me'}/bracelets/${encodeURIComponent(id)}/poster.pdf`),
    { authenticated: true },
  );
  saveBlob(blob, posterFileName(code));
}

export const useDownloadPoster = () => useMutation({ mutationFn: downloadPoster });
