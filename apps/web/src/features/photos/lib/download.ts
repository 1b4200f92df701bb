import type { Photo } from '@portal/shared';
import { apiDownload } from '@/lib/api-client';

/** The URL a download fetches: the signed downloadUrl, else the original size. */
export function downloadUrlOf(photo: Photo): string {
  if (photo.downloadUrl) return photo.downloadUrl;
  return `${photo.url}${photo.url.includes('?') ? '&' : '?'}download=1`;
}

/** Fetches the photo and saves it under its original name through a temporary object URL. */
export async function downloadPhoto(photo: Photo): Promise<void> {
  const blob = await apiDownload(downloadUrlOf(photo));
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = photo.originalName || `foto-${photo.id}`;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; the URL can go once this task ends.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}
