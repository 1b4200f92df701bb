import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AccessLogEntry, AccessLogResponse } from '@portal/shared';
import { renderRoutes } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { AccessLogSection } from './access-log-section';

const routes = [{ path: '/user/conta', element: <AccessLogSection /> }];

const entry = (i: number, fields: Partial<AccessLogEntry> = {}): AccessLogEntry => ({
  id: `entry-${i}`,
  at: '2026-03-07T15:04:00.000Z',
  actor: { id: 'admin-1', name: 'Ana Administradora', role: 'ADMIN' },
  profile: { id: 'profile-1', name: 'Bruno Usuário' },
  sections: ['MEDICAL', 'CONTACTS'],
  ...fields,
});

const answer = (entries: AccessLogEntry[], page = 1, totalPages = 1): AccessLogResponse => ({
  entries,
  pagination: { page, limit: 10, total: entries.length, totalPages },
});

describe("'Quem acessou meus dados'", () => {
  it('lists when (Brasília), who, role and what of each reading', async () => {
    signInAs('user');
    const { requests } = stubFetch(() =>
      jsonResponse(
        200,
        answer([
          entry(1),
          entry(2, {
            actor: { id: null, name: 'Conta excluída', role: 'TECHNICIAN' },
            profile: { id: null, name: 'Rex' },
            sections: ['ADDRESS', 'NOTES'],
          }),
        ]),
      ),
    );
    renderRoutes(routes, { initialEntry: '/user/conta' });

    const table = await screen.findByRole('table', { name: 'Quem acessou meus dados' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('07/03/2026 12:04')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Ana Administradora');
    expect(rows[0]).toHaveTextContent('Administrador');
    expect(rows[0]).toHaveTextContent('Bruno Usuário: Informações médicas, Contatos');
    expect(rows[1]).toHaveTextContent('Conta excluída');
    expect(rows[1]).toHaveTextContent('Técnico');
    expect(rows[1]).toHaveTextContent('Rex: Endereço, Observações');
    expect(screen.getByText('Horários de Brasília')).toBeInTheDocument();
    expect(requests[0]!.path).toBe('/api/me/access-log');
    expect(Object.fromEntries(requests[0]!.search)).toEqual({ page: '1', limit: '10' });
  });

  it('says when nobody has read anything', async () => {
    signInAs('user');
    stubFetch(() => jsonResponse(200, answer([])));
    renderRoutes(routes, { initialEntry: '/user/conta' });
    expect(await screen.findByText('Ninguém da equipe abriu seus dados privados até agora.')).toBeInTheDocument();
  });

  it('asks for the next page', async () => {
    signInAs('user');
    const { requests } = stubFetch((request) =>
      jsonResponse(200, answer([entry(Number(request.search.get('page')))], Number(request.search.get('page')), 2)),
    );
    const { user } = renderRoutes(routes, { initialEntry: '/user/conta' });
    await screen.findByRole('table', { name: 'Quem acessou meus dados' });
    await user.click(screen.getByRole('button', { name: /Próxima/ }));
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    expect(requests.map((r) => r.search.get('page'))).toEqual(['1', '2']);
  });

  it('a failed load says so', async () => {
    signInAs('user');
    stubFetch(() => jsonResponse(500, {}));
    renderRoutes(routes, { initialEntry: '/user/conta' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar quem acessou seus dados.');
  });
});
