import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { MAINTENANCE_TEXTS, type AdminMessage } from '@portal/shared';
import { AppShell } from '@/app/app-shell';
import { renderRoutes } from '@/testing/render';
import { stubFetch } from '@/testing/fetch';
import { bell, bellFeedTests, messagesAt } from '@/testing/message-feed';
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

describe("the technician's messages", () => {
  bellFeedTests({
    role: 'technician',
    feed: '/api/tecnico/messages',
    routes,
    initialEntry: '/tecnico/manutencoes',
    heading: 'Manutenções',
    first: digest,
    next: nextDigest,
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
