import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { TAG_TEXTS, type Tag } from '@portal/shared';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { useUpdateTagMeta } from '../../api/update-tag-meta';
import type { TagScope } from '../../lib/tag-scope';
import { formToMetaPatch, metaEditorKind, metaFormResolver, metaToForm, type MetaFormValues } from '../../lib/meta-form';
import { B2BMetaFields, B2CMetaFields } from './meta-fields';

/** What the screen says after a failed save (spec section 8): owner 403 'não pertence a você', else 'Erro ao salvar meta'. */
export function metaSaveError(error: unknown, scope: TagScope): string {
  if (scope === 'owner' && error instanceof ApiError && error.status === 403) return TAG_TEXTS.notOwner;
  return TAG_TEXTS.metaSaveFailed;
}

/** The server's 400 issues ({field: 'meta.documents.0.url', message}) as form field names. */
function serverIssues(error: unknown): Array<{ field: FieldPath<MetaFormValues>; message: string }> {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.data.issues)) return [];
  return (error.data.issues as Array<{ field?: unknown; message?: unknown }>)
    .filter((issue) => typeof issue.field === 'string' && typeof issue.message === 'string')
    .map((issue) => {
      const path = (issue.field as string).replace(/^meta\.?/, '');
      return { field: (path.startsWith('technicalInfo') ? 'details' : path) as FieldPath<MetaFormValues>, message: issue.message as string };
    });
}

/**
 * The meta editor (spec sections 3, 5 and 6). B2B: the technical editor; B2C: colour, nickname and notes
 * (the owner: only nickname and notes). Saves PATCH .../meta, which the server merges into the stored meta.
 */
export function MetaEditorDialog({
  tag,
  scope,
  open,
  onOpenChange,
}: {
  tag: Tag | null;
  scope: TagScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const kind = tag ? metaEditorKind(tag, scope) : 'b2c';
  const resolver = useMemo(() => metaFormResolver(kind, tag?.meta), [kind, tag?.meta]);
  const form = useForm<MetaFormValues>({ resolver, defaultValues: metaToForm(tag?.meta) });
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useUpdateTagMeta(scope);

  // Each opening starts from the tag's stored meta.
  useEffect(() => {
    if (open && tag) {
      form.reset(metaToForm(tag.meta));
      setFailure(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, tag?.id]);

  function close() {
    mutation.reset();
    onOpenChange(false);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (!tag) return;
    setFailure(null);
    try {
      await mutation.mutateAsync({ id: tag.id, meta: formToMetaPatch(values, kind, tag.meta) });
      toast.success(scope === 'admin' ? TAG_TEXTS.metaUpdatedMerge : TAG_TEXTS.metaUpdated);
      close();
    } catch (error) {
      const message = metaSaveError(error, scope);
      toast.error(message);
      const issues = serverIssues(error);
      issues.forEach((issue) => form.setError(issue.field, { message: issue.message }));
      setFailure(message === TAG_TEXTS.metaSaveFailed && !issues.length ? errorMessage(error, message) : message);
    }
  });

  const title = tag ? `Meta de ${tag.code}` : 'Meta';
  const description =
    kind === 'b2b'
      ? 'Ficha técnica, localização, manutenções, documentos e abas do perfil público.'
      : kind === 'b2c-owner'
        ? 'Em tags B2C você pode editar o apelido e as notas.'
        : 'Cor, apelido e notas da tag.';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={
        <span className="flex flex-wrap items-center gap-2">
          {title}
          {tag && <Badge tone={tag.type === 'B2B' ? 'purple' : 'slate'}>{tag.type}</Badge>}
        </span>
      }
      description={description}
      size={kind === 'b2b' ? 'lg' : 'md'}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form="meta-editor-form" loading={mutation.isPending}>
            Salvar meta
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id="meta-editor-form" noValidate onSubmit={onSubmit} className="space-y-4" aria-label={title}>
          {kind === 'b2b' ? <B2BMetaFields /> : <B2CMetaFields withColor={kind === 'b2c'} />}
          <FormError message={failure} />
        </form>
      </FormProvider>
    </Dialog>
  );
}
