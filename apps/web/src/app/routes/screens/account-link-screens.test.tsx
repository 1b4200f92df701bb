import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoutes, LocationProbe } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { Component as InviteRoute } from '@/app/routes/auth/invite';
import { Component as ConfirmEmailRoute } from '@/app/routes/auth/confirm-email';

const routes = [
  { path: '/convite', element: <InviteRoute /> },
  { path: '/confirmar-email', element: <ConfirmEmailRoute /> },
  { path: '*', element: <LocationProbe /> },
];

describe('/convite', () => {
  it('sets the password from the link, says so and leads to the login', async () => {
    const { requests } = stubFetch((request) =>
      request.path === '/api/auth/invite/check'
        ? jsonResponse(200, { email: 'carla@exemplo.com' })
        : jsonResponse(200, {
            message: 'Senha criada. Agora é só entrar com o seu e-mail e a nova senha.',
            email: 'carla@exemplo.com',
          }),
    );
    const accepts = () => requests.filter((request) => request.path === '/api/auth/invite/accept');
    const { user, router } = renderRoutes(routes, { initialEntry: '/convite?token=abc123' });
    expect(await screen.findByText('carla@exemplo.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nova senha'), 'minha-senha-1');
    await user.type(screen.getByLabelText('Confirmar senha'), 'minha-senha-2');
    await user.click(screen.getByRole('button', { name: 'Criar senha' }));
    expect(await screen.findByText('As senhas não coincidem.')).toBeInTheDocument();
    expect(accepts()).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirmar senha'));
    await user.type(screen.getByLabelText('Confirmar senha'), 'minha-senha-1');
    await user.click(screen.getByRole('button', { name: 'Criar senha' }));
    expect(
      await screen.findByText('Senha criada. Agora é só entrar com o seu e-mail e a nova senha.'),
    ).toBeInTheDocument();
    expect(screen.getByText('carla@exemplo.com')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ path: '/api/auth/invite/check', body: { token: 'abc123' } });
    expect(accepts()[0]).toMatchObject({
      path: '/api/auth/invite/accept',
      body: { token: 'abc123', password: 'minha-senha-1' },
    });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a used or invalid link says so as the page opens (issue 43, item 8), with no form to fill in', async () => {
    const { requests } = stubFetch(() =>
      jsonResponse(400, {
        code: 'INVALID_INVITATION',
        message: 'Convite inválido, expirado ou já usado. Peça um novo convite ao administrador.',
      }),
    );
    const { user, router } = renderRoutes(routes, { initialEntry: '/convite?token=usado' });
    expect(
      await screen.findByText('Convite inválido, expirado ou já usado. Peça um novo convite ao administrador.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual(['/api/auth/invite/check']);
    await user.click(screen.getByRole('button', { name: 'Ir para o login' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's text for an invitation used up meanwhile (between the check and the password)", async () => {
    stubFetch((request) =>
      request.path === '/api/auth/invite/check'
        ? jsonResponse(200, { email: 'carla@exemplo.com' })
        : jsonResponse(400, {
            code: 'INVALID_INVITATION',
            message: 'Convite inválido, expirado ou já usado. Peça um novo convite ao administrador.',
          }),
    );
    const { user } = renderRoutes(routes, { initialEntry: '/convite?token=usado' });
    await screen.findByLabelText('Nova senha');
    await user.type(screen.getByLabelText('Nova senha'), 'minha-senha-1');
    await user.type(screen.getByLabelText('Confirmar senha'), 'minha-senha-1');
    await user.click(screen.getByRole('button', { name: 'Criar senha' }));
    expect(
      await screen.findByText('Convite inválido, expirado ou já usado. Peça um novo convite ao administrador.'),
    ).toBeInTheDocument();
  });

  it('without a token there is no form', () => {
    const { requests } = stubFetch(() => jsonResponse(200, {}));
    renderRoutes(routes, { initialEntry: '/convite' });
    expect(screen.getByText('Link inválido ou incompleto. Abra o link do e-mail de novo.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('/confirmar-email', () => {
  it('confirms once as the page opens and says which address the account uses now', async () => {
    const { requests } = stubFetch(() =>
      jsonResponse(200, {
        message: 'E-mail confirmado. A sua conta agora usa nova@exemplo.com.',
        email: 'nova@exemplo.com',
      }),
    );
    renderRoutes(routes, { initialEntry: '/confirmar-email?token=xyz' });
    expect(await screen.findByText('E-mail confirmado. A sua conta agora usa nova@exemplo.com.')).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ path: '/api/auth/email/confirm', body: { token: 'xyz' } });
  });

  it("shows the server's text for a used, expired or unknown link", async () => {
    stubFetch(() =>
      jsonResponse(400, {
        code: 'INVALID_EMAIL_TOKEN',
        message: 'Link de confirmação inválido, expirado ou já usado. Peça a troca de e-mail de novo.',
      }),
    );
    renderRoutes(routes, { initialEntry: '/confirmar-email?token=velho' });
    expect(
      await screen.findByText('Link de confirmação inválido, expirado ou já usado. Peça a troca de e-mail de novo.'),
    ).toBeInTheDocument();
  });
});
