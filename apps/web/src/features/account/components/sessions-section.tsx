import { Laptop, Smartphone, Tablet } from 'lucide-react';
import { SESSION_TEXTS, type AccountSession } from '@portal/shared';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { SectionCard } from './section-card';

const DEVICE_ICONS = { mobile: Smartphone, tablet: Tablet, desktop: Laptop } as const;

function SessionRow({ session }: { session: AccountSession }) {
  const end = useEndSession();
  const Icon = DEVICE_ICONS[session.device];
  const device = `${SESSION_TEXTS.devices[session.device]} · ${session.browser ?? SESSION_TEXTS.unknownBrowser}`;
  return (
    <li className="flex items-center gap-3 py-3" data-testid="session-row">
      <Icon className="h-5 w-5 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          {device}
          {session.current && <Badge tone="green">{SESSION_TEXTS.thisDevice}</Badge>}
        </p>
        <p className="text-xs text-slate-500">
          {session.place} · Último acesso {formatDateTime(session.lastSeenAt)} · Entrou em{' '}
          {formatDateTime(session.createdAt)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          loading={end.isPending}
          aria-label={`${SESSION_TEXTS.end}: ${device}`}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => notify.success(SESSION_TEXTS.ended),
              onError: (error) => notifyHttpError(error, SESSION_TEXTS.notFound),
            })
          }
        >
          {SESSION_TEXTS.end}
        </Button>
      )}
    </li>
  );
}

/** 'Sessões ativas' (issue 23): where this account is signed in, each other device ended with one tap. */
export function SessionsSection() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.sessions ?? [];
  return (
    <SectionCard id="sessions" title={SESSION_TEXTS.title} description="Os dispositivos em que sua conta está aberta.">
      {sessions.isPending ? (
        <Spinner />
      ) : sessions.isError ? (
        <ErrorPanel
          status={sessions.error instanceof ApiError ? sessions.error.status : null}
          message={errorMessage(sessions.error, 'Não foi possível carregar as sessões.')}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {list.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {list.some((session) => !session.current) && (
            <Button
              variant="secondary"
              className="mt-3 w-full sm:w-auto"
              loading={endOthers.isPending}
              onClick={() =>
                endOthers.mutate(undefined, {
                  onSuccess: () => notify.success(SESSION_TEXTS.othersEnded),
                  onError: (error) => notifyHttpError(error, 'Não foi possível encerrar as outras sessões.'),
                })
              }
            >
              {SESSION_TEXTS.endOthers}
            </Button>
          )}
        </>
      )}
    </SectionCard>
  );
}
