import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useAuth } from '@/lib/auth';
import { renderRoute } from '@/testing/render';
import { jsonResponse, networkDown, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';

function SignOut() {
  const { user, logout } = useAuth();
  return (
    <button type="button" onClick={logout}>
      {user ? 'Sair' : 'Saiu'}
    </button>
  );
}

describe('logout', () => {
  it('ends the session at once and tells the server (POST /api/auth/logout clears the owner cookie)', async () => {
    signInAs('user');
    const { requests } = stubFetch(() => jsonResponse(204));
    const { user } = renderRoute(<SignOut />);
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(screen.getByRole('button', { name: 'Saiu' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/auth/logout']));
  });

  it('an unreachable server does not keep anyone signed in', async () => {
    signInAs('user');
    stubFetch(networkDown);
    const { user } = renderRoute(<SignOut />);
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(screen.getByRole('button', { name: 'Saiu' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
