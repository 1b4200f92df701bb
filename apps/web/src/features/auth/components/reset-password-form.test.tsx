import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, LocationProbe } from '@/testing/render';
import { jsonResponse, stubFetch, type RecordedRequest } from '@/testing/fetch';
import { installFakeTimers } from '@/testing/timers';
import { Component as ResetPasswordRoute } from '@/app/routes/auth/reset-password';

const routes = [
  { path: '/reset-password', element: <ResetPasswordRoute /> },
  { path: '*', element: <LocationProbe /> },
];
/**
 * The calls this form makes (POST /api/auth/password/reset): with isolate: false, a read another file's screen left
 * scheduled can land in this file's fetch stub on a busy run, and is not this form's doing.
 */
const resetCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === '/api/auth/password/reset');

const renderReset = (search = '?token=abc123', user?: ReturnType<typeof userEvent.setup>) =>
  renderRoutes(routes, { initialEntry: `/reset-password${search}`, user });

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  const newPassword = screen.getByLabelText('Nova senha');
  const confirmPassword = screen.getByLabelText('Confirmar senha');
  await user.clear(newPassword);
  await user.clear(confirmPassword);
  if (password) await user.type(newPassword, password);
  if (confirm) await user.type(confirmPassword, confirm);
  await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
}

describe('/reset-password', () => {
  it('without a token in the address says the link is invalid and offers a new request', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, { message: 'ok' }));
    const { user, router } = renderReset('');
    expect(screen.getByText('Ligação inválida ou ausente. Solicite uma nova redefinição.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pedir novo link' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(resetCalls(requests)).toHaveLength(0);
  });

  it('an empty token (?token=) is as good as none', () => {
    stubFetch(() => jsonResponse(200, {}));
    renderReset('?token=');
    expect(screen.getByText('Ligação inválida ou ausente. Solicite uma nova redefinição.')).toBeInTheDocument();
  });

  it('checks the fields in the spec order without calling the server', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, { message: 'ok' }));
    const { user } = renderReset();

    await fill(user, '', '');
    expect(await screen.findByText('Preencha todos os campos.')).toBeInTheDocument();
    await fill(user, 'abcdefgh', '');
    expect(await screen.findByText('Preencha todos os campos.')).toBeInTheDocument();
    await fill(user, 'curta', 'curta');
    expect(await screen.findByText('A palavra-passe deve ter pelo menos 8 caracteres.')).toBeInTheDocument();
    await fill(user, 'abcdefgh', 'abcdefgX');
    expect(await screen.findByText('As palavras-passe não coincidem.')).toBeInTheDocument();
    expect(resetCalls(requests)).toEqual([]);
  });

  it('the minimum is exactly 8 characters: 7 are refused with the spec message, 8 are sent', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, { message: 'Palavra-passe redefinida com sucesso.' }));
    const { user } = renderReset();
    await fill(user, '1234567', '1234567');
    expect(await screen.findByText('A palavra-passe deve ter pelo menos 8 caracteres.')).toBeInTheDocument();
    expect(resetCalls(requests)).toHaveLength(0);
    await fill(user, '12345678', '12345678');
    expect(await screen.findByText('Palavra-passe redefinida com sucesso.')).toBeInTheDocument();
    expect(resetCalls(requests)).toEqual([
      expect.objectContaining({ path: '/api/auth/password/reset', body: { token: 'abc123', newPassword: '12345678' } }),
    ]);
  });

  it("shows the server's message when it gives one", async () => {
    stubFetch(() =>
      jsonResponse(400, {
        code: 'INVALID_RESET_TOKEN',
        message: 'Link inválido ou expirado. Solicite uma nova redefinição.',
      }),
    );
    const { user } = renderReset();
    await fill(user, 'nova-senha-1', 'nova-senha-1');
    expect(await screen.findByText('Link inválido ou expirado. Solicite uma nova redefinição.')).toBeInTheDocument();
  });

  it('else the spec failure message', async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502 }));
    const { user } = renderReset();
    await fill(user, 'nova-senha-1', 'nova-senha-1');
    expect(await screen.findByText('Não foi possível redefinir a palavra-passe. Tente novamente.')).toBeInTheDocument();
  });

  it('on success shows the message, counts down and goes to /login after 6 s', async () => {
    installFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { requests } = stubFetch(() => jsonResponse(200, { message: 'Palavra-passe redefinida com sucesso.' }));
    const { router } = renderReset('?token=tok-123', user);

    await fill(user, 'nova-senha-1', 'nova-senha-1');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('Palavra-passe redefinida com sucesso.')).toBeInTheDocument();
    expect(resetCalls(requests)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/auth/password/reset',
        body: { token: 'tok-123', newPassword: 'nova-senha-1' },
      }),
    ]);
    expect(screen.getByText(/redirecionado para o login em/)).toHaveTextContent('6 segundos');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText(/redirecionado para o login em/)).toHaveTextContent('5 segundos');

    await act(() => vi.advanceTimersByTimeAsync(4800));
    expect(router.state.location.pathname).toBe('/reset-password');

    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("without a message in the answer shows the spec's default success text; 'go now' skips the wait", async () => {
    stubFetch(() => jsonResponse(200, {}));
    const { user, router } = renderReset();
    await fill(user, 'nova-senha-1', 'nova-senha-1');
    expect(await screen.findByText('Palavra-passe redefinida com sucesso.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para o login agora' }));
    expect(router.state.location.pathname).toBe('/login');
  });
});
