import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { PasswordSection } from './password-section';

function renderSection() {
  signInAs('technician');
  return renderRoute(<PasswordSection />, { path: '/tecnico/conta' });
}

const calls = (requests: ReturnType<typeof stubFetch>['requests']) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/me/password');

describe("'Minha conta' > Senha", () => {
  it('checks the fields before sending: the current password, 8 characters, the confirmation', async () => {
    const { requests } = stubFetch(() => jsonResponse(204));
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Informe a sua senha atual.')).toBeInTheDocument();
    expect(screen.getByText('A nova senha deve ter pelo menos 8 caracteres.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Senha atual'), 'senha-antiga');
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-2');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('As senhas não coincidem.')).toBeInTheDocument();
    expect(calls(requests)).toHaveLength(0);
  });

  it('sends POST /me/password, says the other sessions ended and clears the form', async () => {
    const { requests } = stubFetch(() => jsonResponse(204));
    const { user } = renderSection();
    await user.type(screen.getByLabelText('Senha atual'), 'senha-antiga');
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));

    expect(await screen.findByText('Senha alterada. As outras sessões foram encerradas.')).toBeInTheDocument();
    expect(calls(requests)).toHaveLength(1);
    expect(calls(requests)[0]!.body).toEqual({ currentPassword: 'senha-antiga', newPassword: 'nova-senha-1' });
    expect(calls(requests)[0]!.headers.get('Authorization')).toBe('Bearer test-token-technician');
    await waitFor(() => expect(screen.getByLabelText('Senha atual')).toHaveValue(''));
  });

  it("puts the server's 'A senha atual está incorreta.' under the current password", async () => {
    stubFetch(() =>
      jsonResponse(400, { code: 'WRONG_PASSWORD', message: 'A senha atual está incorreta.', field: 'currentPassword' }),
    );
    const { user } = renderSection();
    await user.type(screen.getByLabelText('Senha atual'), 'errada-123');
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('A senha atual está incorreta.')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha atual')).toHaveAttribute('aria-invalid', 'true');
  });
});
