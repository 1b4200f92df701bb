import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { LOST_TEXTS, type EquipmentDetailResponse, type Tag, type TagEvent } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs, TEST_USERS } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { planFixture } from '@/features/maintenance/testing/equipment';
import { routes, tagFixture, userFixture, usersList } from '@/features/tags/testing/tag-fixtures';
import { assignmentRules } from '@/features/tags/components/tag-edit/tag-assignment-card';
import { TagEditScreen } from '@/app/routes/screens/tag-edit-screen';
import { findOpenDialog } from '@/testing/dialogs';

const other = userFixture({ id: 'bbbbbbbb-0000-4000-8000-0000000000dd', name: 'Daniela Souza' });
const tag = tagFixture({
  code: 'PULS0002',
  status: 'ACTIVE',
  assignedUserId: other.id,
  assignedUserName: 'Daniela Souza',
  assignedUserEmail: other.email,
});
const event = (overrides: Partial<TagEvent>): TagEvent => ({
  id: 'e1',
  tagId: tag.id,
  braceletId: tag.id,
  action: 'ASSIGNED',
  status: null,
  previousStatus: null,
  notes: null,
  fromUserId: null,
  fromUserName: null,
  toUserId: other.id,
  toUserName: 'Daniela Souza',
  actorUserId: null,
  actorName: 'Ana Administradora',
  timestamp: '2025-02-01T13:30:00.000Z',
  createdAt: '2025-02-01T13:30:00.000Z',
  ...overrides,
});
const history = [
  event({
    id: 'e2',
    action: 'STATUS_CHANGED',
    status: 'LOST',
    toUserId: null,
    toUserName: null,
    notes: 'Perdida no parque',
  }),
  event({ id: 'e1', notes: 'Entrega inicial' }),
];

/** GET /tecnico/equipment/{id} of a B2B tag: a 6-month plan and one record. */
const equipmentAnswer = (id: string, code: string): EquipmentDetailResponse => {
  const plan = planFixture();
  return {
    equipment: {
      id,
      code,
      status: 'ACTIVE',
      serialNumber: 'SN-9',
      model: 'Extintor PQS 6kg',
      location: 'Recepção',
      clientName: null,
      profileName: null,
      nextService: '2026-12-01',
      due: 'ok',
      lastService: null,
      plan,
      details: '',
      mapUrl: null,
      notes: null,
    },
    plan,
    records: [
      {
        id: 'rec-1',
        tagId: id,
        code,
        performedAt: '2026-06-01',
        type: 'INSPECAO',
        description: 'Inspeção visual.',
        outcome: 'OK',
        technicianId: 'tech-1',
        technicianName: 'Carla Técnica',
        durationMinutes: null,
        costCents: null,
        internalNotes: null,
        attachments: [],
        source: 'RECORD',
        editableUntil: null,
        createdAt: '2026-06-01T12:00:00.000Z',
        updatedAt: '2026-06-01T12:00:00.000Z',
      },
    ],
    documents: [],
  };
};

function adminApi(extra: Record<string, FetchHandler> = {}): FetchHandler {
  return routes({
    [`GET /api/admin/tags/${tag.id}`]: () => jsonResponse(200, tag),
    [`GET /api/admin/tags/${tag.id}/history`]: () => jsonResponse(200, history),
    'GET /api/admin/users': () => jsonResponse(200, usersList([other])),
    ...extra,
  });
}

function renderAdmin(id = tag.id) {
  signInAs('admin');
  return renderRoute(<TagEditScreen scope="admin" />, {
    path: '/admin/tags/edit/:id',
    initialEntry: `/admin/tags/edit/${id}`,
  });
}

describe('edit tag (real)', () => {
  beforeEach(stubResizeObserver);

  it('the admin sees Código NFC and Status, the last 10 events (action or status, notes, pt-BR time), and Back to /admin/tags', async () => {
    const { requests } = stubFetch(adminApi());
    renderAdmin();
    expect(await screen.findByLabelText('Código NFC')).toHaveValue('PULS0002');
    expect(screen.getByLabelText('Código NFC')).toHaveAttribute('placeholder', 'TAG1234');
    expect(screen.getByLabelText('Status')).toHaveValue('ACTIVE');
    const events = await screen.findAllByTestId('tag-event');
    expect(events[0]).toHaveTextContent('Status alterado: Perdida');
    expect(events[0]).toHaveTextContent('Perdida no parque');
    expect(events[1]).toHaveTextContent('Atribuída');
    expect(events[1]).toHaveTextContent('Para Daniela Souza');
    expect(events[1]).toHaveTextContent('01/02/2025');
    expect(requests.find((r) => r.path.endsWith('/history'))!.search.get('limit')).toBe('10');
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/admin/tags');
  });

  it("saving: the code is required; PUT {code, status}; a failure shows the server's message or 'Falha ao salvar alterações.'", async () => {
    let answer = jsonResponse(409, {
      code: 'DUPLICATE_CODE',
      message: 'Código já existente. Clique em Gerar código ou deixe vazio para gerar automático.',
    });
    const { requests } = stubFetch(adminApi({ [`PUT /api/admin/tags/${tag.id}`]: () => answer }));
    const { user } = renderAdmin();
    const code = await screen.findByLabelText('Código NFC');
    await user.clear(code);
    await user.click(screen.getByRole('button', { name: /Salvar alterações/ }));
    expect(await screen.findByText('O código NFC é obrigatório.')).toBeInTheDocument();

    await user.type(code, 'puls0099');
    await user.selectOptions(screen.getByLabelText('Status'), 'LOST');
    await user.click(screen.getByRole('button', { name: /Salvar alterações/ }));
    expect(
      await screen.findByText('Código já existente. Clique em Gerar código ou deixe vazio para gerar automático.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ code: 'PULS0099', status: 'LOST' });

    answer = jsonResponse(500, {});
    await user.click(screen.getByRole('button', { name: /Salvar alterações/ }));
    expect(await screen.findByText('Falha ao salvar alterações.', { selector: '[role="alert"]' })).toBeInTheDocument();
  });

  it("the notes typed in 'Nova Tag' show in the edit screen's 'Notas internas' and an edit of them is saved", async () => {
    const noted = { ...tag, notes: 'lote de março, caixa 3' };
    const { requests } = stubFetch(
      adminApi({
        [`GET /api/admin/tags/${tag.id}`]: () => jsonResponse(200, noted),
        [`PUT /api/admin/tags/${tag.id}`]: () => jsonResponse(200, { ...noted, notes: 'caixa 4' }),
      }),
    );
    const { user } = renderAdmin();
    const notes = await screen.findByLabelText(/^Notas/);
    expect(notes).toHaveValue('lote de março, caixa 3');
    await user.clear(notes);
    await user.type(notes, 'caixa 4');
    await user.click(screen.getByRole('button', { name: /Salvar alterações/ }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
        code: 'PULS0002',
        status: 'ACTIVE',
        notes: 'caixa 4',
      }),
    );
  });

  it("the meta card shows a B2B tag's next service as dd/mm/aaaa, not the ISO date", async () => {
    const b2b = { ...tag, type: 'B2B' as const, meta: { serialNumber: 'SN-9', nextService: '2026-12-01' } };
    stubFetch(
      adminApi({
        [`GET /api/admin/tags/${tag.id}`]: () => jsonResponse(200, b2b),
        [`GET /api/tecnico/equipment/${tag.id}`]: () => jsonResponse(200, equipmentAnswer(tag.id, tag.code)),
      }),
    );
    renderAdmin();
    const row = (await screen.findByText('Próxima manutenção')).parentElement!;
    expect(row).toHaveTextContent('01/12/2026');
    expect(row).not.toHaveTextContent('2026-12-01');
  });

  it("delete asks 'Tem certeza ... Esta ação não pode ser desfeita.', then toasts 'Tag deletada com sucesso!' and goes back to /admin/tags", async () => {
    // As the API does: once deleted, the tag and its history answer 404, each in its own time (a refetch before
    // leaving would strand the screen on 'Tag não encontrada.').
    let deleted = false;
    const gone = () => jsonResponse(404, { code: 'TAG_NOT_FOUND', message: 'Tag não encontrada.' });
    const { requests } = stubFetch(
      adminApi({
        [`GET /api/admin/tags/${tag.id}`]: () => (deleted ? gone() : jsonResponse(200, tag)),
        [`GET /api/admin/tags/${tag.id}/history`]: async () => {
          if (!deleted) return jsonResponse(200, history);
          await new Promise((resolve) => setTimeout(resolve, 50));
          return gone();
        },
        [`DELETE /api/admin/tags/${tag.id}`]: () => {
          deleted = true;
          return new Response(null, { status: 204 });
        },
      }),
    );
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: /Deletar tag/ }));
    const confirm = await findOpenDialog('Deletar tag');
    expect(
      confirm.getByText('Tem certeza que deseja deletar esta tag? Esta ação não pode ser desfeita.'),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/tags');
    expect(await screen.findByText('Tag deletada com sucesso!')).toBeInTheDocument();
    expect(screen.queryByText('Tag não encontrada.')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it("quick actions: 'Atribuir a mim' is off for a tag of someone else; transfer needs another user; unassign posts notes", async () => {
    const { requests } = stubFetch(
      adminApi({
        [`POST /api/admin/tags/${tag.id}/transfer`]: () =>
          jsonResponse(409, { code: 'OWNER_MISMATCH', message: 'O usuário de origem não é o dono atual desta tag.' }),
        [`POST /api/admin/tags/${tag.id}/unassign`]: () => jsonResponse(500, {}),
      }),
    );
    const { user } = renderAdmin();
    expect(await screen.findByRole('button', { name: 'Atribuir a mim' })).toBeDisabled();
    const transfer = screen.getByRole('button', { name: 'Transferir' });
    expect(transfer).toBeDisabled();
    // The current owner is no target.
    await user.click(await screen.findByRole('radio', { name: /Daniela Souza/ }));
    expect(transfer).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Desatribuir' }));
    expect(await screen.findByText('Falha ao desatribuir a tag.')).toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith('/unassign'))!.body).toEqual({
      notes: 'Desatribuída pela edição da tag',
    });
  });

  it("a B2B tag shows the admin its 'Manutenção' card (plan, next service, last records, 'Abrir no painel'); a B2C tag asks nothing of /tecnico", async () => {
    let shown: Tag = { ...tag, type: 'B2B' };
    const { requests } = stubFetch(
      adminApi({
        [`GET /api/admin/tags/${tag.id}`]: () => jsonResponse(200, shown),
        [`GET /api/tecnico/equipment/${tag.id}`]: () => jsonResponse(200, equipmentAnswer(tag.id, tag.code)),
      }),
    );
    const { unmount } = renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Manutenção' })).toBeInTheDocument();
    expect(await screen.findByText('A cada 6 meses')).toBeInTheDocument();
    expect(screen.getByText('01/12/2026')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Últimos registros' })).toHaveTextContent('01/06/2026 · Inspeção');
    expect(screen.getByRole('link', { name: 'Abrir no painel' })).toHaveAttribute(
      'href',
      `/tecnico/equipamentos/${tag.id}`,
    );
    unmount();

    requests.length = 0;
    shown = { ...tag, type: 'B2C' };
    renderAdmin();
    await screen.findByLabelText('Código NFC');
    expect(requests.some((r) => r.path.startsWith('/api/tecnico'))).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Manutenção' })).not.toBeInTheDocument();
  });

  it("a missing tag: 'Tag não encontrada.'; another failure: 'Não foi possível carregar a tag.'", async () => {
    stubFetch(
      routes({
        'GET /api/admin/tags/missing': () =>
          jsonResponse(404, { code: 'TAG_NOT_FOUND', message: 'Tag não encontrada.' }),
      }),
    );
    renderAdmin('missing');
    expect(await screen.findByText('Tag não encontrada.')).toBeInTheDocument();
  });

  it("an address whose id cannot be a tag id (the API's 400 on the id) is 'Tag não encontrada.' too", async () => {
    stubFetch(
      routes({
        'GET /api/admin/tags/nao-e-um-id': () =>
          jsonResponse(400, { code: 'VALIDATION_ERROR', message: 'id inválido', field: 'id' }),
      }),
    );
    renderAdmin('nao-e-um-id');
    expect(await screen.findByText('Tag não encontrada.')).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar a tag.')).not.toBeInTheDocument();
  });

  it("a load failure: 'Não foi possível carregar a tag.'", async () => {
    stubFetch(routes({ [`GET /api/admin/tags/${tag.id}`]: () => jsonResponse(500, {}) }));
    renderAdmin();
    expect(await screen.findByText('Não foi possível carregar a tag.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('the owner: /me routes, code and status read-only, no delete, unassign after confirmation, Back to /user/tags', async () => {
    const mine = { ...tag, assignedUserId: TEST_USERS.user.id, assignedUserName: TEST_USERS.user.name };
    const { requests } = stubFetch(
      routes({
        [`GET /api/me/bracelets/${tag.id}`]: () => jsonResponse(200, mine),
        [`GET /api/me/bracelets/${tag.id}/history`]: () => jsonResponse(200, []),
        [`POST /api/me/bracelets/${tag.id}/unassign`]: () => jsonResponse(200, { ...mine, assignedUserId: null }),
      }),
    );
    signInAs('user');
    const { user } = renderRoute(<TagEditScreen scope="owner" />, {
      path: '/user/tags/edit/:id',
      initialEntry: `/user/tags/edit/${tag.id}`,
    });
    expect(await screen.findByLabelText('Código NFC')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Status')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Deletar tag/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atribuir a mim' })).not.toBeInTheDocument();
    expect(await screen.findByText('Sem histórico.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/user/tags');

    await user.click(screen.getByRole('button', { name: 'Desatribuir' }));
    await user.click(
      (await findOpenDialog('Desatribuir tag')).getByRole('button', {
        name: 'Desatribuir',
      }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/tags');
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === `/api/me/bracelets/${tag.id}/unassign`)).toBe(true),
    );
  });
});

describe('assignment rules (spec section 5)', () => {
  const admin = { id: 'admin', isAdmin: true };
  const owner = { id: 'owner', isAdmin: false };
  it.each([
    ['free tag, admin', { assignedUserId: null }, admin, null, { assignToMe: true, transfer: false, unassign: false }],
    [
      'free tag, admin with a target',
      { assignedUserId: null },
      admin,
      'u2',
      { assignToMe: true, transfer: true, unassign: false },
    ],
    [
      "someone else's tag, admin, target = that owner",
      { assignedUserId: 'u2' },
      admin,
      'u2',
      { assignToMe: false, transfer: false, unassign: true },
    ],
    [
      "someone else's tag, admin, another target",
      { assignedUserId: 'u2' },
      admin,
      'u3',
      { assignToMe: false, transfer: true, unassign: true },
    ],
    [
      'own tag, owner',
      { assignedUserId: 'owner' },
      owner,
      null,
      { assignToMe: false, transfer: false, unassign: true },
    ],
    [
      "someone else's tag, a user",
      { assignedUserId: 'u2' },
      owner,
      'u3',
      { assignToMe: false, transfer: false, unassign: false },
    ],
  ])('%s', (_name, tagState, actor, target, expected) => {
    expect(assignmentRules(tagState, actor, target)).toEqual(expected);
  });

  it("the owner's edit screen: lost card, 'Imprimir cartaz', the scans and the NDEF text; the admin's: lost card and poster only", async () => {
    const owned = { ...tag, assignedUserId: TEST_USERS.user.id, lost: null, scanDigest: false };
    stubFetch(
      routes({
        [`GET /api/me/bracelets/${tag.id}`]: () => jsonResponse(200, owned),
        [`GET /api/me/bracelets/${tag.id}/history`]: () => jsonResponse(200, []),
        [`GET /api/me/bracelets/${tag.id}/scans`]: () =>
          jsonResponse(200, { scans: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } }),
        [`GET /api/me/bracelets/${tag.id}/ndef`]: () => jsonResponse(200, { text: 'Thor', bytes: 11 }),
      }),
    );
    signInAs('user');
    const first = renderRoute(<TagEditScreen scope="owner" />, {
      path: '/user/tags/edit/:id',
      initialEntry: `/user/tags/edit/${tag.id}`,
    });
    expect(await screen.findByRole('button', { name: /Marcar como perdida/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LOST_TEXTS.posterButton })).toBeInTheDocument();
    expect(await screen.findByText(LOST_TEXTS.scansEmpty)).toBeInTheDocument();
    expect(await screen.findByText(LOST_TEXTS.ndefFits('NTAG213'))).toBeInTheDocument();
    first.unmount();

    stubFetch(adminApi());
    renderAdmin();
    expect(await screen.findByRole('button', { name: /Marcar como perdida/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LOST_TEXTS.posterButton })).toBeInTheDocument();
    expect(screen.queryByText(LOST_TEXTS.scansTitle)).not.toBeInTheDocument();
    expect(screen.queryByText(LOST_TEXTS.ndefTitle)).not.toBeInTheDocument();
  });
});
