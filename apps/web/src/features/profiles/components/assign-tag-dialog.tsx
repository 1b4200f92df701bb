import { useState } from 'react';
import { Search } from 'lucide-react';
import { toast } from 'sonner';
import { TAG_STATUS_META, TAG_STATUSES, TAG_TEXTS, TAG_TYPES } from '@portal/shared';
import { errorMessage } from '@/lib/api-client';
import { DEBOUNCE_MS } from '@/lib/debounce';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, FormError } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { findTagByCode, useAssignBracelet, useUnassignedTags } from '@/features/tags';

/**
 * Admin only: assign a tag to the owner. Search by code, type and status filters, a select of unassigned tags
 * (100, newest first) or a code typed by hand (spec section 5 'Assignment').
 */
export function AssignTagDialog({
  open,
  onOpenChange,
  userId,
  userName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  userName: string;
}) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [selectedId, setSelectedId] = useState('');
  const [manualCode, setManualCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const debouncedSearch = useDebouncedValue(search.trim(), DEBOUNCE_MS.assignSearch);
  const tags = useUnassignedTags({ search: debouncedSearch || undefined, type: type || undefined, status: status || undefined }, open);
  const assign = useAssignBracelet();

  function close(next: boolean) {
    if (!next) {
      setSearch('');
      setType('');
      setStatus('');
      setSelectedId('');
      setManualCode('');
      setError(null);
    }
    onOpenChange(next);
  }

  async function submit() {
    setError(null);
    let tagId = selectedId;
    const code = manualCode.trim();
    if (!tagId && !code) {
      setError(TAG_TEXTS.codeOrSelection);
      return;
    }
    try {
      if (!tagId) {
        setLooking(true);
        const found = await findTagByCode(code);
        setLooking(false);
        if (!found) {
          setError(TAG_TEXTS.codeNotFound);
          return;
        }
        tagId = found.id;
      }
      await assign.mutateAsync({ id: tagId, userId, conflictMode: 'BLOCK' });
      toast.success(TAG_TEXTS.assigned);
      close(false);
    } catch (failure) {
      setLooking(false);
      setError(errorMessage(failure, TAG_TEXTS.assignFailed));
    }
  }

  const items = tags.data?.items ?? [];
  // Spec section 5: the assign button needs a selected tag or a non-blank manual code.
  const canAssign = selectedId !== '' || manualCode.trim() !== '';

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Atribuir tag"
      description={`A tag escolhida passa a pertencer a ${userName}.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={!canAssign} loading={assign.isPending || looking}>
            Atribuir
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="relative sm:col-span-2">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
            <Input type="search" aria-label="Buscar por código" placeholder="Buscar por código..." className="pl-9" value={search} onChange={(e) => setSearch(e.target.value)} />
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
        <Field label="Tags livres" htmlFor="assign-tag-select" hint={tags.data ? `${items.length} tag(s) livre(s) encontrada(s).` : undefined}>
          <Select
            id="assign-tag-select"
            value={selectedId}
            disabled={tags.isPending}
            onChange={(e) => {
              setSelectedId(e.target.value);
              setError(null);
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
            value={manualCode}
            disabled={selectedId !== ''}
            onChange={(e) => {
              setManualCode(e.target.value);
              setError(null);
            }}
          />
        </Field>
        <FormError message={error} />
      </div>
    </Dialog>
  );
}
