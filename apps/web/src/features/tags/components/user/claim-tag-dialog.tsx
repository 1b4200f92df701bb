import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ACTIVATION_TEXTS, normalizeActivationCode, TAG_TEXTS } from '@portal/shared';
import { Field } from '@/components/ui/field';
import type { DialogOpenState } from '@/components/ui/dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { notify } from '@/lib/notifications/notify';
import { useClaimTag } from '../../api/claim-tag';
import { TagCodeInput } from '../tag-code-input';

/**
 * Spec section 5: claiming needs a non-blank code, sent trimmed and upper-cased; issue 25: and the activation code
 * printed on the packaging (upper-cased, a hyphen or spaces dropped).
 */
const claimSchema = z.object({
  code: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .refine((value) => value !== '', TAG_TEXTS.codeOrSelection),
  activationCode: z
    .string()
    .transform(normalizeActivationCode)
    .refine((value) => value !== '', ACTIVATION_TEXTS.activationCodeRequired),
});
type ClaimInput = z.input<typeof claimSchema>;
type ClaimOutput = z.output<typeof claimSchema>;
const EMPTY: ClaimInput = { code: '', activationCode: '' };

/**
 * The owner takes a free tag by the two codes printed on it or its packaging (POST /me/bracelets/claim); spec
 * section 4 'self-assign'. `values`: what the dialog opens with (an activation card's link fills both in).
 */
export function ClaimTagDialog({ values = EMPTY, ...dialog }: DialogOpenState & { values?: ClaimInput }) {
  const form = useForm<ClaimInput, unknown, ClaimOutput>({ resolver: zodResolver(claimSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const mutation = useClaimTag();

  return (
    <FormDialog
      {...dialog}
      form={form}
      values={values}
      title="Ativar uma tag"
      description="Digite o código da tag e o código de ativação impressos na tag ou na embalagem para ligá-la à sua conta."
      size="sm"
      submitLabel="Ativar"
      submitDisabled={!form.watch('code').trim()}
      // Why a pair was refused names neither field (it never tells which code was wrong): it goes under the form.
      errorText={TAG_TEXTS.editAssignFailed}
      onSubmit={async (body) => {
        const tag = await mutation.mutateAsync(body);
        notify.success(`Tag ${tag.code} atribuída a você.`);
      }}
    >
      <Field label={ACTIVATION_TEXTS.tagCodeLabel} htmlFor="claim-code" error={errors.code?.message}>
        <TagCodeInput id="claim-code" aria-invalid={Boolean(errors.code)} {...form.register('code')} />
      </Field>
      <Field
        label={ACTIVATION_TEXTS.activationCodeLabel}
        htmlFor="claim-activation-code"
        error={errors.activationCode?.message}
      >
        <TagCodeInput
          id="claim-activation-code"
          placeholder="ABCD2345"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={Boolean(errors.activationCode)}
          {...form.register('activationCode')}
        />
      </Field>
    </FormDialog>
  );
}
