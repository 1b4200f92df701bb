import { Link } from 'react-router';
import { ExternalLink, Pencil } from 'lucide-react';
import type { Tag } from '@portal/shared';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { tagSubtitle } from '../../lib/tag-display';
import { TagOpensProfile } from '../tag-opens-profile';
import { TagStatusBadge } from '../tag-status-badge';
import { TagServiceBadge } from '../tag-service-badge';

/** One of the owner's tags on 'Meu Dashboard': status, NFC code, name, 'Ver/Editar'. */
export function MyTagCard({ tag }: { tag: Tag }) {
  const color = typeof tag.meta.color === 'string' && /^#[0-9a-f]{6}$/i.test(tag.meta.color) ? tag.meta.color : null;
  const subtitle = tagSubtitle(tag);
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="my-tag-card">
      <div className="h-1.5" style={{ backgroundColor: color ?? '#e2e8f0' }} aria-hidden />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="flex flex-wrap gap-1">
            <TagStatusBadge status={tag.status} />
            <TagServiceBadge tag={tag} />
          </div>
          <div className="flex gap-1">
            <Badge tone={tag.type === 'B2B' ? 'purple' : 'slate'}>{tag.type}</Badge>
            <Badge tone="slate">{tag.physicalType}</Badge>
          </div>
        </div>
        <p className="mt-3 text-xs font-medium uppercase tracking-wide text-slate-500">Código NFC</p>
        <p className="font-mono text-lg font-semibold tracking-wide text-slate-900">{tag.code}</p>
        <p className="mt-0.5 min-h-5 truncate text-sm text-slate-600">
          {subtitle || <span className="italic text-slate-400">Sem apelido</span>}
        </p>
        <TagOpensProfile profile={tag.profile} className="mt-1" />
        <div className="mt-4 flex gap-2 border-t border-slate-100 pt-3">
          <Link
            to={`/user/tags/edit/${tag.id}`}
            className="inline-flex h-9 flex-1 items-center justify-center gap-1.5 rounded-lg bg-brand-600 px-3 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
          >
            <Pencil className="h-4 w-4" aria-hidden /> Ver/Editar
          </Link>
          <a
            href={`/t/${encodeURIComponent(tag.code)}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Página pública de ${tag.code}`}
            title="Página pública"
            className="inline-flex h-9 w-10 items-center justify-center rounded-lg text-slate-600 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
          >
            <ExternalLink className="h-4 w-4" aria-hidden />
          </a>
        </div>
      </div>
    </Card>
  );
}
