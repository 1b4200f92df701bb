import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { EmailSection } from './email-section';

const me = (email: string) => ({
  id: 'user-1',
  email,
  name: 'Bruno Usuário',
  role: 'USER',
  isSubscriber: false,
  invitePending: false,
  createdAt: '2026-01-01T12:00:00.000Z',
});

function renderSection() {
  signInAs('user');
  return renderRoute(<EmailSection />, { path: '/user/conta' });
}

const calls = (requests: ReturnType<typeof stubFetch>['requests']) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/me/email');

async function submit(user: ReturnType<typeof renderSection>['user'], newEmail: string, password: string) {
  if (newEmail) await user.type(screen.getByLabelText('Novo e-mail'), newEmail);
  if (password) await user.type(screen.getByLabelText('Senha atual'), password);
  await user.click(screen.getByRole('button', { name: 'Trocar e-mail' }));
}

describe("'Minha conta' > E-mail", () => {
  it("shows the account's address as GET /me answers it, not the one stored at sign-in (issue 43, item 4)", async () => {
    // The session was stored as usuario@demo.portal; the change to nova@exemplo.com was confirmed since.
    const { requests } = stubFetch((request) =>
      request.path === '/api/me' ? jsonResponse(200, me('nova@exemplo.com')) : jsonResponse(404, {}),
    );
    renderSection();
    expect(await screen.findByText('nova@exemplo.com')).toBeInTheDocument();
    expect(screen.queryByText('usuario@demo.portal')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual(['/api/me']);
  });

  it('shows the current address and checks the fields before sending', async () => {
    const { requests } = stubFetch((request) =>
      request.method === 'GET' ? jsonResponse(200, me('usuario@demo.portal')) : jsonResponse(202, { message: 'ok' }),
    );
    const { user } = renderSection();
    expect(await screen.findByText('usuario@demo.portal')).toBeInTheDocument();
    await submit(user, 'sem-arroba', '');
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByText('Informe a sua senha atual.')).toBeInTheDocument();
    expect(calls(requests)).toHaveLength(0);
  });

  it('sends POST /me/email and says where the confirmation link went', async () => {
    const message =
      'Enviamos um link de confirmação para nova@exemplo.com. O e-mail só muda quando o link for aberto (vale por 24 horas).';
    const { requests } = stubFetch(() => jsonResponse(202, { message }));
    const { user } = renderSection();
    await submit(user, 'Nova@Exemplo.com', 'minha-senha');
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(calls(requests)[0]!.body).toEqual({ newEmail: 'nova@exemplo.com', currentPassword: 'minha-senha' });
    expect(screen.getByLabelText('Novo e-mail')).toHaveValue('');
  });

  it("shows the server's failure (the link could not be mailed), without a toast of its own", async () => {
    // An address in use is the same 202 as a free one (issue 40): the form has no 409 of its own to show.
    stubFetch(() =>
      jsonResponse(503, {
        code: 'EMAIL_NOT_SENT',
        message: 'Não foi possível enviar o e-mail agora. Tente novamente em alguns minutos.',
      }),
    );
    const { user } = renderSection();
    await submit(user, 'nova@exemplo.com', 'minha-senha');
    expect(
      await screen.findByText('Não foi possível enviar o e-mail agora. Tente novamente em alguns minutos.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
