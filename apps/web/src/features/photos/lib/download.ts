import type { Photo } from '@portal/shared';
import { apiDownload } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** The URL a download fetches: the signed downloadUrl, else the original size. */
export function downloadUrlOf(photo: Photo): string {
  if (photo.downloadUrl) return photo.downloadUrl;
  return `${photo.url}${photo.url.includes('?') ? '&' : '?'}download=1`;
}

/** Fetches the photo and saves it under its original name. */
export async function downloadPhoto(photo: Photo): Promise<void> {
  saveBlob(await apiDownload(downloadUrlOf(photo)), photo.originalName || `foto-${photo.id}`);
}
