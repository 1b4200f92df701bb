import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { WEBHOOK_TEXTS, type CreateWebhookResponse, type Webhook } from '@portal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useDeleteWebhook, useSendWebhookTest, useWebhooks } from '../api/webhooks';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';

/** The docs page (events, signature, retries), served by the API. */
const DOCS_URL = '/api/docs/webhooks';

function WebhookRow({ webhook }: { webhook: Webhook }) {
  const [open, setOpen] = useState(false);
  const test = useSendWebhookTest();
  const remove = useDeleteWebhook();
  return (
    <li className="py-3" data-testid="webhook-row">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 break-all text-sm font-medium text-slate-900">
            {webhook.url}
            <Badge tone={webhook.enabled ? 'green' : 'red'}>
              {webhook.enabled ? WEBHOOK_TEXTS.active : WEBHOOK_TEXTS.disabled}
            </Badge>
            {webhook.allTags && <Badge tone="purple">{WEBHOOK_TEXTS.allTags}</Badge>}
          </p>
          <p className="mt-1 text-xs text-slate-500">{webhook.events.join(', ')}</p>
          {!webhook.enabled && webhook.disabledReason && (
            <p className="mt-1 text-xs text-red-700">
              {WEBHOOK_TEXTS.disabled} em {formatDateTime(webhook.disabledAt ?? webhook.createdAt)}:{' '}
              {webhook.disabledReason}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {WEBHOOK_TEXTS.deliveries}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!webhook.enabled}
            loading={test.isPending}
            onClick={() =>
              test.mutate(webhook.id, {
                onSuccess: (delivery) => {
                  const outcome = delivery.statusCode ? `HTTP ${delivery.statusCode}` : (delivery.error ?? '—');
                  notify(WEBHOOK_TEXTS.testSent(outcome), delivery.status === 'delivered' ? 'success' : 'error');
                  setOpen(true);
                },
                onError: (error) => notifyHttpError(error, WEBHOOK_TEXTS.loadFailed),
              })
            }
          >
            {WEBHOOK_TEXTS.test}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${WEBHOOK_TEXTS.remove}: ${webhook.url}`}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(webhook.id, {
                onSuccess: () => notify.success(WEBHOOK_TEXTS.removed),
                onError: (error) => notifyHttpError(error, WEBHOOK_TEXTS.notFound),
              })
            }
          >
            {WEBHOOK_TEXTS.remove}
          </Button>
        </div>
      </div>
      {open && (
        <div className="mt-3">
          <WebhookDeliveries webhookId={webhook.id} />
        </div>
      )}
    </li>
  );
}

/** The secret of the webhook just created: shown once, never again. */
function SecretOnce({ created }: { created: CreateWebhookResponse }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl bg-yellow-50 p-4 text-sm text-yellow-900 ring-1 ring-inset ring-yellow-200"
    >
      <KeyRound className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p>{WEBHOOK_TEXTS.created}</p>
        <code data-testid="webhook-secret" className="mt-2 block select-all break-all font-mono text-xs">
          {created.secret}
        </code>
      </div>
    </div>
  );
}

/**
 * 'Webhooks' (issue 45), for 'Minha conta' → 'Integrações': the account's subscriptions with their delivery log and
 * 'Enviar teste', and the form to create one (its secret shown once).
 */
export function WebhooksSection() {
  const { user } = useAuth();
  const webhooks = useWebhooks();
  const [created, setCreated] = useState<CreateWebhookResponse | null>(null);
  const list = webhooks.data?.webhooks ?? [];
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="webhooks-title" role="region">
      <h2 id="webhooks-title" className="text-base font-semibold text-slate-900">
        {WEBHOOK_TEXTS.title}
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        {WEBHOOK_TEXTS.hint}{' '}
        <a className="font-medium text-brand-700 underline" href={DOCS_URL} target="_blank" rel="noreferrer">
          {WEBHOOK_TEXTS.docs}
        </a>
      </p>
      <div className="mt-4 space-y-6">
        {created && <SecretOnce created={created} />}
        {webhooks.isPending ? (
          <Spinner />
        ) : webhooks.isError ? (
          <ErrorPanel
            status={webhooks.error instanceof ApiError ? webhooks.error.status : null}
            message={errorMessage(webhooks.error, WEBHOOK_TEXTS.loadFailed)}
            onRetry={() => void webhooks.refetch()}
          />
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-500">{WEBHOOK_TEXTS.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.map((webhook) => (
              <WebhookRow key={webhook.id} webhook={webhook} />
            ))}
          </ul>
        )}
        <WebhookForm isAdmin={user?.role === 'admin'} onCreated={setCreated} />
      </div>
    </Card>
  );
}
