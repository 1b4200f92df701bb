import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { signInAs } from '@/testing/session';
import { installFakeTimers } from '@/testing/timers';
import { AppProvider } from '@/app/provider';
import { loginRedirectPath, notify, notifyHttpError, toastDuration } from './notify';
import { notificationsFor } from './registry';

describe('notify', () => {
  it('stores the notification for the signed-in user and shows its toast', async () => {
    const user = signInAs('admin');
    render(<Toaster visibleToasts={5} />);
    act(() => {
      notify.success('Tag criada com sucesso!');
    });
    expect(await screen.findByText('Tag criada com sucesso!')).toBeInTheDocument();
    expect(notificationsFor(user.id).store.getSnapshot()).toEqual([
      expect.objectContaining({ message: 'Tag criada com sucesso!', type: 'success', read: false }),
    ]);
  });

  it('success and info toasts hide after 5 s; errors and warnings (and persistent ones) stay', () => {
    expect(toastDuration({ type: 'success', persistent: false })).toBe(5000);
    expect(toastDuration({ type: 'info', persistent: false })).toBe(5000);
    expect(toastDuration({ type: 'error', persistent: false })).toBe(Infinity);
    expect(toastDuration({ type: 'warning', persistent: false })).toBe(Infinity);
    expect(toastDuration({ type: 'success', persistent: true })).toBe(Infinity);
  });

  it('a success toast is gone after 5 s and its notification marked toastHidden; an error toast is still there', async () => {
    installFakeTimers();
    const user = signInAs('admin');
    render(<Toaster visibleToasts={5} />);
    act(() => {
      notify.error('Erro ao criar tag. Tente novamente.');
      notify.success('Tag criada com sucesso!');
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Tag criada com sucesso!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4700));
    expect(screen.getByText('Tag criada com sucesso!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Tag criada com sucesso!')).not.toBeInTheDocument();
    expect(screen.getByText('Erro ao criar tag. Tente novamente.')).toBeInTheDocument();
    const [error, success] = notificationsFor(user.id).store.getSnapshot().slice().reverse();
    expect(success).toMatchObject({ message: 'Tag criada com sucesso!', toastHidden: true });
    expect(error).toMatchObject({ toastHidden: false });
  });
});

describe('a second line under the message', () => {
  it('shows in the toast and is kept with the notification', async () => {
    const user = signInAs('admin');
    render(<Toaster visibleToasts={5} />);
    act(() => {
      notify.success('Bracelete criado com sucesso.', { description: 'Código K7Q2M9XA' });
    });
    expect(await screen.findByText('Código K7Q2M9XA')).toBeInTheDocument();
    expect(notificationsFor(user.id).store.getSnapshot()[0]).toMatchObject({
      message: 'Bracelete criado com sucesso.',
      description: 'Código K7Q2M9XA',
    });
  });
});

describe("the app's toaster", () => {
  it('shows at most 5 toasts at a time (spec section 9)', async () => {
    signInAs('admin');
    render(<AppProvider>{null}</AppProvider>);
    act(() => {
      for (let i = 1; i <= 7; i += 1) notify.error(`Aviso ${i}`);
    });
    expect(await screen.findByText('Aviso 7')).toBeInTheDocument();
    const toasts = document.querySelectorAll('[data-sonner-toast]');
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(toasts.length).toBeGreaterThanOrEqual(5);
    expect(visible).toHaveLength(5);
  });
});

describe('notifyHttpError (spec section 8, helper by status)', () => {
  it.each([
    [403, undefined, 'Acesso negado'],
    [404, undefined, 'Recurso não encontrado'],
    [409, 'Erro ao criar tag. Tente novamente.', 'Conflito: recurso já existe'],
    [429, undefined, 'Muitas solicitações — tente novamente mais tarde'],
    [500, 'Erro ao carregar tags. Tente novamente.', 'Erro ao carregar tags. Tente novamente.'],
    [500, undefined, 'Ocorreu um erro'],
    [
      503,
      'Erro ao carregar tags. Tente novamente.',
      'Serviço temporariamente indisponível — tente novamente em alguns instantes.',
    ],
    [0, undefined, 'Ocorreu um erro'],
  ])('%i (default %s) -> %s', (status, fallback, expected) => {
    const user = signInAs('admin');
    expect(notifyHttpError(status, fallback)?.message).toBe(expected);
    expect(notificationsFor(user.id).store.getSnapshot()[0]).toMatchObject({ message: expected, type: 'error' });
  });

  it('reads the status of an ApiError', () => {
    signInAs('admin');
    expect(notifyHttpError(new ApiError(404, 'NOT_FOUND', 'Tag não encontrada.'), 'x')?.message).toBe(
      'Recurso não encontrado',
    );
    expect(notifyHttpError(new Error('boom'), 'Erro ao deletar tag. Tente novamente.')?.message).toBe(
      'Erro ao deletar tag. Tente novamente.',
    );
  });

  it("the server's message comes first, as the screens showed it (errorMessage); without one, the status text", () => {
    signInAs('admin');
    const taken = new ApiError(409, 'SLUG_TAKEN', 'Este slug já está em uso. Escolha outro.', {
      message: 'Este slug já está em uso. Escolha outro.',
    });
    expect(notifyHttpError(taken, 'Erro ao criar página. Tente novamente.')?.message).toBe(
      'Este slug já está em uso. Escolha outro.',
    );
    expect(notifyHttpError(new ApiError(503, 'HTTP_503', 'x'), 'Erro ao deletar página')?.message).toBe(
      'Serviço temporariamente indisponível — tente novamente em alguns instantes.',
    );
  });

  it('an ApiError 401 notifies nothing and leaves the rest to the api client (which already ended the session)', () => {
    const user = signInAs('admin');
    expect(
      notifyHttpError(new ApiError(401, 'UNAUTHORIZED', 'Sessão expirada — faça login novamente.'), 'x'),
    ).toBeNull();
    expect(notificationsFor(user.id).store.getSnapshot()).toEqual([]);
  });

  it('a 401 ends the session and notifies nothing (the browser goes to /login?redirect=...)', () => {
    const user = signInAs('admin');
    // jsdom cannot load another page: start on /login, where the helper stays put.
    window.history.pushState({}, '', '/login');
    try {
      expect(notifyHttpError(401, 'x')).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
      expect(notificationsFor(user.id).store.getSnapshot()).toEqual([]);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('the login address carries the current path and query', () => {
    expect(loginRedirectPath({ pathname: '/admin/bracelets', search: '?status=LOST&page=2' })).toBe(
      '/login?redirect=%2Fadmin%2Fbracelets%3Fstatus%3DLOST%26page%3D2',
    );
  });
});
