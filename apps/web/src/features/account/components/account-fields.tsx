import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TWO_FACTOR_TEXTS } from '@portal/shared';
import { InputField } from '@/components/ui/input-field';

type AccountForm<T extends FieldValues, TOutput extends FieldValues> = {
  form: UseFormReturn<T, unknown, TOutput>;
  id: string;
};

/**
 * The current password that confirms a change to the account (the API's `currentPassword`): hidden with the
 * show-password toggle, filled in by the browser's password manager.
 */
export function CurrentPasswordField<T extends FieldValues & { currentPassword: string }, TOutput extends FieldValues>({
  form,
  id,
  label = 'Senha atual',
  hint,
}: AccountForm<T, TOutput> & { label?: ReactNode; hint?: ReactNode }) {
  return (
    <InputField
      form={form}
      name={'currentPassword' as Path<T>}
      id={id}
      label={label}
      hint={hint}
      password
      autoComplete="current-password"
    />
  );
}

/** The 6 digits of the authenticator app (the API's `code`; spaces typed between the groups are ignored). */
export function TwoFactorCodeField<T extends FieldValues & { code: string }, TOutput extends FieldValues>({
  form,
  id,
}: AccountForm<T, TOutput>) {
  return (
    <InputField
      form={form}
      name={'code' as Path<T>}
      id={id}
      label={TWO_FACTOR_TEXTS.codeLabel}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
    />
  );
}
