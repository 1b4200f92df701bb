import { Link } from 'react-router';
import { Copy, Eye, ExternalLink, Pencil, Power, QrCode, Trash2, User, Users } from 'lucide-react';
import { fontName, PAGE_TEXTS, type PageListItem } from '@portal/shared';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { notify } from '@/lib/notifications/notify';
import { copyToClipboard } from '@/lib/clipboard';
import { ProfileKindBadge } from '@/components/profile-kind-badge';

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <span
      title={`${label}: ${color}`}
      className="h-4 w-4 rounded-full ring-1 ring-inset ring-black/10"
      style={{ backgroundColor: color }}
    />
  );
}

const actionClass =
  'flex flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-1.5 text-[11px] font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50 sm:text-xs';

/** One page of the pages screen: every field the spec lists, the public URL with copy, and the five actions. */
export function PageCard({
  page,
  onQr,
  onToggle,
  onDelete,
  toggling,
}: {
  page: PageListItem;
  onQr: () => void;
  onToggle: () => void;
  onDelete: () => void;
  toggling: boolean;
}) {
  async function copyUrl() {
    try {
      await copyToClipboard(page.publicUrl);
      notify.success(PAGE_TEXTS.urlCopied);
    } catch {
      notify.error('Não foi possível copiar a URL.');
    }
  }

  return (
    <Card className="flex flex-col" data-testid="page-card">
      <div className="flex-1 space-y-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <div className="flex min-w-0 items-center gap-2">
            <Badge tone={page.isActive ? 'green' : 'slate'}>{page.isActive ? 'Ativa' : 'Inativa'}</Badge>
            {/* The profile's kind (issue 14); an older server's answer has none. */}
            {page.client.kind && <ProfileKindBadge kind={page.client.kind} />}
            <span className="truncate font-mono text-xs text-slate-400" title={page.id}>
              #{page.id.slice(0, 8)}
            </span>
          </div>
          <div className="flex shrink-0 items-center gap-1" aria-label="Cores do tema">
            <Swatch color={page.theme.primaryColor} label="Principal" />
            <Swatch color={page.theme.backgroundColor} label="Fundo" />
            <Swatch color={page.theme.textColor} label="Texto" />
          </div>
        </div>
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-slate-900">{page.title}</h3>
          <p className="truncate font-mono text-sm text-brand-600">/p/{page.slug}</p>
        </div>
        <p
          className={cn('line-clamp-2 min-h-10 text-sm', page.description ? 'text-slate-600' : 'italic text-slate-400')}
        >
          {page.description || 'Sem descrição'}
        </p>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-xs">
          <div className="col-span-2 flex min-w-0 items-center gap-1.5 text-slate-700">
            <User className="h-3.5 w-3.5 shrink-0 text-slate-400" aria-hidden />
            <dt className="sr-only">Cliente</dt>
            <dd className="truncate">
              {page.client.name || 'Sem nome'}
              {page.client.email && <span className="text-slate-400"> · {page.client.email}</span>}
            </dd>
          </div>
          <div className="flex items-center gap-1.5 text-slate-700">
            <Eye className="h-3.5 w-3.5 text-slate-400" aria-hidden />
            <dt className="sr-only">Visualizações</dt>
            <dd>
              <span className="font-semibold tabular-nums">{formatNumber(page.analytics.views)}</span>{' '}
              {page.analytics.views === 1 ? 'visualização' : 'visualizações'}
            </dd>
          </div>
          <div className="flex items-center gap-1.5 text-slate-700">
            <Users className="h-3.5 w-3.5 text-slate-400" aria-hidden />
            <dt className="sr-only">Visitantes únicos</dt>
            <dd>
              <span className="font-semibold tabular-nums">{formatNumber(page.analytics.uniqueVisitors)}</span> únicos
            </dd>
          </div>
          <div>
            <dt className="text-slate-400">Fonte</dt>
            <dd className="text-slate-700">{fontName(page.theme.fontFamily) ?? 'Padrão'}</dd>
          </div>
          <div>
            <dt className="text-slate-400">Criada em</dt>
            <dd className="text-slate-700">{formatDate(page.createdAt)}</dd>
          </div>
          <div className="col-span-2">
            <dt className="inline text-slate-400">Último acesso: </dt>
            <dd className="inline text-slate-700">
              {page.analytics.lastAccessed ? formatDateTime(page.analytics.lastAccessed) : 'Nunca'}
            </dd>
          </div>
        </dl>
        <div className="flex items-center gap-1 rounded-lg bg-slate-50 py-1 pl-3 pr-1 ring-1 ring-inset ring-slate-200">
          <span className="min-w-0 flex-1 truncate font-mono text-xs text-slate-600" title={page.publicUrl}>
            {page.publicUrl}
          </span>
          <button
            type="button"
            onClick={copyUrl}
            className="rounded-md p-1.5 text-slate-500 hover:bg-white hover:text-slate-900"
            aria-label={`Copiar URL de ${page.title}`}
            title="Copiar URL"
          >
            <Copy className="h-4 w-4" aria-hidden />
          </button>
        </div>
      </div>
      <div className="grid grid-cols-5 gap-1 border-t border-slate-100 p-1.5">
        <a href={page.publicUrl} target="_blank" rel="noopener noreferrer" className={actionClass}>
          <ExternalLink className="h-4 w-4" aria-hidden /> Ver
        </a>
        <button type="button" onClick={onQr} className={actionClass} aria-label="QR Code" title="QR Code">
          <QrCode className="h-4 w-4" aria-hidden /> QR
        </button>
        <button
          type="button"
          onClick={onToggle}
          disabled={toggling}
          className={cn(actionClass, page.isActive ? '' : 'text-green-700')}
        >
          <Power className="h-4 w-4" aria-hidden /> {page.isActive ? 'Desativar' : 'Ativar'}
        </button>
        <Link to={`/admin/product/edit/${page.profileId}`} className={actionClass}>
          <Pencil className="h-4 w-4" aria-hidden /> Editar
        </Link>
        <button
          type="button"
          onClick={onDelete}
          className={cn(actionClass, 'text-red-600 hover:bg-red-50 hover:text-red-700')}
        >
          <Trash2 className="h-4 w-4" aria-hidden /> Excluir
        </button>
      </div>
    </Card>
  );
}
