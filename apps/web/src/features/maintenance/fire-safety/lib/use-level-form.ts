import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { assetQueryOptions, uploadChecklistPhoto } from '../api/fire-safety';
import { emptyLevelForm, levelBodyOf, levelFormErrors, needsNetwork, type LevelFormState } from './checklist-form';

/**
 * The record form's level and checklist: the equipment's class's items (read while the dialog is open), the answers,
 * their errors, and the body part they add. An equipment without a class (or the asset unread, offline) adds none.
 */
export function useLevelForm(tagId: string, open: boolean) {
  const asset = useQuery({ ...assetQueryOptions(tagId), enabled: open });
  const items = (asset.data?.class && asset.data.checklist) || [];
  const [state, setState] = useState<LevelFormState>(() => emptyLevelForm(items));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const itemsKey = items.join('\n');
  // A new opening, or the items arriving after it, start from an unanswered list at level 1 (an inspection).
  useEffect(() => {
    if (!open) return;
    setState(emptyLevelForm(itemsKey ? itemsKey.split('\n') : [], itemsKey ? 1 : null));
    setErrors({});
  }, [open, itemsKey]);
  return {
    classed: items.length > 0,
    state,
    errors,
    onChange: (next: LevelFormState) => {
      setState(next);
      // An answered item's error goes as it is answered.
      if (Object.keys(errors).length) setErrors(levelFormErrors(next));
    },
    /** False when an item is unanswered or a Não conforme has no photo (the errors are shown). */
    validate(): boolean {
      const found = levelFormErrors(state);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    needsNetwork: () => needsNetwork(state),
    bodyOf: () => levelBodyOf(state, (file) => uploadChecklistPhoto(tagId, file)),
  };
}
