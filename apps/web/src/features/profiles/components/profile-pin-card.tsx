import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LockKeyhole } from 'lucide-react';
import { setPinRequestSchema, VISIBILITY_TEXTS, type ProfileUnlock, type SetPinRequest } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { InputField } from '@/components/ui/input-field';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { countryName, deviceLabel } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { applyServerErrors } from '@/lib/server-errors';
import { useProfileUnlocks } from '../api/get-profile-unlocks';
import { useLiftProfilePinLock, useRemoveProfilePin, useSetProfilePin } from '../api/profile-pin';
import type { ProfileScope } from '../lib/scope';

const UNLOCKS_PAGE_SIZE = 10;
const RESULT_LABELS: Record<ProfileUnlock['result'], string> = {
  RIGHT: VISIBILITY_TEXTS.unlockRight,
  WRONG: VISIBILITY_TEXTS.unlockWrong,
  LOCKED: VISIBILITY_TEXTS.unlockLocked,
};
const RESULT_TONES: Record<ProfileUnlock['result'], string> = {
  RIGHT: 'text-emerald-700',
  WRONG: 'text-red-700',
  LOCKED: 'text-amber-700',
};

/** The PIN's form: set or change it (4 to 8 digits), or remove it (its PIN sections become private). */
function PinForm({ scope, profileId, hasPin }: { scope: ProfileScope; profileId: string; hasPin: boolean }) {
  const form = useForm<SetPinRequest>({ resolver: zodResolver(setPinRequestSchema), defaultValues: { pin: '' } });
  const setPin = useSetProfilePin(scope);
  const removePin = useRemoveProfilePin(scope);
  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await setPin.mutateAsync({ profileId, body });
      notify.success(answer.message);
      form.reset({ pin: '' });
    } catch (error) {
      // The server's reason goes on the field (a bad PIN), else on the toast.
      if (applyServerErrors(form, error, { fallback: VISIBILITY_TEXTS.pinSaveFailed }) === 0)
        notifyHttpError(error, VISIBILITY_TEXTS.pinSaveFailed);
    }
  });
  const remove = async () => {
    try {
      notify.success((await removePin.mutateAsync(profileId)).message);
    } catch (error) {
      notifyHttpError(error, VISIBILITY_TEXTS.pinRemoveFailed);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p className="text-sm text-slate-700">{hasPin ? VISIBILITY_TEXTS.pinIsSet : VISIBILITY_TEXTS.pinNotSet}</p>
      <InputField
        form={form}
        name="pin"
        id={`profile-pin-${profileId}`}
        label={VISIBILITY_TEXTS.pinLabel}
        hint={VISIBILITY_TEXTS.pinHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        describeError
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={setPin.isPending}>
          {VISIBILITY_TEXTS.pinSave}
        </Button>
        {hasPin && (
          <Button type="button" variant="secondary" disabled={removePin.isPending} onClick={remove}>
            {VISIBILITY_TEXTS.pinRemove}
          </Button>
        )}
      </div>
      {hasPin && <p className="text-xs text-slate-500">{VISIBILITY_TEXTS.pinRemoveNote}</p>}
    </form>
  );
}

/**
 * Wrong PINs locked the PIN for everyone until `lockedUntil`: the owner (or an admin) opens it again at once (issue 40
 * item 9), for the real paramedic when a stranger's guesses closed the card.
 */
function PinLockNotice({
  scope,
  profileId,
  lockedUntil,
}: {
  scope: ProfileScope;
  profileId: string;
  lockedUntil: string;
}) {
  const lift = useLiftProfilePinLock(scope);
  const unlock = async () => {
    try {
      notify.success((await lift.mutateAsync(profileId)).message);
    } catch (error) {
      notifyHttpError(error, VISIBILITY_TEXTS.unlockPinFailed);
    }
  };
  return (
    <div
      role="status"
      className="mb-3 flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <LockKeyhole className="h-4 w-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">{VISIBILITY_TEXTS.lockedNow(formatDateTime(lockedUntil))}</p>
      <Button type="button" size="sm" variant="secondary" disabled={lift.isPending} onClick={unlock}>
        {VISIBILITY_TEXTS.unlockPin}
      </Button>
    </div>
  );
}

/** The tries at the PIN on the public page: when, right or wrong, country, device; newest first. */
function UnlocksList({ scope, profileId }: { scope: ProfileScope; profileId: string }) {
  const [page, setPage] = useState(1);
  const query = useProfileUnlocks(scope, profileId, page, UNLOCKS_PAGE_SIZE);
  if (query.isPending) return <Spinner className="py-6" />;
  if (query.isError) return <ErrorState message={VISIBILITY_TEXTS.unlocksLoadFailed} onRetry={() => query.refetch()} />;
  const lock = query.data.lockedUntil ? (
    <PinLockNotice scope={scope} profileId={profileId} lockedUntil={query.data.lockedUntil} />
  ) : null;
  if (query.data.unlocks.length === 0)
    return (
      <>
        {lock}
        <EmptyState title={VISIBILITY_TEXTS.unlocksEmpty} />
      </>
    );
  return (
    <>
      {lock}
      <ul className="divide-y divide-slate-100" aria-label={VISIBILITY_TEXTS.unlocksTitle}>
        {query.data.unlocks.map((unlock, index) => (
          <li key={`${unlock.at}-${index}`} className="flex items-start justify-between gap-3 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                <time dateTime={unlock.at}>{formatDateTime(unlock.at)}</time>
              </p>
              <p className="truncate text-slate-500">
                {countryName(unlock.country)} · {deviceLabel(unlock.device)}
              </p>
            </div>
            <span className={`shrink-0 font-medium ${RESULT_TONES[unlock.result]}`}>
              {RESULT_LABELS[unlock.result]}
            </span>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={query.data.pagination.totalPages} onPageChange={setPage} />
    </>
  );
}

/**
 * Issue 24: a profile's PIN (the one engraved on the bracelet: whoever types it on the public page sees the PIN
 * sections) and the log of the tries at it. For the owner's page editor and the admin's 'Editar Cliente'.
 */
export function ProfilePinCard({
  scope,
  profileId,
  hasPin,
}: {
  scope: ProfileScope;
  profileId: string;
  hasPin: boolean;
}) {
  return (
    <Card className="grid gap-6 p-5 md:grid-cols-2">
      <section aria-labelledby={`pin-title-${profileId}`}>
        <h2
          id={`pin-title-${profileId}`}
          className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          <KeyRound className="h-4 w-4" aria-hidden /> {VISIBILITY_TEXTS.pinTitle}
        </h2>
        <PinForm scope={scope} profileId={profileId} hasPin={hasPin} />
      </section>
      <section aria-labelledby={`unlocks-title-${profileId}`}>
        <h2 id={`unlocks-title-${profileId}`} className="mb-3 text-base font-semibold text-slate-900">
          {VISIBILITY_TEXTS.unlocksTitle}
        </h2>
        <UnlocksList scope={scope} profileId={profileId} />
      </section>
    </Card>
  );
}
