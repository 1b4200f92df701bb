import { useState, type ReactNode } from 'react';
import { WEBHOOK_TEXTS, type WebhookDelivery } from '@portal/shared';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useWebhookDeliveries } from '../api/webhooks';

const { columns } = WEBHOOK_TEXTS;
const STATUS_LABELS: Record<WebhookDelivery['status'], string> = {
  pending: 'Aguardando nova tentativa',
  sending: 'Enviando',
  delivered: 'Entregue',
  failed: 'Falhou',
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

/** A webhook's delivery log: each delivery's last try (time, event, code, duration, answer, try, error). */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const [page, setPage] = useState(1);
  const query = useWebhookDeliveries(webhookId, page);
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <ErrorPanel
        status={query.error instanceof ApiError ? query.error.status : null}
        message={errorMessage(query.error, WEBHOOK_TEXTS.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  const { deliveries, pagination } = query.data;
  if (deliveries.length === 0) return <p className="text-sm text-slate-500">{WEBHOOK_TEXTS.noDeliveries}</p>;
  // A list, not a table: seven columns do not fit the account screen's card (nor a phone) without a sideways scroll.
  return (
    <>
      <ul
        aria-label={WEBHOOK_TEXTS.deliveries}
        className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm shadow-sm"
      >
        {deliveries.map((delivery) => (
          <li key={delivery.id} data-testid="webhook-delivery" className="space-y-2 px-4 py-3">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <code className="font-medium text-slate-900">{delivery.event}</code>
              <time className="text-xs text-slate-500" dateTime={delivery.lastAttemptAt ?? delivery.createdAt}>
                {formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}
              </time>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
              <Field label={columns.status}>
                {delivery.statusCode ?? '—'} · {STATUS_LABELS[delivery.status]}
              </Field>
              <Field label={columns.duration}>
                {delivery.durationMs === null ? '—' : `${delivery.durationMs.toLocaleString('pt-BR')} ms`}
              </Field>
              <Field label={columns.attempt}>{delivery.attempt}</Field>
              <Field label={columns.answer}>
                <span className="block truncate font-mono" title={delivery.response ?? undefined}>
                  {delivery.response ?? '—'}
                </span>
              </Field>
            </dl>
            {delivery.error && (
              <p className="break-words text-xs text-red-700">
                {columns.error}: {delivery.error}
              </p>
            )}
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={pagination.totalPages} onPageChange={setPage} />
    </>
  );
}
