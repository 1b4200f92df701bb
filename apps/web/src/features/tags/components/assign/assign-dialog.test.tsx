import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { listOf, routes, tagFixture, userFixture, usersList } from '../../testing/tag-fixtures';
import { BraceletsScreen } from '../bracelets/bracelets-screen';

const owner = userFixture({
  id: 'bbbbbbbb-0000-4000-8000-0000000000aa',
  name: 'Bruno Usuário',
  email: 'usuario@demo.portal',
});
const daniela = userFixture();
const tag = tagFixture({ assignedUserId: owner.id, assignedUserName: owner.name, assignedUserEmail: owner.email });
const assignPath = `/api/admin/bracelets/${tag.id}/assign`;

function api(assign: FetchHandler, extra: Record<string, FetchHandler> = {}): FetchHandler {
  return routes({
    'GET /api/admin/bracelets': () => jsonResponse(200, listOf([tag])),
    'GET /api/admin/users': (request) =>
      jsonResponse(
        200,
        usersList(
          [daniela, owner].filter(
            (u) =>
              !request.search.get('search') ||
              u.name.toLowerCase().includes(request.search.get('search')!.toLowerCase()),
          ),
        ),
      ),
    [`PATCH ${assignPath}`]: assign,
    ...extra,
  });
}

const assigns = (requests: ReturnType<typeof stubFetch>['requests']) => requests.filter((r) => r.path === assignPath);

async function openAssign(initialEntry = '/admin/bracelets') {
  signInAs('admin');
  const utils = renderRoute(<BraceletsScreen />, { path: '/admin/bracelets', initialEntry });
  // The screen draws a table (wide screens) and cards (narrow ones); jsdom has no CSS, so use the table's row.
  const table = await screen.findByRole('table');
  await utils.user.click(within(table).getByRole('button', { name: `Atribuir ${tag.code}` }));
  const dialog = within(await screen.findByRole('dialog'));
  return { ...utils, dialog };
}

describe('assign / transfer dialog', () => {
  beforeEach(stubResizeObserver);

  it('BLOCK first; on 409 ALREADY_ASSIGNED asks to transfer, and on confirmation retries with TRANSFER', async () => {
    const { requests } = stubFetch(
      api((request) => {
        const body = request.body as { conflictMode: string };
        if (body.conflictMode === 'BLOCK') {
          return jsonResponse(409, {
            code: 'ALREADY_ASSIGNED',
            message: 'Esta bracelete já está atribuída a Bruno Usuário.',
            assignedUserId: owner.id,
            assignedUserName: 'Bruno Usuário',
          });
        }
        return jsonResponse(200, { ...tag, assignedUserId: daniela.id, assignedUserName: daniela.name });
      }),
    );
    const { dialog, user } = await openAssign();
    await user.type(dialog.getByRole('searchbox', { name: 'Buscar usuário' }), 'dani');
    await waitFor(() => expect(dialog.queryByText('usuario@demo.portal')).not.toBeInTheDocument());
    await user.click(dialog.getByRole('radio', { name: /Daniela Souza/ }));
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));

    expect(
      await dialog.findByText('Esta bracelete já está atribuída a Bruno Usuário. Quer transferir a propriedade?'),
    ).toBeInTheDocument();
    expect(assigns(requests).map((r) => r.body)).toEqual([{ userId: daniela.id, conflictMode: 'BLOCK' }]);
    expect(screen.queryByText('Propriedade transferida com sucesso')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText('Propriedade transferida com sucesso')).toBeInTheDocument();
    expect(assigns(requests).map((r) => r.body)).toEqual([
      { userId: daniela.id, conflictMode: 'BLOCK' },
      { userId: daniela.id, conflictMode: 'TRANSFER' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('saying no to the transfer sends nothing more and goes back to the user list', async () => {
    const { requests } = stubFetch(
      api(() =>
        jsonResponse(409, {
          code: 'ALREADY_ASSIGNED',
          message: 'x',
          assignedUserId: owner.id,
          assignedUserName: 'Bruno Usuário',
        }),
      ),
    );
    const { dialog, user } = await openAssign();
    await user.click(await dialog.findByRole('radio', { name: /Daniela Souza/ }));
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));
    await dialog.findByText(/Quer transferir a propriedade\?/);
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(await dialog.findByRole('searchbox', { name: 'Buscar usuário' })).toBeInTheDocument();
    expect(assigns(requests)).toHaveLength(1);
  });

  it('?userId (from the users screen) pre-selects the target; a free tag is assigned with BLOCK', async () => {
    const free = tagFixture();
    const { requests } = stubFetch(
      routes({
        'GET /api/admin/bracelets': () => jsonResponse(200, listOf([free])),
        'GET /api/admin/users': () => jsonResponse(200, usersList([owner])),
        [`GET /api/admin/users/${daniela.id}`]: () => jsonResponse(200, daniela),
        [`PATCH ${assignPath}`]: () => jsonResponse(200, { ...free, assignedUserId: daniela.id }),
      }),
    );
    const { dialog, user } = await openAssign(`/admin/bracelets?userId=${daniela.id}`);
    expect(screen.getByText(/Adicionando pulseira para/)).toHaveTextContent('Daniela Souza');
    expect(await dialog.findByText(/Selecionado:/)).toHaveTextContent('Daniela Souza');
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));
    expect(await screen.findByText('Bracelete atribuída com sucesso')).toBeInTheDocument();
    expect(assigns(requests).map((r) => r.body)).toEqual([{ userId: daniela.id, conflictMode: 'BLOCK' }]);
  });

  it("any other failure: 'Falha ao atribuir', with the server's reason in the dialog", async () => {
    stubFetch(api(() => jsonResponse(404, { code: 'USER_NOT_FOUND', message: 'Usuário não encontrado.' })));
    const { dialog, user } = await openAssign();
    await user.click(await dialog.findByRole('radio', { name: /Daniela Souza/ }));
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));
    expect(await screen.findByText('Falha ao atribuir')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent('Usuário não encontrado.');
  });

  it("a 409 SAME_USER (the tag became this user's meanwhile) is a failure, not a transfer question: one request", async () => {
    const { requests } = stubFetch(
      api(() => jsonResponse(409, { code: 'SAME_USER', message: 'A tag já está atribuída a este usuário.' })),
    );
    const { dialog, user } = await openAssign();
    await user.click(await dialog.findByRole('radio', { name: /Daniela Souza/ }));
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));
    expect(await screen.findByText('Falha ao atribuir')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent('A tag já está atribuída a este usuário.');
    expect(dialog.queryByText(/Quer transferir a propriedade\?/)).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Transferir' })).not.toBeInTheDocument();
    expect(assigns(requests).map((r) => r.body)).toEqual([{ userId: daniela.id, conflictMode: 'BLOCK' }]);
  });

  it('the current owner cannot be picked again', async () => {
    stubFetch(api(() => jsonResponse(200, tag)));
    const { dialog, user } = await openAssign();
    const row = await dialog.findByRole('radio', { name: /Bruno Usuário/ });
    expect(row.closest('label')).toHaveTextContent('Dono atual');
    await user.click(row);
    expect(dialog.getByRole('button', { name: 'Atribuir' })).toBeDisabled();
    expect(dialog.getByText('A tag já está atribuída a este usuário.')).toBeInTheDocument();
  });

  it('the picker asks the server for role=USER only: a technician is never offered, and no raw role shows', async () => {
    const technician = userFixture({
      id: 'bbbbbbbb-0000-4000-8000-0000000000cc',
      name: 'Carla Técnica',
      role: 'TECHNICIAN',
    });
    const { requests } = stubFetch(
      api(() => jsonResponse(200, tag), {
        'GET /api/admin/users': (request) =>
          jsonResponse(
            200,
            usersList(
              [daniela, owner, technician].filter((u) => request.search.get('role') !== 'USER' || u.role === 'USER'),
            ),
          ),
      }),
    );
    const { dialog } = await openAssign();
    expect(await dialog.findByRole('radio', { name: /Bruno Usuário/ })).toBeInTheDocument();
    const asked = requests.filter((r) => r.path === '/api/admin/users');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((r) => r.search.get('role') === 'USER')).toBe(true);
    expect(dialog.queryByRole('radio', { name: /Carla Técnica/ })).not.toBeInTheDocument();
    expect(dialog.queryByText('TECHNICIAN')).not.toBeInTheDocument();
  });
});
