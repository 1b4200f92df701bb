import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/utils';

/** Big radio tiles a thumb can hit (a technician holds the phone in one hand): one of a few fixed choices. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  labels,
  register,
  error,
  columns = 2,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  register: UseFormRegisterReturn;
  error?: string;
  columns?: 2 | 3;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{legend}</legend>
      <div className={cn('grid gap-2', columns === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-12 cursor-pointer items-center justify-center rounded-lg bg-white px-2 py-2 text-center text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input type="radio" value={option} className="sr-only" {...register} />
            {labels[option]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
