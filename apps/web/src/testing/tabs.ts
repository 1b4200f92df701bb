import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Opens a tab of a screen's sections (components/ui/tabs), as a person clicks it. */
export async function openTab(user: ReturnType<typeof userEvent.setup>, name: string): Promise<void> {
  await user.click(screen.getByRole('tab', { name }));
}
