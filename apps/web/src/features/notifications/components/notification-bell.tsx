import { useState } from 'react';
import { Bell } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useNotifications } from '../hooks/use-notifications';
import { NotificationPanel } from './notification-panel';
import { countOf } from '@/lib/display-names';

/** Header bell (spec "Header"): unread badge; opening the panel marks all as read. */
export function NotificationBell() {
  const { notifications, unreadCount, markAllRead, clear, remove } = useNotifications();
  const [open, setOpen] = useState(false);
  // What was unread when the panel opened stays highlighted until it closes.
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(new Set());

  function handleOpenChange(next: boolean) {
    if (next) {
      setFreshIds(new Set(notifications.filter((n) => !n.read).map((n) => n.id)));
      markAllRead();
      // The panel lists them all: the toasts would only cover it.
      toast.dismiss();
    }
    setOpen(next);
  }

  const label = unreadCount > 0 ? `Notificações (${countOf(unreadCount, 'não lida', 'não lidas')})` : 'Notificações';
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={label}
        onClick={() => handleOpenChange(true)}
      >
        <Bell className="h-5 w-5" aria-hidden />
        {unreadCount > 0 && (
          <span
            data-testid="notification-badge"
            className="absolute right-0.5 top-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-semibold leading-none text-white ring-2 ring-white"
            aria-hidden
          >
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        )}
      </Button>
      <NotificationPanel
        open={open}
        onOpenChange={handleOpenChange}
        notifications={notifications}
        freshIds={freshIds}
        onClear={clear}
        onRemove={remove}
      />
    </>
  );
}
