import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { MAINTENANCE_TEXTS, type EquipmentDetailResponse } from '@portal/shared';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type Equipment = EquipmentDetailResponse['equipment'];

/** A titled block of the equipment screen. */
export function Section({
  title,
  action,
  className,
  children,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('p-4', className)}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** 'Ficha técnica': code, model, serial, details, location ('Abrir no mapa'), client and notes. */
export function EquipmentSheet({ equipment, className }: { equipment: Equipment; className?: string }) {
  return (
    <Section title={MAINTENANCE_TEXTS.technicalSheet} className={className}>
      <dl className="divide-y divide-slate-100">
        <Row label="Código">
          <span className="font-mono">{equipment.code}</span>
        </Row>
        {equipment.model && <Row label="Modelo">{equipment.model}</Row>}
        {equipment.serialNumber && <Row label="Nº de série">{equipment.serialNumber}</Row>}
        {equipment.details && <Row label="Detalhes">{equipment.details}</Row>}
        {equipment.location && (
          <Row label="Localização">
            <span className="block">{equipment.location}</span>
            {equipment.mapUrl && (
              <a
                href={equipment.mapUrl}
                target="_blank"
                rel="noreferrer"
                className="mt-1 inline-flex min-h-10 items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {MAINTENANCE_TEXTS.openMap} <ExternalLink className="h-4 w-4" aria-hidden />
              </a>
            )}
          </Row>
        )}
        <Row label="Cliente">{equipment.clientName ?? 'Sem cliente'}</Row>
        {equipment.notes && <Row label="Observações">{equipment.notes}</Row>}
      </dl>
    </Section>
  );
}
