import { useEffect, useState } from 'react';
import { AlertTriangle, BellOff, CheckCircle2, Info, Trash2, X, XCircle } from 'lucide-react';
import { TEXTS } from '@portal/shared';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { NotificationText } from './notification-text';
import type { AppNotification, NotificationType } from '@/lib/notifications/types';

const TYPE_LOOK: Record<NotificationType, { icon: typeof Info; className: string; label: string }> = {
  success: { icon: CheckCircle2, className: 'bg-green-50 text-green-600', label: 'Sucesso' },
  error: { icon: XCircle, className: 'bg-red-50 text-red-600', label: 'Erro' },
  warning: { icon: AlertTriangle, className: 'bg-amber-50 text-amber-600', label: 'Aviso' },
  info: { icon: Info, className: 'bg-blue-50 text-blue-600', label: 'Informação' },
};

/** Re-renders every 30 s while the panel is open, so 'há 1 minuto' keeps up. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function NotificationItem({
  notification,
  fresh,
  now,
  onRemove,
}: {
  notification: AppNotification;
  fresh: boolean;
  now: number;
  onRemove: () => void;
}) {
  const look = TYPE_LOOK[notification.type];
  const Icon = look.icon;
  return (
    <li className={cn('group relative flex gap-3 px-4 py-3', fresh && 'bg-brand-50/60')}>
      <span className={cn('mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full', look.className)}>
        <Icon className="h-4 w-4" aria-hidden />
        <span className="sr-only">{look.label}</span>
      </span>
      <div className="min-w-0 flex-1">
        <p className="whitespace-pre-line break-words text-sm text-slate-800">
          <NotificationText text={notification.message} />
        </p>
        {notification.description && <p className="break-words text-sm text-slate-600">{notification.description}</p>}
        <p className="mt-0.5 flex items-center gap-2 text-xs text-slate-500">
          <time
            dateTime={new Date(notification.timestamp).toISOString()}
            title={formatDateTime(notification.timestamp)}
          >
            {formatRelativeTime(notification.timestamp, now)}
          </time>
          {fresh && (
            <span className="rounded-full bg-brand-600 px-1.5 py-px text-[10px] font-semibold uppercase tracking-wide text-white">
              Nova
            </span>
          )}
        </p>
        {notification.action && (
          <Button variant="link" size="sm" className="mt-1 h-auto" onClick={notification.action.onClick}>
            {notification.action.label}
          </Button>
        )}
      </div>
      <button
        type="button"
        onClick={onRemove}
        className="h-7 w-7 shrink-0 rounded-md text-slate-400 opacity-100 transition hover:bg-slate-100 hover:text-slate-700 focus-visible:opacity-100 sm:opacity-0 sm:group-hover:opacity-100"
        aria-label="Remover notificação"
      >
        <X className="mx-auto h-4 w-4" aria-hidden />
      </button>
    </li>
  );
}

/** The side panel listing the notifications, newest first; `freshIds` were unread when it opened. */
export function NotificationPanel({
  open,
  onOpenChange,
  notifications,
  freshIds,
  onClear,
  onRemove,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notifications: readonly AppNotification[];
  freshIds: ReadonlySet<string>;
  onClear: () => void;
  onRemove: (id: string) => void;
}) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={TEXTS.notifications.title}
      description={
        notifications.length === 0
          ? undefined
          : `${notifications.length} ${notifications.length === 1 ? 'notificação' : 'notificações'}`
      }
      actions={
        notifications.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <Trash2 className="h-4 w-4" aria-hidden /> {TEXTS.notifications.clear}
          </Button>
        ) : null
      }
    >
      {open && <PanelBody notifications={notifications} freshIds={freshIds} onRemove={onRemove} />}
    </Sheet>
  );
}

function PanelBody({
  notifications,
  freshIds,
  onRemove,
}: {
  notifications: readonly AppNotification[];
  freshIds: ReadonlySet<string>;
  onRemove: (id: string) => void;
}) {
  const now = useNow(30_000);
  if (notifications.length === 0) {
    return (
      <div className="flex h-full flex-col items-center justify-center px-6 py-16 text-center">
        <span className="mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-400">
          <BellOff className="h-6 w-6" aria-hidden />
        </span>
        <p className="text-sm font-medium text-slate-900">{TEXTS.notifications.empty}</p>
        <p className="mt-1 text-sm text-slate-500">Os avisos do sistema e as mensagens aparecem aqui.</p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-100" aria-label={TEXTS.notifications.title}>
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          fresh={freshIds.has(notification.id)}
          now={now}
          onRemove={() => onRemove(notification.id)}
        />
      ))}
    </ul>
  );
}
