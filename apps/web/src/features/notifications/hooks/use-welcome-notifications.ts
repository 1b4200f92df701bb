import { useEffect } from 'react';
import { TEXTS, type SessionRole } from '@portal/shared';
import { useAuth } from '@/lib/auth';
import { aDialogIsOpen, pushNotification } from '@/lib/notifications/notify';
import { notificationsFor } from '@/lib/notifications/registry';
import type { NotifyInput } from '@/lib/notifications/types';

/** Spec section 9: welcome notifications 500 ms after the dashboard loads. */
export const WELCOME_DELAY_MS = 500;

export const welcomeFlagKey = (userId: string) => `portal:welcome-shown:${userId}`;

/**
 * What each role gets once per session: a welcome for admins and users. The spec's system notices are not invented
 * here: they are server messages (the demo data's, with their own times) and come with the admin's messages.
 */
export function welcomeNotifications(user: { name: string; role: SessionRole }): NotifyInput[] {
  const firstName = user.name.trim().split(/\s+/)[0] || user.name;
  const welcome: NotifyInput = { message: `${TEXTS.notifications.welcome}, ${firstName}!`, type: 'success' };
  if (user.role === 'admin' || user.role === 'user') return [welcome];
  return [];
}

/**
 * Fires the welcome notifications 500 ms after the dashboard shows (`enabled` = the dashboard is the current
 * screen), once per browser session per user (a sessionStorage flag; signing out clears it).
 */
export function useWelcomeNotifications(enabled = true) {
  const { user } = useAuth();
  const userId = user?.id;
  const name = user?.name ?? '';
  const role = user?.role;

  useEffect(() => {
    if (!enabled || !userId || !role) return;
    const items = welcomeNotifications({ name, role });
    if (items.length === 0 || sessionStorage.getItem(welcomeFlagKey(userId))) return;
    const timer = setTimeout(() => {
      // Set when fired, not when scheduled: leaving the dashboard within 500 ms keeps them for the next visit.
      sessionStorage.setItem(welcomeFlagKey(userId), new Date().toISOString());
      const { store } = notificationsFor(userId);
      // A dialog already open (issue 43): the welcome waits in the bell, without a toast over it.
      const quiet = aDialogIsOpen();
      for (const item of items) pushNotification(store, quiet ? { ...item, toastHidden: true } : item);
    }, WELCOME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, userId, name, role]);
}
