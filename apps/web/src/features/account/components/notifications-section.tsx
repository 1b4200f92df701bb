import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import {
  CONFIGURABLE_NOTICE_KINDS,
  NOTICE_CHANNELS,
  NOTIFICATION_TEXTS,
  notificationSettingsSchema,
  type NoticeChannel,
  type NotificationSettings,
} from '@portal/shared';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { isUnauthorized } from '@/lib/api-client';
import { notify } from '@/lib/notifications/notify';
import { applyServerErrors } from '@/lib/server-errors';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';
import { SectionCard } from './section-card';

const CHANNEL_LABELS: Record<NoticeChannel, string> = {
  email: NOTIFICATION_TEXTS.email,
  bell: NOTIFICATION_TEXTS.bell,
};
const checkbox = 'h-4 w-4 rounded border-slate-300 text-brand-600 focus-visible:outline-brand-600';

/** The form over the loaded settings: one row per kind, a box per channel, the scan alerts' daily digest. */
function NotificationsForm({ settings }: { settings: NotificationSettings }) {
  const form = useForm<NotificationSettings>({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: settings,
  });
  const mutation = useUpdateNotificationSettings();
  useEffect(() => form.reset(settings), [form, settings]);

  const onSubmit = form.handleSubmit(async ({ kinds, scanAlertDigest }) => {
    try {
      // The security notices are not the account's to send: the server keeps them on.
      const { account_security: _always, ...configurable } = kinds;
      await mutation.mutateAsync({ kinds: configurable, scanAlertDigest });
      notify.success(NOTIFICATION_TEXTS.saved);
    } catch (error) {
      if (!isUnauthorized(error)) applyServerErrors(form, error, { fallback: NOTIFICATION_TEXTS.saveFailed });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={NOTIFICATION_TEXTS.title}>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-slate-500">
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Tipo de aviso</span>
            </th>
            {NOTICE_CHANNELS.map((channel) => (
              <th key={channel} scope="col" className="w-16 py-2 text-center font-medium">
                {CHANNEL_LABELS[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {CONFIGURABLE_NOTICE_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row" className="py-3 pr-2 text-left font-normal text-slate-800">
                {NOTIFICATION_TEXTS.kinds[kind]}
              </th>
              {NOTICE_CHANNELS.map((channel) => (
                <td key={channel} className="py-3 text-center">
                  <input
                    type="checkbox"
                    className={checkbox}
                    aria-label={NOTIFICATION_TEXTS.channelOf(CHANNEL_LABELS[channel], NOTIFICATION_TEXTS.kinds[kind])}
                    {...form.register(`kinds.${kind}.${channel}`)}
                  />
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-3 pr-2 text-left font-normal text-slate-800">
              <span className="inline-flex items-center gap-1.5">
                <ShieldCheck className="h-4 w-4 text-slate-500" aria-hidden />
                {NOTIFICATION_TEXTS.kinds.account_security}
              </span>
            </th>
            {NOTICE_CHANNELS.map((channel) => (
              <td key={channel} className="py-3 text-center">
                <input
                  type="checkbox"
                  className={checkbox}
                  checked
                  disabled
                  readOnly
                  aria-label={NOTIFICATION_TEXTS.channelOf(
                    CHANNEL_LABELS[channel],
                    NOTIFICATION_TEXTS.kinds.account_security,
                  )}
                />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className="text-xs text-slate-500">{NOTIFICATION_TEXTS.securityNote}</p>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input type="checkbox" className={`${checkbox} mt-0.5`} {...form.register('scanAlertDigest')} />
        <span>{NOTIFICATION_TEXTS.scanDigest}</span>
      </label>
      <FormError message={form.formState.errors.root?.server?.message} />
      <div className="flex justify-end">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {NOTIFICATION_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Minha conta' > Notificações (issue 42): by which channel (e-mail, the bell) each kind of notice reaches the
 * account, and the scan alerts as a daily digest; the account's security notices always on.
 */
export function NotificationsSection() {
  const query = useNotificationSettings();
  return (
    <SectionCard id="account-notifications" title={NOTIFICATION_TEXTS.title} description={NOTIFICATION_TEXTS.hint}>
      {query.isPending ? (
        <Spinner className="py-6" />
      ) : query.isError ? (
        <ErrorState message={NOTIFICATION_TEXTS.loadFailed} onRetry={() => query.refetch()} />
      ) : (
        <NotificationsForm settings={query.data} />
      )}
    </SectionCard>
  );
}
