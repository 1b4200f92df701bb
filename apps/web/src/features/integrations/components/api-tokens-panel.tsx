import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { API_TOKEN_TEXTS, type ApiToken, type Role } from '@portal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useApiTokens, useRevokeApiToken } from '../api/tokens';
import { CreateTokenDialog } from './create-token-dialog';
import { TokenSecretDialog } from './token-secret-dialog';

/** 'Último uso 29/11/2026 10:02 · 203.0.113.9', or 'Nunca usado'; times in Brasília. */
function lastUseOf(token: ApiToken): string {
  if (!token.lastUsedAt) return API_TOKEN_TEXTS.neverUsed;
  const place = token.lastUsedIp ? ` · ${token.lastUsedIp}` : '';
  return `${API_TOKEN_TEXTS.lastUsed} ${formatDateTime(token.lastUsedAt)}${place}`;
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: (token: ApiToken) => void }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-3" data-testid="api-token-row">
      <KeyRound className="hidden h-5 w-5 shrink-0 text-slate-500 sm:block" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          <span className="break-words">{token.name}</span>
          {token.expired && <Badge tone="red">{API_TOKEN_TEXTS.expired}</Badge>}
        </p>
        <p className="mt-0.5 flex flex-wrap gap-1">
          {token.scopes.map((scope) => (
            <code key={scope} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
              {scope}
            </code>
          ))}
        </p>
        <p className="mt-1 text-xs text-slate-600">
          {lastUseOf(token)} · Criado em {formatDate(token.createdAt)} ·{' '}
          {token.expiresAt ? `Expira em ${formatDateTime(token.expiresAt)}` : API_TOKEN_TEXTS.never}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:self-center"
        aria-label={`${API_TOKEN_TEXTS.revoke}: ${token.name}`}
        onClick={() => onRevoke(token)}
      >
        {API_TOKEN_TEXTS.revoke}
      </Button>
    </li>
  );
}

/** 'Tokens de API' (issue 45): the list with each token's last use, 'Criar token' and 'Revogar' with a confirmation. */
export function ApiTokensPanel({ role }: { role: Role }) {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const list = tokens.data?.tokens ?? [];

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{API_TOKEN_TEXTS.title}</h3>
        <Button size="sm" onClick={() => setCreating(true)}>
          {API_TOKEN_TEXTS.create}
        </Button>
      </div>
      {tokens.isPending ? (
        <Spinner />
      ) : tokens.isError ? (
        <ErrorPanel
          status={tokens.error instanceof ApiError ? tokens.error.status : null}
          message={errorMessage(tokens.error, 'Não foi possível carregar os tokens.')}
          onRetry={() => void tokens.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{API_TOKEN_TEXTS.empty}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100">
          {list.map((token) => (
            <TokenRow key={token.id} token={token} onRevoke={setRevoking} />
          ))}
        </ul>
      )}
      <CreateTokenDialog
        open={creating}
        onOpenChange={setCreating}
        role={role}
        onCreated={(created) => setSecret(created.token)}
      />
      <TokenSecretDialog token={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={API_TOKEN_TEXTS.revokeTitle}
        message={
          <>
            <strong className="font-medium">{revoking?.name}</strong>: {API_TOKEN_TEXTS.revokeBody}
          </>
        }
        confirmLabel={API_TOKEN_TEXTS.revoke}
        loading={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setRevoking(null);
              notify.success(API_TOKEN_TEXTS.revoked);
            },
            onError: (error) => notifyHttpError(error, API_TOKEN_TEXTS.notFound),
          })
        }
      />
    </div>
  );
}
