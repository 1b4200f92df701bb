import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BellRing, MapPin, X } from 'lucide-react';
import {
  EMAIL_PATTERN,
  OPEN_ALERT_MAX_RECIPIENTS,
  OPEN_ALERT_TEXTS,
  openAlertRequestSchema,
  type OpenAlert,
  type OpenAlertRequest,
  type OpenAlertRequestBody,
} from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notifications/notify';
import { applyServerErrors } from '@/lib/server-errors';
import { useMyProfile } from '../api/get-my-profile';
import { useOpenAlerts } from '../api/get-open-alerts';
import { useUpdateMyProfile } from '../api/update-my-profile';

const OPENS_PAGE_SIZE = 10;

/** The switch and the addresses: a new one is confirmed by the link mailed to it before it receives anything. */
function OpenAlertForm({ profileId, alert }: { profileId: string; alert: OpenAlert }) {
  const form = useForm<OpenAlertRequestBody, unknown, OpenAlertRequest>({
    resolver: zodResolver(openAlertRequestSchema),
    defaultValues: { enabled: alert.enabled, recipients: alert.recipients },
  });
  useEffect(() => form.reset({ enabled: alert.enabled, recipients: alert.recipients }), [form, alert]);
  const update = useUpdateMyProfile();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const enabled = form.watch('enabled');
  const recipients = form.watch('recipients') ?? [];

  const add = () => {
    const email = draft.trim().toLowerCase();
    const problem = !EMAIL_PATTERN.test(email)
      ? OPEN_ALERT_TEXTS.recipientInvalid
      : recipients.includes(email)
        ? OPEN_ALERT_TEXTS.duplicateRecipient
        : recipients.length >= OPEN_ALERT_MAX_RECIPIENTS
          ? OPEN_ALERT_TEXTS.tooManyRecipients
          : null;
    setDraftError(problem);
    if (problem) return;
    form.setValue('recipients', [...recipients, email], { shouldDirty: true });
    setDraft('');
  };
  const remove = (email: string) =>
    form.setValue(
      'recipients',
      recipients.filter((item) => item !== email),
      { shouldDirty: true },
    );

  const submit = form.handleSubmit(async (openAlert) => {
    try {
      await update.mutateAsync({ id: profileId, body: { openAlert } });
      notify.success(OPEN_ALERT_TEXTS.saved);
    } catch (error) {
      applyServerErrors(form, error, { fallback: OPEN_ALERT_TEXTS.saveFailed });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={OPEN_ALERT_TEXTS.title}>
      <div className="flex items-center justify-between gap-3">
        <span id={`open-alert-label-${profileId}`} className="text-sm font-medium text-slate-900">
          {OPEN_ALERT_TEXTS.enabledLabel}
        </span>
        <Switch
          checked={enabled}
          onCheckedChange={(value) => form.setValue('enabled', value, { shouldDirty: true })}
          label={OPEN_ALERT_TEXTS.enabledLabel}
        />
      </div>
      <div className="space-y-2">
        <label htmlFor={`open-alert-new-${profileId}`} className="block text-sm font-medium text-slate-900">
          {OPEN_ALERT_TEXTS.recipientsLabel}
        </label>
        <p className="text-xs text-slate-500">{OPEN_ALERT_TEXTS.recipientsHint}</p>
        {recipients.length > 0 && (
          <ul
            className="divide-y divide-slate-100 rounded-xl border border-slate-200"
            aria-label={OPEN_ALERT_TEXTS.recipientsList}
          >
            {recipients.map((email) => {
              const pending = alert.pending.includes(email) || !alert.recipients.includes(email);
              return (
                <li key={email} className="flex items-center gap-2 px-3 py-2 text-sm">
                  <span className="min-w-0 flex-1 truncate text-slate-800">{email}</span>
                  <span className={pending ? 'text-xs text-amber-700' : 'text-xs text-emerald-700'}>
                    {pending ? OPEN_ALERT_TEXTS.pending : OPEN_ALERT_TEXTS.confirmed}
                  </span>
                  <button
                    type="button"
                    className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                    aria-label={OPEN_ALERT_TEXTS.removeRecipient(email)}
                    onClick={() => remove(email)}
                  >
                    <X className="h-4 w-4" aria-hidden />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="flex gap-2">
          <Input
            id={`open-alert-new-${profileId}`}
            type="email"
            autoComplete="off"
            placeholder={OPEN_ALERT_TEXTS.recipientPlaceholder}
            value={draft}
            aria-invalid={draftError ? true : undefined}
            aria-describedby={draftError ? `open-alert-new-error-${profileId}` : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button type="button" variant="secondary" className="shrink-0" onClick={add}>
            {OPEN_ALERT_TEXTS.addRecipient}
          </Button>
        </div>
        {draftError && (
          <p id={`open-alert-new-error-${profileId}`} role="alert" className="text-sm text-red-700">
            {draftError}
          </p>
        )}
      </div>
      <FormError message={form.formState.errors.root?.server?.message} />
      <div className="flex justify-end">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {OPEN_ALERT_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}

/** The card's opens: when, through which door, with the PIN, alerted or summed, the place a visitor shared. */
function OpensList({ profileId }: { profileId: string }) {
  const [page, setPage] = useState(1);
  const query = useOpenAlerts(profileId, page, OPENS_PAGE_SIZE);
  if (query.isPending) return <Spinner className="py-6" />;
  if (query.isError) return <ErrorState message={OPEN_ALERT_TEXTS.logLoadFailed} onRetry={() => query.refetch()} />;
  if (query.data.opens.length === 0) return <EmptyState title={OPEN_ALERT_TEXTS.logEmpty} />;
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label={OPEN_ALERT_TEXTS.logTitle}>
        {query.data.opens.map((open, index) => (
          <li key={`${open.at}-${index}`} className="py-2 text-sm">
            <p className="font-medium text-slate-900">
              <time dateTime={open.at}>{formatDateTime(open.at)}</time>
            </p>
            {open.location ? (
              <a
                href={open.location.mapUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-brand-700 hover:underline"
              >
                <MapPin className="h-4 w-4" aria-hidden /> {OPEN_ALERT_TEXTS.logLocation}
              </a>
            ) : (
              <p className="text-slate-500">
                {open.door === 'TAG' ? `/t/${open.doorKey}` : `/p/${open.doorKey}`}
                {open.pinUsed ? ` · ${OPEN_ALERT_TEXTS.logWithPin}` : ''} ·{' '}
                {open.alerted ? OPEN_ALERT_TEXTS.logAlerted : OPEN_ALERT_TEXTS.logSummed}
              </p>
            )}
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={query.data.pagination.totalPages} onPageChange={setPage} />
    </>
  );
}

/**
 * Issue 42: 'Avisar quando minha ficha for aberta' on one of the owner's profiles, and the log of the card's opens
 * beside it (as the PIN's tries are beside the PIN). For the owner's page editor.
 */
export function OpenAlertCard({ profileId }: { profileId: string }) {
  const profile = useMyProfile(profileId);
  return (
    <Card className="grid gap-6 p-5 md:grid-cols-2">
      <section aria-labelledby={`open-alert-title-${profileId}`}>
        <h2
          id={`open-alert-title-${profileId}`}
          className="mb-1 flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          <BellRing className="h-4 w-4" aria-hidden /> {OPEN_ALERT_TEXTS.title}
        </h2>
        <p className="mb-3 text-xs text-slate-500">{OPEN_ALERT_TEXTS.hint}</p>
        {profile.isPending ? (
          <Spinner className="py-6" />
        ) : profile.isError ? (
          <ErrorState message={OPEN_ALERT_TEXTS.saveFailed} onRetry={() => profile.refetch()} />
        ) : (
          <OpenAlertForm
            profileId={profileId}
            alert={profile.data.openAlert ?? { enabled: false, recipients: [], pending: [] }}
          />
        )}
      </section>
      <section aria-labelledby={`opens-title-${profileId}`}>
        <h2 id={`opens-title-${profileId}`} className="mb-3 text-base font-semibold text-slate-900">
          {OPEN_ALERT_TEXTS.logTitle}
        </h2>
        <OpensList profileId={profileId} />
      </section>
    </Card>
  );
}
