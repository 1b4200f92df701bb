import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EQUIPMENT_CLASS_LABELS,
  EQUIPMENT_CLASSES,
  EXTINGUISHER_AGENT_LABELS,
  EXTINGUISHER_AGENTS,
  FIRE_SAFETY_TEXTS,
  type EquipmentAssetResponse,
} from '@portal/shared';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { InputField } from '@/components/ui/input-field';
import { notify } from '@/lib/notifications/notify';
import { ChoiceGroup } from '../../components/choice-group';
import { useSaveAsset } from '../api/fire-safety';
import {
  assetBodyOf,
  assetFieldFor,
  assetFormSchema,
  assetFormValuesOf,
  type AssetFormValues,
} from '../lib/asset-form';

const SELECT =
  'h-12 w-full rounded-lg bg-white px-3 text-base text-slate-900 ring-1 ring-inset ring-slate-300 focus:outline-2 focus:outline-brand-600';

/** 'Dados do equipamento': the class and, for an extinguisher, agent, capacity, seal, ring and test year. */
export function AssetFormDialog({
  tagId,
  asset,
  open,
  onOpenChange,
}: {
  tagId: string;
  asset: EquipmentAssetResponse | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<AssetFormValues>({
    resolver: zodResolver(assetFormSchema),
    defaultValues: assetFormValuesOf(asset),
  });
  const save = useSaveAsset();
  const isExtinguisher = form.watch('class') === 'EXTINTOR';
  const common = { form, className: 'h-12 text-base', describeError: true } as const;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      values={assetFormValuesOf(asset)}
      formId="asset-form"
      formLabel={FIRE_SAFETY_TEXTS.asset}
      title={FIRE_SAFETY_TEXTS.asset}
      submitLabel="Salvar"
      errorText="Erro ao salvar os dados do equipamento. Tente novamente."
      fieldFor={assetFieldFor}
      onSubmit={async (values) => {
        await save.mutateAsync({ tagId, body: assetBodyOf(values) });
        notify.success(FIRE_SAFETY_TEXTS.assetSaved);
      }}
    >
      <ChoiceGroup
        legend="Classe"
        name="asset-class"
        options={EQUIPMENT_CLASSES}
        labels={EQUIPMENT_CLASS_LABELS}
        register={form.register('class')}
      />
      {isExtinguisher && (
        <>
          <Field label="Agente extintor" htmlFor="asset-agent">
            <select id="asset-agent" className={SELECT} {...form.register('agent')}>
              {EXTINGUISHER_AGENTS.map((agent) => (
                <option key={agent} value={agent}>
                  {EXTINGUISHER_AGENT_LABELS[agent]}
                </option>
              ))}
            </select>
          </Field>
          <div className="grid grid-cols-[1fr_6rem] gap-3">
            <InputField {...common} name="capacity" id="asset-capacity" label="Capacidade" inputMode="decimal" />
            <Field label="Unidade" htmlFor="asset-unit">
              <select id="asset-unit" className={SELECT} {...form.register('capacityUnit')}>
                <option value="kg">kg</option>
                <option value="L">L</option>
              </select>
            </Field>
          </div>
          <InputField {...common} name="manufacturer" id="asset-manufacturer" label="Fabricante" />
          <InputField {...common} name="inmetroSeal" id="asset-seal" label="Selo Inmetro (número)" />
          <div className="grid grid-cols-2 gap-3">
            <InputField
              {...common}
              name="manufactureYear"
              id="asset-year"
              label="Ano de fabricação"
              inputMode="numeric"
            />
            <InputField
              {...common}
              name="lastHydrostaticTestYear"
              id="asset-test"
              label="Último teste hidrostático (ano)"
              inputMode="numeric"
            />
            <InputField {...common} name="ringColor" id="asset-ring-color" label="Cor do anel" />
            <InputField {...common} name="ringYear" id="asset-ring-year" label="Ano do anel" inputMode="numeric" />
          </div>
        </>
      )}
    </FormDialog>
  );
}
