import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
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
import { formToMetaPatch, metaFormResolver, metaToForm, type MetaFormValues } from '../../lib/meta-form';
import { GenerateCodeButton } from '../generate-code-button';
import { B2BMetaFields } from '../meta-editor/meta-fields';

/** Spec section 5 'Single bracelet creation': code optional (empty = generated), type B2C, physical type NFC. */
const newBraceletSchema = z.object({
  code: optionalTagCodeSchema,
  type: z.enum(TAG_TYPES),
  physicalType: z.enum(PHYSICAL_TYPES),
});
type Input_ = z.input<typeof newBraceletSchema>;
type Output = z.output<typeof newBraceletSchema>;
const DEFAULTS: Input_ = { code: '', type: 'B2C', physicalType: 'NFC' };
/** Spec section 5: the B2B status (the technical status in meta) starts ACTIVE. */
const B2B_META_DEFAULTS: MetaFormValues = metaToForm({ status: 'ACTIVE' });
const b2bResolver = metaFormResolver('b2b', undefined);

/** The B2B section as a create body's meta: dates cut to 10 characters, empty fields and rows left out. */
export function b2bCreateMeta(values: MetaFormValues): Record<string, unknown> {
  const meta: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(formToMetaPatch(values, 'b2b', undefined))) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      const rows = value.filter((row) => Object.values(row as Record<string, string>).some((cell) => cell.trim() !== ''));
      if (rows.length) meta[key] = rows;
      continue;
    }
    meta[key] = value;
  }
  return meta;
}

/** 'Nova Tag' of the bracelets screen. A taken code: 'Código já existente. Clique em Gerar código ou deixe vazio...'. */
export function NewBraceletDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<Input_, unknown, Output>({ resolver: zodResolver(newBraceletSchema), defaultValues: DEFAULTS });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const metaForm = useForm<MetaFormValues>({ resolver: b2bResolver, defaultValues: B2B_META_DEFAULTS });
  const mutation = useCreateBracelet();
  const codeField = form.register('code');
  const b2b = form.watch('type') === 'B2B';

  function close(next: boolean) {
    if (!next) {
      form.reset(DEFAULTS);
      metaForm.reset(B2B_META_DEFAULTS);
      setFailure(null);
      mutation.reset();
    }
    onOpenChange(next);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    // A B2B tag may be created with its technical sheet (same rules as the meta editor: http(s) URLs, YYYY-MM-DD dates).
    let meta: Record<string, unknown> = {};
    if (values.type === 'B2B') {
      if (!(await metaForm.trigger())) return;
      meta = b2bCreateMeta(metaForm.getValues());
    }
    try {
      const created = await mutation.mutateAsync({
        ...(values.code ? { code: values.code } : {}),
        type: values.type,
        physicalType: values.physicalType,
        ...(Object.keys(meta).length ? { meta } : {}),
      });
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
      size={b2b ? 'lg' : 'md'}
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
        {b2b && (
          <section aria-label="Ficha técnica (B2B)" className="space-y-3 border-t border-slate-100 pt-4">
            <p className="text-sm text-slate-500">Ficha técnica (opcional): pode ser preenchida agora ou depois, em Meta.</p>
            <FormProvider {...metaForm}>
              <B2BMetaFields />
            </FormProvider>
          </section>
        )}
        <FormError message={failure} />
      </form>
    </Dialog>
  );
}
