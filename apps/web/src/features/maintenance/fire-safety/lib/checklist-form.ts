import { FIRE_SAFETY_TEXTS, type ChecklistAnswer, type ChecklistResult, type ServiceLevel } from '@portal/shared';

/** One checklist item as the form holds it: the answer, and the photo a 'Não conforme' needs. */
export type ChecklistEntry = { item: string; result: ChecklistResult | null; photo: File | null };
/** The record form's level part: no level (a plain record), or a level with every item of the class. */
export type LevelFormState = { level: ServiceLevel | null; entries: ChecklistEntry[] };

export const emptyLevelForm = (items: string[], level: ServiceLevel | null = null): LevelFormState => ({
  level,
  entries: items.map((item) => ({ item, result: null, photo: null })),
});

const UNANSWERED = 'Escolha OK, Não conforme ou Não se aplica.';

/** Each item's error, by item (the same rules the server checks: every item answered, a photo per Não conforme). */
export function levelFormErrors(state: LevelFormState): Record<string, string> {
  if (state.level === null) return {};
  const errors: Record<string, string> = {};
  for (const entry of state.entries) {
    if (!entry.result) errors[entry.item] = UNANSWERED;
    else if (entry.result === 'NAO_CONFORME' && !entry.photo)
      errors[entry.item] = FIRE_SAFETY_TEXTS.photoRequired(entry.item);
  }
  return errors;
}

/**
 * The record body's level and checklist, with each 'Não conforme' photo sent first (`upload` answers its id). No
 * level: nothing is added (a plain record).
 */
export async function levelBodyOf(
  state: LevelFormState,
  upload: (file: File) => Promise<{ id: string }>,
): Promise<{ level?: ServiceLevel; checklist?: ChecklistAnswer[] }> {
  if (state.level === null) return {};
  const checklist: ChecklistAnswer[] = [];
  for (const entry of state.entries) {
    const photoId = entry.photo ? (await upload(entry.photo)).id : undefined;
    checklist.push({ item: entry.item, result: entry.result ?? 'NA', ...(photoId ? { photoId } : {}) });
  }
  return { level: state.level, checklist };
}

/** A checklist with photos needs the network (the photos are sent before the record): the offline queue keeps none. */
export const needsNetwork = (state: LevelFormState) =>
  state.level !== null && state.entries.some((entry) => entry.photo);
export const OFFLINE_PHOTOS_TEXT =
  'Sem conexão: uma inspeção com fotos precisa de rede para enviá-las. Tente de novo quando a rede voltar.';
