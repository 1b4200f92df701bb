import { Camera } from 'lucide-react';
import {
  CHECKLIST_RESULT_LABELS,
  CHECKLIST_RESULTS,
  FIRE_SAFETY_TEXTS,
  SERVICE_LEVEL_LABELS,
  SERVICE_LEVELS,
  type ServiceLevel,
} from '@portal/shared';
import { cn } from '@/lib/utils';
import type { LevelFormState } from '../lib/checklist-form';

const TILE =
  'flex min-h-12 cursor-pointer items-center justify-center rounded-lg bg-white px-2 py-2 text-center text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 has-[:checked]:ring-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600';
const RESULT_TONES = {
  OK: 'has-[:checked]:bg-green-50 has-[:checked]:text-green-800 has-[:checked]:ring-green-600',
  NAO_CONFORME: 'has-[:checked]:bg-red-50 has-[:checked]:text-red-800 has-[:checked]:ring-red-600',
  NA: 'has-[:checked]:bg-slate-100 has-[:checked]:text-slate-900 has-[:checked]:ring-slate-600',
} as const;

/**
 * The record form's level and the class's checklist (issue 44): each item OK / Não conforme / Não se aplica as big
 * tiles a thumb hits at 390 px, and a camera input under an item marked Não conforme (its photo is required).
 */
export function ChecklistFields({
  state,
  onChange,
  errors,
}: {
  state: LevelFormState;
  onChange: (state: LevelFormState) => void;
  errors: Record<string, string>;
}) {
  const setEntry = (index: number, change: Partial<LevelFormState['entries'][number]>) =>
    onChange({ ...state, entries: state.entries.map((entry, at) => (at === index ? { ...entry, ...change } : entry)) });
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-slate-700">{FIRE_SAFETY_TEXTS.level}</legend>
        <div className="grid grid-cols-2 gap-2">
          <label className={cn(TILE, 'has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600')}>
            <input
              type="radio"
              name="record-level"
              className="sr-only"
              checked={state.level === null}
              onChange={() => onChange({ ...state, level: null })}
            />
            Sem nível
          </label>
          {SERVICE_LEVELS.map((level: ServiceLevel) => (
            <label key={level} className={cn(TILE, 'has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600')}>
              <input
                type="radio"
                name="record-level"
                className="sr-only"
                checked={state.level === level}
                onChange={() => onChange({ ...state, level })}
              />
              {level} · {SERVICE_LEVEL_LABELS[level]}
            </label>
          ))}
        </div>
      </fieldset>
      {state.level !== null && (
        <div className="space-y-3" role="group" aria-label={FIRE_SAFETY_TEXTS.checklist}>
          <p className="text-sm font-medium text-slate-700">{FIRE_SAFETY_TEXTS.checklist}</p>
          {state.entries.map((entry, index) => {
            const name = `checklist-${index}`;
            const error = errors[entry.item];
            return (
              <fieldset
                key={entry.item}
                className="rounded-lg p-3 ring-1 ring-inset ring-slate-200"
                aria-describedby={error ? `${name}-error` : undefined}
              >
                <legend className="px-1 text-sm font-medium text-slate-900">{entry.item}</legend>
                <div className="grid grid-cols-3 gap-2">
                  {CHECKLIST_RESULTS.map((result) => (
                    <label key={result} className={cn(TILE, RESULT_TONES[result])}>
                      <input
                        type="radio"
                        name={name}
                        value={result}
                        className="sr-only"
                        checked={entry.result === result}
                        onChange={() =>
                          setEntry(index, { result, ...(result === 'NAO_CONFORME' ? {} : { photo: null }) })
                        }
                      />
                      {CHECKLIST_RESULT_LABELS[result]}
                    </label>
                  ))}
                </div>
                {entry.result === 'NAO_CONFORME' && (
                  <label className="mt-2 flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg bg-white px-3 text-sm font-medium text-slate-700 ring-1 ring-inset ring-red-300 hover:bg-red-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
                    <Camera className="h-5 w-5" aria-hidden />
                    {entry.photo ? `Trocar foto (${entry.photo.name})` : 'Foto do problema (obrigatória)'}
                    <input
                      type="file"
                      accept="image/*"
                      capture="environment"
                      className="sr-only"
                      aria-label={`Foto: ${entry.item}`}
                      onChange={(event) => setEntry(index, { photo: event.target.files?.[0] ?? null })}
                    />
                  </label>
                )}
                {error && (
                  <p id={`${name}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
                    {error}
                  </p>
                )}
              </fieldset>
            );
          })}
        </div>
      )}
    </div>
  );
}
