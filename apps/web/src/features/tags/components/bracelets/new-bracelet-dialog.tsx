import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { optionalTagCodeSchema, PHYSICAL_TYPES, TAG_TEXTS, TAG_TYPES } from '@portal/shared';
import { ApiError } from '@/lib/api-client';
import { Field } from '@/components/ui/field';
import { FormDialog, KEEP_OPEN } from '@/components/ui/form-dialog';
import { Select } from '@/components/ui/input';
import { notify } from '@/lib/notifications/notify';
import { useCreateBracelet } from '../../api/create-bracelet';
import { formToMetaPatch, metaFormResolver, metaToForm, type MetaFormValues } from '../../lib/meta-form';
import { GenerateCodeButton } from '../generate-code-button';
import { TagCodeInput } from '../tag-code-input';
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
      const rows = value.filter((row) =>
        Object.values(row as Record<string, string>).some((cell) => cell.trim() !== ''),
      );
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
  const metaForm = useForm<MetaFormValues>({ resolver: b2bResolver, defaultValues: B2B_META_DEFAULTS });
  const mutation = useCreateBracelet();
  const b2b = form.watch('type') === 'B2B';

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      values={DEFAULTS}
      onOpen={() => metaForm.reset(B2B_META_DEFAULTS)}
      formId="new-bracelet-form"
      title="Nova Tag"
      description="Deixe o código vazio para gerar um automaticamente."
      size={b2b ? 'lg' : 'md'}
      submitLabel="Criar"
      errorText={TAG_TEXTS.createFailed}
      onFailure={() => notify.error(TAG_TEXTS.createFailedToast)}
      onSubmit={async (values) => {
        // A B2B tag may be created with its technical sheet (same rules as the meta editor: http(s) URLs, YYYY-MM-DD dates).
        let meta: Record<string, unknown> = {};
        if (values.type === 'B2B') {
          if (!(await metaForm.trigger())) return KEEP_OPEN;
          meta = b2bCreateMeta(metaForm.getValues());
        }
        try {
          const created = await mutation.mutateAsync({
            ...(values.code ? { code: values.code } : {}),
            type: values.type,
            physicalType: values.physicalType,
            ...(Object.keys(meta).length ? { meta } : {}),
          });
          notify.success(TAG_TEXTS.braceletCreated, { description: `Código ${created.code}` });
        } catch (error) {
          // Spec section 8: a taken code says so beside the field and in the toast, whatever the server said.
          if (!(error instanceof ApiError && error.status === 409)) throw error;
          form.setError('code', { message: TAG_TEXTS.duplicateCode });
          notify.error(TAG_TEXTS.duplicateCode);
          return KEEP_OPEN;
        }
      }}
    >
      <Field
        label="Código (opcional)"
        htmlFor="new-bracelet-code"
        error={errors.code?.message}
        hint="Vazio = código automático de 8 caracteres."
      >
        <div className="flex gap-2">
          <TagCodeInput
            id="new-bracelet-code"
            placeholder="Automático"
            aria-invalid={Boolean(errors.code)}
            {...form.register('code')}
          />
          <GenerateCodeButton
            label="Gerar código"
            onCode={(code) => form.setValue('code', code, { shouldValidate: true })}
          />
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
          <p className="text-sm text-slate-500">
            Ficha técnica (opcional): pode ser preenchida agora ou depois, em Meta.
          </p>
          <FormProvider {...metaForm}>
            <B2BMetaFields />
          </FormProvider>
        </section>
      )}
    </FormDialog>
  );
}
