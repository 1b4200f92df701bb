import { useFormContext } from 'react-hook-form';
import { EQUIPMENT_INFO_LABELS } from '@portal/shared';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { EquipmentForm, ProfileFormValues } from '../lib/profile-form';

const FIELDS: { name: keyof EquipmentForm; placeholder: string; type?: string }[] = [
  { name: 'brand', placeholder: 'Ex.: Atlas' },
  { name: 'model', placeholder: 'Ex.: GX-200' },
  { name: 'serialNumber', placeholder: 'Ex.: SN-2024-0042' },
  { name: 'location', placeholder: 'Ex.: Galpão 2, linha 3' },
  { name: 'responsibleCompany', placeholder: 'Ex.: Manutec Serviços' },
  { name: 'contactPhone', placeholder: '(11) 3333-4444', type: 'tel' },
];

/** A piece of equipment's technical sheet. */
export function EquipmentFields({ idPrefix }: { idPrefix: string }) {
  const { register, formState } = useFormContext<ProfileFormValues>();
  const errors = formState.errors.equipment;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map(({ name, placeholder, type }) => {
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
