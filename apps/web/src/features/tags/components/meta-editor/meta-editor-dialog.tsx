import { useMemo } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { TAG_TEXTS, type Tag } from '@portal/shared';
import { ApiError } from '@/lib/api-client';
import { SERVER_ERROR } from '@/lib/server-errors';
import { Badge } from '@/components/ui/badge';
import { FormDialog } from '@/components/ui/form-dialog';
import { notify } from '@/lib/notifications/notify';
import { useUpdateTagMeta } from '../../api/update-tag-meta';
import type { TagScope } from '../../lib/tag-scope';
import {
  formToMetaPatch,
  metaEditorKind,
  metaFormResolver,
  metaToForm,
  type MetaFormValues,
} from '../../lib/meta-form';
import { B2BMetaFields, B2CMetaFields } from './meta-fields';

/** What the screen says after a failed save (spec section 8): owner 403 'não pertence a você', else 'Erro ao salvar meta'. */
export function metaSaveError(error: unknown, scope: TagScope): string {
  if (scope === 'owner' && error instanceof ApiError && error.status === 403) return TAG_TEXTS.notOwner;
  return TAG_TEXTS.metaSaveFailed;
}

/** A server field ('meta.documents.0.url', 'meta.technicalInfo') as the editor's field name. */
function metaField(serverField: string): FieldPath<MetaFormValues> {
  const path = serverField.replace(/^meta\.?/, '');
  return (path.startsWith('technicalInfo') ? 'details' : path) as FieldPath<MetaFormValues>;
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
  const mutation = useUpdateTagMeta(scope);

  const title = tag ? `Meta de ${tag.code}` : 'Meta';
  const description =
    kind === 'b2b'
      ? 'Ficha técnica, localização, manutenções, documentos e abas do perfil público.'
      : kind === 'b2c-owner'
        ? 'Em tags B2C você pode editar o apelido e as notas.'
        : 'Cor, apelido e notas da tag.';

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      values={metaToForm(tag?.meta)}
      resetKey={tag?.id}
      formId="meta-editor-form"
      formLabel={title}
      title={
        <span className="flex flex-wrap items-center gap-2">
          {title}
          {tag && <Badge tone={tag.type === 'B2B' ? 'purple' : 'slate'}>{tag.type}</Badge>}
        </span>
      }
      description={description}
      size={kind === 'b2b' ? 'lg' : 'md'}
      submitLabel="Salvar meta"
      errorText={TAG_TEXTS.metaSaveFailed}
      fieldFor={metaField}
      onFailure={(error, landed) => {
        const message = metaSaveError(error, scope);
        notify.error(message);
        // 'Erro ao salvar meta' stays above the reasons beside the fields; a 403 owner says 'não pertence a você'.
        if (landed > 0 || message !== TAG_TEXTS.metaSaveFailed) form.setError(SERVER_ERROR, { message });
      }}
      onSubmit={async (values) => {
        if (!tag) return;
        await mutation.mutateAsync({ id: tag.id, meta: formToMetaPatch(values, kind, tag.meta) });
        notify.success(scope === 'admin' ? TAG_TEXTS.metaUpdatedMerge : TAG_TEXTS.metaUpdated);
      }}
    >
      {kind === 'b2b' ? <B2BMetaFields /> : <B2CMetaFields withColor={kind === 'b2c'} />}
    </FormDialog>
  );
}
