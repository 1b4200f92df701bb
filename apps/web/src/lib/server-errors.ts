import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client';

/** Where the form shows a reason that names none of its fields (RHF clears root errors on the next submit). */
export const SERVER_ERROR = 'root.server' as const;

type ServerIssue = { field: string; message: string };

/** The server's reasons by field: its 400 `issues`, or the single `field` of a 409 (a taken slug, a taken code). */
function serverIssues(error: ApiError): ServerIssue[] {
  const { issues, field } = error.data;
  if (Array.isArray(issues)) {
    return issues.filter(
      (issue): issue is ServerIssue => typeof issue?.field === 'string' && typeof issue?.message === 'string',
    );
  }
  return typeof field === 'string' ? [{ field, message: error.message }] : [];
}

export type ApplyServerErrorsOptions<TValues extends FieldValues> = {
  /** The form's text when the server gave no message (spec section 8, per screen). */
  fallback: string;
  /** The form field a server field names ('profile.name' -> 'name'); undefined: none of this form's. */
  fieldFor?: (serverField: string) => FieldPath<TValues> | undefined;
  /** Where the general error goes: the form's own place by default; a one-field form may put it under its field. */
  generalAt?: FieldPath<TValues> | typeof SERVER_ERROR;
};

/**
 * Puts a failed call's reasons on the form: each of the server's `{field, message}` on the form field it names
 * (a field the form holds a value for), and, when none landed, the server's `message` (else `fallback`) as the
 * form's general error. Returns how many reasons landed on fields.
 */
export function applyServerErrors<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'setError' | 'getValues'>,
  error: unknown,
  {
    fallback,
    fieldFor = (field) => field as FieldPath<TValues>,
    generalAt = SERVER_ERROR,
  }: ApplyServerErrorsOptions<TValues>,
): number {
  const landed = new Set<string>();
  for (const issue of error instanceof ApiError ? serverIssues(error) : []) {
    const name = fieldFor(issue.field);
    // The first reason of a field is the one shown; a field the form does not hold goes to the general error.
    if (name === undefined || landed.has(name) || form.getValues(name) === undefined) continue;
    form.setError(name, { type: 'server', message: issue.message });
    landed.add(name);
  }
  if (landed.size === 0) form.setError(generalAt, { type: 'server', message: errorMessage(error, fallback) });
  return landed.size;
}
