import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { deleteAccountRequestSchema, PRIVACY_TEXTS } from '@portal/shared';
import type { DialogOpenState } from '@/components/ui/dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { useDeleteMyAccount } from '../api/delete-my-account';
import { CurrentPasswordField } from './account-fields';

type DeleteInput = z.input<typeof deleteAccountRequestSchema>;
type DeleteOutput = z.output<typeof deleteAccountRequestSchema>;

const EMPTY: DeleteInput = { currentPassword: '' };

/**
 * 'Excluir minha conta': says what goes and what stays, and asks the current password (a wrong one lands on its
 * field). `onDeleted` runs once the server has deleted the account (the section signs out).
 */
export function DeleteAccountDialog({ onDeleted, ...dialog }: DialogOpenState & { onDeleted: () => void }) {
  const form = useForm<DeleteInput, unknown, DeleteOutput>({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: EMPTY,
  });
  const mutation = useDeleteMyAccount();

  return (
    <FormDialog
      {...dialog}
      form={form}
      title={PRIVACY_TEXTS.deleteDialogTitle}
      submitLabel={PRIVACY_TEXTS.deleteConfirm}
      submitTone="danger"
      errorText={PRIVACY_TEXTS.wrongPassword}
      onSubmit={async (values) => {
        await mutation.mutateAsync(values);
        onDeleted();
      }}
    >
      <div className="space-y-2 text-sm text-slate-700">
        <p className="font-medium text-red-700">{PRIVACY_TEXTS.deleteDialogIntro}</p>
        <ul className="list-disc space-y-1 pl-5">
          {PRIVACY_TEXTS.deleteDialogGoes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{PRIVACY_TEXTS.deleteDialogTags}</p>
      </div>
      <CurrentPasswordField form={form} id="delete-account-password" label={PRIVACY_TEXTS.deleteDialogPassword} />
    </FormDialog>
  );
}
