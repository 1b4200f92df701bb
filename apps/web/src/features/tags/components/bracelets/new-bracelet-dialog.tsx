import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from 'sonner';
import { optionalTagCodeSchema, PHYSICAL_TYPES, TAG_TEXTS, TAG_TYPES } from '@portal/shared';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, FormError } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { useCreateBracelet } from '../../api/create-bracelet';
import { GenerateCodeButton } from '../generate-code-button';

/** Spec section 5 'Single bracelet creation': code optional (empty = generated), type B2C, physical type NFC. */
const newBraceletSchema = z.object({
  code: optionalTagCodeSchema,
  type: z.enum(TAG_TYPES),
  physicalType: z.enum(PHYSICAL_TYPES),
});
type Input_ = z.input<typeof newBraceletSchema>;
type Output = z.output<typeof newBraceletSchema>;
const DEFAULTS: Input_ = { code: '', type: 'B2C', physicalType: 'NFC' };

/** 'Nova Tag' of the bracelets screen. A taken code: 'Código já existente. Clique em Gerar código ou deixe vazio...'. */
export function NewBraceletDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<Input_, unknown, Output>({ resolver: zodResolver(newBraceletSchema), defaultValues: DEFAULTS });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useCreateBracelet();
  const codeField = form.register('code');

  function close(next: boolean) {
    if (!next) {
      form.reset(DEFAULTS);
      setFailure(null);
      mutation.reset();
    }
    onOpenChange(next);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const created = await mutation.mutateAsync({ ...(values.code ? { code: values.code } : {}), type: values.type, physicalType: values.physicalType });
      toast.success(TAG_TEXTS.braceletCreated, { description: `Código ${created.code}` });
      close(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError('code', { message: TAG_TEXTS.duplicateCode });
        toast.error(TAG_TEXTS.duplicateCode);
        return;
      }
      toast.error(TAG_TEXTS.createFailedToast);
      setFailure(errorMessage(error, TAG_TEXTS.createFailed));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Nova Tag"
      description="Deixe o código vazio para gerar um automaticamente."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form="new-bracelet-form" loading={mutation.isPending}>
            Criar
          </Button>
        </>
      }
    >
      <form id="new-bracelet-form" noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="Código (opcional)" htmlFor="new-bracelet-code" error={errors.code?.message} hint="Vazio = código automático de 8 caracteres.">
          <div className="flex gap-2">
            <Input
              id="new-bracelet-code"
              autoComplete="off"
              placeholder="Automático"
              className="font-mono uppercase placeholder:normal-case"
              aria-invalid={Boolean(errors.code)}
              {...codeField}
              onChange={(event) => {
                event.target.value = event.target.value.toUpperCase();
                return codeField.onChange(event);
              }}
            />
            <GenerateCodeButton label="Gerar código" onCode={(code) => form.setValue('code', code, { shouldValidate: true })} />
          </div>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Tipo" htmlFor="new-bracelet-type" hint="B2C: pessoas e pets · B2B: equipamentos.">
            <Select id="new-bracelet-type" {...form.register('type')}>
              {TAG_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Tipo físico" htmlFor="new-bracelet-physical">
            <Select id="new-bracelet-physical" {...form.register('physicalType')}>
              {PHYSICAL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <FormError message={failure} />
      </form>
    </Dialog>
  );
}
