import { useState } from 'react';
import { Radar } from 'lucide-react';
import { LOST_TEXTS, type Tag, type TagScan } from '@portal/shared';
import { countryName, deviceLabel } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { notifyHttpError } from '@/lib/notifications/notify';
import { useTagScans } from '../api/get-tag-scans';
import { useSetScanDigest } from '../api/set-scan-digest';

const SCANS_PAGE_SIZE = 10;
const SCANS_LOAD_FAILED = 'Erro ao carregar as leituras. Tente novamente.';
const DIGEST_FAILED = 'Erro ao alterar o resumo diário. Tente novamente.';

/** Where a scan came from: city level at most (the server keeps nothing finer); the country by its pt-BR name. */
const placeOf = (scan: TagScan) => [scan.city, countryName(scan.country)].filter(Boolean).join(', ');

/** The owner's scans of one tag (time, place, device; newest first) and the daily digest switch. */
export function TagScansCard({ tag }: { tag: Pick<Tag, 'id' | 'scanDigest'> }) {
  const [page, setPage] = useState(1);
  const query = useTagScans(tag.id, page, SCANS_PAGE_SIZE);
  const digest = useSetScanDigest();
  const enabled = digest.isPending ? (digest.variables?.enabled ?? false) : Boolean(tag.scanDigest);

  return (
    <Card className="p-5">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{LOST_TEXTS.scansTitle}</h2>
      <div className="mb-4 flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
        <span className="text-sm text-slate-700" id={`scan-digest-${tag.id}`}>
          {LOST_TEXTS.scanDigestLabel}
        </span>
        <Switch
          label={LOST_TEXTS.scanDigestLabel}
          checked={enabled}
          disabled={digest.isPending}
          onCheckedChange={(next) =>
            digest.mutate({ id: tag.id, enabled: next }, { onError: (error) => notifyHttpError(error, DIGEST_FAILED) })
          }
        />
      </div>
      {query.isPending ? (
        <Spinner className="py-6" />
      ) : query.isError ? (
        <ErrorState message={SCANS_LOAD_FAILED} onRetry={() => query.refetch()} />
      ) : query.data.scans.length === 0 ? (
        <EmptyState title={LOST_TEXTS.scansEmpty} icon={<Radar className="h-8 w-8" aria-hidden />} />
      ) : (
        <>
          <ul className="divide-y divide-slate-100" aria-label={LOST_TEXTS.scansTitle}>
            {query.data.scans.map((scan, index) => (
              <li key={`${scan.at}-${index}`} className="flex items-start justify-between gap-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    <time dateTime={scan.at}>{formatDateTime(scan.at)}</time>
                  </p>
                  <p className="truncate text-slate-500">{placeOf(scan)}</p>
                </div>
                <span className="shrink-0 text-slate-600">{deviceLabel(scan.device)}</span>
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={query.data.pagination.totalPages} onPageChange={setPage} />
        </>
      )}
    </Card>
  );
}
