import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import type { PageFont } from '@portal/shared';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { cssFontStack, toSixDigitHex, type ThemeForm } from '../lib/theme';

type WithTheme = { theme: ThemeForm };

const COLORS: { key: 'primaryColor' | 'backgroundColor' | 'textColor'; label: string }[] = [
  { key: 'primaryColor', label: 'Cor principal' },
  { key: 'backgroundColor', label: 'Cor de fundo' },
  { key: 'textColor', label: 'Cor do texto' },
];

/** Primary, background and text colours (picker + hex) and the font, for any form with a `theme` group. */
export function ThemeFields({ idPrefix, fonts }: { idPrefix: string; fonts: readonly PageFont[] }) {
  const { control, register, formState } = useFormContext<WithTheme>();
  const errors = formState.errors.theme;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {COLORS.map(({ key, label }) => {
        const id = `${idPrefix}-${key}`;
        return (
          <Field key={key} label={label} htmlFor={id} error={errors?.[key]?.message}>
            <Controller
              control={control}
              name={`theme.${key}` as FieldPath<WithTheme>}
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <input
                    type="color"
                    aria-label={`${label} (seletor)`}
                    value={toSixDigitHex(String(field.value))}
                    onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                    className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
                  />
                  <Input
                    id={id}
                    value={String(field.value)}
                    onChange={(event) => field.onChange(event.target.value.trim())}
                    onBlur={field.onBlur}
                    maxLength={7}
                    aria-invalid={Boolean(errors?.[key])}
                    className="font-mono uppercase"
                  />
                </div>
              )}
            />
          </Field>
        );
      })}
      <Field label="Fonte" htmlFor={`${idPrefix}-font`}>
        <Select id={`${idPrefix}-font`} {...register('theme.font')}>
          {fonts.map((font) => (
            <option key={font} value={font} style={{ fontFamily: cssFontStack(font) }}>
              {font}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
