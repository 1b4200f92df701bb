import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ACTIVATION_TEXTS } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs, TEST_USERS } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { listOf, routes, tagFixture, tagProfileFixture } from '../../testing/tag-fixtures';
import { MyTagsScreen } from './my-tags-screen';
import { UserDashboard } from './user-dashboard';
import { findOpenDialog } from '@/testing/dialogs';

const mine = [
  tagFixture({
    id: 'aaaaaaaa-0000-4000-8000-000000000011',
    code: 'PULS0001',
    assignedUserId: TEST_USERS.user.id,
    meta: { nickname: 'Pulseira do Bruno' },
    profile: tagProfileFixture({ name: 'Bruno Usuário' }),
  }),
  tagFixture({
    id: 'aaaaaaaa-0000-4000-8000-000000000012',
    code: 'EXT00001',
    type: 'B2B',
    status: 'LOST',
    assignedUserId: TEST_USERS.user.id,
    meta: { model: 'Extintor PQS' },
    profile: tagProfileFixture({
      id: '55555555-5555-4555-8555-555555555555',
      name: 'Extintor do galpão',
      kind: 'EQUIPMENT',
      isPrimary: false,
    }),
  }),
];

describe("'Meu Dashboard' (/user/dashboard)", () => {
  beforeEach(stubResizeObserver);

  it("cards with status, NFC code and 'Ver/Editar'; the search narrows them; nothing left: 'Nenhuma tag encontrada'", async () => {
    const { requests } = stubFetch(routes({ 'GET /api/me/bracelets': () => jsonResponse(200, listOf(mine)) }));
    signInAs('user');
    const { user } = renderRoute(<UserDashboard />, { path: '/user/dashboard' });
    const cards = await screen.findAllByTestId('my-tag-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Disponível');
    expect(cards[0]).toHaveTextContent('PULS0001');
    expect(within(cards[0]!).getByRole('link', { name: 'Ver/Editar' })).toHaveAttribute(
      'href',
      `/user/tags/edit/${mine[0]!.id}`,
    );
    expect(cards[1]).toHaveTextContent('Perdida');
    expect(requests[0]!.search.get('limit')).toBe('100');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar minhas tags' }), 'extintor');
    await waitFor(() => expect(screen.getAllByTestId('my-tag-card')).toHaveLength(1), { timeout: 2000 });
    expect(screen.getByTestId('my-tag-card')).toHaveTextContent('EXT00001');

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar minhas tags' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar minhas tags' }), 'nada');
    expect(await screen.findByText('Nenhuma tag encontrada', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it("a failed load (on /me and on the admin fallback): 'Não foi possível carregar suas tags.'", async () => {
    const { requests } = stubFetch(
      routes({
        'GET /api/me/bracelets': () => jsonResponse(500, {}),
        'GET /api/admin/bracelets': () => jsonResponse(403, {}),
      }),
    );
    signInAs('user');
    renderRoute(<UserDashboard />, { path: '/user/dashboard' });
    expect(await screen.findByText('Não foi possível carregar suas tags.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/admin/bracelets')!.search.get('assignedUserId')).toBe(
      TEST_USERS.user.id,
    );
  });

  it("'Ativar tag' is disabled until a code is typed, asks for the activation code too, claims a free tag by both; the server's reason is shown when it cannot", async () => {
    let claimed = false;
    const { requests } = stubFetch(
      routes({
        'GET /api/me/bracelets': () =>
          jsonResponse(200, listOf(claimed ? [...mine, tagFixture({ id: 'x', code: 'EXT00002' })] : mine)),
        'POST /api/me/bracelets/claim': (request) => {
          const { code, activationCode } = request.body as { code: string; activationCode: string };
          if (code !== 'EXT00002' || activationCode !== 'ABCD2345')
            return jsonResponse(400, { code: 'INVALID_ACTIVATION', message: ACTIVATION_TEXTS.invalid });
          claimed = true;
          return jsonResponse(200, tagFixture({ id: 'x', code }));
        },
      }),
    );
    signInAs('user');
    const { user } = renderRoute(<UserDashboard />, { path: '/user/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Ativar tag' }));
    const dialog = await findOpenDialog('Ativar uma tag');
    // Spec section 5: no code, no assigning (blanks are no code).
    expect(dialog.getByRole('button', { name: 'Ativar' })).toBeDisabled();
    await user.type(dialog.getByLabelText('Código da tag'), '   ');
    expect(dialog.getByRole('button', { name: 'Ativar' })).toBeDisabled();
    await user.clear(dialog.getByLabelText('Código da tag'));
    await user.type(dialog.getByLabelText('Código da tag'), 'nope');
    expect(dialog.getByRole('button', { name: 'Ativar' })).toBeEnabled();
    // Issue 25: without the activation code nothing is sent.
    await user.click(dialog.getByRole('button', { name: 'Ativar' }));
    expect(await dialog.findByText('Informe o código de ativação.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(dialog.getByLabelText('Código de ativação'), 'zzzz2222');
    await user.click(dialog.getByRole('button', { name: 'Ativar' }));
    expect(await dialog.findByText(ACTIVATION_TEXTS.invalid)).toBeInTheDocument();

    await user.clear(dialog.getByLabelText('Código da tag'));
    await user.type(dialog.getByLabelText('Código da tag'), 'ext00002');
    await user.clear(dialog.getByLabelText('Código de ativação'));
    await user.type(dialog.getByLabelText('Código de ativação'), 'abcd-2345');
    await user.click(dialog.getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByText('Tag EXT00002 atribuída a você.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { code: 'NOPE', activationCode: 'ZZZZ2222' },
      { code: 'EXT00002', activationCode: 'ABCD2345' },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('my-tag-card')).toHaveLength(3));
  });
});

describe("'Minhas Tags' (/user/tags and /user/bracelets)", () => {
  beforeEach(stubResizeObserver);

  const renderMine = (initialEntry = '/user/tags') => {
    signInAs('user');
    return renderRoute(<MyTagsScreen />, { path: '/user/tags', initialEntry });
  };

  it("lists code and status with 'Editar meta', which puts ?edit={id} in the address", async () => {
    stubFetch(routes({ 'GET /api/me/bracelets': () => jsonResponse(200, listOf(mine)) }));
    const { user, router } = renderMine();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByTestId('my-tag-row');
    expect(rows[0]).toHaveTextContent('PULS0001');
    expect(rows[0]).toHaveTextContent('Disponível');
    await user.click(within(table).getByRole('button', { name: 'Editar meta de EXT00001' }));
    expect(await screen.findByRole('dialog', { name: /Meta de EXT00001/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?edit=${mine[1]!.id}`);
  });

  it("each tag says which profile it opens: 'Abre: {name}' with the kind's icon, in the table and in the phone cards", async () => {
    stubFetch(routes({ 'GET /api/me/bracelets': () => jsonResponse(200, listOf(mine)) }));
    renderMine();
    const rows = within(await screen.findByRole('table')).getAllByTestId('my-tag-row');
    expect(within(rows[0]!).getByTestId('tag-opens-profile')).toHaveTextContent('Abre: Bruno Usuário');
    expect(within(rows[0]!).getByRole('img', { name: 'Pessoa' })).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('tag-opens-profile')).toHaveTextContent('Abre: Extintor do galpão');
    expect(within(rows[1]!).getByRole('img', { name: 'Equipamento' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Minhas tags' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByTestId('tag-opens-profile').textContent)).toEqual([
      'Abre: Bruno Usuário',
      'Abre: Extintor do galpão',
    ]);
  });

  it("none assigned: 'Nenhuma tag atribuída'", async () => {
    stubFetch(routes({ 'GET /api/me/bracelets': () => jsonResponse(200, listOf([])) }));
    renderMine();
    expect(await screen.findByText('Nenhuma tag atribuída')).toBeInTheDocument();
  });

  it("a 403: 'Acesso negado.'; another failure: 'Erro ao carregar suas tags.'", async () => {
    stubFetch(
      routes({
        'GET /api/me/bracelets': () => jsonResponse(403, {}),
        'GET /api/admin/bracelets': () => jsonResponse(403, {}),
      }),
    );
    const first = renderMine();
    expect(await screen.findByText('Acesso negado.')).toBeInTheDocument();
    first.unmount();

    stubFetch(
      routes({
        'GET /api/me/bracelets': () => jsonResponse(500, {}),
        'GET /api/admin/bracelets': () => jsonResponse(403, {}),
      }),
    );
    renderMine();
    expect(await screen.findByText('Erro ao carregar suas tags.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("?edit naming none of the user's tags: 'Tag não encontrada.' and the parameter is dropped", async () => {
    stubFetch(routes({ 'GET /api/me/bracelets': () => jsonResponse(200, listOf(mine)) }));
    const { router } = renderMine('/user/tags?edit=OUTRA001');
    expect(await screen.findByText('Tag não encontrada.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
