import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { TEXTS, type SessionRole } from '@portal/shared/core';
import { useAuth } from '@/lib/auth';

/** Where an admin without two-factor goes first under REQUIRE_ADMIN_2FA (app/routes/auth/two-factor-setup.tsx). */
export const TWO_FACTOR_SETUP_PATH = '/configurar-2fa';

/** Spec "Route guard": 'Carregando...' while loading, /login without a session, /unauthorized for a wrong role. */
export function RouteGuard({ roles, children }: { roles: SessionRole[]; children: ReactNode }) {
  const { status, user, signedOut } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <div role="status" className="flex min-h-screen items-center justify-center text-sm text-slate-500">
        {TEXTS.guard.loading}
      </div>
    );
  }
  if (!user) {
    // Signed out by choice: a clean /login, no redirect back here for the next person.
    if (signedOut) return <Navigate to="/login" replace />;
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  // REQUIRE_ADMIN_2FA: nothing opens before two-factor is on (the server refuses it anyway).
  if (user.twoFactorSetupRequired) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  if (!roles.includes(user.role)) return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}
