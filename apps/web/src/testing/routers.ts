import type { createMemoryRouter } from 'react-router';

/** The routers renderRoutes made, for setup.ts to let their navigations finish after each test. */
export const openRouters = new Set<ReturnType<typeof createMemoryRouter>>();

/**
 * Waits (up to 5 s, inside the hook's 10 s) for every router a test rendered to finish its navigation, then forgets
 * them. A test that ends while a redirect still loads its lazy screen would leave an import running into the next
 * file, or past the environment's teardown (an EnvironmentTeardownError that fails whichever file shares the worker).
 */
export async function settleRouters(): Promise<void> {
  const navigating = [...openRouters].filter((router) => router.state.navigation.state !== 'idle');
  openRouters.clear();
  await Promise.all(
    navigating.map(
      (router) =>
        new Promise<void>((resolve) => {
          const giveUp = setTimeout(done, 5_000);
          const unsubscribe = router.subscribe((state) => {
            if (state.navigation.state === 'idle') done();
          });
          function done() {
            clearTimeout(giveUp);
            unsubscribe();
            resolve();
          }
        }),
    ),
  );
}
