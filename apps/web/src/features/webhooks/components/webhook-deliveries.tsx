import { useState } from 'react';
import { WEBHOOK_TEXTS, type WebhookDelivery } from '@portal/shared';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
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
  return (
    <>
      <Table aria-label={`${WEBHOOK_TEXTS.deliveries}`}>
        <THead>
          <Tr>
            <Th>{columns.time}</Th>
            <Th>{columns.event}</Th>
            <Th>{columns.status}</Th>
            <Th>{columns.duration}</Th>
            <Th>{columns.attempt}</Th>
            <Th>{columns.answer}</Th>
            <Th>{columns.error}</Th>
          </Tr>
        </THead>
        <TBody>
          {deliveries.map((delivery) => (
            <Tr key={delivery.id} data-testid="webhook-delivery">
              <Td>
                <time dateTime={delivery.lastAttemptAt ?? delivery.createdAt}>
                  {formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}
                </time>
              </Td>
              <Td>
                <code>{delivery.event}</code>
              </Td>
              <Td title={STATUS_LABELS[delivery.status]}>
                {delivery.statusCode ?? '—'} · {STATUS_LABELS[delivery.status]}
              </Td>
              <Td>{delivery.durationMs === null ? '—' : `${delivery.durationMs.toLocaleString('pt-BR')} ms`}</Td>
              <Td>{delivery.attempt}</Td>
              <Td className="max-w-xs truncate font-mono text-xs" title={delivery.response ?? undefined}>
                {delivery.response ?? '—'}
              </Td>
              <Td className="whitespace-normal break-words text-red-700">{delivery.error}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      <Pagination page={page} totalPages={pagination.totalPages} onPageChange={setPage} />
    </>
  );
}
