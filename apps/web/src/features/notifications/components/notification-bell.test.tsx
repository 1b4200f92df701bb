import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMessage } from '@portal/shared';
import { AppShell } from '@/app/app-shell';
import { renderRoutes } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { installFakeTimers } from '@/testing/timers';

// The real shell of each area, with plain stand-ins for the screens (owned by other features).
const routes = [
  {
    path: '/admin',
    element: <AppShell role="admin" />,
    children: [
      { path: 'dashboard', element: <h1>Painel admin</h1> },
      { path: 'users', element: <h1>Usuários</h1> },
    ],
  },
  {
    path: '/user',
    element: <AppShell role="user" />,
    children: [{ path: 'dashboard', element: <h1>Meu Dashboard</h1> }],
  },
];

const registration: AdminMessage = {
  id: 'm1',
  title: 'Novo cadastro',
  body: 'bruno@exemplo.com criou uma conta.',
  createdAt: '2025-05-01T12:00:00.000Z',
};
const backupFailed: AdminMessage = {
  id: 'm2',
  title: 'Backup',
  body: 'O backup das 03:00 falhou.',
  createdAt: '2025-05-01T12:30:00.000Z',
};

const messagesApi =
  (answers: AdminMessage[][]): FetchHandler =>
  (request) => {
    if (request.path !== '/api/admin/messages')
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
    return jsonResponse(200, answers.length > 1 ? answers.shift() : answers[0]);
  };

// While the panel is open the rest of the page is aria-hidden (a modal): `hidden` still finds the bell.
const bell = (hidden = false) => screen.getByRole('button', { name: /^Notificações/, hidden });

describe('notification bell and admin messages', () => {
  it('polls the admin messages, shows the unread badge, and the panel lists them and marks all as read', async () => {
    signInAs('admin');
    const { requests } = stubFetch(messagesApi([[registration]]));
    const { user } = renderRoutes(routes, { initialEntry: '/admin/users' });

    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações (1 não lida)'));
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');
    expect(requests[0]!.search.get('toRole')).toBe('ADMIN');
    expect(requests[0]!.search.has('since')).toBe(false);
    // The new message is also a toast.
    expect(await screen.findByText('Novo cadastro: bruno@exemplo.com criou uma conta.')).toBeInTheDocument();

    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(within(panel).getByText('Novo cadastro: bruno@exemplo.com criou uma conta.')).toBeInTheDocument();
    expect(within(panel).getByText('Informação')).toBeInTheDocument(); // the type icon's label
    expect(within(panel).getByText('Nova')).toBeInTheDocument();
    expect(bell(true)).toHaveAccessibleName('Notificações');
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: /Limpar/ }));
    expect(within(panel).getByText('Sem notificações')).toBeInTheDocument();
  });

  it('polls every 45 s from the newest message seen and never shows a message twice', async () => {
    installFakeTimers();
    signInAs('admin');
    const { requests } = stubFetch(messagesApi([[registration], [backupFailed, registration]]));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderRoutes(routes, { initialEntry: '/admin/users', user });

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(requests).toHaveLength(1);
    expect(bell()).toHaveAccessibleName('Notificações (1 não lida)');

    await act(() => vi.advanceTimersByTimeAsync(44_000));
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(requests).toHaveLength(2);
    expect(requests[1]!.search.get('since')).toBe(registration.createdAt);
    expect(bell()).toHaveAccessibleName('Notificações (2 não lidas)');

    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Notificações' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Backup: O backup das 03:00 falhou.'),
      expect.stringContaining('Novo cadastro: bruno@exemplo.com criou uma conta.'),
    ]);
  });

  it('ignores polling errors silently, poll after poll', async () => {
    installFakeTimers();
    signInAs('admin');
    const { requests } = stubFetch(() => jsonResponse(500, { code: 'INTERNAL', message: 'Erro interno' }));
    renderRoutes(routes, { initialEntry: '/admin/users' });
    // Past the first answer and the next poll (45 s): whatever a failure could show has had its time.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(45_000));
    expect(requests).toHaveLength(2);
    expect(bell()).toHaveAccessibleName('Notificações');
    expect(screen.queryByText(/erro/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Usuários' })).toBeInTheDocument();
  });
});

describe('welcome notifications', () => {
  it('an admin gets the welcome and the system notices 500 ms after the dashboard shows, once per session', async () => {
    installFakeTimers();
    signInAs('admin');
    stubFetch(messagesApi([[]]));
    const first = renderRoutes(routes, { initialEntry: '/admin/dashboard' });

    await act(() => vi.advanceTimersByTimeAsync(450));
    expect(bell()).toHaveAccessibleName('Notificações');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(bell()).toHaveAccessibleName('Notificações (4 não lidas)');
    expect(screen.getByText('Bem-vindo(a), Ana!')).toBeInTheDocument();
    expect(screen.getByText('Atualização 2.1.0 disponível')).toBeInTheDocument();
    expect(screen.getByText('Manutenção programada: domingo às 02:00')).toBeInTheDocument();
    expect(screen.getByText('Backup concluído com sucesso')).toBeInTheDocument();
    first.unmount();

    // Same session, dashboard again (e.g. a reload): nothing new.
    renderRoutes(routes, { initialEntry: '/admin/dashboard' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(bell()).toHaveAccessibleName('Notificações (4 não lidas)');
  });

  it('not on other admin screens', async () => {
    installFakeTimers();
    signInAs('admin');
    stubFetch(messagesApi([[]]));
    renderRoutes(routes, { initialEntry: '/admin/users' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(bell()).toHaveAccessibleName('Notificações');
  });

  it("a user gets one welcome on the dashboard, and only the user's own messages are asked for", async () => {
    installFakeTimers();
    signInAs('user');
    const { requests } = stubFetch(messagesApi([[registration]]));
    renderRoutes(routes, { initialEntry: '/user/dashboard' });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(bell()).toHaveAccessibleName('Notificações (1 não lida)');
    expect(screen.getByText('Bem-vindo(a), Bruno!')).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual(['/api/me/messages']);
  });
});
