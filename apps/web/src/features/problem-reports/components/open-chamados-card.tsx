import { Link } from 'react-router';
import { Megaphone } from 'lucide-react';
import { PROBLEM_TEXTS } from '@portal/shared';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { useChamados } from '../api/get-chamados';
import { ChamadoItem } from './chamado-item';

/** How many open chamados the panel shows (the rest on 'Chamados'). */
const PANEL_CHAMADOS = 5;

/**
 * The technician panel's 'Chamados' (issue 44): the newest open ones, with 'Assumir', and the counts; nothing while
 * there is none open or in progress.
 */
export function OpenChamadosCard({ siteId }: { siteId?: string }) {
  const { user } = useAuth();
  const query = useChamados({ status: 'ABERTO', siteId, page: 1, limit: PANEL_CHAMADOS });
  const counts = query.data?.counts;
  if (!query.data || (counts && counts.open + counts.inProgress === 0)) return null;
  return (
    <Card className="p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Megaphone className="h-4 w-4 text-red-600" aria-hidden /> {PROBLEM_TEXTS.title}
          <span className="text-sm font-normal text-slate-600">
            {counts?.open ?? 0} aberto(s) · {counts?.inProgress ?? 0} em atendimento
          </span>
        </h2>
        <Link to="/tecnico/chamados" className="text-sm font-medium text-brand-700 hover:underline">
          Ver todos
        </Link>
      </div>
      {query.data.items.length > 0 && (
        <ul className="space-y-3">
          {query.data.items.map((chamado) => (
            <ChamadoItem
              key={chamado.id}
              chamado={chamado}
              viewer={{ id: user?.id ?? '', isAdmin: user?.role === 'admin' }}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
