import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * An open dialog, once it takes clicks: a Radix modal turns the body's pointer events off when it mounts and its own
 * back on in the next render, so a dialog found in between (a busy machine) would refuse the first click or typing.
 */
export async function findOpenDialog(name: string | RegExp) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => {
    if (document.body.style.pointerEvents === 'none') expect(dialog.style.pointerEvents).toBe('auto');
  });
  return within(dialog);
}
