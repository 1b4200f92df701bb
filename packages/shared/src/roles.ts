/** Roles as the server stores them; the browser lower-cases them (spec section 1). Part of `./core.ts`: no zod. */
export const ROLES = ['ADMIN', 'USER', 'TECHNICIAN'] as const;
export type Role = (typeof ROLES)[number];

/** Lower-cased role as the browser keeps it in the session user. */
export type SessionRole = Lowercase<Role>;

/** The area each role lands on after login. */
export const ROLE_HOME: Record<SessionRole, string> = {
  admin: '/admin/dashboard',
  user: '/user/dashboard',
  technician: '/tecnico',
};

export const ROLE_LABELS: Record<SessionRole, string> = {
  admin: 'Administrador',
  user: 'Usuário',
  technician: 'Técnico',
};

/** The spec: "The default role when the server gives none is user." */
export function toSessionRole(role: string | null | undefined): SessionRole {
  const lower = (role ?? '').toLowerCase();
  return lower === 'admin' || lower === 'technician' || lower === 'user' ? lower : 'user';
}
