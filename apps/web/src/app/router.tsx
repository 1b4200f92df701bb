import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { AppShell } from './app-shell';
import { RouteGuard } from './route-guard';
import { CrashScreen } from './crash-screen';
import { DocumentTitle } from './document-title';

// Every screen is its own chunk: `lazy` loads app/routes/<area>/<screen>.tsx, which exports `Component`.
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
      { path: 'login', lazy: () => import('./routes/auth/login') },
      { path: 'forgot-password', lazy: () => import('./routes/auth/forgot-password') },
      { path: 'reset-password', lazy: () => import('./routes/auth/reset-password') },
      { path: 'unauthorized', lazy: () => import('./routes/auth/unauthorized') },
      {
        path: 'admin',
        element: (
          <RouteGuard roles={['admin']}>
            <AppShell role="admin" />
          </RouteGuard>
        ),
        children: [
          { index: true, element: <Navigate to="/admin/clients" replace /> },
          { path: 'dashboard', lazy: () => import('./routes/admin/dashboard') },
          { path: 'clients', lazy: () => import('./routes/admin/clients') },
          { path: 'users', lazy: () => import('./routes/admin/users') },
          { path: 'tags', lazy: () => import('./routes/admin/tags') },
          { path: 'tags/edit/:id', lazy: () => import('./routes/admin/tag-edit') },
          { path: 'bracelets', lazy: () => import('./routes/admin/bracelets') },
          { path: 'analytics', lazy: () => import('./routes/admin/analytics') },
          { path: 'pages', lazy: () => import('./routes/admin/pages') },
          { path: 'product/edit/:id', lazy: () => import('./routes/admin/product-edit') },
        ],
      },
      {
        path: 'user',
        element: (
          <RouteGuard roles={['user']}>
            <AppShell role="user" />
          </RouteGuard>
        ),
        children: [
          { index: true, element: <Navigate to="/user/dashboard" replace /> },
          { path: 'dashboard', lazy: () => import('./routes/user/dashboard') },
          { path: 'bracelets', lazy: () => import('./routes/user/bracelets') },
          { path: 'public', lazy: () => import('./routes/user/public') },
          { path: 'analytics', lazy: () => import('./routes/user/analytics') },
          { path: 'product/edit/:id', lazy: () => import('./routes/user/product-edit') },
          { path: 'tags', lazy: () => import('./routes/user/tags') },
          { path: 'tags/edit/:id', lazy: () => import('./routes/user/tag-edit') },
        ],
      },
      {
        path: 'tecnico',
        element: (
          <RouteGuard roles={['technician']}>
            <AppShell role="technician" />
          </RouteGuard>
        ),
        children: [
          { index: true, lazy: () => import('./routes/tecnico/panel') },
          { path: 'manutencoes', lazy: () => import('./routes/tecnico/maintenance') },
        ],
      },
      // The role's dashboard path used after login is /{role}/dashboard; the technician's is /tecnico.
      { path: 'technician/*', element: <Navigate to="/tecnico" replace /> },
      { path: '*', lazy: () => import('./routes/auth/not-found') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
