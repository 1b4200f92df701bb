import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRightLeft, UserCheck, UserMinus } from 'lucide-react';
import { TAG_TEXTS, type Tag } from '@portal/shared';
import { formatDate } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useAssignTag } from '../../api/assign-tag';
import { useTransferTag } from '../../api/transfer-tag';
import { useUnassignTag } from '../../api/unassign-tag';
import type { TagScope } from '../../lib/tag-scope';
import { UserPicker, type PickedUser } from '../assign/user-picker';

/** Spec section 5 'Assignment' rules, as the quick actions' enabled state. */
export function assignmentRules(
  tag: Pick<Tag, 'assignedUserId'>,
  actor: { id: string; isAdmin: boolean },
  target: string | null,
) {
  const assigned = Boolean(tag.assignedUserId);
  return {
    /** 'Atribuir a mim' is disabled if the tag is assigned to someone else (and pointless if already mine). */
    assignToMe: !assigned,
    /** Transfer (admin) needs a target user and is disabled if the tag is already assigned to that user. */
    transfer: actor.isAdmin && Boolean(target) && target !== tag.assignedUserId,
    /** Unassign only if the tag is assigned and the actor is admin or the owner. */
    unassign: assigned && (actor.isAdmin || tag.assignedUserId === actor.id),
  };
}

/** The edit screen's quick actions for ownership: assign to me, assign/transfer to a user (admin), unassign. */
export function TagAssignmentCard({
  tag,
  scope,
  actor,
  backTo,
}: {
  tag: Tag;
  scope: TagScope;
  actor: { id: string; isAdmin: boolean };
  backTo: string;
}) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<PickedUser | null>(null);
  const [confirmUnassign, setConfirmUnassign] = useState(false);
  const assign = useAssignTag();
  const transfer = useTransferTag();
  const unassign = useUnassignTag(scope);
  const rules = assignmentRules(tag, actor, target?.id ?? null);
  const mine = tag.assignedUserId === actor.id;

  function assignToMe() {
    assign.mutate(
      { id: tag.id, userId: actor.id },
      {
        onSuccess: () => notify.success('Tag atribuída a você.'),
        onError: (error) => notifyHttpError(error, TAG_TEXTS.editAssignFailed),
      },
    );
  }

  function assignOrTransfer() {
    if (!target) return;
    const options = {
      onSuccess: () => {
        notify.success(tag.assignedUserId ? TAG_TEXTS.transferred : TAG_TEXTS.assigned);
        setTarget(null);
      },
      onError: (error: unknown) => notifyHttpError(error, TAG_TEXTS.editAssignTransferFailed),
    };
    if (tag.assignedUserId)
      transfer.mutate(
        { id: tag.id, fromUserId: tag.assignedUserId, toUserId: target.id, reason: 'Transferência pela edição da tag' },
        options,
      );
    else assign.mutate({ id: tag.id, userId: target.id }, options);
  }

  function doUnassign() {
    unassign.mutate(
      { id: tag.id, notes: scope === 'admin' ? 'Desatribuída pela edição da tag' : 'Removida pelo próprio usuário' },
      {
        onSuccess: () => {
          setConfirmUnassign(false);
          notify.success('Tag desatribuída.');
          if (scope === 'owner') navigate(backTo, { replace: true });
        },
        onError: (error) => {
          setConfirmUnassign(false);
          notifyHttpError(error, TAG_TEXTS.editUnassignFailed);
        },
      },
    );
  }

  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-slate-900">Atribuição</h2>
      <div className="mt-3 rounded-xl bg-slate-50 px-3 py-2.5 text-sm">
        {tag.assignedUserId ? (
          <>
            <p className="font-medium text-slate-900">
              {tag.assignedUserName ?? tag.assignedUserId}
              {mine && <span className="font-normal text-slate-500"> (você)</span>}
            </p>
            {tag.assignedUserEmail && <p className="text-xs text-slate-500">{tag.assignedUserEmail}</p>}
            {tag.assignedAt && <p className="mt-0.5 text-xs text-slate-500">Desde {formatDate(tag.assignedAt)}</p>}
          </>
        ) : (
          <p className="italic text-slate-500">Não atribuída</p>
        )}
      </div>

      <div className="mt-4 flex flex-col gap-2">
        {actor.isAdmin && (
          <Button
            variant="secondary"
            onClick={assignToMe}
            disabled={!rules.assignToMe}
            loading={assign.isPending && assign.variables?.userId === actor.id}
          >
            <UserCheck className="h-4 w-4" aria-hidden /> Atribuir a mim
          </Button>
        )}
        <Button
          variant="secondary"
          className="text-red-600"
          onClick={() => (scope === 'owner' ? setConfirmUnassign(true) : doUnassign())}
          disabled={!rules.unassign}
          loading={unassign.isPending && !confirmUnassign}
        >
          <UserMinus className="h-4 w-4" aria-hidden /> Desatribuir
        </Button>
      </div>

      {actor.isAdmin && (
        <div className="mt-5 space-y-3 border-t border-slate-100 pt-4">
          <h3 className="text-sm font-semibold text-slate-900">
            {tag.assignedUserId ? 'Transferir para' : 'Atribuir a um usuário'}
          </h3>
          <UserPicker value={target} onChange={setTarget} ownerId={tag.assignedUserId} idPrefix="tag-edit" />
          <Button
            className="w-full"
            onClick={assignOrTransfer}
            disabled={!rules.transfer}
            loading={transfer.isPending || (assign.isPending && assign.variables?.userId !== actor.id)}
          >
            <ArrowRightLeft className="h-4 w-4" aria-hidden /> {tag.assignedUserId ? 'Transferir' : 'Atribuir'}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirmUnassign}
        onOpenChange={setConfirmUnassign}
        title="Desatribuir tag"
        message="Remover esta tag da sua conta? Ela deixa de aparecer em Minhas Tags."
        confirmLabel="Desatribuir"
        loading={unassign.isPending}
        onConfirm={doUnassign}
      />
    </Card>
  );
}
