import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { LocationProbe, renderRoutes } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { EditPublicPageScreen } from './edit-public-page-screen';

const routes = [
  { path: '/editar/p/:slug', element: <EditPublicPageScreen /> },
  { path: '*', element: <LocationProbe /> },
];
const pagination = { page: 1, limit: 50, total: 2, totalPages: 1 };
const profile = (id: string, page: { id: string; slug: string } | null) => ({
  id,
  page: page && { ...page, isActive: true },
});

afterEach(() => vi.unstubAllGlobals());

describe("the way back from 'Iniciar sessão para editar' (issue 43, item 2)", () => {
  it("an owner lands on the editor of the profile whose page it is (not the dashboard), even its second profile's", async () => {
    signInAs('user');
    const { requests } = stubFetch(() =>
      jsonResponse(200, {
        profiles: [
          profile('p1', { id: 'page-1', slug: 'bruno' }),
          profile('p2', { id: 'page-2', slug: 'rex-do-bruno' }),
        ],
        pagination,
        maxProfiles: 50,
      }),
    );
    const { router } = renderRoutes(routes, { initialEntry: '/editar/p/REX-do-bruno' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/product/edit/page-2'));
    expect(requests.map((request) => request.path)).toEqual(['/api/me/profiles']);
  });

  it("an admin lands on that page's 'Editar Cliente', found by its slug", async () => {
    signInAs('admin');
    const { requests } = stubFetch(() =>
      jsonResponse(200, {
        pages: [
          { id: 'page-9', slug: 'helena-prado-2', profileId: 'other' },
          { id: 'page-1', slug: 'helena-prado', profileId: 'profile-helena' },
        ],
        publicBaseUrl: 'http://localhost',
        pagination,
      }),
    );
    const { router } = renderRoutes(routes, { initialEntry: '/editar/p/helena-prado' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/product/edit/profile-helena'));
    expect(Object.fromEntries(requests[0]!.search)).toMatchObject({ search: 'helena-prado' });
  });

  it("someone else's page (or a slug that is no page) goes back to the public page", async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    signInAs('user');
    stubFetch(() => jsonResponse(200, { profiles: [profile('p1', { id: 'page-1', slug: 'bruno' })], pagination }));
    const { router } = renderRoutes(routes, { initialEntry: '/editar/p/helena-prado' });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/p/helena-prado'));
    expect(router.state.location.pathname).toBe('/editar/p/helena-prado');
  });
});
