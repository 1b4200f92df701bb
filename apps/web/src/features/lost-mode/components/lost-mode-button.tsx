import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Megaphone, PartyPopper } from 'lucide-react';
import { LOST_MESSAGE_MAX, LOST_TEXTS, type Tag } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Textarea } from '@/components/ui/input';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useSetLost, type LostScope } from '../api/set-lost';

const lostFormSchema = z.object({
  message: z.string().trim().max(LOST_MESSAGE_MAX, LOST_TEXTS.messageTooLong),
  reward: z.boolean(),
  showContacts: z.boolean(),
});
type LostFormInput = z.input<typeof lostFormSchema>;
type LostFormOutput = z.output<typeof lostFormSchema>;
// Contacts stay hidden unless the owner ticks the box (issue 20): the finder's form is the way by default.
const EMPTY: LostFormInput = { message: '', reward: false, showContacts: false };

/** True while the tag is in lost mode: its `lost` when the server sent it (null: not lost), else the LOST status. */
export const isLost = (tag: Pick<Tag, 'lost' | 'status'>) =>
  tag.lost !== undefined ? tag.lost !== null : tag.status === 'LOST';

/**
 * The lost-mode switch: 'Marcar como perdida' asks for the finder's message and the reward in a dialog;
 * 'Encontrei!' is one tap (the server restores the status the tag had before).
 */
export function LostModeButton({
  tag,
  scope,
  size = 'sm',
}: {
  tag: Pick<Tag, 'id' | 'code' | 'lost' | 'status'>;
  scope: LostScope;
  size?: 'sm' | 'md' | 'lg';
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<LostFormInput, unknown, LostFormOutput>({
    resolver: zodResolver(lostFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const mutation = useSetLost(scope);
  const fieldId = `lost-message-${tag.id}`;

  if (isLost(tag)) {
    return (
      <Button
        size={size}
        variant="secondary"
        loading={mutation.isPending}
        aria-label={`${LOST_TEXTS.found} (${tag.code})`}
        onClick={() =>
          mutation.mutate(
            { id: tag.id, body: { lost: false } },
            {
              onSuccess: () => notify.success(LOST_TEXTS.markedFound),
              onError: (error) => notifyHttpError(error, LOST_TEXTS.lostFailed),
            },
          )
        }
      >
        <PartyPopper className="h-4 w-4" aria-hidden /> {LOST_TEXTS.found}
      </Button>
    );
  }

  return (
    <>
      <Button
        size={size}
        variant="secondary"
        aria-label={`${LOST_TEXTS.markLost} (${tag.code})`}
        onClick={() => setOpen(true)}
      >
        <Megaphone className="h-4 w-4" aria-hidden /> {LOST_TEXTS.markLost}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        form={form}
        values={EMPTY}
        formId={`lost-form-${tag.id}`}
        title={`${LOST_TEXTS.markLostTitle} · ${tag.code}`}
        description={LOST_TEXTS.markLostDescription}
        size="sm"
        submitLabel={LOST_TEXTS.markLost}
        errorText={LOST_TEXTS.lostFailed}
        onSubmit={async ({ message, reward, showContacts }) => {
          await mutation.mutateAsync({
            id: tag.id,
            body: { lost: true, message: message || null, reward, showContacts },
          });
          notify.success(LOST_TEXTS.markedLost);
        }}
      >
        <Field label={LOST_TEXTS.messageLabel} htmlFor={fieldId} error={errors.message?.message}>
          <Textarea
            id={fieldId}
            rows={4}
            maxLength={LOST_MESSAGE_MAX}
            placeholder={LOST_TEXTS.messagePlaceholder}
            aria-invalid={Boolean(errors.message)}
            {...form.register('message')}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            className="h-5 w-5 shrink-0 rounded border-slate-300 text-brand-600"
            {...form.register('reward')}
          />
          {LOST_TEXTS.rewardLabel}
        </label>
        <div>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              className="h-5 w-5 shrink-0 rounded border-slate-300 text-brand-600"
              aria-describedby={`${fieldId}-contacts-hint`}
              {...form.register('showContacts')}
            />
            {LOST_TEXTS.showContactsLabel}
          </label>
          <p id={`${fieldId}-contacts-hint`} className="mt-1 pl-7 text-xs text-slate-600">
            {LOST_TEXTS.showContactsHint}
          </p>
        </div>
      </FormDialog>
    </>
  );
}
