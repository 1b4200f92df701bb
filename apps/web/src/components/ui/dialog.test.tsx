import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, Dialog } from './dialog';

/** A row's button that opens a dialog by state, as every screen of the app does (no Radix Trigger). */
function Harness({ confirm = false }: { confirm?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Outro botão</button>
      <button type="button" onClick={() => setOpen(true)}>
        Editar MNT00012
      </button>
      {confirm ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          message="Excluir a tag?"
          confirmLabel="Excluir"
          onConfirm={() => setOpen(false)}
        />
      ) : (
        <Dialog open={open} onOpenChange={setOpen} title="Editar tag">
          <input aria-label="Código" />
        </Dialog>
      )}
    </>
  );
}

describe('Dialog: the focus goes back to the button that opened it (issue 43, WCAG 2.4.3)', () => {
  it('after Esc', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Editar MNT00012' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Editar tag' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("after the close button 'Fechar'", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Editar MNT00012' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('after a confirmation is answered, opened from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness confirm />);
    const opener = screen.getByRole('button', { name: 'Editar MNT00012' });
    opener.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
