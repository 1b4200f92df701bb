import { useEffect, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Eye, SlidersHorizontal } from 'lucide-react';
import { TAG_TEXTS, TEXTS, type Tag } from '@portal/shared';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useUrlState } from '@/lib/use-url-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { notify } from '@/lib/notifications/notify';
import { useMyTags } from '../../api/get-my-tags';
import { tagSubtitle } from '../../lib/tag-display';
import { MetaEditorDialog } from '../meta-editor/meta-editor-dialog';
import { TagOpensProfile } from '../tag-opens-profile';
import { TagStatusBadge } from '../tag-status-badge';
import { TagServiceBadge } from '../tag-service-badge';
import { countOf } from '@/lib/display-names';

/** Spec section 8 'User tags': 401 'Sessão expirada — faça login novamente.', 403 'Acesso negado.', else 'Erro ao carregar suas tags.'. */
export function myTagsLoadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return TEXTS.auth.sessionExpired;
  if (error instanceof ApiError && error.status === 403) return TAG_TEXTS.userTagsForbidden;
  return TAG_TEXTS.userTagsLoadFailed;
}

/** ?edit={id or code}: the tag it names, the code compared without case. */
export function findTag(items: Tag[], idOrCode: string): Tag | undefined {
  const key = idOrCode.trim();
  return items.find((tag) => tag.id === key || tag.code.toUpperCase() === key.toUpperCase());
}

/** A tag's lost mode on this screen: its badge and its button (composed in app/routes/screens/my-tags-screen.tsx). */
/**
 * What the lost-mode feature adds to each tag: its status while lost ('PERDIDO', in place of the tag's status: one
 * status per row, issue 43), null otherwise; and its switch.
 */
export type MyTagsLostMode = { status: (tag: Tag) => ReactNode | null; button: (tag: Tag) => ReactNode };

function Actions({ tag, onEdit, lostMode }: { tag: Tag; onEdit: () => void; lostMode?: MyTagsLostMode }) {
  return (
    <div className="flex flex-wrap gap-2">
      {lostMode?.button(tag)}
      <Button size="sm" onClick={onEdit} aria-label={`Editar meta de ${tag.code}`}>
        <SlidersHorizontal className="h-4 w-4" aria-hidden /> Editar meta
      </Button>
      <Link
        to={`/user/tags/edit/${tag.id}`}
        className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
        aria-label={`Ver ${tag.code}`}
      >
        <Eye className="h-4 w-4" aria-hidden /> Ver
      </Link>
    </div>
  );
}

/**
 * The owner's tags, /user/bracelets and /user/tags (spec section 2 'User tags'): code and status with
 * 'Editar meta' (B2B: the technical editor; B2C: nickname and notes). ?edit={id or code} opens the editor.
 */
export function MyTagsScreen({ lostMode }: { lostMode?: MyTagsLostMode } = {}) {
  const { user } = useAuth();
  const query = useMyTags(user?.id ?? '');
  const [params, setParams] = useUrlState({ edit: '' });
  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const editing = params.edit ? (findTag(items, params.edit) ?? null) : null;

  // A ?edit that names none of the user's tags: say so and drop it from the address.
  useEffect(() => {
    if (params.edit && query.isSuccess && !editing) {
      notify.error(TAG_TEXTS.notFound);
      setParams({ edit: '' });
    }
  }, [params.edit, query.isSuccess, editing, setParams]);

  const open = (tag: Tag) => setParams({ edit: tag.id });

  return (
    <>
      <PageHeader
        title="Minhas Tags"
        description={
          query.data
            ? `${countOf(items.length, 'tag atribuída', 'tags atribuídas')} a você.`
            : 'As tags ligadas à sua conta.'
        }
      />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState message={myTagsLoadError(query.error)} onRetry={() => query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={TAG_TEXTS.myTagsNoneAssigned}
          description="Ative uma tag no seu dashboard com os códigos impressos na embalagem."
        />
      ) : (
        <>
          <div className="hidden md:block">
            <Table>
              <THead>
                <tr>
                  <Th>Código</Th>
                  <Th>Status</Th>
                  <Th>Tipo</Th>
                  <Th>Apelido / modelo</Th>
                  <Th className="text-right">Ações</Th>
                </tr>
              </THead>
              <TBody>
                {items.map((tag) => (
                  <Tr key={tag.id} data-testid="my-tag-row">
                    <Td>
                      <p className="font-mono font-semibold text-slate-900">{tag.code}</p>
                      <TagOpensProfile profile={tag.profile} className="max-w-56" />
                    </Td>
                    <Td>{lostMode?.status(tag) ?? <TagStatusBadge status={tag.status} />}</Td>
                    <Td>
                      <div className="flex gap-1">
                        <Badge tone={tag.type === 'B2B' ? 'purple' : 'slate'}>{tag.type}</Badge>
                        <Badge tone="slate">{tag.physicalType}</Badge>
                      </div>
                    </Td>
                    <Td>
                      <p className="max-w-64 truncate" title={tagSubtitle(tag) || undefined}>
                        {tagSubtitle(tag) || <span className="text-slate-400">—</span>}
                      </p>
                      <TagServiceBadge tag={tag} asText />
                    </Td>
                    <Td>
                      <div className="flex justify-end">
                        <Actions tag={tag} onEdit={() => open(tag)} lostMode={lostMode} />
                      </div>
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </div>
          <ul className="space-y-3 md:hidden" aria-label="Minhas tags">
            {items.map((tag) => (
              <li key={tag.id}>
                <Card className="p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-mono text-base font-semibold text-slate-900">{tag.code}</p>
                      <p className="truncate text-sm text-slate-500">{tagSubtitle(tag) || tag.type}</p>
                      <TagOpensProfile profile={tag.profile} className="mt-0.5" />
                      <TagServiceBadge tag={tag} asText />
                    </div>
                    <div className="shrink-0">{lostMode?.status(tag) ?? <TagStatusBadge status={tag.status} />}</div>
                  </div>
                  <div className="mt-3 border-t border-slate-100 pt-3">
                    <Actions tag={tag} onEdit={() => open(tag)} lostMode={lostMode} />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
      <MetaEditorDialog
        tag={editing}
        scope="owner"
        open={editing !== null}
        onOpenChange={(next) => !next && setParams({ edit: '' })}
      />
    </>
  );
}
