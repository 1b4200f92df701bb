import type { SessionRole } from '@portal/shared';
import { storeSession, type SessionUser } from '@/lib/session';

export const TEST_USERS: Record<SessionRole, SessionUser> = {
  admin: {
    id: 'admin-1',
    name: 'Ana Administradora',
    email: 'admin@demo.portal',
    role: 'admin',
    company: 'Portal NFC',
  },
  user: { id: 'user-1', name: 'Bruno Usuário', email: 'usuario@demo.portal', role: 'user', company: 'Portal NFC' },
  technician: {
    id: 'tech-1',
    name: 'Carla Técnica',
    email: 'tecnico@demo.portal',
    role: 'technician',
    company: 'Portal NFC',
  },
};

/** What POST /api/auth/login answers for the demo admin (a password, or a second step, that was right). */
export const ADMIN_LOGIN = {
  token: 'jwt-admin',
  id: 'u1',
  sub: 'u1',
  name: 'Ana Administradora',
  role: 'ADMIN',
  email: 'admin@demo.portal',
};

/** Puts a session in browser storage, as a login would, before the app renders. */
export function signInAs(role: SessionRole): SessionUser {
  const user = TEST_USERS[role];
  storeSession(`test-token-${role}`, user);
  return user;
}
