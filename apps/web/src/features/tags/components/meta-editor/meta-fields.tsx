import { useFormContext } from 'react-hook-form';
import { MapPin } from 'lucide-react';
import { mapLinkForLocation, TAG_STATUSES, tagStatusLabel } from '@portal/shared';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import type { MetaFormValues } from '../../lib/meta-form';
import { CustomTabsFields, DocumentsFields, MaintenanceFields } from './meta-list-fields';

/** The B2B technical editor: sheet, location, status, next service, maintenance, documents, custom tabs. */
export function B2BMetaFields() {
  const { register, formState, watch } = useFormContext<MetaFormValues>();
  const { errors } = formState;
  const mapLink = mapLinkForLocation(watch('location'));
  return (
    <div className="space-y-6">
      <section className="space-y-3">
        <h3 className="text-sm font-semibold text-slate-900">Ficha técnica</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Número de série" htmlFor="meta-serial" error={errors.serialNumber?.message}>
            <Input id="meta-serial" placeholder="SN-000123" {...register('serialNumber')} />
          </Field>
          <Field label="Modelo" htmlFor="meta-model" error={errors.model?.message}>
            <Input id="meta-model" placeholder="Extintor PQS 6 kg" {...register('model')} />
          </Field>
          <Field label="Detalhes" htmlFor="meta-details" error={errors.details?.message} className="sm:col-span-2">
            <Textarea
              id="meta-details"
              rows={3}
              placeholder="Características técnicas, fabricante..."
              {...register('details')}
            />
          </Field>
        </div>
      </section>

      <section className="space-y-3">
        <h3 className="text-sm font-semibold text-slate-900">Localização e status</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Localização"
            htmlFor="meta-location"
            error={errors.location?.message}
            hint={
              mapLink ? (
                <a
                  href={mapLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline"
                >
                  <MapPin className="h-3 w-3" aria-hidden /> Abrir no mapa
                </a>
              ) : (
                "Endereço, link de mapa ou coordenadas 'lat, lng'."
              )
            }
            className="sm:col-span-2"
          >
            <Input id="meta-location" placeholder="-23.5505, -46.6333" {...register('location')} />
          </Field>
          <Field label="Status técnico" htmlFor="meta-status" error={errors.status?.message}>
            <Select id="meta-status" {...register('status')}>
              <option value="">Não informado</option>
              {TAG_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {tagStatusLabel(status)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Próxima manutenção" htmlFor="meta-next-service" error={errors.nextService?.message}>
            <Input
              id="meta-next-service"
              type="date"
              aria-invalid={Boolean(errors.nextService)}
              {...register('nextService')}
            />
          </Field>
        </div>
      </section>

      <MaintenanceFields />
      <DocumentsFields />
      <CustomTabsFields />
    </div>
  );
}

/** B2C: colour, nickname and notes for an admin; the owner edits only nickname and notes (spec section 6). */
export function B2CMetaFields({ withColor }: { withColor: boolean }) {
  const { register, formState, watch, setValue } = useFormContext<MetaFormValues>();
  const { errors } = formState;
  const color = watch('color');
  const validHex = /^#[0-9a-f]{6}$/i.test(color);
  return (
    <div className="space-y-4">
      {withColor && (
        <Field
          label="Cor"
          htmlFor="meta-color"
          error={errors.color?.message}
          hint="Cor da pulseira ou etiqueta (ex.: #2563EB)."
        >
          <div className="flex gap-2">
            <input
              type="color"
              aria-label="Escolher cor"
              value={validHex ? color : '#2563eb'}
              onChange={(event) => setValue('color', event.target.value.toUpperCase(), { shouldDirty: true })}
              className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            />
            <Input id="meta-color" placeholder="#2563EB" className="font-mono" {...register('color')} />
          </div>
        </Field>
      )}
      <Field
        label="Apelido"
        htmlFor="meta-nickname"
        error={errors.nickname?.message}
        hint="Como você reconhece esta tag (ex.: Pulseira do Bruno)."
      >
        <Input id="meta-nickname" {...register('nickname')} />
      </Field>
      <Field label="Notas" htmlFor="meta-notes" error={errors.notes?.message}>
        <Textarea id="meta-notes" rows={4} placeholder="Alergias, instruções, observações..." {...register('notes')} />
      </Field>
    </div>
  );
}
