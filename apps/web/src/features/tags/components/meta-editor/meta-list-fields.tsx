import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import type { MetaFormValues } from '../../lib/meta-form';

/** A titled block of the editor with an 'add' button under its rows. */
function ListSection({
  title,
  hint,
  empty,
  onAdd,
  addLabel,
  children,
}: {
  title: string;
  hint?: string;
  empty: boolean;
  onAdd: () => void;
  addLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-2">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
      </div>
      {empty ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-center text-xs text-slate-500">
          Nenhum item.
        </p>
      ) : (
        children
      )}
      <Button variant="ghost" size="sm" onClick={onAdd} className="text-brand-700">
        <Plus className="h-4 w-4" aria-hidden /> {addLabel}
      </Button>
    </section>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title="Remover"
      className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-400 hover:bg-red-50 hover:text-red-600"
    >
      <Trash2 className="h-4 w-4" aria-hidden />
    </button>
  );
}

function RowError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-xs text-red-600">
      {message}
    </p>
  );
}

/** Maintenance entries {date, description}: add and remove rows; dates YYYY-MM-DD. */
export function MaintenanceFields() {
  const { control, register, formState } = useFormContext<MetaFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'maintenance' });
  const errors = formState.errors.maintenance;
  return (
    <ListSection
      title="Manutenções"
      empty={fields.length === 0}
      onAdd={() => append({ date: '', description: '' })}
      addLabel="Adicionar manutenção"
    >
      <ul className="space-y-2">
        {fields.map((field, index) => {
          const error = errors?.[index]?.date?.message ?? errors?.[index]?.description?.message;
          return (
            <li key={field.id} className="space-y-1">
              <div className="flex gap-2">
                <div className="grid flex-1 gap-2 sm:grid-cols-[160px_1fr]">
                  <Input
                    type="date"
                    aria-label={`Data da manutenção ${index + 1}`}
                    aria-invalid={Boolean(errors?.[index]?.date)}
                    {...register(`maintenance.${index}.date`)}
                  />
                  <Input
                    placeholder="Descrição (ex.: recarga anual)"
                    aria-label={`Descrição da manutenção ${index + 1}`}
                    {...register(`maintenance.${index}.description`)}
                  />
                </div>
                <RemoveButton label={`Remover manutenção ${index + 1}`} onClick={() => remove(index)} />
              </div>
              <RowError id={`maintenance-${index}-error`} message={error} />
            </li>
          );
        })}
      </ul>
    </ListSection>
  );
}

/** Documents {label, url}: the URL must be http or https ('URL inválida (use http ou https)'). */
export function DocumentsFields() {
  const { control, register, formState } = useFormContext<MetaFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'documents' });
  const errors = formState.errors.documents;
  return (
    <ListSection
      title="Documentos"
      hint="Links para manuais, laudos e certificados."
      empty={fields.length === 0}
      onAdd={() => append({ label: '', url: '' })}
      addLabel="Adicionar documento"
    >
      <ul className="space-y-2">
        {fields.map((field, index) => {
          const error = errors?.[index]?.url?.message ?? errors?.[index]?.label?.message;
          return (
            <li key={field.id} className="space-y-1">
              <div className="flex gap-2">
                <div className="grid flex-1 gap-2 sm:grid-cols-[200px_1fr]">
                  <Input
                    placeholder="Nome (ex.: Manual)"
                    aria-label={`Nome do documento ${index + 1}`}
                    {...register(`documents.${index}.label`)}
                  />
                  <Input
                    type="url"
                    inputMode="url"
                    placeholder="https://..."
                    aria-label={`URL do documento ${index + 1}`}
                    aria-invalid={Boolean(errors?.[index]?.url)}
                    aria-describedby={error ? `document-${index}-error` : undefined}
                    {...register(`documents.${index}.url`)}
                  />
                </div>
                <RemoveButton label={`Remover documento ${index + 1}`} onClick={() => remove(index)} />
              </div>
              <RowError id={`document-${index}-error`} message={error} />
            </li>
          );
        })}
      </ul>
    </ListSection>
  );
}

/** Custom tabs {title, content}: HTML that the server sanitises before storing it. */
export function CustomTabsFields() {
  const { control, register, formState } = useFormContext<MetaFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'customTabs' });
  const errors = formState.errors.customTabs;
  return (
    <ListSection
      title="Abas personalizadas"
      hint="Conteúdo em HTML simples. Scripts, estilos, iframes e atributos on* são removidos no servidor."
      empty={fields.length === 0}
      onAdd={() => append({ title: '', content: '' })}
      addLabel="Adicionar aba"
    >
      <ul className="space-y-3">
        {fields.map((field, index) => {
          const error = errors?.[index]?.title?.message ?? errors?.[index]?.content?.message;
          return (
            <li key={field.id} className="space-y-2 rounded-xl border border-slate-200 p-3">
              <div className="flex gap-2">
                <Input
                  placeholder="Título da aba"
                  aria-label={`Título da aba ${index + 1}`}
                  {...register(`customTabs.${index}.title`)}
                />
                <RemoveButton label={`Remover aba ${index + 1}`} onClick={() => remove(index)} />
              </div>
              <Textarea
                rows={4}
                className="font-mono text-xs"
                placeholder="<p>Instruções...</p>"
                aria-label={`Conteúdo da aba ${index + 1}`}
                {...register(`customTabs.${index}.content`)}
              />
              <RowError id={`tab-${index}-error`} message={error} />
            </li>
          );
        })}
      </ul>
    </ListSection>
  );
}
