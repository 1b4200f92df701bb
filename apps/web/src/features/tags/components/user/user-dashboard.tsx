import { useMemo, useState } from 'react';
import { AlertTriangle, CheckCircle2, Nfc, Plus, Search } from 'lucide-react';
import { TAG_TEXTS } from '@portal/shared';
import { useAuth } from '@/lib/auth';
import { formatNumber } from '@/lib/format';
import { DEBOUNCE_MS } from '@/lib/debounce';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Button } from '@/components/ui/button';
import { StatCard } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useMyTags } from '../../api/get-my-tags';
import { matchesTagSearch } from '../../lib/tag-display';
import { ClaimTagDialog } from './claim-tag-dialog';
import { MyTagCard } from './my-tag-card';

/** 'Meu Dashboard' (spec section 2): search over own tags, cards with status, NFC code and 'Ver/Editar'. */
export function UserDashboard() {
  const { user } = useAuth();
  const query = useMyTags(user?.id ?? '');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, DEBOUNCE_MS.search);
  const [claiming, setClaiming] = useState(false);
  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const shown = useMemo(() => items.filter((tag) => matchesTagSearch(tag, debounced)), [items, debounced]);
  const count = (fn: (status: string) => boolean) =>
    query.data ? formatNumber(items.filter((tag) => fn(tag.status)).length) : '—';

  return (
    <>
      <PageHeader
        title="Meu Dashboard"
        description={user ? `Olá, ${user.name.split(' ')[0]}! Aqui estão as suas tags.` : undefined}
        actions={
          <Button onClick={() => setClaiming(true)}>
            <Plus className="h-4 w-4" aria-hidden /> Ativar tag
          </Button>
        }
      />
      <div className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard
          label="Minhas tags"
          value={count(() => true)}
          icon={<Nfc className="h-5 w-5" aria-hidden />}
          tone="blue"
        />
        <StatCard
          label="Disponíveis"
          value={count((status) => status === 'ACTIVE')}
          icon={<CheckCircle2 className="h-5 w-5" aria-hidden />}
          tone="green"
        />
        <div className="col-span-2 sm:col-span-1">
          <StatCard
            label="Perdidas ou danificadas"
            value={count((status) => status === 'LOST' || status === 'BROKEN')}
            icon={<AlertTriangle className="h-5 w-5" aria-hidden />}
            tone="yellow"
          />
        </div>
      </div>
      <div className="relative mb-4">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Buscar minhas tags"
          placeholder="Buscar por código, apelido ou modelo..."
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState message={TAG_TEXTS.myTagsLoadFailed} onRetry={() => query.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={TAG_TEXTS.myTagsEmpty}
          description={
            debounced ? 'Tente outra busca.' : 'Ative a tag que recebeu com os códigos impressos na embalagem.'
          }
          action={
            !debounced && (
              <Button onClick={() => setClaiming(true)}>
                <Plus className="h-4 w-4" aria-hidden /> Ativar tag
              </Button>
            )
          }
        />
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {shown.map((tag) => (
            <MyTagCard key={tag.id} tag={tag} />
          ))}
        </div>
      )}
      <ClaimTagDialog open={claiming} onOpenChange={setClaiming} />
    </>
  );
}
