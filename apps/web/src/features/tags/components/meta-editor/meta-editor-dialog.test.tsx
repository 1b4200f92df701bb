import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { findOpenDialog } from '@/testing/dialogs';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs, TEST_USERS } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { fill } from '@/testing/fill';
import { listOf, routes, tagFixture } from '../../testing/tag-fixtures';
import { BraceletsScreen } from '../bracelets/bracelets-screen';
import { MyTagsScreen } from '../user/my-tags-screen';

const equipment = tagFixture({
  id: 'aaaaaaaa-0000-4000-8000-0000000000b2',
  code: 'EXT00001',
  type: 'B2B',
  assignedUserId: TEST_USERS.user.id,
  meta: {
    physicalType: 'NFC',
    serial: 'EXT-2024-0001', // the older spelling of serialNumber
    model: 'Extintor PQS 6 kg',
    technical: { details: 'Classe ABC' }, // the older spelling of technicalInfo
    nextService: '2026-03-15T00:00:00.000Z',
    maintenance: [{ when: '2025-03-14T10:00:00Z', note: 'Recarga anual' }],
    documents: [{ label: 'Manual', url: 'https://exemplo.com/manual.pdf' }],
  },
});
const bracelet = tagFixture({
  id: 'aaaaaaaa-0000-4000-8000-0000000000c2',
  code: 'PULS0001',
  type: 'B2C',
  assignedUserId: TEST_USERS.user.id,
  meta: { physicalType: 'NFC', nickname: 'Pulseira do Bruno', notes: 'Alergia a penicilina', color: '#2563EB' },
});

const patches = (requests: ReturnType<typeof stubFetch>['requests']) => requests.filter((r) => r.method === 'PATCH');

describe('meta editor: admin', () => {
  beforeEach(stubResizeObserver);

  async function openAdmin(patch: FetchHandler) {
    const stub = stubFetch(
      routes({
        'GET /api/admin/bracelets': () => jsonResponse(200, listOf([equipment, bracelet])),
        [`PATCH /api/admin/bracelets/${equipment.id}/meta`]: patch,
        [`PATCH /api/admin/bracelets/${bracelet.id}/meta`]: patch,
      }),
    );
    signInAs('admin');
    const utils = renderRoute(<BraceletsScreen />, { path: '/admin/bracelets' });
    const table = await screen.findByRole('table');
    return { ...utils, ...stub, table };
  }

  it("B2B: a document URL that is not http(s) gives 'URL inválida (use http ou https)' and nothing is sent; fixed, the patch is sent", async () => {
    const { table, user, requests } = await openAdmin(() => jsonResponse(200, equipment));
    await user.click(within(table).getByRole('button', { name: 'Meta de EXT00001' }));
    const dialog = await findOpenDialog(/Meta de EXT00001/);

    // Every alias is read into the editor; dates are cut to 10 characters.
    expect(dialog.getByLabelText('Número de série')).toHaveValue('EXT-2024-0001');
    expect(dialog.getByLabelText('Detalhes')).toHaveValue('Classe ABC');
    expect(dialog.getByLabelText('Próxima manutenção')).toHaveValue('2026-03-15');
    expect(dialog.getByLabelText('Data da manutenção 1')).toHaveValue('2025-03-14');
    expect(dialog.getByLabelText('Descrição da manutenção 1')).toHaveValue('Recarga anual');

    await user.click(dialog.getByRole('button', { name: 'Adicionar documento' }));
    await user.type(dialog.getByLabelText('Nome do documento 2'), 'Laudo');
    await fill(user, dialog.getByLabelText('URL do documento 2'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Salvar meta' }));
    expect(await dialog.findByText('URL inválida (use http ou https)')).toBeInTheDocument();
    expect(dialog.getByLabelText('URL do documento 2')).toHaveAttribute('aria-invalid', 'true');
    expect(patches(requests)).toHaveLength(0);

    await user.clear(dialog.getByLabelText('URL do documento 2'));
    await fill(user, dialog.getByLabelText('URL do documento 2'), 'https://exemplo.com/laudo.pdf');
    await user.click(dialog.getByRole('button', { name: 'Adicionar manutenção' }));
    await user.type(dialog.getByLabelText('Descrição da manutenção 2'), 'Sem data');
    await user.click(screen.getByRole('button', { name: 'Salvar meta' }));
    expect(await dialog.findByText('A data deve estar no formato YYYY-MM-DD.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remover manutenção 2' }));
    await user.click(screen.getByRole('button', { name: 'Salvar meta' }));

    expect(await screen.findByText('Meta atualizada (merge no servidor)')).toBeInTheDocument();
    expect(patches(requests)).toHaveLength(1);
    expect(patches(requests)[0]!.body).toEqual({
      meta: {
        serialNumber: 'EXT-2024-0001',
        model: 'Extintor PQS 6 kg',
        technicalInfo: { details: 'Classe ABC' },
        location: null,
        status: null,
        nextService: '2026-03-15',
        maintenance: [{ date: '2025-03-14', description: 'Recarga anual' }],
        documents: [
          { label: 'Manual', url: 'https://exemplo.com/manual.pdf' },
          { label: 'Laudo', url: 'https://exemplo.com/laudo.pdf' },
        ],
        customTabs: [],
        // the older spellings are cleared, so one value is stored once
        serial: null,
        technical: null,
      },
    });
  });

  it('B2C for an admin: colour, nickname and notes, no technical sheet', async () => {
    const { table, user, requests } = await openAdmin(() => jsonResponse(200, bracelet));
    await user.click(within(table).getByRole('button', { name: 'Meta de PULS0001' }));
    const dialog = await findOpenDialog(/Meta de PULS0001/);
    expect(dialog.getByLabelText('Cor')).toHaveValue('#2563EB');
    expect(dialog.queryByLabelText('Número de série')).not.toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Notas'));
    await user.click(screen.getByRole('button', { name: 'Salvar meta' }));
    await waitFor(() => expect(patches(requests)).toHaveLength(1));
    expect(patches(requests)[0]!.body).toEqual({
      meta: { color: '#2563EB', nickname: 'Pulseira do Bruno', notes: null },
    });
  });

  it("the server's field issues land beside the field, with 'Erro ao salvar meta'", async () => {
    const { table, user } = await openAdmin(() =>
      jsonResponse(400, {
        code: 'VALIDATION_ERROR',
        message: 'nextService deve estar no formato YYYY-MM-DD.',
        field: 'meta.nextService',
        issues: [{ field: 'meta.nextService', message: 'nextService deve estar no formato YYYY-MM-DD.' }],
      }),
    );
    await user.click(within(table).getByRole('button', { name: 'Meta de EXT00001' }));
    const dialog = await findOpenDialog(/Meta de EXT00001/);
    await user.click(screen.getByRole('button', { name: 'Salvar meta' }));
    expect(await dialog.findByText('nextService deve estar no formato YYYY-MM-DD.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Próxima manutenção')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByText('Erro ao salvar meta', { selector: '[role="alert"]' })).toBeInTheDocument();
  });
});

describe('meta editor: the owner (/user/tags)', () => {
  beforeEach(stubResizeObserver);

  function renderMine(initialEntry: string, patch: FetchHandler, adminPatch?: FetchHandler) {
    const stub = stubFetch(
      routes({
        'GET /api/me/bracelets': () => jsonResponse(200, listOf([equipment, bracelet])),
        [`PATCH /api/me/bracelets/${bracelet.id}/meta`]: patch,
        [`PATCH /api/me/bracelets/${equipment.id}/meta`]: patch,
        ...(adminPatch ? { [`PATCH /api/admin/bracelets/${bracelet.id}/meta`]: adminPatch } : {}),
      }),
    );
    signInAs('user');
    return { ...renderRoute(<MyTagsScreen />, { path: '/user/tags', initialEntry }), ...stub };
  }

  it("?edit={code} opens the B2C editor with only nickname and notes; saving sends just those: 'Meta atualizada'", async () => {
    const { user, requests, router } = renderMine('/user/tags?edit=puls0001', () => jsonResponse(200, bracelet));
    const dialog = await findOpenDialog(/Meta de PULS0001/);
    expect(dialog.getByText('Em tags B2C você pode editar o apelido e as notas.')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Cor')).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Número de série')).not.toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Apelido'));
    await user.type(dialog.getByLabelText('Apelido'), 'Pulseira azul');
    await user.click(screen.getByRole('button', { name: 'Salvar meta' }));

    expect(await screen.findByText('Meta atualizada')).toBeInTheDocument();
    expect(patches(requests).map((r) => [r.path, r.body])).toEqual([
      [`/api/me/bracelets/${bracelet.id}/meta`, { meta: { nickname: 'Pulseira azul', notes: 'Alergia a penicilina' } }],
    ]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('?edit={id} of a B2B tag opens the full technical editor', async () => {
    renderMine(`/user/tags?edit=${equipment.id}`, () => jsonResponse(200, equipment));
    const dialog = await findOpenDialog(/Meta de EXT00001/);
    expect(dialog.getByLabelText('Número de série')).toHaveValue('EXT-2024-0001');
    expect(dialog.getByRole('button', { name: 'Adicionar documento' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Adicionar aba' })).toBeInTheDocument();
  });

  it("a 403 (not the owner, on /me and on the admin fallback): 'Acesso negado: esta tag não pertence a você'", async () => {
    const forbidden = () =>
      jsonResponse(403, { code: 'NOT_OWNER', message: 'Acesso negado: esta tag não pertence a você' });
    const { user, requests } = renderMine('/user/tags?edit=PULS0001', forbidden, () =>
      jsonResponse(403, { code: 'FORBIDDEN', message: 'Acesso negado' }),
    );
    await findOpenDialog(/Meta de PULS0001/);
    await user.click(screen.getByRole('button', { name: 'Salvar meta' }));
    const dialog = within(screen.getByRole('dialog', { name: /Meta de PULS0001/ }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Acesso negado: esta tag não pertence a você');
    expect(patches(requests).map((r) => r.path)).toEqual([
      `/api/me/bracelets/${bracelet.id}/meta`,
      `/api/admin/bracelets/${bracelet.id}/meta`,
    ]);
  });

  it("any other failure: 'Erro ao salvar meta'", async () => {
    const { user } = renderMine(
      '/user/tags?edit=PULS0001',
      () => jsonResponse(500, { code: 'INTERNAL' }),
      () => jsonResponse(403, {}),
    );
    const dialog = await findOpenDialog(/Meta de PULS0001/);
    await user.click(screen.getByRole('button', { name: 'Salvar meta' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Erro ao salvar meta');
  });
});
