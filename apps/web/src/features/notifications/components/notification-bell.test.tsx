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
      // A screen with a dialog open (a form being filled in).
      {
        path: 'editing',
        element: (
          <div role="dialog" aria-label="Editar Cliente" data-state="open">
            <h1>Formulário</h1>
          </div>
        ),
      },
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

describe('a notice never covers an open dialog (issue 43, item 7)', () => {
  it('a message polled while a dialog is open waits in the bell, unread, with no toast; the next one with none open is a toast', async () => {
    signInAs('admin');
    stubFetch(messagesApi([[registration], [registration, backupFailed]]));
    const { router } = renderRoutes(routes, { initialEntry: '/admin/editing' });

    await waitFor(() => expect(bell(true)).toHaveAccessibleName('Notificações (1 não lida)'));
    expect(screen.queryByText('Novo cadastro: bruno@exemplo.com criou uma conta.')).not.toBeInTheDocument();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();

    await act(() => router.navigate('/admin/users'));
    await act(() => router.navigate('/admin/dashboard'));
    // The toast of the next notice, with no dialog open (the welcome's, 500 ms after the dashboard).
    expect(await screen.findByText('Bem-vindo(a), Ana!', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe('each notification its own time and real links', () => {
  it("shows each message's own time in Brasília ('há 3 horas', 'ontem às 14:20'), not 'agora' for all", async () => {
    installFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T18:00:00Z')); // 15:00 in Brasília
    signInAs('admin');
    const notices: AdminMessage[] = [
      {
        id: 'n1',
        title: 'Demonstração',
        body: 'A tag GER00001 está marcada como perdida.',
        createdAt: '2026-11-26T15:00:00Z',
      },
      {
        id: 'n2',
        title: 'Demonstração',
        body: 'Há equipamentos com manutenção vencida.',
        createdAt: '2026-11-25T17:20:00Z',
      },
    ];
    stubFetch(messagesApi([notices]));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderRoutes(routes, { initialEntry: '/admin/users', user });
    await act(() => vi.advanceTimersByTimeAsync(100));
    await user.click(bell());
    const items = within(screen.getByRole('dialog', { name: 'Notificações' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual(['há 3 horas', 'ontem às 14:20']);
    expect(items[0]!.querySelector('time')).toHaveAttribute('title', '26/11/2026 12:00');
  });

  it("a finder's location (openstreetmap.org) and a page of this portal are links; any other address stays text", async () => {
    signInAs('admin');
    const page = `${window.location.origin}/p/maria-silva`;
    const finder: AdminMessage = {
      id: 'f1',
      title: 'Mensagem de quem encontrou',
      body: `Localização: https://www.openstreetmap.org/?mlat=-23.55&mlon=-46.63. Página: ${page}. Veja https://golpe.example.com/premio`,
      createdAt: new Date().toISOString(),
    };
    stubFetch(messagesApi([[finder]]));
    const { user } = renderRoutes(routes, { initialEntry: '/admin/users' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações (1 não lida)'));
    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    const map = within(panel).getByRole('link', { name: 'https://www.openstreetmap.org/?mlat=-23.55&mlon=-46.63' });
    expect(map).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=-23.55&mlon=-46.63');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(panel).getByRole('link', { name: page })).toHaveAttribute('href', page);
    expect(within(panel).queryByRole('link', { name: /golpe/ })).not.toBeInTheDocument();
    expect(within(panel).getByText(/golpe\.example\.com\/premio/)).toBeInTheDocument();
  });
});

describe('welcome notifications', () => {
  it('an admin gets the welcome 500 ms after the dashboard shows, once per session, and no invented system notice', async () => {
    installFakeTimers();
    signInAs('admin');
    stubFetch(messagesApi([[]]));
    const first = renderRoutes(routes, { initialEntry: '/admin/dashboard' });

    await act(() => vi.advanceTimersByTimeAsync(450));
    expect(bell()).toHaveAccessibleName('Notificações');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(bell()).toHaveAccessibleName('Notificações (1 não lida)');
    expect(screen.getByText('Bem-vindo(a), Ana!')).toBeInTheDocument();
    // Notices come only from the server (the demo's, true things about the demo data), never from the browser: not
    // the spec's examples about features the portal lacks (issue 43).
    expect(screen.queryByText('Atualização 2.1.0 disponível')).not.toBeInTheDocument();
    expect(screen.queryByText('Manutenção programada: domingo às 02:00')).not.toBeInTheDocument();
    expect(screen.queryByText('Backup concluído com sucesso')).not.toBeInTheDocument();
    first.unmount();

    // Same session, dashboard again (e.g. a reload): nothing new.
    renderRoutes(routes, { initialEntry: '/admin/dashboard' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(bell()).toHaveAccessibleName('Notificações (1 não lida)');
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
