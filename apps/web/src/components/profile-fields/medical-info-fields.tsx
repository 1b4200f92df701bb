import { useFormContext } from 'react-hook-form';
import { BLOOD_TYPES } from '@portal/shared';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import type { MedicalContactsValues } from '@/lib/profile-fields/medical-contacts';

/** Blood type (8 values), the comma-joined lists, notes, doctor and insurance (spec section 3), for any form with a `medical` group. */
export function MedicalInfoFields({ idPrefix }: { idPrefix: string }) {
  const { register } = useFormContext<MedicalContactsValues>();
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Tipo sanguíneo" htmlFor={id('blood-type')}>
        <Select id={id('blood-type')} {...register('medical.bloodType')}>
          <option value="">Não informado</option>
          {BLOOD_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Alergias" htmlFor={id('allergies')} hint="Separe por vírgulas.">
        <Input id={id('allergies')} placeholder="Ex.: penicilina, amendoim" {...register('medical.allergies')} />
      </Field>
      <Field label="Medicamentos" htmlFor={id('medications')} hint="Separe por vírgulas.">
        <Input id={id('medications')} placeholder="Ex.: insulina, losartana" {...register('medical.medications')} />
      </Field>
      <Field label="Condições" htmlFor={id('conditions')} hint="Separe por vírgulas.">
        <Input id={id('conditions')} placeholder="Ex.: diabetes tipo 1" {...register('medical.conditions')} />
      </Field>
      <Field label="Observações médicas" htmlFor={id('medical-notes')} className="sm:col-span-2">
        <Textarea
          id={id('medical-notes')}
          rows={2}
          placeholder="Instruções para quem prestar socorro"
          {...register('medical.notes')}
        />
      </Field>
      <Field label="Médico" htmlFor={id('doctor-contact')} hint="Opcional.">
        <Input
          id={id('doctor-contact')}
          placeholder="Ex.: Dra. Helena — (11) 3333-4444"
          {...register('medical.doctorContact')}
        />
      </Field>
      <Field label="Convênio" htmlFor={id('insurance-info')} hint="Opcional.">
        <Input
          id={id('insurance-info')}
          placeholder="Ex.: Saúde Total, carteirinha 0012"
          {...register('medical.insuranceInfo')}
        />
      </Field>
    </div>
  );
}
