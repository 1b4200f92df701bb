import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ClientsScreen } from '@/features/clients';
import { PagesScreen } from '@/features/pages';
import { BraceletsScreen, TagsScreen } from '@/features/tags';
import { UsersScreen } from '@/features/users';
import { DEBOUNCE_MS } from '@/lib/debounce';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { renderRoutes } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { installFakeTimers } from '@/testing/timers';

/** The five list screens: where they live, their search box, the list call and its items key (docs/ARCHITECTURE.md), their debounce. */
const LISTS: {
  name: string;
  path: string;
  element: ReactElement;
  searchLabel: string;
  listPath: string;
  itemsKey: string;
  delayMs: number;
}[] = [
  {
    name: 'Tags',
    path: '/admin/tags',
    element: <TagsScreen />,
    searchLabel: 'Buscar tags',
    listPath: '/api/admin/tags',
    itemsKey: 'tags',
    delayMs: DEBOUNCE_MS.search,
  },
  {
    name: 'Braceletes',
    path: '/admin/bracelets',
    element: <BraceletsScreen />,
    searchLabel: 'Buscar braceletes',
    listPath: '/api/admin/bracelets',
    itemsKey: 'items',
    delayMs: DEBOUNCE_MS.braceletQuerySync,
  },
  {
    name: 'Usuários',
    path: '/admin/users',
    element: <UsersScreen />,
    searchLabel: 'Buscar usuários',
    listPath: '/api/admin/users',
    itemsKey: 'users',
    delayMs: DEBOUNCE_MS.search,
  },
  {
    name: 'Páginas',
    path: '/admin/pages',
    element: <PagesScreen />,
    searchLabel: 'Buscar páginas',
    listPath: '/api/admin/pages',
    itemsKey: 'pages',
    delayMs: DEBOUNCE_MS.pageSearch,
  },
  {
    name: 'Clientes',
    path: '/admin/clients',
    element: <ClientsScreen />,
    searchLabel: 'Buscar clientes',
    listPath: '/api/admin/clients',
    itemsKey: 'clients',
    delayMs: DEBOUNCE_MS.search,
  },
];

/** A list of 2 pages whose every page is empty (what a page past the end answers); anything else is a 404. */
function twoPageList(listPath: string, itemsKey: string) {
  return stubFetch((request) => {
    if (request.method !== 'GET' || request.path !== listPath)
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
    const page = Number(request.search.get('page') ?? '1');
    return jsonResponse(200, { [itemsKey]: [], pagination: { page, limit: 20, total: 25, totalPages: 2 } });
  });
}

describe.each(LISTS)('list screen $name', ({ path, element, searchLabel, listPath, itemsKey, delayMs }) => {
  const render = (initialEntry: string) => renderRoutes([{ path, element }], { initialEntry });

  it('the search box follows the address when it changes by other means, and the old text does not come back', async () => {
    installFakeTimers();
    stubResizeObserver();
    signInAs('admin');
    twoPageList(listPath, itemsKey);
    const { router } = render(`${path}?search=ana`);
    await act(() => vi.advanceTimersByTimeAsync(50));
    const box = screen.getByRole('searchbox', { name: searchLabel });
    expect(box).toHaveValue('ana');

    await act(() => router.navigate(path));
    expect(box).toHaveValue('');
    await act(() => vi.advanceTimersByTimeAsync(delayMs * 2));
    expect(router.state.location.search).toBe('');
  });

  it('a page past the end goes back to the last page instead of a dead end', async () => {
    stubResizeObserver();
    signInAs('admin');
    const { requests } = twoPageList(listPath, itemsKey);
    const { router } = render(`${path}?page=7`);
    await vi.waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    await vi.waitFor(() =>
      expect(
        requests
          .filter((r) => r.path === listPath)
          .at(-1)!
          .search.get('page'),
      ).toBe('2'),
    );
  });
});
