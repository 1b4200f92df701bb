import { useEffect, useState } from 'react';
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
  editar: ['admin', 'user'],
};

/** The server-rendered public pages, /p/{slug} and /t/{code}: not the app's screens, opened by a full load. */
const PUBLIC_PAGE = /^\/([pt])\/([^/?#]+)\/?$/;
export const isPublicPage = (path: string) => PUBLIC_PAGE.test(path.split(/[?#]/)[0]!);

/** 'Iniciar sessão para editar' on /p/{slug} (issue 43): the screen that opens that page's editor. */
export const editPublicPagePath = (slug: string) => `/editar/p/${encodeURIComponent(slug)}`;

/**
 * Where to go after signing in: ?redirect only when it is a path of the app that this role may open (another person
 * signing in on the same browser must not land on 'Acesso negado'); else the role's home. A public page of the app is
 * allowed too: /p/{slug} opens its editor for an owner or an admin (the editor screen falls back to the page itself
 * when it is not theirs), /t/{code} and a technician's /p/{slug} open the page.
 */
export function destinationFor(redirect: string | null, role: SessionRole): string {
  const safe = safeRedirect(redirect);
  if (!safe) return homeOf(role);
  const publicPage = PUBLIC_PAGE.exec(safe.split(/[?#]/)[0]!);
  if (publicPage) {
    const [, kind, segment] = publicPage;
    // A slug is letters, digits and hyphens (shared slug rules); anything else cannot be a page to edit.
    if (kind === 'p' && role !== 'technician' && /^[a-z0-9-]+$/i.test(segment!)) return editPublicPagePath(segment!);
    return safe;
  }
  const area = safe.split(/[/?#]/)[1] ?? '';
  const roles = AREA_ROLES[area];
  return roles?.includes(role) ? safe : homeOf(role);
}

/** A server-rendered page is no route of the app: the browser loads it. */
function LoadPage({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return null;
}

export function Component() {
  const { status, user } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
  // True once this form has signed the user in and started the navigation: the "already signed in" redirect
  // below must not start a second navigation that would race the first.
  const [signedInHere, setSignedInHere] = useState(false);
  if (status === 'settled' && user && !signedInHere) {
    const to = user.twoFactorSetupRequired ? TWO_FACTOR_SETUP_PATH : destinationFor(redirect, user.role);
    return isPublicPage(to) ? <LoadPage to={to} /> : <Navigate to={to} replace />;
  }
  return (
    <LoginForm
      onSuccess={(signedIn) => {
        setSignedInHere(true);
        const destination = signedIn.twoFactorSetupRequired
          ? TWO_FACTOR_SETUP_PATH
          : destinationFor(redirect, signedIn.role);
        if (isPublicPage(destination)) window.location.replace(destination);
        else navigate(destination, { replace: true });
      }}
    />
  );
}
