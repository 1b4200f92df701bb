import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { EQUIPMENT_CLASS_LABELS, EXTINGUISHER_AGENT_LABELS, FIRE_SAFETY_TEXTS, formatCnpj } from '@portal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DUE_TONES } from '../../lib/display';
import { Section } from '../../components/equipment-sheet';
import { useEquipmentAsset } from '../api/fire-safety';
import { AssetFormDialog } from './asset-form-dialog';

const CAPACITY = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/**
 * The equipment screen's 'Dados do equipamento' (issue 44): class, the extinguisher's agent and capacity, each level's
 * line in the due colours, the service company; 'Editar' opens the asset form.
 */
export function FireSafetyCard({ tagId, className }: { tagId: string; className?: string }) {
  const asset = useEquipmentAsset(tagId);
  const [editing, setEditing] = useState(false);
  const data = asset.data;
  // Offline (no answer): the card stays out rather than showing an error beside the copy's screen.
  if (!data) return null;
  const extinguisher = data.extinguisher;
  return (
    <Section
      title={FIRE_SAFETY_TEXTS.asset}
      className={className}
      action={
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <Pencil className="h-4 w-4" aria-hidden /> Editar
        </Button>
      }
    >
      {!data.class ? (
        <p className="text-sm text-slate-500">
          Sem classe. Defina a classe (ex.: Extintor) para registrar níveis e checklist.
        </p>
      ) : (
        <div className="space-y-2 text-sm">
          <p className="text-slate-900">
            <strong>{EQUIPMENT_CLASS_LABELS[data.class]}</strong>
            {extinguisher &&
              ` · ${EXTINGUISHER_AGENT_LABELS[extinguisher.agent]} · ${CAPACITY.format(extinguisher.capacity)} ${extinguisher.capacityUnit}`}
          </p>
          {extinguisher?.inmetroSeal && <p className="text-slate-600">Selo Inmetro: {extinguisher.inmetroSeal}</p>}
          {data.levels?.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Níveis">
              {data.levels.map((level) => (
                <li key={level.level}>
                  <Badge tone={DUE_TONES[level.due]}>{level.text}</Badge>
                </li>
              ))}
            </ul>
          )}
          {data.company && (
            <p className="text-slate-600">
              {FIRE_SAFETY_TEXTS.company}: {data.company.name}
              {data.company.cnpj && ` · CNPJ ${formatCnpj(data.company.cnpj)}`}
              {data.company.inmetroRegistration && ` · Registro Inmetro nº ${data.company.inmetroRegistration}`}
            </p>
          )}
        </div>
      )}
      <AssetFormDialog tagId={tagId} asset={data} open={editing} onOpenChange={setEditing} />
    </Section>
  );
}
