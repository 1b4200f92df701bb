import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { Save, Trash2 } from 'lucide-react';
import { TAG_STATUSES, TAG_TEXTS, tagCodeSchema, tagStatusLabel, type Tag } from '@portal/shared';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, FormError } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/input';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useDeleteTag } from '../../api/delete-tag';
import { useUpdateTag } from '../../api/update-tag';
import { TagCodeInput } from '../tag-code-input';

/**
 * Spec section 5 'Tag edit': Código NFC is required (trimmed, upper-cased); status one of the four. The notes typed
 * in 'Nova Tag' are shown and edited here too (the same limit as there).
 */
const editSchema = z.object({
  code: tagCodeSchema,
  status: z.enum(TAG_STATUSES),
  notes: z.string().trim().max(2000, 'As notas devem ter no máximo 2000 caracteres.'),
});
type EditInput = z.input<typeof editSchema>;
type EditOutput = z.output<typeof editSchema>;

/**
 * 'Código NFC' and 'Status' with save, and delete after 'Tem certeza ... não pode ser desfeita.'.
 * Saving and deleting are admin calls (PUT/DELETE /admin/tags/{id}); the owner sees the fields read-only.
 */
export function TagEditForm({ tag, editable, backTo }: { tag: Tag; editable: boolean; backTo: string }) {
  const navigate = useNavigate();
  const form = useForm<EditInput, unknown, EditOutput>({
    resolver: zodResolver(editSchema),
    defaultValues: { code: tag.code, status: tag.status, notes: tag.notes ?? '' },
  });
  const { errors, isDirty } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateTag();
  const remove = useDeleteTag();

  // A reload (after a save, an assignment, a status change elsewhere) shows the stored values.
  useEffect(() => {
    form.reset({ code: tag.code, status: tag.status, notes: tag.notes ?? '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag.code, tag.status, tag.notes]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const notesChanged = values.notes !== (tag.notes ?? '');
      await update.mutateAsync({
        id: tag.id,
        code: values.code,
        status: values.status,
        ...(notesChanged ? { notes: values.notes || null } : {}),
      });
      notify.success('Alterações salvas.');
    } catch (error) {
      const message = errorMessage(error, TAG_TEXTS.editSaveFailed);
      notify.error(TAG_TEXTS.editSaveFailed);
      if (error instanceof ApiError && error.status === 409) form.setError('code', { message });
      else setFailure(message);
    }
  });

  function confirmDelete() {
    remove.mutate(tag.id, {
      onSuccess: () => {
        notify.success('Tag deletada com sucesso!');
        navigate(backTo, { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        notifyHttpError(error, TAG_TEXTS.editDeleteFailed);
      },
    });
  }

  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-slate-900">Dados da tag</h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label="Dados da tag">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Código NFC" htmlFor="tag-edit-code" error={errors.code?.message}>
            <TagCodeInput
              id="tag-edit-code"
              readOnly={!editable}
              aria-invalid={Boolean(errors.code)}
              {...form.register('code')}
            />
          </Field>
          <Field label="Status" htmlFor="tag-edit-status" error={errors.status?.message}>
            <Select id="tag-edit-status" disabled={!editable} {...form.register('status')}>
              {TAG_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {tagStatusLabel(status)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {/* The admin's own notes on the tag ('Nova Tag'): never on the public page, not shown to the owner. */}
        {editable && (
          <Field
            label="Notas internas"
            htmlFor="tag-edit-notes"
            error={errors.notes?.message}
            hint="Opcional. Só aparecem no painel, nunca na página pública."
          >
            <Textarea id="tag-edit-notes" rows={2} {...form.register('notes')} />
          </Field>
        )}
        <FormError message={failure} />
        {editable ? (
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-between">
            <Button
              variant="ghost"
              className="text-red-600 hover:bg-red-50 hover:text-red-700"
              onClick={() => setConfirming(true)}
            >
              <Trash2 className="h-4 w-4" aria-hidden /> Deletar tag
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!isDirty}>
              <Save className="h-4 w-4" aria-hidden /> Salvar alterações
            </Button>
          </div>
        ) : (
          <p className="text-xs text-slate-500">O código e o status são gerenciados pelo administrador.</p>
        )}
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Deletar tag"
        message={TAG_TEXTS.deleteConfirmEdit}
        confirmLabel="Deletar"
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
