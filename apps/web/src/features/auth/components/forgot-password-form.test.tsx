import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, networkDown, stubFetch } from '@/testing/fetch';
import { ForgotPasswordForm } from './forgot-password-form';

const renderForgot = () => renderRoute(<ForgotPasswordForm />, { path: '/forgot-password' });
const submit = () => screen.getByRole('button', { name: 'Enviar link' });

describe('/forgot-password', () => {
  it('asks for the email, then for a valid one, without calling the server', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, { emailSent: true, emailError: null }));
    const { user } = renderForgot();

    await user.click(submit());
    expect(await screen.findByText('Por favor, introduza o seu e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo');
    await user.click(submit());
    expect(await screen.findByText('Por favor, introduza um e-mail válido.')).toBeInTheDocument();
    expect(screen.queryByText('Por favor, introduza o seu e-mail.')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("sends the email and shows 'E-mail enviado!' with both ways on", async () => {
    const { requests } = stubFetch(() => jsonResponse(200, { emailSent: true, emailError: null }));
    const { user, router } = renderForgot();

    await user.type(screen.getByLabelText('E-mail'), '  Ana@Exemplo.com ');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'E-mail enviado!' })).toBeInTheDocument();
    expect(screen.getByText('ana@exemplo.com')).toBeInTheDocument();
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/auth/password/forgot',
        body: { email: 'ana@exemplo.com' },
      }),
    ]);

    // 'Enviar para outro e-mail' brings back an empty form.
    await user.click(screen.getByRole('button', { name: 'Enviar para outro e-mail' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.queryByText('E-mail enviado!')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('E-mail'), 'bruno@exemplo.com');
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Voltar ao login' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the success view even when the server could not send the email (only logged)', async () => {
    stubFetch(() => jsonResponse(200, { emailSent: false, emailError: 'SMTP indisponível' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.click(submit());
    expect(await screen.findByText('E-mail enviado!')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it.each([
    ['a server error', () => jsonResponse(500, { code: 'INTERNAL', message: 'Erro interno' })],
    ['no network', networkDown],
  ])('on %s shows the spec failure message and keeps the form', async (_case, handler) => {
    stubFetch(handler);
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.click(submit());
    expect(await screen.findByText('Não foi possível enviar o pedido. Tente novamente.')).toBeInTheDocument();
    expect(screen.queryByText('E-mail enviado!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@exemplo.com');
  });

  it('links back to the login', async () => {
    stubFetch(() => jsonResponse(200, {}));
    const { user, router } = renderForgot();
    await user.click(screen.getByRole('link', { name: /voltar ao login/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
