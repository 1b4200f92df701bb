import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TagEvent } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { fill } from '@/testing/fill';
import { routes, tagFixture, tagProfileFixture } from '@/features/tags/testing/tag-fixtures';
import { BraceletsScreen } from '@/app/routes/screens/bracelets-screen';
import { findOpenDialog } from '@/testing/dialogs';

const tag = tagFixture({ code: 'BRL00001', status: 'INACTIVE' });

function api(extra: Record<string, FetchHandler> = {}): FetchHandler {
  return routes({
    'GET /api/admin/bracelets': (request) =>
      jsonResponse(200, {
        items: [tag],
        pagination: { page: Number(request.search.get('page') ?? 1), limit: 20, total: 41, totalPages: 3 },
      }),
    ...extra,
  });
}

function renderBracelets(initialEntry = '/admin/bracelets') {
  signInAs('admin');
  return renderRoute(<BraceletsScreen />, { path: '/admin/bracelets', initialEntry });
}

const listRequests = (requests: ReturnType<typeof stubFetch>['requests']) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/api/admin/bracelets');

describe('bracelets screen (/admin/bracelets)', () => {
  beforeEach(stubResizeObserver);

  it('keeps its query in the address and sends it: status chips, filters, sortable columns, page', async () => {
    const { requests } = stubFetch(api());
    const { user, router } = renderBracelets('/admin/bracelets?type=B2B&page=2');
    const table = await screen.findByRole('table');
    expect(Object.fromEntries(listRequests(requests).at(-1)!.search)).toEqual({
      type: 'B2B',
      page: '2',
      limit: '20',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('group', { name: 'Filtrar por status' })).getByRole('button', { name: 'Perdida' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?type=B2B&status=LOST'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Atribuição' }), 'UNASSIGNED');
    await user.click(within(table).getByRole('button', { name: /Código/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=B2B&status=LOST&assigned=UNASSIGNED&sortBy=code&sortOrder=asc'),
    );
    // A second click turns the order; desc is the default order, so the address leaves it out.
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: /Código/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=B2B&status=LOST&assigned=UNASSIGNED&sortBy=code'),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Buscar braceletes' }), 'brl');
    await waitFor(() => expect(router.state.location.search).toContain('search=brl'));
    await waitFor(() =>
      expect(Object.fromEntries(listRequests(requests).at(-1)!.search)).toEqual({
        search: 'brl',
        status: 'LOST',
        type: 'B2B',
        assigned: 'UNASSIGNED',
        sortBy: 'code',
        sortOrder: 'desc',
        page: '1',
        limit: '20',
      }),
    );
  });

  it('?userId names the user the screen was opened for (GET /admin/users/{id}); unreadable, it shows the id', async () => {
    const id = 'bbbbbbbb-0000-4000-8000-000000000009';
    stubFetch(
      api({
        [`GET /api/admin/users/${id}`]: () =>
          jsonResponse(200, {
            id,
            email: 'carla@x.com',
            name: 'Carla Dias',
            role: 'USER',
            isSubscriber: false,
            createdAt: '2025-01-01T00:00:00.000Z',
            updatedAt: '2025-01-01T00:00:00.000Z',
          }),
      }),
    );
    renderBracelets(`/admin/bracelets?userId=${id}`);
    const banner = await screen.findByText(/Adicionando pulseira para/);
    await waitFor(() => expect(banner).toHaveTextContent('Adicionando pulseira para Carla Dias · carla@x.com.'));
  });

  it('?userId of an account that cannot be read still assigns by id, shown short', async () => {
    const id = 'bbbbbbbb-0000-4000-8000-000000000010';
    stubFetch(
      api({
        [`GET /api/admin/users/${id}`]: () =>
          jsonResponse(404, { code: 'USER_NOT_FOUND', message: 'Usuário não encontrado.' }),
      }),
    );
    renderBracelets(`/admin/bracelets?userId=${id}`);
    expect(await screen.findByText(/Adicionando pulseira para/)).toHaveTextContent('Usuário bbbbbbbb');
  });

  it("the row's status select sends PATCH .../status {status}: 'Status atualizado'; a failure 'Erro ao atualizar status da tag. Tente novamente.'", async () => {
    let fail = false;
    const { requests } = stubFetch(
      api({
        [`PATCH /api/admin/bracelets/${tag.id}/status`]: () =>
          fail ? jsonResponse(500, {}) : jsonResponse(200, { ...tag, status: 'LOST' }),
      }),
    );
    const { user } = renderBracelets();
    const table = await screen.findByRole('table');
    await user.selectOptions(within(table).getByRole('combobox', { name: 'Status de BRL00001' }), 'LOST');
    expect(await screen.findByText('Status atualizado')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({ status: 'LOST' });

    fail = true;
    await user.selectOptions(within(table).getByRole('combobox', { name: 'Status de BRL00001' }), 'BROKEN');
    expect(await screen.findByText('Erro ao atualizar status da tag. Tente novamente.')).toBeInTheDocument();
  });

  it("'Histórico' shows the last 20 transfer records, or 'Sem histórico.'; a failure 'Erro ao carregar histórico'", async () => {
    const record: TagEvent = {
      id: 'e1',
      tagId: tag.id,
      braceletId: tag.id,
      action: 'TRANSFERRED',
      status: null,
      previousStatus: null,
      notes: 'Venda',
      fromUserId: 'u1',
      fromUserName: 'Eduardo Lima',
      toUserId: 'u2',
      toUserName: 'Daniela Souza',
      actorUserId: null,
      actorName: null,
      timestamp: '2025-02-01T13:30:00.000Z',
      createdAt: '2025-02-01T13:30:00.000Z',
    };
    const empty = tagFixture({ id: 'aaaaaaaa-0000-4000-8000-000000000002', code: 'BRL00002' });
    const broken = tagFixture({ id: 'aaaaaaaa-0000-4000-8000-000000000003', code: 'BRL00003' });
    const { requests } = stubFetch(
      routes({
        'GET /api/admin/bracelets': () =>
          jsonResponse(200, {
            items: [tag, empty, broken],
            pagination: { page: 1, limit: 20, total: 3, totalPages: 1 },
          }),
        [`GET /api/admin/bracelets/${tag.id}/transfers`]: () => jsonResponse(200, [record]),
        [`GET /api/admin/bracelets/${empty.id}/transfers`]: () => jsonResponse(200, []),
        [`GET /api/admin/bracelets/${broken.id}/transfers`]: () => jsonResponse(500, {}),
      }),
    );
    const { user } = renderBracelets();
    const table = await screen.findByRole('table');
    const open = async (code: string) => {
      await user.click(within(table).getByRole('button', { name: `Histórico de ${code}` }));
      return within(await screen.findByRole('dialog', { name: `Histórico de ${code}` }));
    };
    const close = async () => {
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };

    expect(await (await open('BRL00001')).findByText('De Eduardo Lima para Daniela Souza')).toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith('/transfers'))!.search.get('limit')).toBe('20');
    await close();
    expect(await (await open('BRL00002')).findByText('Sem histórico.')).toBeInTheDocument();
    await close();
    expect(
      await (await open('BRL00003')).findByText('Erro ao carregar histórico', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it("a B2B tag's 'Histórico' also shows its 'Manutenção' card (GET /tecnico/equipment/{id}); a B2C tag's does not ask", async () => {
    const machine = tagFixture({ id: 'aaaaaaaa-0000-4000-8000-000000000009', code: 'EXT00009', type: 'B2B' });
    const { requests } = stubFetch(
      routes({
        'GET /api/admin/bracelets': () =>
          jsonResponse(200, { items: [tag, machine], pagination: { page: 1, limit: 20, total: 2, totalPages: 1 } }),
        [`GET /api/admin/bracelets/${tag.id}/transfers`]: () => jsonResponse(200, []),
        [`GET /api/admin/bracelets/${machine.id}/transfers`]: () => jsonResponse(200, []),
        [`GET /api/tecnico/equipment/${machine.id}`]: () =>
          jsonResponse(200, {
            equipment: {
              id: machine.id,
              code: machine.code,
              status: 'ACTIVE',
              serialNumber: '',
              model: '',
              location: '',
              clientName: null,
              profileName: null,
              nextService: null,
              due: 'none',
              lastService: null,
              plan: null,
              details: '',
              mapUrl: null,
              notes: null,
            },
            plan: null,
            records: [],
            documents: [],
          }),
      }),
    );
    const { user } = renderBracelets();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: `Histórico de ${machine.code}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Histórico de ${machine.code}` }));
    expect(await dialog.findByRole('heading', { name: 'Manutenção' })).toBeInTheDocument();
    expect(dialog.getByText('Sem plano de manutenção.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Abrir no painel' })).toHaveAttribute(
      'href',
      `/tecnico/equipamentos/${machine.id}`,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(table).getByRole('button', { name: `Histórico de ${tag.code}` }));
    const other = within(await screen.findByRole('dialog', { name: `Histórico de ${tag.code}` }));
    expect(await other.findByText('Sem histórico.')).toBeInTheDocument();
    expect(other.queryByRole('heading', { name: 'Manutenção' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path.startsWith('/api/tecnico'))).toHaveLength(1);
  });

  it("'Nova Tag': an empty code is left to the server; a taken code says 'Código já existente. Clique em Gerar código ou deixe vazio para gerar automático.'", async () => {
    let taken = false;
    const { requests } = stubFetch(
      api({
        'POST /api/admin/bracelets': () =>
          taken
            ? jsonResponse(409, {
                code: 'DUPLICATE_CODE',
                message: 'Código já existente. Clique em Gerar código ou deixe vazio para gerar automático.',
              })
            : jsonResponse(201, tagFixture({ code: 'K7Q2M9XA' })),
      }),
    );
    const { user } = renderBracelets();
    await user.click(await screen.findByRole('button', { name: 'Nova Tag' }));
    let dialog = await findOpenDialog('Nova Tag');
    await user.click(dialog.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Bracelete criado com sucesso.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ type: 'B2C', physicalType: 'NFC' });

    taken = true;
    await user.click(screen.getByRole('button', { name: 'Nova Tag' }));
    dialog = await findOpenDialog('Nova Tag');
    await user.type(dialog.getByLabelText('Código (opcional)'), 'brl00001');
    await user.click(dialog.getByRole('button', { name: 'Criar' }));
    expect(
      await dialog.findByText('Código já existente. Clique em Gerar código ou deixe vazio para gerar automático.'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').at(-1)!.body).toEqual({
      code: 'BRL00001',
      type: 'B2C',
      physicalType: 'NFC',
    });
  });

  it("'Nova Tag' B2B: the technical sheet may be filled at once; its status starts ACTIVE, URLs must be http(s), dates YYYY-MM-DD", async () => {
    const { requests } = stubFetch(
      api({ 'POST /api/admin/bracelets': () => jsonResponse(201, tagFixture({ code: 'K7Q2M9XA', type: 'B2B' })) }),
    );
    const { user } = renderBracelets();
    await user.click(await screen.findByRole('button', { name: 'Nova Tag' }));
    const dialog = await findOpenDialog('Nova Tag');
    expect(dialog.queryByLabelText('Número de série')).not.toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Tipo'), 'B2B');
    expect(dialog.getByLabelText('Status técnico')).toHaveValue('ACTIVE');
    await user.type(dialog.getByLabelText('Número de série'), 'SN-77');
    await user.type(dialog.getByLabelText('Próxima manutenção'), '2026-05-10');
    await user.click(dialog.getByRole('button', { name: 'Adicionar documento' }));
    await user.type(dialog.getByLabelText('Nome do documento 1'), 'Manual');
    await fill(user, dialog.getByLabelText('URL do documento 1'), 'ftp://exemplo.com/manual.pdf');
    await user.click(dialog.getByRole('button', { name: 'Criar' }));
    expect(await dialog.findByText('URL inválida (use http ou https)')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(dialog.getByLabelText('URL do documento 1'));
    await fill(user, dialog.getByLabelText('URL do documento 1'), 'https://exemplo.com/manual.pdf');
    await user.click(dialog.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Bracelete criado com sucesso.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      type: 'B2B',
      physicalType: 'NFC',
      meta: {
        serialNumber: 'SN-77',
        status: 'ACTIVE',
        nextService: '2026-05-10',
        documents: [{ label: 'Manual', url: 'https://exemplo.com/manual.pdf' }],
      },
    });
  });

  it("an assigned bracelet says which profile it opens ('Abre: {name}' with the kind's icon); a free one says nothing of it", async () => {
    const linked = tagFixture({
      id: 'aaaaaaaa-0000-4000-8000-000000000002',
      code: 'BRL00002',
      assignedUserId: 'bbbbbbbb-0000-4000-8000-000000000001',
      assignedUserName: 'Daniela Souza',
      profile: tagProfileFixture({ name: 'Rex', kind: 'PET', isPrimary: false }),
    });
    stubFetch(
      api({
        'GET /api/admin/bracelets': () =>
          jsonResponse(200, { items: [tag, linked], pagination: { page: 1, limit: 20, total: 2, totalPages: 1 } }),
      }),
    );
    renderBracelets();
    const rows = within(await screen.findByRole('table')).getAllByTestId('bracelet-row');
    expect(within(rows[0]!).queryByTestId('tag-opens-profile')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('tag-opens-profile')).toHaveTextContent('Abre: Rex');
    expect(within(rows[1]!).getByRole('img', { name: 'Animal' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('bracelet-card');
    expect(within(cards[1]!).getByTestId('tag-opens-profile')).toHaveTextContent('Abre: Rex');
  });

  it("a failed load: 'Erro ao carregar braceletes'", async () => {
    stubFetch(routes({ 'GET /api/admin/bracelets': () => jsonResponse(500, {}) }));
    renderBracelets();
    expect(await screen.findByText('Erro ao carregar braceletes', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
