import {
  buildPagination,
  dueStateOf,
  type EquipmentDetailResponse,
  type EquipmentSummary,
  type ListEquipmentQuery,
  type ListEquipmentResponse,
} from '@portal/shared';

/** A screen's data read from the phone's copy: the moment it was synced, for the 'Sem conexão' banner. */
export type FromOfflineCopy = { offlineSince?: string };

const normal = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** What the server's search reads (code, serial number, client, profile), minus what the copy does not hold. */
const searchable = (item: EquipmentSummary) =>
  normal([item.code, item.serialNumber, item.model, item.clientName, item.profileName].join(' '));

/** The server's order: next service first (none last), then id. */
const byNextService = (a: EquipmentSummary, b: EquipmentSummary) => {
  if (a.nextService !== b.nextService) {
    if (a.nextService === null) return 1;
    if (b.nextService === null) return -1;
    return a.nextService < b.nextService ? -1 : 1;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/**
 * GET /tecnico/equipment answered from the copy: the same filters, search, order, page and counts, with each due
 * state worked out for `today` (the copy may be a few days old).
 */
export function listEquipmentFromCopy(
  copy: EquipmentDetailResponse[],
  query: Partial<ListEquipmentQuery>,
  today: string,
): ListEquipmentResponse {
  const all = copy.map(({ equipment }) => ({ ...equipment, due: dueStateOf(equipment.nextService, today) }));
  const counts = { overdue: 0, soon: 0, ok: 0, outOfService: 0 };
  for (const item of all) {
    if (item.due !== 'none') counts[item.due] += 1;
    if (item.status === 'BROKEN') counts.outOfService += 1;
  }
  const term = normal(query.search?.trim());
  const matches = all
    .filter((item) => (query.due ? item.due === query.due : true))
    .filter((item) => (query.status ? item.status === query.status : true))
    .filter((item) => !term || searchable(item).includes(term))
    .sort(byNextService);
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const items = matches.slice((page - 1) * limit, page * limit).map(
    // The summary's own fields only, as the list route answers them.
    ({
      id,
      code,
      status,
      serialNumber,
      model,
      location,
      clientName,
      profileName,
      nextService,
      due,
      lastService,
      plan,
    }) => ({
      id,
      code,
      status,
      serialNumber,
      model,
      location,
      clientName,
      profileName,
      nextService,
      due,
      lastService,
      plan,
    }),
  );
  return { items, pagination: buildPagination(page, limit, matches.length), counts };
}

/** The copy's equipment with exactly this code (the 'Ler código' dialog offline), or null. */
export function findByCodeInCopy(copy: Array<{ id: string; code: string }>, code: string): string | null {
  const wanted = code.trim().toUpperCase();
  return (wanted && copy.find((item) => item.code.toUpperCase() === wanted)?.id) || null;
}
