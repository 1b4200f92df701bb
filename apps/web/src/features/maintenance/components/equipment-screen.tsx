import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, ClipboardPlus, FileText, Pencil, Power, PowerOff } from 'lucide-react';
import { MAINTENANCE_TEXTS, type EquipmentDetailResponse } from '@portal/shared';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useEquipment } from '../api/get-equipment';
import { useSetEquipmentStatus } from '../api/set-equipment-status';
import { useQueuedRecords, useTechnicianOffline } from '../api/use-offline';
import { formatDay } from '../lib/display';
import { intervalText } from '../lib/plan-form';
import { asksForMeter } from '../lib/meter-form';
import { isEstimatedNext, MeterRows } from './meter-rows';
import { DueBadge, EquipmentStatusBadge } from './badges';
import { EquipmentSheet, Section } from './equipment-sheet';
import { OfflineBanner } from './offline-banner';
import { FireSafetyCard } from '../fire-safety/components/fire-safety-card';
import { PendenciasList } from '../fire-safety/components/pendencias-list';
import { PlanFormDialog } from './plan-form-dialog';
import { QueuedRecords } from './queued-records';
import { RecordFormDialog } from './record-form-dialog';
import { RecordLog } from './record-log';
import { ServiceReportButton } from './service-report-button';

const STATUS_FAILED = 'Erro ao atualizar o status do equipamento. Tente novamente.';

function PlanSection({
  detail,
  onEdit,
  className,
}: {
  detail: EquipmentDetailResponse;
  onEdit: () => void;
  className?: string;
}) {
  const { plan, equipment } = detail;
  return (
    <Section
      title={MAINTENANCE_TEXTS.plan}
      className={className}
      action={
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`${MAINTENANCE_TEXTS.edit} plano`}>
          <Pencil className="h-4 w-4" aria-hidden /> {MAINTENANCE_TEXTS.edit}
        </Button>
      }
    >
      <dl className="space-y-2 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="text-slate-500">Próxima manutenção</dt>
          <dd className="flex items-center gap-2 font-semibold text-slate-900" data-testid="next-service">
            {equipment.nextService ? formatDay(equipment.nextService) : 'Sem data'}
            {isEstimatedNext(equipment.nextService, detail.meter) && <span className="font-normal">(estimada)</span>}
            <DueBadge due={equipment.due} />
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="text-slate-500">Intervalo</dt>
          <dd className="text-slate-900">{plan ? intervalText(plan) : MAINTENANCE_TEXTS.noPlan}</dd>
        </div>
        {plan?.technicianName && (
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-slate-500">Responsável</dt>
            <dd className="text-slate-900">{plan.technicianName}</dd>
          </div>
        )}
        <MeterRows meter={detail.meter} />
      </dl>
    </Section>
  );
}

/**
 * 'Marcar fora de serviço' asks first (a slip of the thumb would take the equipment out of the plan's counts);
 * 'Voltar a operar' does not.
 */
function StatusButton({ tagId, code, broken }: { tagId: string; code: string; broken: boolean }) {
  const setStatus = useSetEquipmentStatus();
  const [confirming, setConfirming] = useState(false);
  const send = (status: 'ACTIVE' | 'BROKEN') =>
    setStatus.mutate(
      { tagId, status },
      {
        onSuccess: () => {
          setConfirming(false);
          notify.success(MAINTENANCE_TEXTS.statusSaved);
        },
        onError: (error) => notifyHttpError(error, STATUS_FAILED),
      },
    );
  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        className={broken ? undefined : 'text-red-700'}
        loading={setStatus.isPending && !confirming}
        onClick={() => (broken ? send('ACTIVE') : setConfirming(true))}
      >
        {broken ? <Power className="h-5 w-5" aria-hidden /> : <PowerOff className="h-5 w-5" aria-hidden />}
        {broken ? 'Voltar a operar' : 'Marcar fora de serviço'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Marcar fora de serviço"
        message={`${code} ficará fora de serviço até voltar a operar.`}
        confirmLabel="Marcar fora de serviço"
        loading={setStatus.isPending}
        onConfirm={() => send('BROKEN')}
      />
    </>
  );
}

/**
 * The equipment screen: its sheet, status, plan and next service, the log (newest first), documents, the service
 * report and 'Registrar manutenção' ('?registrar=1' opens the form at once: the /t page links here).
 */
export function EquipmentScreen({ tagId }: { tagId: string }) {
  const query = useEquipment(tagId);
  useTechnicianOffline();
  const queued = useQueuedRecords(tagId);
  const [params, setParams] = useSearchParams();
  const [registering, setRegistering] = useState(params.get('registrar') === '1');
  const [editingPlan, setEditingPlan] = useState(false);

  const setRegisteringOpen = (open: boolean) => {
    setRegistering(open);
    // The address stops asking for the form once it closes, so a reload does not open it again.
    if (!open && params.has('registrar')) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('registrar');
          return next;
        },
        { replace: true },
      );
    }
  };

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : null;
    return (
      <ErrorPanel
        status={status}
        message={status === 404 ? MAINTENANCE_TEXTS.notFound : errorMessage(query.error, MAINTENANCE_TEXTS.loadFailed)}
        onRetry={() => query.refetch()}
      />
    );
  }

  const detail = query.data;
  const { equipment } = detail;
  return (
    <>
      <Link
        to="/tecnico"
        className="mb-3 inline-flex min-h-10 items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> {MAINTENANCE_TEXTS.panelTitle}
      </Link>
      {detail.offlineSince && (
        <div className="mb-4">
          <OfflineBanner since={detail.offlineSince} />
        </div>
      )}
      <header className="mb-4 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="font-mono text-2xl font-semibold tracking-tight text-slate-900">{equipment.code}</h1>
          <EquipmentStatusBadge status={equipment.status} />
        </div>
        <p className="text-sm text-slate-600">
          {[equipment.model || equipment.profileName, equipment.clientName].filter(Boolean).join(' · ')}
        </p>
      </header>
      <div className="mb-4 grid gap-2 sm:flex sm:flex-wrap">
        <Button size="lg" onClick={() => setRegisteringOpen(true)}>
          <ClipboardPlus className="h-5 w-5" aria-hidden /> {MAINTENANCE_TEXTS.register}
        </Button>
        <ServiceReportButton tagId={equipment.id} code={equipment.code} />
        {/* A LOST equipment's status is its owner's (or an admin's) to end (issue 40): the server refuses it. */}
        {equipment.status === 'LOST' ? (
          <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
            {MAINTENANCE_TEXTS.lostStatusLocked}
          </p>
        ) : (
          <StatusButton tagId={equipment.id} code={equipment.code} broken={equipment.status === 'BROKEN'} />
        )}
      </div>
      {/* A phone shows the log right after the plan (what the technician came for); a desktop puts it beside. */}
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <div className="contents lg:block lg:space-y-4">
          <PlanSection detail={detail} onEdit={() => setEditingPlan(true)} className="order-1" />
          {/* Issue 44: class, extinguisher data, each level's date, and this equipment's open pendências. */}
          <FireSafetyCard tagId={equipment.id} className="order-1" />
          {!detail.offlineSince && <PendenciasList tagId={equipment.id} className="order-1" />}
          <EquipmentSheet equipment={equipment} className="order-3" />
          <Section title={MAINTENANCE_TEXTS.documents} className="order-4">
            {detail.documents.length === 0 ? (
              <p className="text-sm text-slate-500">Nenhum documento.</p>
            ) : (
              <ul className="space-y-1">
                {detail.documents.map((document) => (
                  <li key={document.url}>
                    <a
                      href={document.url}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                    >
                      <FileText className="h-4 w-4" aria-hidden /> {document.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
        <Section title={MAINTENANCE_TEXTS.log} className="order-2 lg:order-none">
          <div className="space-y-3">
            <QueuedRecords items={queued} />
            <RecordLog records={detail.records} />
          </div>
        </Section>
      </div>
      <RecordFormDialog
        tagId={equipment.id}
        code={equipment.code}
        open={registering}
        onOpenChange={setRegisteringOpen}
        showMeter={asksForMeter(detail)}
      />
      <PlanFormDialog tagId={equipment.id} plan={detail.plan} open={editingPlan} onOpenChange={setEditingPlan} />
    </>
  );
}
