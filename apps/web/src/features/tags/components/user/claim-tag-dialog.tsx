import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { TAG_TEXTS } from '@portal/shared';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { notify } from '@/lib/notifications/notify';
import { useClaimTag } from '../../api/claim-tag';
import { TagCodeInput } from '../tag-code-input';

/** Spec section 5: assigning needs a non-blank code; it is sent trimmed and upper-cased. */
const claimSchema = z.object({
  code: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .refine((value) => value !== '', TAG_TEXTS.codeOrSelection),
});
type ClaimInput = z.input<typeof claimSchema>;
type ClaimOutput = z.output<typeof claimSchema>;
const EMPTY: ClaimInput = { code: '' };

/** The owner takes a free tag by the code printed on it (POST /me/bracelets/claim); spec section 4 'self-assign'. */
export function ClaimTagDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<ClaimInput, unknown, ClaimOutput>({ resolver: zodResolver(claimSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const mutation = useClaimTag();

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      values={EMPTY}
      formId="claim-tag-form"
      title="Ativar uma tag"
      description="Digite o código impresso na tag ou na embalagem para ligá-la à sua conta."
      size="sm"
      submitLabel="Ativar"
      submitDisabled={!form.watch('code').trim()}
      // One field: why the code was refused goes under it.
      errorText={TAG_TEXTS.editAssignFailed}
      generalErrorAt="code"
      onSubmit={async ({ code }) => {
        const tag = await mutation.mutateAsync(code);
        notify.success(`Tag ${tag.code} atribuída a você.`);
      }}
    >
      <Field label="Código da tag" htmlFor="claim-code" error={errors.code?.message}>
        <TagCodeInput id="claim-code" aria-invalid={Boolean(errors.code)} {...form.register('code')} />
      </Field>
    </FormDialog>
  );
}
