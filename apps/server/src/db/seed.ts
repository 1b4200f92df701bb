import { AppError } from '../lib/errors.js';
import type { Services } from '../services.js';

// The demo data lives in src/demo (one entry, seedDemo); this is the one account an installation itself asks for.

/** ADMIN_EMAIL + ADMIN_PASSWORD: create that admin at start if it does not exist. */
export async function ensureAdmin(services: Services, admin: { email: string; password: string }): Promise<boolean> {
  if (await services.users.findByEmail(admin.email)) return false;
  try {
    await services.users.createUser({
      email: admin.email,
      password: admin.password,
      name: 'Administrador',
      role: 'ADMIN',
    });
  } catch (error) {
    // Two instances starting together with one ADMIN_EMAIL: the other one created it first.
    if (error instanceof AppError && error.code === 'EMAIL_TAKEN') return false;
    throw error;
  }
  return true;
}
