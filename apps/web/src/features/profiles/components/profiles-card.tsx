import { useCallback, useState } from 'react';
import { Plus, Users } from 'lucide-react';
import { PROFILE_TEXTS, type AccountProfile } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { usePageInRange } from '@/lib/use-page-in-range';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useScopedProfiles, useScopedProfileWrites } from '../api/scoped';
import type { ProfileScope } from '../lib/scope';
import { ProfileFormDialog } from './profile-form-dialog';
import { ProfileRow } from './profile-row';

/**
 * 'Perfis': the account's profiles (people, pets, equipment), the primary first, each with its page and tags;
 * 'Novo perfil', 'Editar perfil' and 'Excluir' (never the primary). The owner's and the admin's (by scope).
 */
export function ProfilesCard({ scope }: { scope: ProfileScope }) {
  const [page, setPage] = useState(1);
  const setPageParam = useCallback((patch: { page: string }) => setPage(Number(patch.page)), []);
  const query = useScopedProfiles(scope, page);
  const writes = useScopedProfileWrites(scope);
  // A delete that empties the last page goes back to the page before it.
  usePageInRange(page, query, setPageParam);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AccountProfile | null>(null);
  const [deleting, setDeleting] = useState<AccountProfile | null>(null);

  const data = query.data;
  const total = data?.pagination.total ?? 0;
  const atLimit = data ? total >= data.maxProfiles : false;
  const limitHint = data && atLimit ? PROFILE_TEXTS.limitReached(data.maxProfiles) : undefined;

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await writes.remove(deleting.id);
      notify.success(PROFILE_TEXTS.deleted);
      setDeleting(null);
    } catch (error) {
      notifyHttpError(error, PROFILE_TEXTS.deleteFailed);
    }
  }

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 p-5">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">
            {PROFILE_TEXTS.listTitle}
            {data && <span className="ml-2 text-sm font-normal text-slate-500">({formatNumber(total)})</span>}
          </h2>
          <p className="text-sm text-slate-500">{PROFILE_TEXTS.listDescription}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Button
            size="sm"
            onClick={() => setCreating(true)}
            disabled={!data || atLimit}
            aria-describedby={limitHint ? 'profiles-limit-hint' : undefined}
          >
            <Plus className="h-4 w-4" aria-hidden /> {PROFILE_TEXTS.newProfile}
          </Button>
        </div>
        {limitHint && (
          <p id="profiles-limit-hint" className="w-full text-xs text-amber-700">
            {limitHint}
          </p>
        )}
      </div>
      {query.isError ? (
        <div className="p-5">
          <ErrorState message={PROFILE_TEXTS.loadFailed} onRetry={() => query.refetch()} />
        </div>
      ) : !data ? (
        <div className="p-5">
          <Spinner />
        </div>
      ) : data.profiles.length === 0 ? (
        <div className="p-5">
          <EmptyState icon={<Users className="h-10 w-10" aria-hidden />} title={PROFILE_TEXTS.empty} />
        </div>
      ) : (
        <>
          <ul className="divide-y divide-slate-100" aria-label={PROFILE_TEXTS.listTitle}>
            {data.profiles.map((profile) => (
              <ProfileRow
                key={profile.id}
                profile={profile}
                scope={scope}
                onEdit={() => setEditing(profile)}
                onDelete={() => setDeleting(profile)}
              />
            ))}
          </ul>
          {data.pagination.totalPages > 1 && (
            <div className="border-t border-slate-100 px-5 pb-4">
              <Pagination page={page} totalPages={data.pagination.totalPages} onPageChange={setPage} />
            </div>
          )}
        </>
      )}
      <ProfileFormDialog open={creating} onOpenChange={setCreating} scope={scope} mode="create" />
      {editing && (
        <ProfileFormDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          scope={scope}
          mode="edit"
          profile={editing}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir perfil"
        message={deleting ? PROFILE_TEXTS.deleteConfirm(deleting.name) : ''}
        confirmLabel="Excluir"
        loading={writes.removing}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
