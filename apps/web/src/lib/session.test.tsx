import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AuthProvider, loginRequest, useAuth } from './auth';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { readStoredUser } from './session';

function ShowAuth() {
  const { status, user } = useAuth();
  return <p data-testid="auth">{`${status}:${user ? `${user.name}/${user.role}` : 'none'}`}</p>;
}

describe('session user in browser storage (spec section 1)', () => {
  it('an unreadable stored user is removed', () => {
    localStorage.setItem('user', '{not json');
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    localStorage.setItem('user', JSON.stringify({ name: 'sem id' }));
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('the role is always lower-cased, and user when the server gives none', () => {
    localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'a@b.co', name: 'Ana', role: 'ADMIN' }));
    expect(readStoredUser()?.role).toBe('admin');
    localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'a@b.co', name: 'Ana' }));
    expect(readStoredUser()?.role).toBe('user');
  });

  it('auth state is loading, then settled with the stored user (or none)', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 'u1', email: 'a@b.co', name: 'Ana', role: 'USER', company: 'Portal NFC' }),
    );
    render(
      <AuthProvider>
        <ShowAuth />
      </AuthProvider>,
    );
    expect(await screen.findByText('settled:Ana/user')).toBeInTheDocument();
  });

  it('the login answer is read as token, name, role and sub or id; the company is the product label', async () => {
    stubFetch(() => jsonResponse(200, { token: 'jwt', id: 'id-1', name: 'Bruno', role: 'TECHNICIAN' }));
    const result = await act(() => loginRequest('b@c.co', 'segredo-123'));
    expect(result).toEqual({
      token: 'jwt',
      user: { id: 'id-1', name: 'Bruno', email: 'b@c.co', role: 'technician', company: 'Portal NFC' },
    });
    stubFetch(() => jsonResponse(200, { token: 'jwt', sub: 'sub-1' }));
    expect((await loginRequest('b@c.co', 'segredo-123')).user).toMatchObject({ id: 'sub-1', role: 'user' });
  });
});
