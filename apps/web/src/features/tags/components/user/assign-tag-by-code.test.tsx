import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Tag } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { listOf, tagFixture } from '@/testing/fixtures/tags';
import { AssignTagDialog } from './assign-tag-dialog';

const FREE = tagFixture({ id: 'aaaaaaaa-0000-4000-8000-000000000009', code: 'LIVRE001', status: 'INACTIVE', meta: {} });
const list = (items: Tag[]) => listOf(items, 100);

/** The admin's bracelet list: a code search finds LIVRE001 only; the assign answer is `assign`. */
function api(assign: FetchHandler = () => jsonResponse(200, { ...FREE, assignedUserId: 'u1' })): FetchHandler {
  return (request) => {
    if (request.method === 'GET' && request.path === '/api/admin/bracelets') {
      const search = request.search.get('search')?.toLowerCase();
      return jsonResponse(200, list(!search || 'livre001'.includes(search) ? [FREE] : []));
    }
    if (request.method === 'PATCH' && request.path === `/api/admin/bracelets/${FREE.id}/assign`) return assign(request);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
  };
}

function renderDialog(handler = api()) {
  const { requests } = stubFetch(handler);
  signInAs('admin');
  const utils = renderRoute(
    <AssignTagDialog open onOpenChange={() => undefined} userId="u1" userName="Bruno Usuário" />,
  );
  return { ...utils, requests, dialog: within(screen.getByRole('dialog', { name: 'Atribuir tag' })) };
}

describe("'Atribuir tag' by code and filters (spec sections 2 and 5)", () => {
  beforeEach(stubResizeObserver);

  it("a code typed by hand is matched without regard to case and assigned: 'Bracelete atribuída com sucesso'", async () => {
    const { user, dialog, requests } = renderDialog();
    await user.type(dialog.getByLabelText('Código manual'), 'livre001');
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));
    expect(await screen.findByText('Bracelete atribuída com sucesso')).toBeInTheDocument();
    const lookup = requests.find((r) => r.method === 'GET' && r.search.get('limit') === '1');
    expect(lookup?.search.get('search')).toBe('livre001');
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      path: `/api/admin/bracelets/${FREE.id}/assign`,
      body: { userId: 'u1', conflictMode: 'BLOCK' },
    });
  });

  it("an unknown code: 'Código não encontrado', nothing assigned, the dialog stays", async () => {
    const { user, dialog, requests } = renderDialog();
    await user.type(dialog.getByLabelText('Código manual'), 'NAOEXISTE');
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));
    expect(await dialog.findByText('Código não encontrado')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Atribuir tag' })).toBeInTheDocument();
  });

  it("a tag someone else holds: the server's 'já está atribuída' message in the dialog", async () => {
    const { user, dialog } = renderDialog(
      api(() =>
        jsonResponse(409, { code: 'ALREADY_ASSIGNED', message: 'Esta bracelete já está atribuída a Ana Souza.' }),
      ),
    );
    await user.selectOptions(
      await dialog.findByLabelText('Tags livres'),
      await dialog.findByRole('option', { name: /LIVRE001/ }),
    );
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));
    expect(await dialog.findByText('Esta bracelete já está atribuída a Ana Souza.')).toBeInTheDocument();
  });

  it('the list asks for 100 unassigned tags, newest first, with the type, status and code search chosen', async () => {
    const { user, dialog, requests } = renderDialog();
    await dialog.findByRole('option', { name: /LIVRE001/ });
    await user.selectOptions(dialog.getByLabelText('Filtrar por tipo'), 'B2B');
    await user.selectOptions(dialog.getByLabelText('Filtrar por status'), 'LOST');
    await user.type(dialog.getByLabelText('Buscar por código'), 'LIV');
    await waitFor(() =>
      expect(requests.some((r) => r.search.get('search') === 'LIV' && r.search.get('assigned'))).toBe(true),
    );
    const last = requests.filter((r) => r.search.get('assigned') === 'UNASSIGNED').at(-1)!;
    expect(Object.fromEntries(last.search)).toMatchObject({
      assigned: 'UNASSIGNED',
      type: 'B2B',
      status: 'LOST',
      search: 'LIV',
      limit: '100',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });
});
