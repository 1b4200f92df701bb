import { toSessionRole, type SessionRole } from '@portal/shared/core';

/** The session user kept in browser storage (spec section 1). */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: SessionRole;
  company: string;
  /** REQUIRE_ADMIN_2FA: this admin must turn two-factor on before anything else (the server refuses the rest). */
  twoFactorSetupRequired?: boolean;
};

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const APP_NAME = import.meta.env.VITE_APP_NAME ?? 'Portal NFC';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** Reads the stored user; an unreadable one is removed (spec: "If it is unreadable it is removed"). */
export function readStoredUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SessionUser> | null;
    if (!parsed || typeof parsed.id !== 'string' || typeof parsed.email !== 'string') throw new Error('bad user');
    return {
      id: parsed.id,
      name: typeof parsed.name === 'string' ? parsed.name : parsed.email,
      email: parsed.email,
      role: toSessionRole(parsed.role),
      company: typeof parsed.company === 'string' ? parsed.company : APP_NAME,
      ...(parsed.twoFactorSetupRequired === true ? { twoFactorSetupRequired: true } : {}),
    };
  } catch {
    localStorage.removeItem(USER_KEY);
    return null;
  }
}

export function storeSession(token: string, user: SessionUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

const listeners = new Set<() => void>();
/** Lets the auth provider hear that the api client cleared the session on a 401. */
export function onSessionCleared(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function notifySessionCleared(): void {
  for (const listener of listeners) listener();
}
