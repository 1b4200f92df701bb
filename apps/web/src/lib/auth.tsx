import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LoginResponse } from '@portal/shared';
import { toSessionRole } from '@portal/shared/core';
import { api } from './api-client';
import {
  APP_NAME,
  clearSession,
  onSessionCleared,
  readStoredUser,
  readToken,
  storeSession,
  type SessionUser,
} from './session';

/**
 * Auth state of spec section 1: loading or settled, with a user or none. `signedOut`: the user chose 'Sair' (the
 * guards then go to a clean /login, not /login?redirect=here for whoever signs in next).
 */
export type AuthState = { status: 'loading' | 'settled'; user: SessionUser | null; signedOut?: boolean };

/** The login's second step when the account has two-factor on: a current code or one of the recovery codes. */
export type SecondFactor = { totp: string } | { recoveryCode: string };

type AuthContextValue = AuthState & {
  login: (email: string, password: string, secondFactor?: SecondFactor) => Promise<SessionUser>;
  logout: () => void;
  /** Two-factor is on now (REQUIRE_ADMIN_2FA's setup done): the whole area opens. */
  completeTwoFactorSetup: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

// The spec: "The client waits an artificial 400 ms first." It also evens out timing feedback.
const LOGIN_DELAY_MS = 400;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function loginRequest(
  email: string,
  password: string,
  secondFactor?: SecondFactor,
): Promise<{ token: string; user: SessionUser }> {
  await wait(LOGIN_DELAY_MS);
  const response = await api.post<Partial<LoginResponse> & { token: string }>(
    '/auth/login',
    { email, password, ...secondFactor },
    { skipAuthRedirect: true },
  );
  const id = response.sub ?? response.id ?? '';
  return {
    token: response.token,
    user: {
      id,
      name: response.name ?? email,
      email: response.email ?? email,
      role: toSessionRole(response.role),
      company: APP_NAME,
      ...(response.twoFactorSetupRequired ? { twoFactorSetupRequired: true } : {}),
    },
  };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });

  useEffect(() => {
    // At start the stored user is read; without a token it is not a session.
    const user = readToken() ? readStoredUser() : null;
    if (!user) clearSession();
    setState({ status: 'settled', user });
    return onSessionCleared(() => setState({ status: 'settled', user: null }));
  }, []);

  const login = useCallback(async (email: string, password: string, secondFactor?: SecondFactor) => {
    const { token, user } = await loginRequest(email, password, secondFactor);
    storeSession(token, user);
    setState({ status: 'settled', user });
    return user;
  }, []);

  const logout = useCallback(() => {
    // Fire and forget: the server clears the portal_owner cookie (an owner's own scans raise no alerts while it is
    // set); the session ends here whatever it answers, also offline.
    void api.post('/auth/logout', undefined, { skipAuthRedirect: true }).catch(() => undefined);
    clearSession();
    sessionStorage.clear();
    setState({ status: 'settled', user: null, signedOut: true });
  }, []);

  const completeTwoFactorSetup = useCallback(() => {
    const token = readToken();
    const stored = readStoredUser();
    if (!token || !stored) return;
    const { twoFactorSetupRequired: _done, ...user } = stored;
    storeSession(token, user);
    setState((current) => ({ ...current, user }));
  }, []);

  const value = useMemo(
    () => ({ ...state, login, logout, completeTwoFactorSetup }),
    [state, login, logout, completeTwoFactorSetup],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
