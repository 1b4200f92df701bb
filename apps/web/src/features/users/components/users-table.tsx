import { Link } from 'react-router';
import { KeyRound, MailPlus, Trash2, Watch } from 'lucide-react';
import {
  ACCOUNT_TEXTS,
  ROLE_CHANGE_TEXTS,
  ROLE_LABELS,
  ROLES,
  toSessionRole,
  TWO_FACTOR_TEXTS,
  type Role,
  type User,
} from '@portal/shared';
import { formatDate } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useResendInvitation } from '../api/resend-invitation';
import { useSetSubscriber } from '../api/set-subscriber';

const ROLE_TONE = { ADMIN: 'purple', USER: 'blue', TECHNICIAN: 'slate' } as const;

/**
 * `onDelete`: the row's 'Excluir'; `onResetTwoFactor`: its 'Redefinir 2FA' when 2FA is on; `onChangeRole`: the
 * role picked in the row's 'Papel' select, to confirm (none on the signed-in admin's own row, `selfId`: that one is
 * 'Minha conta', and its role is not its own to change).
 */
export function UsersTable({
  users,
  selfId,
  onDelete,
  onResetTwoFactor,
  onChangeRole,
}: {
  users: User[];
  selfId?: string;
  onDelete: (user: User) => void;
  onResetTwoFactor: (user: User) => void;
  onChangeRole: (user: User, role: Role) => void;
}) {
  const setSubscriber = useSetSubscriber();
  const resend = useResendInvitation();

  function resendInvitation(user: User) {
    resend.mutate(user.id, {
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) => notifyHttpError(error, ACCOUNT_TEXTS.invitationResendFailed),
    });
  }

  function toggle(user: User, isSubscriber: boolean) {
    setSubscriber.mutate(
      { id: user.id, isSubscriber },
      {
        onSuccess: () => notify.success(isSubscriber ? 'Assinatura ativada.' : 'Assinatura desativada.'),
        onError: (error) => notifyHttpError(error, 'Não foi possível alterar a assinatura.'),
      },
    );
  }

  return (
    <Table>
      <THead>
        <tr>
          <Th>E-mail</Th>
          <Th>{ROLE_CHANGE_TEXTS.column}</Th>
          <Th>Assinante</Th>
          <Th>Criado em</Th>
          <Th className="text-right">Ações</Th>
        </tr>
      </THead>
      <TBody>
        {users.map((user) => (
          <Tr key={user.id}>
            <Td>
              <p className="font-medium text-slate-900">{user.email}</p>
              {user.name && <p className="text-xs text-slate-500">{user.name}</p>}
              {user.invitePending && (
                <Badge tone="yellow" className="mt-1">
                  {ACCOUNT_TEXTS.invitePending}
                </Badge>
              )}
            </Td>
            <Td>
              {user.id === selfId ? (
                <Badge tone={ROLE_TONE[user.role]}>{ROLE_LABELS[toSessionRole(user.role)]}</Badge>
              ) : (
                <Select
                  aria-label={ROLE_CHANGE_TEXTS.selectLabel(user.email)}
                  value={user.role}
                  onChange={(event) => onChangeRole(user, event.target.value as Role)}
                  className="w-36"
                >
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[toSessionRole(role)]}
                    </option>
                  ))}
                </Select>
              )}
            </Td>
            <Td>
              <Switch
                label={`Assinante: ${user.email}`}
                checked={user.isSubscriber}
                disabled={setSubscriber.isPending && setSubscriber.variables?.id === user.id}
                onCheckedChange={(checked) => toggle(user, checked)}
              />
            </Td>
            <Td>{formatDate(user.createdAt)}</Td>
            <Td>
              {/* One action per line, right-aligned: the row never grows wider than the screen's table. */}
              <div className="flex flex-col items-end gap-1">
                {user.invitePending && (
                  <button
                    type="button"
                    onClick={() => resendInvitation(user)}
                    disabled={resend.isPending && resend.variables === user.id}
                    aria-label={`${ACCOUNT_TEXTS.resendInvitation}: ${user.email}`}
                    className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-brand-600 hover:bg-brand-50 disabled:opacity-50"
                  >
                    <MailPlus className="h-4 w-4" aria-hidden /> {ACCOUNT_TEXTS.resendInvitation}
                  </button>
                )}
                {/* A technician owns no tags (the server refuses the assignment): no link to offer one. */}
                {user.role !== 'TECHNICIAN' && (
                  <Link
                    to={`/admin/bracelets?userId=${encodeURIComponent(user.id)}`}
                    className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-brand-600 hover:bg-brand-50"
                  >
                    <Watch className="h-4 w-4" aria-hidden /> Adicionar pulseira
                  </Link>
                )}
                {user.twoFactorEnabled && user.id !== selfId && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${TWO_FACTOR_TEXTS.reset}: ${user.email}`}
                    onClick={() => onResetTwoFactor(user)}
                  >
                    <KeyRound className="h-4 w-4" aria-hidden /> {TWO_FACTOR_TEXTS.reset}
                  </Button>
                )}
                {user.id !== selfId && (
                  <Button variant="ghost" size="sm" aria-label={`Excluir ${user.email}`} onClick={() => onDelete(user)}>
                    <Trash2 className="h-4 w-4" aria-hidden /> Excluir
                  </Button>
                )}
              </div>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
