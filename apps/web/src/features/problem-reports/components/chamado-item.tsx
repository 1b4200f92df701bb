import { Link } from 'react-router';
import { CheckCircle2, Hand, Phone } from 'lucide-react';
import {
  displayPhone,
  PROBLEM_KIND_LABELS,
  PROBLEM_STATUS_LABELS,
  PROBLEM_TEXTS,
  telHref,
  type ProblemReport,
  type ProblemStatus,
} from '@portal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useUpdateChamado } from '../api/update-chamado';

const STATUS_TONE = { ABERTO: 'red', EM_ATENDIMENTO: 'yellow', RESOLVIDO: 'green' } as const;

/**
 * One chamado: what is wrong, on which equipment and where, when, what the visitor wrote and their photo, who
 * reported it (name and phone: staff only) and who has it; 'Assumir' while open, 'Marcar como resolvido' for who
 * took it (or an admin).
 */
export function ChamadoItem({ chamado, viewer }: { chamado: ProblemReport; viewer: { id: string; isAdmin: boolean } }) {
  const update = useUpdateChamado();
  const where = [chamado.siteName, chamado.place].filter(Boolean).join(' — ');
  const mayResolve = chamado.status === 'EM_ATENDIMENTO' && (chamado.technicianId === viewer.id || viewer.isAdmin);

  function change(status: ProblemStatus, done: string) {
    update.mutate(
      { id: chamado.id, status },
      {
        onSuccess: () => notify.success(done),
        onError: (error) => notifyHttpError(error, PROBLEM_TEXTS.updateFailed),
      },
    );
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{PROBLEM_KIND_LABELS[chamado.kind]}</p>
          <p className="text-sm text-slate-600">
            <Link to={`/tecnico/equipamentos/${chamado.tagId}`} className="font-mono font-medium text-brand-700">
              {chamado.code}
            </Link>
            {where && <span> · {where}</span>}
            {chamado.clientName && <span className="text-slate-500"> · {chamado.clientName}</span>}
          </p>
        </div>
        <Badge tone={STATUS_TONE[chamado.status]}>{PROBLEM_STATUS_LABELS[chamado.status]}</Badge>
      </div>
      {chamado.description && <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{chamado.description}</p>}
      {chamado.photoUrl && (
        <a href={chamado.photoUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block">
          <img
            src={chamado.photoUrl}
            alt={`Foto do problema no equipamento ${chamado.code}`}
            className="h-24 w-32 rounded-lg object-cover"
            loading="lazy"
          />
        </a>
      )}
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-xs text-slate-600 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Relatado em: </dt>
          <dd className="inline">{formatDateTime(chamado.createdAt)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{PROBLEM_TEXTS.reporter}: </dt>
          <dd className="inline">
            {chamado.reporterName || PROBLEM_TEXTS.anonymous}
            {chamado.reporterPhone && (
              <a href={telHref(chamado.reporterPhone)} className="ml-2 inline-flex items-center gap-1 text-brand-700">
                <Phone className="h-3 w-3" aria-hidden /> {displayPhone(chamado.reporterPhone)}
              </a>
            )}
          </dd>
        </div>
        {chamado.technicianName && (
          <div>
            <dt className="inline font-medium">Técnico: </dt>
            <dd className="inline">{chamado.technicianName}</dd>
          </div>
        )}
        {chamado.recordId && <p className="text-emerald-700">{PROBLEM_TEXTS.closedByRecord}</p>}
      </dl>
      {(chamado.status === 'ABERTO' || mayResolve) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {chamado.status === 'ABERTO' && (
            <Button size="sm" disabled={update.isPending} onClick={() => change('EM_ATENDIMENTO', PROBLEM_TEXTS.taken)}>
              <Hand className="h-4 w-4" aria-hidden /> {PROBLEM_TEXTS.take}
            </Button>
          )}
          {mayResolve && (
            <Button
              size="sm"
              variant="secondary"
              disabled={update.isPending}
              onClick={() => change('RESOLVIDO', PROBLEM_TEXTS.resolved)}
            >
              <CheckCircle2 className="h-4 w-4" aria-hidden /> {PROBLEM_TEXTS.resolve}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
