import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ROLE_HOME, type SessionRole } from '@portal/shared/core';
import { useAuth } from '@/lib/auth';
import { LoginForm } from '@/features/auth/components/login-form';
import { TWO_FACTOR_SETUP_PATH } from '../../route-guard';

/**
 * Only same-site paths are followed after login (an open redirect would be a phishing aid). The address is read as the
 * browser reads it: '/\\evil.example' or '/\t/evil.example' are other sites too, though they start with one slash.
 */
export function safeRedirect(target: string | null): string | null {
  if (!target || !target.startsWith('/')) return null;
  const origin = window.location.origin;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}

const homeOf = (role: SessionRole) => ROLE_HOME[role];

/** The roles each signed-in area admits (app/router.tsx's guards). */
const AREA_ROLES: Record<string, SessionRole[]> = {
  admin: ['admin'],
  user: ['user'],
  tecnico: ['technician', 'admin'],
};

/**
 * Where to go after signing in: ?redirect only when it is a path of the app that this role may open (another person
 * signing in on the same browser must not land on 'Acesso negado'); else the role's home.
 */
export function destinationFor(redirect: string | null, role: SessionRole): string {
  const safe = safeRedirect(redirect);
  if (!safe) return homeOf(role);
  const area = safe.split(/[/?#]/)[1] ?? '';
  const roles = AREA_ROLES[area];
  return roles?.includes(role) ? safe : homeOf(role);
}

export function Component() {
  const { status, user } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
  // True once this form has signed the user in and started the navigation: the "already signed in" redirect
  // below must not start a second navigation that would race the first.
  const [signedInHere, setSignedInHere] = useState(false);
  if (status === 'settled' && user && !signedInHere)
    return (
      <Navigate
        to={user.twoFactorSetupRequired ? TWO_FACTOR_SETUP_PATH : destinationFor(redirect, user.role)}
        replace
      />
    );
  return (
    <LoginForm
      onSuccess={(signedIn) => {
        setSignedInHere(true);
        const destination = signedIn.twoFactorSetupRequired
          ? TWO_FACTOR_SETUP_PATH
          : destinationFor(redirect, signedIn.role);
        navigate(destination, { replace: true });
      }}
    />
  );
}
