import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOST_TEXTS, type AdminMessage } from '@portal/shared';
import { AppShell } from '@/app/app-shell';
import { renderRoutes } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { installFakeTimers } from '@/testing/timers';

// The real shell on a screen that is not the user's home (no welcome notification in the counts).
const routes = [
  { path: '/user', element: <AppShell role="user" />, children: [{ path: 'tags', element: <h1>Tags</h1> }] },
];

// What reaches the owner of a lost tag: a finder's message, then a scan alert.
const finder: AdminMessage = {
  id: 'f1',
  title: LOST_TEXTS.finderTitle,
  body: 'PET00001: Achei o Thor na praça, estou com ele. Contato: (11) 98888-7777',
  createdAt: '2026-11-24T09:00:00.000Z',
};
const alert: AdminMessage = {
  id: 'a1',
  title: LOST_TEXTS.alertTitle,
  body: 'PET00001 lida agora em São Paulo, BR (Android).',
  createdAt: '2026-11-24T09:30:00.000Z',
};
const text = (message: AdminMessage) => `${message.title}: ${message.body}`;

const messagesAt =
  (path: string, answers: AdminMessage[][]): FetchHandler =>
  (request) =>
    request.path === path
      ? jsonResponse(200, answers.length > 1 ? answers.shift() : answers[0])
      : jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });

const bell = () => screen.getByRole('button', { name: /^Notificações/ });

describe("the owner's messages", () => {
  it("a user's bell shows a finder's message from /api/me/messages and never asks /api/admin/messages", async () => {
    installFakeTimers();
    signInAs('user');
    const { requests } = stubFetch(messagesAt('/api/me/messages', [[finder]]));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderRoutes(routes, { initialEntry: '/user/tags', user });

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(requests.map((r) => r.path)).toEqual(['/api/me/messages']);
    expect(requests[0]!.search.has('since')).toBe(false);
    expect(requests[0]!.search.has('toRole')).toBe(false);
    expect(bell()).toHaveAccessibleName('Notificações (1 não lida)');

    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Notificações' });
    expect(within(panel).getByText(text(finder))).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/admin/messages' || r.path === '/api/tecnico/messages')).toBe(false);
  });

  it('polls every 45 s from the newest message seen and never shows a message twice', async () => {
    installFakeTimers();
    signInAs('user');
    const { requests } = stubFetch(messagesAt('/api/me/messages', [[finder], [alert, finder]]));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderRoutes(routes, { initialEntry: '/user/tags', user });

    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => vi.advanceTimersByTimeAsync(44_000));
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(requests).toHaveLength(2);
    expect(requests[1]!.search.get('since')).toBe(finder.createdAt);
    expect(bell()).toHaveAccessibleName('Notificações (2 não lidas)');

    await user.click(bell());
    const items = within(screen.getByRole('dialog', { name: 'Notificações' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(text(alert)),
      expect.stringContaining(text(finder)),
    ]);
  });

  it('ignores polling errors silently', async () => {
    installFakeTimers();
    signInAs('user');
    stubFetch(() => jsonResponse(500, { code: 'INTERNAL', message: 'Erro interno' }));
    renderRoutes(routes, { initialEntry: '/user/tags' });
    await act(() => vi.advanceTimersByTimeAsync(45_100));
    expect(bell()).toHaveAccessibleName('Notificações');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
