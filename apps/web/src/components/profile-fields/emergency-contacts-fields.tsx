import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { CONTACT_TEXTS, PHONE_TEXTS, toE164 } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { EMPTY_CONTACT, isIncompleteContact, type MedicalContactsValues } from '@/lib/profile-fields/medical-contacts';

/**
 * The emergency contacts list (add/remove); a row is saved only with name, phone and relationship. Each may be marked
 * 'Tem WhatsApp' (issue 41); a number migration 0030 could not read asks to be checked until it reads.
 */
export function EmergencyContactsFields({ idPrefix }: { idPrefix: string }) {
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = useFormContext<MedicalContactsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts' });
  const rows = watch('contacts');
  const incomplete = rows.some(isIncompleteContact);

  return (
    <div className="space-y-3">
      {fields.length === 0 && <p className="text-sm text-slate-500">Nenhum contato de emergência.</p>}
      {fields.map((field, index) => {
        const id = (name: string) => `${idPrefix}-${index}-${name}`;
        const row = rows[index];
        const needsReview = Boolean(row?.phoneNeedsReview) && toE164(row?.phone ?? '') === null;
        const phoneError = errors.contacts?.[index]?.phone?.message;
        return (
          <fieldset
            key={field.id}
            className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end sm:border-0 sm:p-0"
          >
            <legend className="sr-only">Contato {index + 1}</legend>
            <div className="space-y-1">
              <label htmlFor={id('name')} className="block text-xs font-medium text-slate-600">
                Nome
              </label>
              <Input id={id('name')} placeholder="Ex.: Ana Silva" {...register(`contacts.${index}.name`)} />
            </div>
            <div className="space-y-1">
              <label htmlFor={id('phone')} className="block text-xs font-medium text-slate-600">
                Telefone
              </label>
              <Input
                id={id('phone')}
                type="tel"
                inputMode="tel"
                placeholder="(11) 98888-7777"
                aria-invalid={needsReview || Boolean(phoneError) || undefined}
                aria-describedby={needsReview || phoneError ? id('phone-note') : undefined}
                {...register(`contacts.${index}.phone`)}
              />
              {(needsReview || phoneError) && (
                <p id={id('phone-note')} className="text-xs text-amber-700">
                  {phoneError ?? PHONE_TEXTS.needsReview}
                </p>
              )}
              <label className="flex items-center gap-1.5 text-xs text-slate-600">
                <input type="checkbox" {...register(`contacts.${index}.whatsapp`)} />
                {CONTACT_TEXTS.hasWhatsapp}
              </label>
            </div>
            <div className="space-y-1">
              <label htmlFor={id('relationship')} className="block text-xs font-medium text-slate-600">
                Parentesco
              </label>
              <Input id={id('relationship')} placeholder="Ex.: Mãe" {...register(`contacts.${index}.relationship`)} />
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="justify-self-end text-red-600 hover:bg-red-50 hover:text-red-700 sm:h-10 sm:w-10"
              onClick={() => remove(index)}
              aria-label={`Remover contato ${index + 1}`}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </fieldset>
        );
      })}
      {incomplete && (
        <p className="text-xs text-amber-700">Contatos sem nome, telefone ou parentesco não são guardados.</p>
      )}
      <Button variant="secondary" size="sm" onClick={() => append({ ...EMPTY_CONTACT })}>
        <Plus className="h-4 w-4" aria-hidden /> Adicionar contato
      </Button>
    </div>
  );
}
