/** A public form's field message, named by the field's aria-describedby (`{id}-error`); nothing when the field is fine. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={`${id}-error`} className="field-error">
      {message}
    </p>
  ) : null;
}
