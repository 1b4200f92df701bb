import { useEffect, useState } from 'react';
import { ArrowRightLeft } from 'lucide-react';
import { TAG_TEXTS, type Tag } from '@portal/shared';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { notify } from '@/lib/notifications/notify';
import { useAssignBracelet } from '../../api/assign-bracelet';
import { UserPicker, type PickedUser } from './user-picker';

/** The owner named by a 409 ALREADY_ASSIGNED answer (assignedUserName, else assignedUserId). */
export function alreadyAssignedTo(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'ALREADY_ASSIGNED') return null;
  const { assignedUserName, assignedUserId } = error.data;
  if (typeof assignedUserName === 'string' && assignedUserName) return assignedUserName;
  if (typeof assignedUserId === 'string' && assignedUserId) return assignedUserId;
  return 'outro usuário';
}

/**
 * Assign / transfer (spec sections 4 and 8): pick a user and assign with conflictMode BLOCK; when the tag belongs
 * to someone else the server answers 409 ALREADY_ASSIGNED and the admin is asked
 * 'Esta bracelete já está atribuída a {name}. Quer transferir a propriedade?'; yes retries with TRANSFER.
 * A 401 sends the browser to /login?redirect=<this screen> (the api client's rule).
 */
export function AssignDialog({
  tag,
  open,
  onOpenChange,
  preselected,
}: {
  tag: Tag | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preselected?: PickedUser | null;
}) {
  const [picked, setPicked] = useState<PickedUser | null>(preselected ?? null);
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useAssignBracelet();

  // Each opening starts from the pre-selected user (?userId), or none.
  useEffect(() => {
    if (open) {
      setPicked(preselected ?? null);
      setFailure(null);
      setTransferTo(null);
    }
    // the pre-selection is compared by value: callers may build it inline
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, preselected?.id, preselected?.name]);

  function close() {
    mutation.reset();
    onOpenChange(false);
  }

  async function assign(conflictMode: 'BLOCK' | 'TRANSFER') {
    if (!tag || !picked) return;
    setFailure(null);
    try {
      await mutation.mutateAsync({ id: tag.id, userId: picked.id, conflictMode });
      notify.success(conflictMode === 'TRANSFER' ? TAG_TEXTS.transferred : TAG_TEXTS.assigned);
      setTransferTo(null);
      close();
    } catch (error) {
      const owner = conflictMode === 'BLOCK' ? alreadyAssignedTo(error) : null;
      if (owner) {
        setTransferTo(owner);
        return;
      }
      setTransferTo(null);
      if (error instanceof ApiError && error.status === 401) return; // on its way to the login screen
      notify.error(TAG_TEXTS.assignFailed);
      setFailure(errorMessage(error, TAG_TEXTS.assignFailed));
    }
  }

  const sameOwner = Boolean(tag?.assignedUserId && picked?.id === tag.assignedUserId);
  const confirming = transferTo !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={confirming ? 'Transferir propriedade' : tag ? `Atribuir ${tag.code}` : 'Atribuir'}
      description={
        confirming ? undefined : tag?.assignedUserId ? (
          <>
            Atualmente atribuída a{' '}
            <strong className="text-slate-700">{tag.assignedUserName ?? tag.assignedUserId}</strong>. Escolher outra
            pessoa transfere a propriedade.
          </>
        ) : (
          'Escolha o usuário que vai receber esta tag.'
        )
      }
      footer={
        confirming ? (
          <>
            <Button variant="secondary" onClick={() => setTransferTo(null)} disabled={mutation.isPending}>
              Cancelar
            </Button>
            <Button onClick={() => assign('TRANSFER')} loading={mutation.isPending}>
              Transferir
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
              Cancelar
            </Button>
            <Button onClick={() => assign('BLOCK')} disabled={!picked || sameOwner} loading={mutation.isPending}>
              Atribuir
            </Button>
          </>
        )
      }
    >
      {confirming ? (
        // The question of spec section 4, in place of the picker (a second modal on top would leave this one undimmed).
        <div
          role="alertdialog"
          aria-label="Confirmar transferência"
          className="flex gap-3 rounded-xl border border-yellow-200 bg-yellow-50 p-4"
        >
          <ArrowRightLeft className="mt-0.5 h-5 w-5 shrink-0 text-yellow-700" aria-hidden />
          <div className="text-sm text-slate-800">
            <p className="font-medium">{TAG_TEXTS.transferConfirm(transferTo)}</p>
            {picked && <p className="mt-1 text-slate-600">Novo titular: {picked.name}</p>}
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <UserPicker value={picked} onChange={setPicked} ownerId={tag?.assignedUserId} idPrefix="assign" />
          {sameOwner && <p className="text-sm text-slate-500">{TAG_TEXTS.sameUser}</p>}
          <FormError message={failure} />
        </div>
      )}
    </Dialog>
  );
}
