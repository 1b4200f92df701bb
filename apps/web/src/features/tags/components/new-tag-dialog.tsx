import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from 'sonner';
import { TAG_TEXTS, tagCodeSchema } from '@portal/shared';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, FormError } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { useCreateTag } from '../api/create-tag';
import { GenerateCodeButton } from './generate-code-button';

/** Spec section 5 'New tag (simple)': the code is required ('O código NFC é obrigatório.'), trimmed and upper-cased. */
const newTagSchema = z.object({
  code: tagCodeSchema,
  notes: z.string().trim().max(2000, 'As notas devem ter no máximo 2000 caracteres.'),
});
type NewTagInput = z.input<typeof newTagSchema>;
type NewTagOutput = z.output<typeof newTagSchema>;
const DEFAULTS: NewTagInput = { code: '', notes: '' };

/** 'Nova Tag' of the tag management screen: NFC code with 'Gerar', and notes. */
export function NewTagDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<NewTagInput, unknown, NewTagOutput>({ resolver: zodResolver(newTagSchema), defaultValues: DEFAULTS });
  const { errors } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useCreateTag();
  const codeField = form.register('code');

  function close(next: boolean) {
    if (!next) {
      form.reset(DEFAULTS);
      setServerError(null);
      mutation.reset();
    }
    onOpenChange(next);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await mutation.mutateAsync({ code: values.code, ...(values.notes ? { notes: values.notes } : {}) });
      toast.success(TAG_TEXTS.created);
      close(false);
    } catch (error) {
      toast.error(TAG_TEXTS.createFailedToast);
      // A taken code (409) or a refused one (400) is about the field: the server's message goes beside it.
      if (error instanceof ApiError && (error.status === 409 || (error.status === 400 && error.data.field === 'code'))) {
        form.setError('code', { message: error.message });
      } else {
        setServerError(errorMessage(error, TAG_TEXTS.createFailed));
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Nova Tag"
      description="Cadastre uma tag pelo código gravado no chip ou gere um código novo."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form="new-tag-form" loading={mutation.isPending}>
            Criar tag
          </Button>
        </>
      }
    >
      <form id="new-tag-form" noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="Código NFC" htmlFor="new-tag-code" error={errors.code?.message} hint="Letras e números; é guardado em maiúsculas.">
          <div className="flex gap-2">
            <Input
              id="new-tag-code"
              autoComplete="off"
              placeholder="TAG1234"
              className="font-mono uppercase placeholder:normal-case"
              aria-invalid={Boolean(errors.code)}
              {...codeField}
              onChange={(event) => {
                event.target.value = event.target.value.toUpperCase();
                return codeField.onChange(event);
              }}
            />
            <GenerateCodeButton onCode={(code) => form.setValue('code', code, { shouldValidate: true })} />
          </div>
        </Field>
        <Field label="Notas (opcional)" htmlFor="new-tag-notes" error={errors.notes?.message}>
          <Textarea id="new-tag-notes" rows={3} placeholder="Ex.: lote de março, caixa 3" {...form.register('notes')} />
        </Field>
        <FormError message={serverError} />
      </form>
    </Dialog>
  );
}
