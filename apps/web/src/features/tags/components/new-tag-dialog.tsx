import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { TAG_TEXTS, tagCodeSchema } from '@portal/shared';
import { Field } from '@/components/ui/field';
import type { DialogOpenState } from '@/components/ui/dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { Textarea } from '@/components/ui/input';
import { notify } from '@/lib/notifications/notify';
import { useCreateTag } from '../api/create-tag';
import { GenerateCodeButton } from './generate-code-button';
import { TagCodeInput } from './tag-code-input';

/** Spec section 5 'New tag (simple)': the code is required ('O código NFC é obrigatório.'), trimmed and upper-cased. */
const newTagSchema = z.object({
  code: tagCodeSchema,
  notes: z.string().trim().max(2000, 'As notas devem ter no máximo 2000 caracteres.'),
});
type NewTagInput = z.input<typeof newTagSchema>;
type NewTagOutput = z.output<typeof newTagSchema>;
const DEFAULTS: NewTagInput = { code: '', notes: '' };

/** 'Nova Tag' of the tag management screen: NFC code with 'Gerar', and notes. */
export function NewTagDialog(dialog: DialogOpenState) {
  const form = useForm<NewTagInput, unknown, NewTagOutput>({
    resolver: zodResolver(newTagSchema),
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;
  const mutation = useCreateTag();

  return (
    <FormDialog
      {...dialog}
      form={form}
      title="Nova Tag"
      description="Cadastre uma tag pelo código gravado no chip ou gere um código novo."
      submitLabel="Criar tag"
      // A taken code (409) or a refused one (400) is about the field: the server's message goes beside it.
      errorText={TAG_TEXTS.createFailed}
      onFailure={() => notify.error(TAG_TEXTS.createFailedToast)}
      onSubmit={async (values) => {
        await mutation.mutateAsync({ code: values.code, ...(values.notes ? { notes: values.notes } : {}) });
        notify.success(TAG_TEXTS.created);
      }}
    >
      <Field
        label="Código NFC"
        htmlFor="new-tag-code"
        error={errors.code?.message}
        hint="Letras e números; é guardado em maiúsculas."
      >
        <div className="flex gap-2">
          <TagCodeInput id="new-tag-code" aria-invalid={Boolean(errors.code)} {...form.register('code')} />
          <GenerateCodeButton onCode={(code) => form.setValue('code', code, { shouldValidate: true })} />
        </div>
      </Field>
      <Field label="Notas (opcional)" htmlFor="new-tag-notes" error={errors.notes?.message}>
        <Textarea id="new-tag-notes" rows={3} placeholder="Ex.: lote de março, caixa 3" {...form.register('notes')} />
      </Field>
    </FormDialog>
  );
}
