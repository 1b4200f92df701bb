import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import type { SessionRole } from '@portal/shared/core';
import { RouteGuard } from './route-guard';
import { CrashScreen } from './crash-screen';
import { DocumentTitle } from './document-title';
// In the entry chunk, not lazy: every visit starts here, and a lazy screen would cost the slow phone one more
// round trip before the form shows.
import { Component as LoginScreen } from './routes/auth/login';

/**
 * A signed-in area: its guard around the app shell (layout, menus, notifications). The shell is its own chunk,
 * loaded with the area's first screen, so the login screen, where every visit starts, never downloads it.
 */
const signedInArea =
  (role: SessionRole, alsoFor: SessionRole[] = []) =>
  async () => {
    const { AppShell } = await import('./app-shell');
    return {
      element: (
        <RouteGuard roles={[role, ...alsoFor]}>
          <AppShell role={role} />
        </RouteGuard>
      ),
    };
  };

// Every other screen is its own chunk: `lazy` loads app/routes/<area>/<screen>.tsx, which exports `Component`.
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <DocumentTitle />
        <Outlet />
      </>
    ),
    errorElement: <CrashScreen />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      { path: 'login', Component: LoginScreen },
      { path: 'forgot-password', lazy: () => import('./routes/auth/forgot-password') },
      { path: 'reset-password', lazy: () => import('./routes/auth/reset-password') },
      // The e-mailed links of issue 23: an invitation's first password, an e-mail change's confirmation.
      { path: 'convite', lazy: () => import('./routes/auth/invite') },
      { path: 'confirmar-email', lazy: () => import('./routes/auth/confirm-email') },
      { path: 'aviso-ficha/confirmar', lazy: () => import('./routes/auth/confirm-open-alert') },
      { path: 'unauthorized', lazy: () => import('./routes/auth/unauthorized') },
      // REQUIRE_ADMIN_2FA: an admin without two-factor sets it up here before anything else.
      { path: 'configurar-2fa', lazy: () => import('./routes/auth/two-factor-setup') },
      // 'Iniciar sessão para editar' on /p/{slug} (issue 43): after sign-in, the editor of that page.
      {
        path: 'editar/p/:slug',
        lazy: async () => {
          const { Component } = await import('./routes/edit-public-page');
          return {
            element: (
              <RouteGuard roles={['admin', 'user']}>
                <Component />
              </RouteGuard>
            ),
          };
        },
      },
      {
        path: 'admin',
        lazy: signedInArea('admin'),
        children: [
          { index: true, element: <Navigate to="/admin/clients" replace /> },
          { path: 'dashboard', lazy: () => import('./routes/admin/dashboard') },
          { path: 'clients', lazy: () => import('./routes/admin/clients') },
          { path: 'users', lazy: () => import('./routes/admin/users') },
          { path: 'tags', lazy: () => import('./routes/admin/tags') },
          { path: 'tags/edit/:id', lazy: () => import('./routes/admin/tag-edit') },
          { path: 'tags/batches', lazy: () => import('./routes/admin/tag-batches') },
          { path: 'bracelets', lazy: () => import('./routes/admin/bracelets') },
          { path: 'analytics', lazy: () => import('./routes/admin/analytics') },
          { path: 'pages', lazy: () => import('./routes/admin/pages') },
          { path: 'notifications', lazy: () => import('./routes/admin/notifications') },
          { path: 'locais', lazy: () => import('./routes/admin/sites') },
          { path: 'chamados', lazy: () => import('./routes/admin/chamados') },
          { path: 'seguranca-incendio', lazy: () => import('./routes/admin/fire-safety') },
          // The spec's URL; the screen edits a client and its page.
          { path: 'product/edit/:id', lazy: () => import('./routes/admin/client-edit') },
          { path: 'conta', lazy: () => import('./routes/account') },
        ],
      },
      {
        path: 'user',
        lazy: signedInArea('user'),
        children: [
          { index: true, element: <Navigate to="/user/dashboard" replace /> },
          { path: 'dashboard', lazy: () => import('./routes/user/dashboard') },
          { path: 'bracelets', lazy: () => import('./routes/user/bracelets') },
          { path: 'public', lazy: () => import('./routes/user/public') },
          { path: 'analytics', lazy: () => import('./routes/user/analytics') },
          // The spec's URL; the screen edits the owner's page.
          { path: 'product/edit/:id', lazy: () => import('./routes/user/page-edit') },
          { path: 'tags', lazy: () => import('./routes/user/tags') },
          // An activation card's link (issue 25): the 'Ativar tag' dialog filled in; signed out, /login and back.
          { path: 'tags/ativar', lazy: () => import('./routes/user/tag-activate') },
          { path: 'tags/edit/:id', lazy: () => import('./routes/user/tag-edit') },
          { path: 'conta', lazy: () => import('./routes/account') },
        ],
      },
      {
        path: 'tecnico',
        // Admins too: they register maintenance and open the panel from /t/{code} like a technician (issue 12).
        lazy: signedInArea('technician', ['admin']),
        children: [
          { index: true, lazy: () => import('./routes/tecnico/panel') },
          { path: 'manutencoes', lazy: () => import('./routes/tecnico/maintenance') },
          { path: 'chamados', lazy: () => import('./routes/tecnico/chamados') },
          { path: 'equipamentos/:id', lazy: () => import('./routes/tecnico/equipment') },
          { path: 'conta', lazy: () => import('./routes/account') },
        ],
      },
      // The role's dashboard path used after login is /{role}/dashboard; the technician's is /tecnico.
      { path: 'technician/*', element: <Navigate to="/tecnico" replace /> },
      { path: '*', lazy: () => import('./routes/auth/not-found') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
