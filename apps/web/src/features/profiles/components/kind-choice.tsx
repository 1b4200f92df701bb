import { useFormContext } from 'react-hook-form';
import { PROFILE_KIND_CHOICES, PROFILE_KINDS, PROFILE_TEXTS } from '@portal/shared';
import { cn } from '@/lib/utils';
import { ProfileKindIcon } from '@/components/profile-kind-badge';
import type { ProfileFormValues } from '../lib/profile-form';

/** 'Pessoa / Animal / Equipamento' as radio cards: the kind decides which fields follow. */
export function KindChoice({ idPrefix }: { idPrefix: string }) {
  const { register, watch, formState } = useFormContext<ProfileFormValues>();
  const chosen = watch('kind');
  const error = formState.errors.kind?.message;
  return (
    <fieldset aria-describedby={error ? `${idPrefix}-kind-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{PROFILE_TEXTS.chooseKind}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {PROFILE_KINDS.map((kind) => {
          const choice = PROFILE_KIND_CHOICES[kind];
          const id = `${idPrefix}-kind-${kind.toLowerCase()}`;
          return (
            <label
              key={kind}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl p-3 ring-1 ring-inset ring-slate-200 hover:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 sm:flex-col sm:gap-2',
                chosen === kind && 'bg-brand-50 ring-2 ring-brand-600 hover:bg-brand-50',
              )}
            >
              <input
                id={id}
                type="radio"
                value={kind}
                className="sr-only"
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-description`}
                {...register('kind')}
              />
              <span
                className={cn(
                  'flex h-9 w-9 shrink-0 items-center justify-center rounded-lg',
                  chosen === kind ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600',
                )}
              >
                <ProfileKindIcon kind={kind} className="h-5 w-5" />
              </span>
              <span className="min-w-0">
                <span id={`${id}-label`} className="block text-sm font-semibold text-slate-900">
                  {choice.label}
                </span>
                <span id={`${id}-description`} className="block text-xs text-slate-500">
                  {choice.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${idPrefix}-kind-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
