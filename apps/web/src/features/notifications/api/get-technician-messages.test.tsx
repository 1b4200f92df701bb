import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAINTENANCE_TEXTS, type AdminMessage } from '@portal/shared';
import { AppShell } from '@/app/app-shell';
import { renderRoutes } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { installFakeTimers } from '@/testing/timers';

// The real shells, on screens that are not the role's home (no welcome notifications in the counts).
const routes = [
  {
    path: '/tecnico',
    element: <AppShell role="technician" />,
    children: [{ path: 'manutencoes', element: <h1>Manutenções</h1> }],
  },
  {
    path: '/admin',
    element: <AppShell role="admin" />,
    children: [{ path: 'users', element: <h1>Usuários</h1> }],
  },
];

// The server's daily digest as the bell receives it (title from the contract, body as reminder-digest.ts builds it).
const digest: AdminMessage = {
  id: 'd1',
  title: MAINTENANCE_TEXTS.digestTitle,
  body: 'Vencida: 1; vence em breve: 1. MNT00001, MNT00002.',
  createdAt: '2026-11-24T09:00:00.000Z',
};
const nextDigest: AdminMessage = {
  id: 'd2',
  title: MAINTENANCE_TEXTS.digestTitle,
  body: 'Vencida: 2; vence em breve: 0. MNT00001, MNT00003.',
  createdAt: '2026-11-25T09:00:00.000Z',
};
const digestText = (message: AdminMessage) => `${message.title}: ${message.body}`;

/** Answers `path` with the queued arrays (the last one repeats); anything else is a 404. */
const messagesAt =
  (path: string, answers: AdminMessage[][]): FetchHandler =>
  (request) =>
    request.path === path
      ? jsonResponse(200, answers.length > 1 ? answers.shift() : answers[0])
      : jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });

const bell = () => screen.getByRole('button', { name: /^Notificações/ });

describe("the technician's messages", () => {
  it("a technician's bell shows the digest from /api/tecnico/messages and never asks /api/admin/messages", async () => {
    installFakeTimers();
    signInAs('technician');
    const { requests } = stubFetch(messagesAt('/api/tecnico/messages', [[digest]]));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderRoutes(routes, { initialEntry: '/tecnico/manutencoes', user });

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(requests.map((r) => r.path)).toEqual(['/api/tecnico/messages']);
    expect(requests[0]!.search.has('since')).toBe(false);
    // Only the cursor: the server picks the role's and the account's own messages.
    expect(requests[0]!.search.has('toRole')).toBe(false);
    expect(bell()).toHaveAccessibleName('Notificações (1 não lida)');

    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Notificações' });
    expect(within(panel).getByText(digestText(digest))).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/admin/messages')).toBe(false);
  });

  it('polls every 45 s from the newest message seen and never shows a message twice', async () => {
    installFakeTimers();
    signInAs('technician');
    const { requests } = stubFetch(messagesAt('/api/tecnico/messages', [[digest], [nextDigest, digest]]));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderRoutes(routes, { initialEntry: '/tecnico/manutencoes', user });

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(44_000));
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(requests).toHaveLength(2);
    expect(requests[1]!.path).toBe('/api/tecnico/messages');
    expect(requests[1]!.search.get('since')).toBe(digest.createdAt);
    // The repeated d1 was already ingested: only d2 is new.
    expect(bell()).toHaveAccessibleName('Notificações (2 não lidas)');

    await user.click(bell());
    const items = within(screen.getByRole('dialog', { name: 'Notificações' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(digestText(nextDigest)),
      expect.stringContaining(digestText(digest)),
    ]);
  });

  it('ignores polling errors silently', async () => {
    installFakeTimers();
    signInAs('technician');
    const { requests } = stubFetch(() => jsonResponse(500, { code: 'INTERNAL', message: 'Erro interno' }));
    renderRoutes(routes, { initialEntry: '/tecnico/manutencoes' });
    await act(() => vi.advanceTimersByTimeAsync(45_100));
    expect(requests.map((r) => r.path)).toEqual(['/api/tecnico/messages', '/api/tecnico/messages']);
    expect(bell()).toHaveAccessibleName('Notificações');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Manutenções' })).toBeInTheDocument();
  });

  it("an admin still polls /api/admin/messages only, also in the technician's area", async () => {
    installFakeTimers();
    signInAs('admin');
    const { requests } = stubFetch(messagesAt('/api/admin/messages', [[digest]]));
    const first = renderRoutes(routes, { initialEntry: '/admin/users' });
    await act(() => vi.advanceTimersByTimeAsync(45_100));
    expect(requests.map((r) => r.path)).toEqual(['/api/admin/messages', '/api/admin/messages']);
    expect(requests[0]!.search.get('toRole')).toBe('ADMIN');
    expect(bell()).toHaveAccessibleName('Notificações (1 não lida)');
    first.unmount();

    requests.length = 0;
    renderRoutes(routes, { initialEntry: '/tecnico/manutencoes' });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(requests.map((r) => r.path)).toEqual(['/api/admin/messages']);
  });

  it("a user polls neither the admin's nor the technician's feed (only /api/me/messages)", async () => {
    installFakeTimers();
    signInAs('user');
    const { requests } = stubFetch(messagesAt('/api/tecnico/messages', [[digest]]));
    renderRoutes(
      [{ path: '/user', element: <AppShell role="user" />, children: [{ path: 'tags', element: <h1>Tags</h1> }] }],
      { initialEntry: '/user/tags' },
    );
    await act(() => vi.advanceTimersByTimeAsync(45_100));
    expect(requests.map((r) => r.path)).toEqual(['/api/me/messages', '/api/me/messages']);
    expect(bell()).toHaveAccessibleName('Notificações');
  });
});
