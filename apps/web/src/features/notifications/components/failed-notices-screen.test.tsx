import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Notification, NotificationsResponse } from '@portal/shared';
import { renderRoutes } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { FailedNoticesScreen } from './failed-notices-screen';

const routes = [{ path: '/admin/notifications', element: <FailedNoticesScreen /> }];

const notice = (i: number, fields: Partial<Notification> = {}): Notification => ({
  id: `notice-${i}`,
  kind: 'pin_used',
  channel: 'email',
  to: 'dona@exemplo.com',
  subject: 'Seu PIN foi usado',
  status: 'failed',
  attempts: 1,
  reason: '550 5.1.1 Recipient address rejected: User unknown',
  createdAt: '2026-03-07T15:04:00.000Z',
  updatedAt: '2026-03-07T15:05:00.000Z',
  sentAt: null,
  ...fields,
});

const answer = (notifications: Notification[]): NotificationsResponse => ({
  notifications,
  pagination: { page: 1, limit: 20, total: notifications.length, totalPages: 1 },
});

describe("'Notificações com falha'", () => {
  it('lists each failed notice: when (Brasília), to whom, subject, tries and the mail server’s reason', async () => {
    signInAs('admin');
    const { requests } = stubFetch(() =>
      jsonResponse(200, answer([notice(1), notice(2, { attempts: 8, reason: 'Greeting never received' })])),
    );
    renderRoutes(routes, { initialEntry: '/admin/notifications' });

    const table = await screen.findByRole('table', { name: 'Notificações com falha' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('07/03/2026 12:04');
    expect(rows[0]).toHaveTextContent('dona@exemplo.com');
    expect(rows[0]).toHaveTextContent('Seu PIN foi usado');
    expect(rows[0]).toHaveTextContent('550 5.1.1 Recipient address rejected: User unknown');
    expect(rows[1]).toHaveTextContent('8');
    expect(rows[1]).toHaveTextContent('Greeting never received');
    expect(screen.getByText('Horários de Brasília')).toBeInTheDocument();
    expect(requests[0]!.path).toBe('/api/admin/notifications');
    expect(Object.fromEntries(requests[0]!.search)).toEqual({ status: 'failed', page: '1', limit: '20' });
  });

  it('says when nothing failed', async () => {
    signInAs('admin');
    stubFetch(() => jsonResponse(200, answer([])));
    renderRoutes(routes, { initialEntry: '/admin/notifications' });
    expect(await screen.findByText('Nenhuma notificação com falha.')).toBeInTheDocument();
  });
});
