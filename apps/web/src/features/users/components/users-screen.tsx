import { useState } from 'react';
import {
  ROLE_CHANGE_TEXTS,
  ROLE_LABELS,
  TEXTS,
  toSessionRole,
  TWO_FACTOR_TEXTS,
  type Role,
  type User,
} from '@portal/shared';
import { useUrlState } from '@/lib/use-url-state';
import { ListScreen, pageParam } from '@/components/list/list-screen';
import { AddButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useAuth } from '@/lib/auth';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useSetUserRole } from '../api/set-user-role';
import { NewTechnicianDialog } from './new-technician-dialog';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';

export const USERS_PAGE_SIZE = 20;

const USER_DELETION_TEXTS = {
  confirm:
    'A conta e os seus dados serão excluídos para sempre: perfis, páginas, fotos, mensagens e sessões. As tags ficam livres, com o status que têm. Um e-mail de confirmação vai para o endereço.',
  deleted: 'Conta excluída com sucesso!',
  deleteFailed: 'Não foi possível excluir a conta. Tente novamente.',
} as const;

/** The model list screen: filters and page in the address, one query, table, pagination, empty and error states. */
export function UsersScreen() {
  const [params, setParams] = useUrlState({ search: '', role: '', isSubscriber: '', page: '1' });
  const page = pageParam(params.page);
  const [addingTechnician, setAddingTechnician] = useState(false);
  const [deleting, setDeleting] = useState<User | null>(null);
  const deleteUser = useDeleteUser();
  const [resetting, setResetting] = useState<User | null>(null);
  const resetTwoFactor = useResetTwoFactor();
  const { user: signedIn } = useAuth();
  const [changingRole, setChangingRole] = useState<{ user: User; role: Role } | null>(null);
  const setUserRole = useSetUserRole();

  function confirmRole() {
    if (!changingRole) return;
    const { user, role } = changingRole;
    setUserRole.mutate(
      { id: user.id, role },
      {
        onSuccess: () => {
          notify.success(ROLE_CHANGE_TEXTS.changed(user.email, ROLE_LABELS[toSessionRole(role)]));
          setChangingRole(null);
        },
        onError: (error) => notifyHttpError(error, ROLE_CHANGE_TEXTS.failed),
      },
    );
  }

  function confirmReset() {
    if (!resetting) return;
    resetTwoFactor.mutate(resetting.id, {
      onSuccess: ({ message }) => {
        notify.success(message);
        setResetting(null);
      },
      onError: (error) => notifyHttpError(error, TWO_FACTOR_TEXTS.resetFailed),
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    deleteUser.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(USER_DELETION_TEXTS.deleted);
        setDeleting(null);
      },
      onError: (error) => notifyHttpError(error, USER_DELETION_TEXTS.deleteFailed),
    });
  }
  const query = useUsers({
    search: params.search || undefined,
    role: params.role || undefined,
    isSubscriber: params.isSubscriber || undefined,
    page,
    limit: USERS_PAGE_SIZE,
  });

  const filtered = Boolean(params.search || params.role || params.isSubscriber);

  return (
    <ListScreen
      title="Usuários"
      counted={['usuário', 'usuários']}
      description="Contas, papéis e assinaturas."
      actions={<AddButton onClick={() => setAddingTechnician(true)}>Novo técnico</AddButton>}
      toolbar={<UsersFilters values={params} onChange={setParams} />}
      query={query}
      page={page}
      setParams={setParams}
      loadFailed={TEXTS.users.loadFailed}
      isEmpty={(data) => data.users.length === 0}
      empty={{ title: TEXTS.users.empty, description: filtered ? 'Ajuste a busca ou os filtros.' : undefined }}
      list={(data) => (
        <UsersTable
          users={data.users}
          selfId={signedIn?.id}
          onDelete={setDeleting}
          onResetTwoFactor={setResetting}
          onChangeRole={(user, role) => setChangingRole({ user, role })}
        />
      )}
    >
      <NewTechnicianDialog open={addingTechnician} onOpenChange={setAddingTechnician} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir conta"
        message={
          <>
            {USER_DELETION_TEXTS.confirm}
            {deleting && <span className="mt-2 block text-xs text-slate-500">{deleting.email}</span>}
          </>
        }
        confirmLabel="Excluir"
        loading={deleteUser.isPending}
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title={TWO_FACTOR_TEXTS.resetTitle}
        message={resetting ? TWO_FACTOR_TEXTS.resetConfirm(resetting.name || resetting.email) : ''}
        confirmLabel={TWO_FACTOR_TEXTS.reset}
        loading={resetTwoFactor.isPending}
        onConfirm={confirmReset}
      />
      <ConfirmDialog
        open={changingRole !== null}
        onOpenChange={(open) => !open && setChangingRole(null)}
        title={ROLE_CHANGE_TEXTS.confirmTitle}
        message={
          changingRole
            ? ROLE_CHANGE_TEXTS.confirm(
                changingRole.user.email,
                ROLE_LABELS[toSessionRole(changingRole.user.role)],
                ROLE_LABELS[toSessionRole(changingRole.role)],
              )
            : ''
        }
        confirmLabel={ROLE_CHANGE_TEXTS.confirmLabel}
        tone="primary"
        loading={setUserRole.isPending}
        onConfirm={confirmRole}
      />
    </ListScreen>
  );
}
