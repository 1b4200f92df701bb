import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { SessionsSection } from './sessions-section';

const SESSIONS = [
  {
    id: 's-current',
    createdAt: '2026-11-20T13:00:00.000Z',
    lastSeenAt: '2026-11-26T12:00:00.000Z',
    device: 'desktop',
    browser: 'Chrome',
    place: 'São Paulo, Brasil',
    current: true,
  },
  {
    id: 's-phone',
    createdAt: '2026-11-19T10:00:00.000Z',
    lastSeenAt: '2026-11-25T09:30:00.000Z',
    device: 'mobile',
    browser: 'Mobile Safari',
    place: 'Local desconhecido',
    current: false,
  },
];

describe('SessionsSection', () => {
  it("lists the sessions with device, browser, place and Brasília times; 'Este dispositivo' marks the current one", async () => {
    signInAs('user');
    stubFetch(() => jsonResponse(200, { sessions: SESSIONS }));
    renderRoute(<SessionsSection />);
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Este dispositivo')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Computador · Chrome');
    expect(rows[0]).toHaveTextContent('São Paulo, Brasil · Último acesso 26/11/2026 09:00');
    expect(within(rows[0]!).queryByRole('button', { name: /Encerrar/ })).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Celular · Mobile Safari');
    expect(rows[1]).toHaveTextContent('Local desconhecido');
    expect(within(rows[1]!).queryByText('Este dispositivo')).not.toBeInTheDocument();
  });

  it("'Encerrar' ends that session and the list reloads without it", async () => {
    signInAs('user');
    let list = SESSIONS;
    const { requests } = stubFetch((request) => {
      if (request.method === 'GET') return jsonResponse(200, { sessions: list });
      list = SESSIONS.slice(0, 1);
      return new Response(null, { status: 204 });
    });
    const { user } = renderRoute(<SessionsSection />);
    await user.click(await screen.findByRole('button', { name: 'Encerrar: Celular · Mobile Safari' }));
    expect(await screen.findByText('Sessão encerrada.')).toBeInTheDocument();
    await screen.findAllByTestId('session-row').then((rows) => expect(rows).toHaveLength(1));
    // Only this device left: nothing else to end.
    expect(screen.queryByRole('button', { name: 'Sair de todos os outros dispositivos' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/api/me/sessions/s-phone' }),
    ]);
  });

  it("'Sair de todos os outros dispositivos' posts revoke-others", async () => {
    signInAs('admin');
    const { requests } = stubFetch((request) =>
      request.method === 'GET' ? jsonResponse(200, { sessions: SESSIONS }) : new Response(null, { status: 204 }),
    );
    const { user } = renderRoute(<SessionsSection />);
    await user.click(await screen.findByRole('button', { name: 'Sair de todos os outros dispositivos' }));
    expect(await screen.findByText('As outras sessões foram encerradas.')).toBeInTheDocument();
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/me/sessions/revoke-others' }),
    );
  });
});
