import { useFormContext } from 'react-hook-form';
import { EQUIPMENT_INFO_LABELS, PET_INFO_LABELS, PET_SPECIES_SUGGESTIONS, type ProfileKind } from '@portal/shared';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import type { AddressField, EquipmentForm, PetForm, ProfileDetailsValues } from '@/lib/profile-fields/profile-details';

// The one set of a profile's fields beyond name, contacts and medical info: 'Editar perfil', the owner's
// 'Editar página' and the admin's 'Editar Cliente' all render these (issue 20), on a form holding ProfileDetailsValues.

const ADDRESS_INPUTS: { name: AddressField; label: string; placeholder?: string; className?: string }[] = [
  { name: 'street', label: 'Rua', placeholder: 'Ex.: Rua das Flores', className: 'sm:col-span-2' },
  { name: 'number', label: 'Número', placeholder: 'Ex.: 120' },
  { name: 'complement', label: 'Complemento', placeholder: 'Ex.: apto 32' },
  { name: 'neighborhood', label: 'Bairro' },
  { name: 'city', label: 'Cidade' },
  { name: 'state', label: 'Estado', placeholder: 'Ex.: SP' },
  { name: 'zipCode', label: 'CEP', placeholder: '00000-000' },
  { name: 'country', label: 'País', placeholder: 'Ex.: Brasil' },
];

/** The profile's own phone and e-mail (type and inputMode alike). */
const CONTACT_INPUTS = [
  { name: 'phone', label: 'Telefone', type: 'tel', placeholder: '(11) 91234-5678' },
  { name: 'email', label: 'E-mail', type: 'email', placeholder: 'nome@exemplo.com' },
] as const;

/** Phone, e-mail, a person's date of birth, the address and the notes, each with the contract's messages. */
export function PersonalDataFields({ idPrefix, kind }: { idPrefix: string; kind: ProfileKind | '' }) {
  const { register, formState } = useFormContext<ProfileDetailsValues>();
  const { errors } = formState;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_INPUTS.map(({ name, label, type, placeholder }) => (
          <Field key={name} label={label} htmlFor={id(name)} error={errors[name]?.message}>
            <Input
              id={id(name)}
              type={type}
              inputMode={type}
              autoComplete="off"
              placeholder={placeholder}
              aria-invalid={Boolean(errors[name])}
              {...register(name)}
            />
          </Field>
        ))}
        {kind === 'PERSON' && (
          <Field label="Data de nascimento" htmlFor={id('date-of-birth')} error={errors.dateOfBirth?.message}>
            <Input
              id={id('date-of-birth')}
              type="date"
              aria-invalid={Boolean(errors.dateOfBirth)}
              {...register('dateOfBirth')}
            />
          </Field>
        )}
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Endereço</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {ADDRESS_INPUTS.map(({ name, label, placeholder, className }) => (
            <Field
              key={name}
              label={label}
              htmlFor={id(`address-${name}`)}
              error={errors.address?.[name]?.message}
              className={className}
            >
              <Input
                id={id(`address-${name}`)}
                autoComplete="off"
                placeholder={placeholder}
                aria-invalid={Boolean(errors.address?.[name])}
                {...register(`address.${name}`)}
              />
            </Field>
          ))}
        </div>
      </fieldset>
      <Field
        label="Observações"
        htmlFor={id('notes')}
        error={errors.notes?.message}
        hint="Aparece na página pública se as observações forem públicas."
      >
        <Textarea id={id('notes')} rows={3} aria-invalid={Boolean(errors.notes)} {...register('notes')} />
      </Field>
    </div>
  );
}

/** A pet's fields (what whoever finds the animal needs); its tutors' contacts are the form's contacts. */
export function PetFields({ idPrefix }: { idPrefix: string }) {
  const { register, formState } = useFormContext<ProfileDetailsValues>();
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
  );
}

const EQUIPMENT_INPUTS: { name: keyof EquipmentForm; placeholder: string; type?: string }[] = [
  { name: 'brand', placeholder: 'Ex.: Atlas' },
  { name: 'model', placeholder: 'Ex.: GX-200' },
  { name: 'serialNumber', placeholder: 'Ex.: SN-2024-0042' },
  { name: 'location', placeholder: 'Ex.: Galpão 2, linha 3' },
  { name: 'responsibleCompany', placeholder: 'Ex.: Manutec Serviços' },
  { name: 'contactPhone', placeholder: '(11) 3333-4444', type: 'tel' },
];

/** A piece of equipment's technical sheet. */
export function EquipmentFields({ idPrefix }: { idPrefix: string }) {
  const { register, formState } = useFormContext<ProfileDetailsValues>();
  const errors = formState.errors.equipment;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {EQUIPMENT_INPUTS.map(({ name, placeholder, type }) => {
        const id = `${idPrefix}-equipment-${name}`;
        return (
          <Field key={name} label={EQUIPMENT_INFO_LABELS[name]} htmlFor={id} error={errors?.[name]?.message}>
            <Input
              id={id}
              type={type}
              inputMode={type === 'tel' ? 'tel' : undefined}
              placeholder={placeholder}
              aria-invalid={Boolean(errors?.[name])}
              {...register(`equipment.${name}`)}
            />
          </Field>
        );
      })}
    </div>
  );
}
