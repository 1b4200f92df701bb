import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isValidElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { Navigate, type RouteObject } from 'react-router';
import { renderRoutes } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { CrashScreen } from './crash-screen';
import { documentTitleOf, SCREEN_TITLES } from './document-title';
import { routes } from './router';

/** The full pattern of every route that shows a screen (not a redirect, not the not-found fallback). */
function screenPatterns(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    if (route.children) return screenPatterns(route.children, path);
    const redirects = isValidElement(route.element) && route.element.type === Navigate;
    return redirects || route.path === '*' || route.path?.endsWith('/*') ? [] : [path || '/'];
  });
}

beforeAll(() => {
  // As index.html has it: the screen's title must win over the static one.
  document.head.insertAdjacentHTML('beforeend', '<title>Portal NFC</title>');
});

describe('document title', () => {
  it('every screen of the router has a pt-BR title, so a new route cannot ship without one', () => {
    const patterns = screenPatterns(routes);
    expect(patterns).toContain('/admin/bracelets');
    expect(patterns).toContain('/tecnico');
    for (const pattern of patterns) expect(SCREEN_TITLES[pattern], pattern).toBeTruthy();
    expect(Object.keys(SCREEN_TITLES).sort()).toEqual([...patterns].sort());
  });

  it("names the screen, then the product: 'Braceletes · Portal NFC'", () => {
    expect(documentTitleOf('/admin/bracelets')).toBe('Braceletes · Portal NFC');
    expect(documentTitleOf('/user/dashboard')).toBe('Meu Dashboard · Portal NFC');
    expect(documentTitleOf('/admin/tags/edit/123')).toBe('Editar Tag · Portal NFC');
    expect(documentTitleOf('/tecnico')).toBe('Painel Técnico · Portal NFC');
    expect(documentTitleOf('/nao-existe')).toBe('Recurso não encontrado · Portal NFC');
    expect(documentTitleOf('/admin')).toBe('Portal NFC');
  });

  it('the open screen sets the document title, ahead of the one in index.html', async () => {
    // An empty list in the shape of each screen the test passes through: the bracelets' items and, as /login sends a
    // signed-in admin home, the dashboard's clients (a screen that crashed would name itself 'Algo deu errado').
    stubFetch(() =>
      jsonResponse(200, { items: [], clients: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 1 } }),
    );
    signInAs('admin');
    const { router } = renderRoutes(routes, { initialEntry: '/admin/bracelets' });
    // The first screen waits for its lazy chunk.
    await waitFor(() => expect(document.title).toBe('Braceletes · Portal NFC'), { timeout: 10_000 });
    // /login sends the signed-in admin to the dashboard, a lazy chunk: wait for it, or its import would still be
    // running when this file's environment is torn down (an EnvironmentTeardownError on a busy machine).
    await router.navigate('/login');
    await waitFor(() => expect(document.title).toBe('Dashboard · Portal NFC'), { timeout: 10_000 });
    await router.navigate('/nao-existe');
    await waitFor(() => expect(document.title).toBe('Recurso não encontrado · Portal NFC'));
  }, 30_000);

  it("the crash screen names itself: 'Algo deu errado · Portal NFC'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <CrashScreen /> }]);
    await waitFor(() => expect(document.title).toBe('Algo deu errado · Portal NFC'));
  });

  it('every screen is in Brazilian Portuguese: <html lang="pt-BR">', () => {
    const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    expect(indexHtml).toMatch(/<html lang="pt-BR">/);
  });
});
