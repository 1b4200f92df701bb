import { useMutation } from '@tanstack/react-query';
import { apiDownload, buildUrl } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import type { RecordFilters } from './list-records';

export const RECORDS_CSV_FILE = 'manutencoes.csv';

/** GET /tecnico/records?...&format=csv: the filtered log, every page, as a ';' file saved by the browser. */
export async function downloadRecordsCsv(filters: RecordFilters): Promise<void> {
  const { page: _page, limit: _limit, ...rest } = filters;
  const blob = await apiDownload(buildUrl('/tecnico/records', { ...rest, format: 'csv' }), { authenticated: true });
  saveBlob(blob, RECORDS_CSV_FILE);
}

export const useDownloadRecordsCsv = () => useMutation({ mutationFn: downloadRecordsCsv });
