import { Link } from 'react-router';
import { Calendar, Pencil, Trash2, User, Wrench } from 'lucide-react';
import { LABEL_TEXTS, type Tag, type TagStatus } from '@portal/shared';
import { formatDate } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { tagSubtitle } from '../lib/tag-display';
import { hasServiceWarning, TagServiceBadge } from './tag-service-badge';
import { TagStatusSelect } from './tag-status-select';

/**
 * A tag on the management grid: code, status (its select, the card's one status), type, owner, creation date; edit
 * and delete; a box that chooses it for labels and the encoder export. Every card has the same lines (the badges on
 * one, the owner and the notes cut with their whole text in a tooltip), so the grid's cards line up.
 */
export function TagCard({
  tag,
  onStatusChange,
  statusBusy,
  onDelete,
  selected,
  onSelectedChange,
}: {
  tag: Tag;
  onStatusChange: (status: TagStatus) => void;
  statusBusy?: boolean;
  onDelete: () => void;
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
}) {
  const subtitle = tagSubtitle(tag);
  return (
    <Card className="flex h-full flex-col p-4" data-testid="tag-card">
      <div className="flex items-start justify-between gap-2">
        {onSelectedChange && (
          <input
            type="checkbox"
            checked={Boolean(selected)}
            onChange={(event) => onSelectedChange(event.target.checked)}
            aria-label={LABEL_TEXTS.selectTag(tag.code)}
            className="mt-1 h-5 w-5 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate font-mono text-base font-semibold tracking-wide text-slate-900">{tag.code}</p>
          <p className="truncate text-xs text-slate-500" title={subtitle || undefined}>
            {subtitle || `ID ${tag.id.slice(0, 8)}`}
          </p>
        </div>
        <TagStatusSelect
          value={tag.status}
          onChange={onStatusChange}
          disabled={statusBusy}
          label={`Status da tag ${tag.code}`}
          className="w-32 shrink-0"
        />
      </div>
      <div className="mt-3 flex gap-1.5">
        <Badge tone={tag.type === 'B2B' ? 'purple' : 'slate'}>{tag.type}</Badge>
        <Badge tone="slate">{tag.physicalType}</Badge>
      </div>
      <dl className="mt-3 flex-1 space-y-1 text-sm text-slate-600">
        <div className="flex items-center gap-1.5">
          <User className="h-3.5 w-3.5 shrink-0 text-slate-400" aria-hidden />
          <dt className="sr-only">Atribuída a</dt>
          <dd
            className={tag.assignedUserName ? 'truncate' : 'italic text-slate-400'}
            title={tag.assignedUserName ?? undefined}
          >
            {tag.assignedUserName ?? 'Sem dono'}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Calendar className="h-3.5 w-3.5 shrink-0 text-slate-400" aria-hidden />
          <dt className="sr-only">Criada em</dt>
          <dd>{formatDate(tag.createdAt)}</dd>
        </div>
        {hasServiceWarning(tag) && (
          <div className="flex items-center gap-1.5">
            <Wrench className="h-3.5 w-3.5 shrink-0 text-slate-400" aria-hidden />
            <dt className="sr-only">Manutenção</dt>
            <dd>
              <TagServiceBadge tag={tag} asText />
            </dd>
          </div>
        )}
        {tag.notes && (
          <div className="flex gap-1.5 pt-1 text-xs">
            <dt className="shrink-0 font-medium text-slate-600 after:content-[':']">Notas</dt>
            <dd className="truncate text-slate-600" title={tag.notes}>
              {tag.notes}
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-4 flex items-center justify-end gap-2 border-t border-slate-100 pt-3">
        <Link
          to={`/admin/tags/edit/${tag.id}`}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-brand-50 px-3 text-sm font-medium text-brand-700 hover:bg-brand-100"
          aria-label={`Editar ${tag.code}`}
        >
          <Pencil className="h-4 w-4" aria-hidden /> Editar
        </Link>
        <button
          type="button"
          onClick={onDelete}
          className="inline-flex h-8 w-9 shrink-0 items-center justify-center rounded-lg text-red-600 hover:bg-red-50"
          aria-label={`Deletar ${tag.code}`}
          title="Deletar"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </Card>
  );
}
