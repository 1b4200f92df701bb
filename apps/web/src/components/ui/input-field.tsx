import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field } from './field';
import { Input } from './input';
import { PasswordInput } from './password-input';

/**
 * A form's text input in its Field: registered under `name`, its error under it and on aria-invalid. `password`
 * gives the show-password toggle; the other props go to the input.
 */
export function InputField<T extends FieldValues, TOutput extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  fieldClassName,
  password = false,
  describeError = false,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form'> & {
  form: UseFormReturn<T, unknown, TOutput>;
  name: Path<T>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  fieldClassName?: string;
  password?: boolean;
  /** Points aria-describedby at the error while there is one. */
  describeError?: boolean;
}) {
  const { error } = form.getFieldState(name, form.formState);
  const Control = password ? PasswordInput : Input;
  return (
    <Field label={label} htmlFor={id} error={error?.message} hint={hint} className={fieldClassName}>
      <Control
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describeError && error ? `${id}-error` : undefined}
        {...input}
        {...form.register(name)}
      />
    </Field>
  );
}
