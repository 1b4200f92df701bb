import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` into an empty field the way pasting does: focus, then one input event. For tests about what a form
 * sends, not about typing: `user.type` re-renders the form once per character, seconds for a long form on a busy
 * machine. Tests of what happens while typing (masks, debounced checks) keep `user.type`.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
