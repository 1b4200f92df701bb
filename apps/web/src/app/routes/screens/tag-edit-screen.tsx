import { TagPlacementCard } from '@/features/sites';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, ExternalLink, History, SlidersHorizontal } from 'lucide-react';
import { formatDateBR, TAG_TEXTS, tagTechnicalSheet, type Tag } from '@portal/shared';
import { LostModeCard, NdefCard, PosterButton, TagScansCard } from '@/features/lost-mode';
import { MaintenanceCard } from '@/features/maintenance';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import {
  useTag,
  useTagHistory,
  tagSubtitle,
  MetaEditorDialog,
  TagEventList,
  TagStatusBadge,
  TagServiceBadge,
  TagAssignmentCard,
  TagEditForm,
  ActivationCodeCard,
} from '@/features/tags';
import type { TagScope } from '@/features/tags';
import { TagProfileCard } from '@/app/routes/screens/tag-profile-card';
import { TagNfcCard } from '@/app/routes/screens/tag-nfc-card';

function BackLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> Voltar
    </Link>
  );
}

function MetaRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 truncate text-right text-slate-900">{children}</dd>
    </div>
  );
}

/** What the meta holds, in a few lines, with the editor one click away. */
function MetaSummary({ tag, onEdit }: { tag: Tag; onEdit: () => void }) {
  const sheet = tagTechnicalSheet(tag.meta);
  const text = (key: string) => (typeof tag.meta[key] === 'string' ? (tag.meta[key] as string) : '');
  const rows: Array<[string, string]> =
    tag.type === 'B2B'
      ? [
          ['Número de série', sheet.serialNumber],
          ['Modelo', sheet.model],
          ['Localização', text('location')],
          // The stored day (YYYY-MM-DD) as dd/mm/aaaa, never the ISO form.
          ['Próxima manutenção', formatDateBR(text('nextService'))],
        ]
      : [
          ['Apelido', text('nickname')],
          ['Notas', text('notes')],
        ];
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">Meta</h2>
        <Button size="sm" variant="secondary" onClick={onEdit}>
          <SlidersHorizontal className="h-4 w-4" aria-hidden /> Editar meta
        </Button>
      </div>
      <dl className="mt-2 divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <MetaRow key={label} label={label}>
            {value || <span className="text-slate-400">—</span>}
          </MetaRow>
        ))}
      </dl>
    </Card>
  );
}

function HistoryCard({ scope, id }: { scope: TagScope; id: string }) {
  const query = useTagHistory(scope, id);
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-base font-semibold text-slate-900">Histórico</h2>
      {query.isPending ? (
        <Spinner className="py-6" />
      ) : query.isError ? (
        <ErrorState message={TAG_TEXTS.historyLoadFailed} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={TAG_TEXTS.historyEmpty} icon={<History className="h-8 w-8" aria-hidden />} />
      ) : (
        <TagEventList events={query.data} label="Últimos eventos" />
      )}
    </Card>
  );
}

/**
 * Edit tag (real), /admin/tags/edit/{id} and /user/tags/edit/{id}: Código NFC and Status, delete, quick actions for
 * the assignment, the profile the tag opens, the meta, and the last 10 events. Back goes to /admin/tags for an admin, else /user/tags.
 */
export function TagEditScreen({ scope }: { scope: TagScope }) {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const backTo = isAdmin ? '/admin/tags' : '/user/tags';
  const query = useTag(scope, id);
  const [editingMeta, setEditingMeta] = useState(false);

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    const error = query.error;
    // An address whose id cannot be one (400 on the id) names no tag either.
    const missing =
      error instanceof ApiError && (error.status === 404 || (error.status === 400 && error.data.field === 'id'));
    return (
      <>
        <BackLink to={backTo} />
        {missing ? (
          <EmptyState title={TAG_TEXTS.notFound} description="Ela pode ter sido removida." />
        ) : (
          <ErrorState message={TAG_TEXTS.editLoadFailed} onRetry={() => query.refetch()} />
        )}
        {!missing && error instanceof ApiError && typeof error.data.message === 'string' && (
          <p className="mt-2 text-center text-sm text-slate-500">{error.data.message}</p>
        )}
      </>
    );
  }

  const tag = query.data;
  const subtitle = tagSubtitle(tag);
  return (
    <>
      <BackLink to={backTo} />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500">Editar tag</p>
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight text-slate-900">
            <span className="font-mono">{tag.code}</span>
            <TagStatusBadge status={tag.status} />
            <TagServiceBadge tag={tag} />
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500">
            <Badge tone={tag.type === 'B2B' ? 'purple' : 'slate'}>{tag.type}</Badge>
            <Badge tone="slate">{tag.physicalType}</Badge>
            {subtitle && <span className="after:ml-2 after:content-['·']">{subtitle}</span>}
            <span>Criada em {formatDate(tag.createdAt)}</span>
          </p>
        </div>
        <a
          href={`/t/${encodeURIComponent(tag.code)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-9 items-center gap-1.5 self-start rounded-lg px-3 text-sm font-medium text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 sm:self-auto"
        >
          <ExternalLink className="h-4 w-4" aria-hidden /> Página pública
        </a>
      </div>
      {/* Phone: data, assignment and profile, meta, history (the left column is display:contents there); desktop: two columns. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_400px] lg:items-start">
        <div className="contents lg:block lg:min-w-0 lg:space-y-6">
          <div className="order-1 min-w-0">
            <TagEditForm tag={tag} editable={isAdmin} backTo={backTo} />
          </div>
          <div className="order-3 min-w-0">
            <MetaSummary tag={tag} onEdit={() => setEditingMeta(true)} />
          </div>
          <div className="order-4 min-w-0">
            <HistoryCard scope={scope} id={tag.id} />
          </div>
        </div>
        <div className="order-2 min-w-0 space-y-6 lg:order-none">
          {/* Lost mode first on a phone: the owner who lost it comes here in a hurry. */}
          <LostModeCard tag={tag} scope={scope} />
          <PosterButton tag={tag} scope={scope} />
          {scope === 'owner' && <TagScansCard tag={tag} />}
          {scope === 'owner' && <NdefCard tag={tag} />}
          <TagNfcCard tag={tag} scope={scope} />
          <TagAssignmentCard tag={tag} scope={scope} actor={{ id: user?.id ?? '', isAdmin }} backTo={backTo} />
          {/* The code printed on the packaging: the admin's only (the owner's claim needed it once). */}
          {scope === 'admin' && <ActivationCodeCard tag={tag} />}
          {/* Keyed by the linked profile: a new link (here or by a transfer) starts the choice from it. */}
          <TagProfileCard key={`${tag.id}:${tag.profile?.id ?? ''}`} tag={tag} scope={scope} />
          {/* The admin's view of the equipment's maintenance (a technician works it under /tecnico). */}
          {scope === 'admin' && tag.type === 'B2B' && <MaintenanceCard tagId={tag.id} />}
          {/* Issue 44: the equipment's site (one of its owner's) and place. */}
          {scope === 'admin' && tag.type === 'B2B' && <TagPlacementCard tag={tag} />}
        </div>
      </div>
      <MetaEditorDialog tag={editingMeta ? tag : null} scope={scope} open={editingMeta} onOpenChange={setEditingMeta} />
    </>
  );
}
