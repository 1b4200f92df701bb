import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Search } from 'lucide-react';
import { TAG_STATUS_META, TAG_STATUSES, TAG_TEXTS, TAG_TYPES } from '@portal/shared';
import { DEBOUNCE_MS } from '@/lib/debounce';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SERVER_ERROR } from '@/lib/server-errors';
import { Field } from '@/components/ui/field';
import type { DialogOpenState } from '@/components/ui/dialog';
import { FormDialog, KEEP_OPEN } from '@/components/ui/form-dialog';
import { Input, Select } from '@/components/ui/input';
import { notify } from '@/lib/notifications/notify';
import { useAssignBracelet } from '../../api/assign-bracelet';
import { findTagByCode } from '../../api/find-tag-by-code';
import { useUnassignedTags } from '../../api/get-unassigned-tags';
import { countOf } from '@/lib/display-names';

type AssignTagValues = { tagId: string; manualCode: string };
const EMPTY: AssignTagValues = { tagId: '', manualCode: '' };

/**
 * Admin only: assign a tag to the owner. Search by code, type and status filters, a select of unassigned tags
 * (100, newest first) or a code typed by hand (spec section 5 'Assignment').
 */
export function AssignTagDialog({
  userId,
  userName,
  ...dialog
}: DialogOpenState & { userId: string; userName: string }) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const form = useForm<AssignTagValues>({ defaultValues: EMPTY });
  const debouncedSearch = useDebouncedValue(search.trim(), DEBOUNCE_MS.assignSearch);
  const tags = useUnassignedTags(
    { search: debouncedSearch || undefined, type: type || undefined, status: status || undefined },
    dialog.open,
  );
  const assign = useAssignBracelet();

  const items = tags.data?.items ?? [];
  // Spec section 5: the assign button needs a selected tag or a non-blank manual code.
  const selectedId = form.watch('tagId');
  const canAssign = selectedId !== '' || form.watch('manualCode').trim() !== '';
  // A new choice starts without the last refusal.
  const clearRefusal = () => form.clearErrors(SERVER_ERROR);

  async function submit({ tagId, manualCode }: AssignTagValues) {
    const code = manualCode.trim();
    if (!tagId && !code) {
      form.setError(SERVER_ERROR, { message: TAG_TEXTS.codeOrSelection });
      return KEEP_OPEN;
    }
    if (!tagId) {
      const found = await findTagByCode(code);
      if (!found) {
        form.setError(SERVER_ERROR, { message: TAG_TEXTS.codeNotFound });
        return KEEP_OPEN;
      }
      tagId = found.id;
    }
    await assign.mutateAsync({ id: tagId, userId, conflictMode: 'BLOCK' });
    notify.success(TAG_TEXTS.assigned);
  }

  return (
    <FormDialog
      {...dialog}
      form={form}
      onOpen={() => {
        setSearch('');
        setType('');
        setStatus('');
      }}
      title="Atribuir tag"
      description={`A tag escolhida passa a pertencer a ${userName}.`}
      submitLabel="Atribuir"
      submitDisabled={!canAssign}
      errorText={TAG_TEXTS.assignFailed}
      onSubmit={submit}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="relative sm:col-span-2">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Buscar por código"
            placeholder="Buscar por código..."
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            // A search, not the form's answer: Enter here must not assign.
            onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          />
        </div>
        <Select aria-label="Filtrar por tipo" value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">Tipo: todos</option>
          {TAG_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>
        <Select aria-label="Filtrar por status" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">Status: todos</option>
          {TAG_STATUSES.map((s) => (
            <option key={s} value={s}>
              {TAG_STATUS_META[s].label}
            </option>
          ))}
        </Select>
      </div>
      <Field
        label="Tags livres"
        htmlFor="assign-tag-select"
        hint={tags.data ? `${countOf(items.length, 'tag livre encontrada', 'tags livres encontradas')}.` : undefined}
      >
        <Select
          id="assign-tag-select"
          value={selectedId}
          disabled={tags.isPending}
          onChange={(e) => {
            form.setValue('tagId', e.target.value);
            clearRefusal();
          }}
        >
          <option value="">{tags.isPending ? 'Carregando tags...' : 'Selecione uma tag'}</option>
          {items.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.code} · {tag.type} · {TAG_STATUS_META[tag.status].label}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400">
        <span className="h-px flex-1 bg-slate-200" /> ou <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Field label="Código manual" htmlFor="assign-tag-code">
        <Input
          id="assign-tag-code"
          placeholder="Ex.: TAG1234"
          className="font-mono uppercase placeholder:normal-case"
          value={form.watch('manualCode')}
          disabled={selectedId !== ''}
          onChange={(e) => {
            form.setValue('manualCode', e.target.value);
            clearRefusal();
          }}
        />
      </Field>
    </FormDialog>
  );
}
