import { useFormContext } from 'react-hook-form';
import { PET_INFO_LABELS, PET_SPECIES_SUGGESTIONS } from '@portal/shared';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { EmergencyContactsFields } from '@/features/pages';
import type { PetForm, ProfileFormValues } from '../lib/profile-form';

/** A pet's fields and its tutors' contacts (what whoever finds the animal needs). */
export function PetFields({ idPrefix }: { idPrefix: string }) {
  const { register, formState } = useFormContext<ProfileFormValues>();
  const errors = formState.errors.pet;
  const id = (name: keyof PetForm) => `${idPrefix}-pet-${name}`;
  const text = (name: keyof PetForm, extra: { hint?: string; placeholder?: string; className?: string } = {}) => (
    <Field
      label={PET_INFO_LABELS[name]}
      htmlFor={id(name)}
      error={errors?.[name]?.message}
      hint={extra.hint}
      className={extra.className}
    >
      <Input
        id={id(name)}
        placeholder={extra.placeholder}
        aria-invalid={Boolean(errors?.[name])}
        {...register(`pet.${name}`)}
      />
    </Field>
  );
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={PET_INFO_LABELS.species} htmlFor={id('species')} error={errors?.species?.message}>
          <Input
            id={id('species')}
            list={`${idPrefix}-species-suggestions`}
            placeholder="Ex.: Cão"
            aria-invalid={Boolean(errors?.species)}
            {...register('pet.species')}
          />
          <datalist id={`${idPrefix}-species-suggestions`}>
            {PET_SPECIES_SUGGESTIONS.map((species) => (
              <option key={species} value={species} />
            ))}
          </datalist>
        </Field>
        {text('breed', { placeholder: 'Ex.: Vira-lata' })}
        {text('color', { placeholder: 'Ex.: Caramelo' })}
        {text('microchip', { hint: 'De 9 a 15 letras ou números.' })}
        <Field
          label={PET_INFO_LABELS.birthDate}
          htmlFor={id('birthDate')}
          error={errors?.birthDate?.message}
          hint="Se não souber, informe a idade aproximada."
        >
          <Input
            id={id('birthDate')}
            type="date"
            aria-invalid={Boolean(errors?.birthDate)}
            {...register('pet.birthDate')}
          />
        </Field>
        {text('age', { placeholder: 'Ex.: cerca de 4 anos' })}
        {text('vaccinations', {
          hint: 'Separe por vírgulas.',
          placeholder: 'Ex.: V10, antirrábica',
          className: 'sm:col-span-2',
        })}
        {text('vetContact', { placeholder: 'Ex.: Clínica Bicho Bom — (11) 3333-4444', className: 'sm:col-span-2' })}
        <Field
          label={PET_INFO_LABELS.temperament}
          htmlFor={id('temperament')}
          error={errors?.temperament?.message}
          className="sm:col-span-2"
        >
          <Textarea
            id={id('temperament')}
            rows={2}
            placeholder="Ex.: dócil, tem medo de fogos"
            aria-invalid={Boolean(errors?.temperament)}
            {...register('pet.temperament')}
          />
        </Field>
      </div>
      <section className="space-y-3">
        <h3 className="text-sm font-semibold text-slate-900">Contatos do tutor</h3>
        <EmergencyContactsFields idPrefix={`${idPrefix}-tutor`} />
      </section>
    </div>
  );
}
