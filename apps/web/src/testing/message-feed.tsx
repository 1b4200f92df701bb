import { expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { AdminMessage, SessionRole } from '@portal/shared';
import { renderRoutes } from './render';
import { jsonResponse, stubFetch, type FetchHandler } from './fetch';
import { signInAs } from './session';
import { installFakeTimers } from './timers';

/** Answers `path` with the queued arrays (the last one repeats); anything else is a 404. */
export const messagesAt =
  (path: string, answers: AdminMessage[][]): FetchHandler =>
  (request) =>
    request.path === path
      ? jsonResponse(200, answers.length > 1 ? answers.shift() : answers[0])
      : jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });

/** The bell in the shell's header (its name counts the unread messages). */
export const bell = () => screen.getByRole('button', { name: /^Notificações/ });

/** A message as the bell's panel shows it. */
export const messageText = (message: AdminMessage) => `${message.title}: ${message.body}`;

const FEEDS = ['/api/admin/messages', '/api/tecnico/messages', '/api/me/messages'];

/**
 * What the bell does with a role's own feed, whichever the role: the first message it shows, the polling every
 * 45 s from the newest message seen, and polling errors kept silent. `first` is what the feed answers first;
 * `next` what a later answer adds (the feed repeats `first` after it). `heading`: the heading of `initialEntry`, a
 * screen that is not the role's home (no welcome notification in the counts).
 */
export function bellFeedTests({
  role,
  feed,
  routes,
  initialEntry,
  heading,
  first,
  next,
}: {
  role: SessionRole;
  feed: string;
  routes: RouteObject[];
  initialEntry: string;
  heading: string;
  first: AdminMessage;
  next: AdminMessage;
}) {
  const start = (answers: AdminMessage[][]) => {
    installFakeTimers();
    signInAs(role);
    const { requests } = stubFetch(messagesAt(feed, answers));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderRoutes(routes, { initialEntry, user });
    return { requests, user };
  };

  it(`the bell shows "${first.title}" from ${feed} and asks no other feed`, async () => {
    const { requests, user } = start([[first]]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(requests.map((r) => r.path)).toEqual([feed]);
    expect(requests[0]!.search.has('since')).toBe(false);
    // Only the cursor: the server picks the role's and the account's own messages.
    expect(requests[0]!.search.has('toRole')).toBe(false);
    expect(bell()).toHaveAccessibleName('Notificações (1 não lida)');

    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Notificações' });
    expect(within(panel).getByText(messageText(first))).toBeInTheDocument();
    expect(requests.some((r) => r.path !== feed && FEEDS.includes(r.path))).toBe(false);
  });

  it('polls every 45 s from the newest message seen and never shows a message twice', async () => {
    const { requests, user } = start([[first], [next, first]]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(44_000));
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(requests).toHaveLength(2);
    expect(requests[1]!.path).toBe(feed);
    expect(requests[1]!.search.get('since')).toBe(first.createdAt);
    // The repeated first message was already ingested: only the next one is new.
    expect(bell()).toHaveAccessibleName('Notificações (2 não lidas)');

    await user.click(bell());
    const items = within(screen.getByRole('dialog', { name: 'Notificações' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(messageText(next)),
      expect.stringContaining(messageText(first)),
    ]);
  });

  it('ignores polling errors silently', async () => {
    installFakeTimers();
    signInAs(role);
    const { requests } = stubFetch(() => jsonResponse(500, { code: 'INTERNAL', message: 'Erro interno' }));
    renderRoutes(routes, { initialEntry });
    await act(() => vi.advanceTimersByTimeAsync(45_100));
    expect(requests.map((r) => r.path)).toEqual([feed, feed]);
    expect(bell()).toHaveAccessibleName('Notificações');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });
}
