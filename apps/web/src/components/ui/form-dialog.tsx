import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  FormProvider,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { isUnauthorized } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/server-errors';
import { Button } from './button';
import { Dialog, type DialogOpenState } from './dialog';
import { FormError } from './field';

/** What `onSubmit` resolves to when the dialog has more to say (a question, a partial result) instead of closing. */
export const KEEP_OPEN = 'keep-open' as const;

export type FormDialogProps<TValues extends FieldValues, TContext, TOutput extends FieldValues> = DialogOpenState & {
  /** The dialog's react-hook-form form (zod resolver): its values, field errors and submitting state. */
  form: UseFormReturn<TValues, TContext, TOutput>;
  /** The values each opening starts from (default: the form's own defaultValues). */
  values?: DefaultValues<TValues>;
  /** Anything else each opening starts from (a section folded, a password hidden). */
  onOpen?: () => void;
  /** Starts over also when this changes while open (another tag in the same editor). */
  resetKey?: unknown;
  /** The form element's id (the footer's submit button sits outside the form); a generated one by default. */
  formId?: string;
  formLabel?: string;
  formClassName?: string;
  title: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  /** 'danger': the submit button of a form that deletes (red, as ConfirmDialog's). */
  submitTone?: 'primary' | 'danger';
  cancelLabel?: string;
  /** Sends the values. Resolving closes the dialog (or keeps it, with KEEP_OPEN); throwing shows the failure. */
  onSubmit: (values: TOutput) => Promise<void | typeof KEEP_OPEN>;
  /** The form's text for a failure the server gave no message for (spec section 8, per screen). */
  errorText: string | ((error: unknown) => string);
  /** The form field a server field names, when the names differ. */
  fieldFor?: (serverField: string) => FieldPath<TValues> | undefined;
  /** Where a failure that names no field goes (default: above the footer, in the form). */
  generalErrorAt?: FieldPath<TValues>;
  /** After the failure is on the form: a toast, a different general text. `landed`: reasons put on fields. */
  onFailure?: (error: unknown, landed: number) => void;
  children: ReactNode;
};

/**
 * The one form dialog: starts from `values` on each opening; submits through react-hook-form; a failure puts the
 * server's `{field, issues}` on their fields and anything else in the form (a 401 is left to the api client, which
 * is taking the browser to /login); the footer is Cancelar and the submit button, pending while it sends.
 */
export function FormDialog<TValues extends FieldValues, TContext, TOutput extends FieldValues>({
  open,
  onOpenChange,
  form,
  values,
  onOpen,
  resetKey,
  formId,
  formLabel,
  formClassName = 'space-y-4',
  submitLabel,
  submitDisabled = false,
  submitTone = 'primary',
  cancelLabel = 'Cancelar',
  onSubmit,
  errorText,
  fieldFor,
  generalErrorAt,
  onFailure,
  children,
  ...frame
}: FormDialogProps<TValues, TContext, TOutput>) {
  const generatedId = useId();
  const id = formId ?? generatedId;
  // The latest values and onOpen, read only when an opening starts (callers build them inline).
  const opening = useRef({ values, onOpen });
  useLayoutEffect(() => {
    opening.current = { values, onOpen };
  });

  // Before paint, so an opening never flashes what was typed the last time.
  useLayoutEffect(() => {
    if (!open) return;
    form.reset(opening.current.values);
    opening.current.onOpen?.();
  }, [open, resetKey, form]);

  const submit = form.handleSubmit(async (output) => {
    try {
      if ((await onSubmit(output)) !== KEEP_OPEN) onOpenChange(false);
    } catch (error) {
      if (isUnauthorized(error)) return;
      const fallback = typeof errorText === 'function' ? errorText(error) : errorText;
      const landed = applyServerErrors(form, error, { fallback, fieldFor, generalAt: generalErrorAt });
      onFailure?.(error, landed);
    }
  });

  const { isSubmitting, errors } = form.formState;
  return (
    <Dialog
      {...frame}
      open={open}
      onOpenChange={onOpenChange}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={id} variant={submitTone} loading={isSubmitting} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={id} noValidate onSubmit={submit} aria-label={formLabel} className={formClassName}>
          {children}
          <FormError message={errors.root?.server?.message} />
        </form>
      </FormProvider>
    </Dialog>
  );
}
