import { describe, expect, it } from 'vitest';
import { ROLE_HOME, toSessionRole } from './roles.js';

describe('session role', () => {
  it('is always lower-cased', () => {
    expect(toSessionRole('ADMIN')).toBe('admin');
    expect(toSessionRole('TECHNICIAN')).toBe('technician');
  });
  it('defaults to user when the server gives none or an unknown one', () => {
    expect(toSessionRole(undefined)).toBe('user');
    expect(toSessionRole('')).toBe('user');
    expect(toSessionRole('root')).toBe('user');
  });
  it('each role lands on its own dashboard', () => {
    expect(ROLE_HOME).toEqual({ admin: '/admin/dashboard', user: '/user/dashboard', technician: '/tecnico' });
  });
});
