import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { createWebhookRequestSchema, WEBHOOK_EVENTS, WEBHOOK_TEXTS, type CreateWebhookResponse } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { InputField } from '@/components/ui/input-field';
import { isUnauthorized } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/server-errors';
import { useCreateWebhook } from '../api/webhooks';

/** The form's schema: the server's, with an empty secret meaning 'generate one'. */
const formSchema = createWebhookRequestSchema.extend({
  secret: z.union([z.literal(''), createWebhookRequestSchema.shape.secret.unwrap()]),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const EMPTY: FormValues = { url: '', events: [], secret: '', allTags: false };
const checkbox = 'h-4 w-4 shrink-0 rounded border-slate-300 text-brand-600 focus-visible:outline-brand-600';

/** 'Criar webhook': URL, events, optional secret and (admins) all tags; `onCreated` gets the secret, shown once. */
export function WebhookForm({
  isAdmin,
  onCreated,
}: {
  isAdmin: boolean;
  onCreated: (created: CreateWebhookResponse) => void;
}) {
  const form = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const mutation = useCreateWebhook();
  const eventsError = form.formState.errors.events?.message;

  const onSubmit = form.handleSubmit(async ({ secret, ...values }) => {
    try {
      const created = await mutation.mutateAsync({ ...values, ...(secret ? { secret } : {}) });
      form.reset(EMPTY);
      onCreated(created);
    } catch (error) {
      if (!isUnauthorized(error)) applyServerErrors(form, error, { fallback: WEBHOOK_TEXTS.loadFailed });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={WEBHOOK_TEXTS.create}>
      <InputField
        form={form}
        name="url"
        id="webhook-url"
        label={WEBHOOK_TEXTS.url}
        type="url"
        placeholder="https://exemplo.com/webhook"
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{WEBHOOK_TEXTS.events}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-start gap-2 text-sm text-slate-800">
              <input type="checkbox" value={event} className={`${checkbox} mt-0.5`} {...form.register('events')} />
              <span>
                {WEBHOOK_TEXTS.eventLabels[event]} <code className="text-xs text-slate-500">{event}</code>
              </span>
            </label>
          ))}
        </div>
        {eventsError && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {eventsError}
          </p>
        )}
      </fieldset>
      <InputField form={form} name="secret" id="webhook-secret" label={WEBHOOK_TEXTS.secret} autoComplete="off" />
      {isAdmin && (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className={checkbox} {...form.register('allTags')} />
          {WEBHOOK_TEXTS.allTags}
        </label>
      )}
      <FormError message={form.formState.errors.root?.server?.message} />
      <Button type="submit" loading={mutation.isPending}>
        {WEBHOOK_TEXTS.create}
      </Button>
    </form>
  );
}
