import { useState, type ReactNode } from 'react';
import { ScanLine } from 'lucide-react';
import { MAINTENANCE_TEXTS, type ListEquipmentQuery } from '@portal/shared';
import { useUrlState } from '@/lib/use-url-state';
import { DEBOUNCE_MS } from '@/lib/debounce';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { ListScreen, pageParam } from '@/components/list/list-screen';
import { useEquipmentList } from '../api/list-equipment';
import { useQueuedRecords, useTechnicianOffline } from '../api/use-offline';
import { CountCards, type PanelFilter } from './count-cards';
import { EquipmentList } from './equipment-list';
import { OfflineBanner } from './offline-banner';
import { QueuedRecords } from './queued-records';
import { ReadCodeDialog } from './read-code-dialog';
import { useOpenEquipment } from './open-equipment';
import { tagCodeFromQr } from '../lib/tag-code';
import { notify } from '@/lib/notifications/notify';

export const PANEL_PAGE_SIZE = 20;

const FILTERS: readonly string[] = ['overdue', 'soon', 'ok', 'outOfService'] satisfies PanelFilter[];
const asFilter = (value: string): PanelFilter | null => (FILTERS.includes(value) ? (value as PanelFilter) : null);

/** The filter as the list's query: a due state, or the out-of-service status. */
function queryOf(filter: PanelFilter | null): Pick<ListEquipmentQuery, 'due' | 'status'> {
  if (filter === 'outOfService') return { status: 'BROKEN' };
  return filter ? { due: filter } : {};
}

/**
 * A reader of tags beside 'Ler código' (the NFC feature's, where the browser has Web NFC), given what to do with what
 * a tag holds; that answers false when none of it names a tag.
 */
type TagReaderSlot = (onRead: (texts: string[]) => boolean) => ReactNode;
/** Issue 44: a filter of sites (the sites feature's) and the open chamados of the site picked (the chamados'). */
type SiteFilterSlot = (value: string, onChange: (siteId: string) => void) => ReactNode;
type ChamadosSlot = (siteId: string | undefined) => ReactNode;

/**
 * 'Painel Técnico': the counts (each one a filter), 'Ler código' (and 'Ler tag NFC' through `tagReader`), the search
 * and the list of equipment, what needs attention first (the server sorts by next service, overdue first). Filters
 * and page live in the address. Offline (issue 26) the list, counts and search come from the phone's copy under the
 * 'Sem conexão' banner, and the records waiting to be sent are listed first.
 */
export function PanelScreen({
  tagReader,
  siteFilter,
  chamados,
}: {
  tagReader?: TagReaderSlot;
  siteFilter?: SiteFilterSlot;
  chamados?: ChamadosSlot;
}) {
  const [params, setParams] = useUrlState({ search: '', filtro: '', local: '', page: '1' });
  const page = pageParam(params.page);
  const filter = asFilter(params.filtro);
  const [reading, setReading] = useState(false);
  const openEquipment = useOpenEquipment();
  // A tag's URL record or a text with its code: the first that names a tag opens its equipment.
  const openFromTag = (texts: string[]) => {
    const code = texts.map(tagCodeFromQr).find((found) => found !== null);
    if (!code) return false;
    void openEquipment(code).then((failure) => failure && notify.error(failure));
    return true;
  };
  const { syncedAt } = useTechnicianOffline();
  const queued = useQueuedRecords(null);
  const query = useEquipmentList({
    ...queryOf(filter),
    search: params.search || undefined,
    siteId: params.local || undefined,
    page,
    limit: PANEL_PAGE_SIZE,
  });

  return (
    <ListScreen
      title={MAINTENANCE_TEXTS.panelTitle}
      description={MAINTENANCE_TEXTS.needsAttention}
      actions={
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-start">
          <Button size="lg" className="w-full sm:w-auto" onClick={() => setReading(true)}>
            <ScanLine className="h-5 w-5" aria-hidden /> {MAINTENANCE_TEXTS.readCode}
          </Button>
          {tagReader?.(openFromTag)}
        </div>
      }
      contentClassName="space-y-4"
      toolbar={
        <>
          <OfflineBanner since={query.data?.offlineSince} />
          <QueuedRecords items={queued} showCode />
          {chamados?.(params.local || undefined)}
          <CountCards
            counts={query.data?.counts}
            active={filter}
            onSelect={(next) => setParams({ filtro: next ?? '' })}
          />
          <SearchInput
            value={params.search}
            onSearch={(search) => setParams({ search })}
            delayMs={DEBOUNCE_MS.search}
            label="Buscar equipamentos"
            placeholder={MAINTENANCE_TEXTS.searchPlaceholder}
          />
          {siteFilter?.(params.local, (local) => setParams({ local, page: '1' }))}
          {syncedAt && !query.data?.offlineSince && (
            <p className="text-xs text-slate-500">{MAINTENANCE_TEXTS.offlineReady(syncedAt)}</p>
          )}
        </>
      }
      query={query}
      page={page}
      setParams={setParams}
      loadFailed={MAINTENANCE_TEXTS.loadFailed}
      isEmpty={(data) => data.items.length === 0}
      empty={{
        title: MAINTENANCE_TEXTS.empty,
        // Only when a search or a filter narrowed the list (issue 43).
        description: params.search || filter || params.local ? 'Ajuste a busca ou os filtros.' : undefined,
      }}
      list={(data) => <EquipmentList items={data.items} />}
    >
      <ReadCodeDialog open={reading} onOpenChange={setReading} />
    </ListScreen>
  );
}
