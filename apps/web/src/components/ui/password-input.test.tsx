import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it("is hidden until 'Mostrar senha', and 'Ocultar senha' hides it again", async () => {
    render(
      <>
        <label htmlFor="pw">Senha</label>
        <PasswordInput id="pw" defaultValue="segredo123" />
      </>,
    );
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('starts hidden again when mounted anew (a dialog opened again)', async () => {
    const { unmount } = render(<PasswordInput aria-label="Senha" />);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    unmount();
    render(<PasswordInput aria-label="Senha" />);
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
  });
});
