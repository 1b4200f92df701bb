import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { routes, tagFixture } from '../testing/tag-fixtures';
import { TagsScreen } from './tags-screen';
import { findOpenDialog } from '@/testing/dialogs';

const tag = tagFixture({ code: 'TAG00030' });
const stats = { total: 43, available: 19, assigned: 8, lost: 6, damaged: 6 };

function api(extra: Record<string, FetchHandler> = {}): FetchHandler {
  return routes({
    'GET /api/admin/tags': (request) =>
      jsonResponse(200, {
        tags: [tag],
        pagination: { page: Number(request.search.get('page') ?? 1), limit: 20, total: 41, totalPages: 3 },
      }),
    'GET /api/admin/tags/stats': () => jsonResponse(200, stats),
    ...extra,
  });
}

function renderTags(initialEntry = '/admin/tags') {
  signInAs('admin');
  return renderRoute(<TagsScreen />, { path: '/admin/tags', initialEntry });
}

describe('tag management (/admin/tags)', () => {
  beforeEach(stubResizeObserver);

  it('shows the 5 stat cards, the cards and "Página X de Y"; the filters and the page go to the query', async () => {
    const { requests } = stubFetch(api());
    const { user, router } = renderTags();
    expect(await screen.findByText('TAG00030')).toBeInTheDocument();
    for (const [label, value] of [
      ['Total', '43'],
      ['Disponíveis', '19'],
      ['Atribuídas', '8'],
      ['Perdidas', '6'],
      ['Danificadas', '6'],
    ]) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value!);
    }
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Próxima/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por status' }), 'LOST');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar tags' }), 'tag0');
    await waitFor(() => expect(router.state.location.search).toBe('?status=LOST&search=tag0'), { timeout: 2000 });
    await waitFor(() =>
      expect(Object.fromEntries(requests.filter((r) => r.path === '/api/admin/tags').at(-1)!.search)).toEqual({
        status: 'LOST',
        search: 'tag0',
        page: '1',
        limit: '20',
      }),
    );
  });

  it("'Nova Tag': the code is required, trimmed and upper-cased; success 'Tag criada com sucesso!'", async () => {
    const { requests } = stubFetch(
      api({
        'POST /api/admin/tags': (request) =>
          jsonResponse(201, tagFixture({ code: (request.body as { code: string }).code })),
      }),
    );
    const { user } = renderTags();
    await user.click(await screen.findByRole('button', { name: 'Nova Tag' }));
    const dialog = await findOpenDialog('Nova Tag');
    await user.click(dialog.getByRole('button', { name: 'Criar tag' }));
    expect(await dialog.findByText('O código NFC é obrigatório.')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Código NFC'), '  abc123 ');
    await user.type(dialog.getByLabelText('Notas (opcional)'), 'Caixa 3');
    await user.click(dialog.getByRole('button', { name: 'Criar tag' }));
    expect(await screen.findByText('Tag criada com sucesso!')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ code: 'ABC123', notes: 'Caixa 3' });
  });

  it("'Gerar' uses the server's code; when that fails: 'Falha ao gerar código automaticamente' and a local 8-character code", async () => {
    let fail = false;
    stubFetch(
      api({
        'GET /api/admin/bracelets/generate-code': () =>
          fail ? jsonResponse(500, {}) : jsonResponse(200, { code: 'K7Q2M9XA' }),
      }),
    );
    const { user } = renderTags();
    await user.click(await screen.findByRole('button', { name: 'Nova Tag' }));
    const dialog = await findOpenDialog('Nova Tag');
    await user.click(dialog.getByRole('button', { name: 'Gerar' }));
    await waitFor(() => expect(dialog.getByLabelText('Código NFC')).toHaveValue('K7Q2M9XA'));

    fail = true;
    await user.click(dialog.getByRole('button', { name: 'Gerar' }));
    expect(await screen.findByText('Falha ao gerar código automaticamente')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText('Código NFC')).not.toHaveValue('K7Q2M9XA'));
    expect((dialog.getByLabelText('Código NFC') as HTMLInputElement).value).toMatch(/^[A-Z0-9]{8}$/);
  });

  it("a taken code (409): the server's message beside the field and the toast 'Erro ao criar a tag.'", async () => {
    const duplicate = 'Código já existente. Clique em Gerar código ou deixe vazio para gerar automático.';
    stubFetch(
      api({
        'POST /api/admin/tags': () => jsonResponse(409, { code: 'DUPLICATE_CODE', message: duplicate, field: 'code' }),
      }),
    );
    const { user } = renderTags();
    await user.click(await screen.findByRole('button', { name: 'Nova Tag' }));
    const dialog = await findOpenDialog('Nova Tag');
    await user.type(dialog.getByLabelText('Código NFC'), 'TAG00030');
    await user.click(dialog.getByRole('button', { name: 'Criar tag' }));
    expect(await screen.findByText('Erro ao criar a tag.')).toBeInTheDocument();
    expect(dialog.getByText(duplicate)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nova Tag' })).toBeInTheDocument();
  });

  it("delete asks 'Tem certeza que deseja deletar esta tag?'; a failure says 'Erro ao deletar tag. Tente novamente.'", async () => {
    const { requests } = stubFetch(api({ [`DELETE /api/admin/tags/${tag.id}`]: () => jsonResponse(500, {}) }));
    const { user } = renderTags();
    await user.click(await screen.findByRole('button', { name: 'Deletar TAG00030' }));
    const confirm = await findOpenDialog('Deletar tag');
    expect(confirm.getByText('Tem certeza que deseja deletar esta tag?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByText('Erro ao deletar tag. Tente novamente.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it("a status change sends PUT {code, status}; a failure says 'Erro ao atualizar status da tag. Tente novamente.'", async () => {
    const { requests } = stubFetch(api({ [`PUT /api/admin/tags/${tag.id}`]: () => jsonResponse(500, {}) }));
    const { user } = renderTags();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status da tag TAG00030' }), 'BROKEN');
    expect(await screen.findByText('Erro ao atualizar status da tag. Tente novamente.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ code: 'TAG00030', status: 'BROKEN' });
  });

  it("a failed load: 'Erro ao carregar tags. Tente novamente.'", async () => {
    stubFetch(
      routes({
        'GET /api/admin/tags/stats': () => jsonResponse(200, stats),
        'GET /api/admin/tags': () => jsonResponse(500, {}),
      }),
    );
    renderTags();
    expect(
      await screen.findByText('Erro ao carregar tags. Tente novamente.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
