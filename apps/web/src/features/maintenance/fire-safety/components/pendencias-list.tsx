import { useState } from 'react';
import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { FIRE_SAFETY_TEXTS } from '@portal/shared';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { Section } from '../../components/equipment-sheet';
import { usePendencias } from '../api/fire-safety';

/**
 * 'Pendências' (issue 44): the open 'Não conforme' items, newest first, each with its equipment and photo; on the
 * technician panel and the admin's dashboard (all equipment), and on an equipment's screen (`tagId`).
 */
export function PendenciasList({ tagId, className }: { tagId?: string; className?: string }) {
  const [page, setPage] = useState(1);
  const query = usePendencias({ ...(tagId ? { tagId } : {}), page, limit: 10 });
  const items = query.data?.items ?? [];
  const total = query.data?.pagination?.total ?? 0;
  return (
    <Section title={`${FIRE_SAFETY_TEXTS.pendencias}${total ? ` (${total})` : ''}`} className={className}>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p className="text-sm text-red-700">Não foi possível carregar as pendências.</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-500">{FIRE_SAFETY_TEXTS.noPendencias}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100" aria-label={FIRE_SAFETY_TEXTS.pendencias}>
            {items.map((pendencia) => (
              <li key={pendencia.id} className="flex items-start gap-3 py-2">
                <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-slate-900">{pendencia.item}</p>
                  <p className="text-slate-600">
                    {!tagId && (
                      <Link
                        to={`/tecnico/equipamentos/${pendencia.tagId}`}
                        className="font-mono font-medium text-brand-700 underline-offset-4 hover:underline"
                      >
                        {pendencia.code}
                      </Link>
                    )}
                    {!tagId && ' · '}
                    Aberta em {formatDateTime(pendencia.openedAt)}
                  </p>
                </div>
                {pendencia.photoUrl && (
                  <a href={pendencia.photoUrl} target="_blank" rel="noreferrer" className="shrink-0">
                    <img
                      src={pendencia.photoUrl}
                      alt={`Foto: ${pendencia.item}`}
                      className="h-12 w-12 rounded object-cover"
                    />
                  </a>
                )}
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={query.data.pagination.totalPages} onPageChange={setPage} />
        </>
      )}
    </Section>
  );
}
