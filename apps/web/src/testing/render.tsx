import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { openRouters } from './routers';

/**
 * Renders routes inside the app's real providers (TanStack Query, auth, toaster) with a memory router.
 * Returns Testing Library's queries, a user-event instance and the router (its state.location is the address).
 * The default user types without a timer between keys (`delay: null`): no test here is about typing speed, and a
 * macrotask per character made long forms slow on a busy machine. Tests with fake timers pass their own user.
 */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntry = '/',
    user = userEvent.setup({ delay: null }),
  }: { initialEntry?: string; user?: ReturnType<typeof userEvent.setup> } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  openRouters.add(router);
  const utils = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, user };
}

/** One screen at `path`, plus stand-ins for the places it may navigate to. */
export function renderRoute(
  element: ReactElement,
  {
    path = '/',
    initialEntry = path,
    user,
  }: { path?: string; initialEntry?: string; user?: ReturnType<typeof userEvent.setup> } = {},
) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntry, user },
  );
}

/** A stand-in screen that prints where the app navigated to. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}
