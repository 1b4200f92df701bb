import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Tag } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { listOf, tagFixture } from '@/testing/fixtures/tags';
import { AssignTagDialog } from './assign-tag-dialog';

const FREE = tagFixture({ id: 'aaaaaaaa-0000-4000-8000-000000000009', code: 'LIVRE001', status: 'INACTIVE', meta: {} });
const list = (items: Tag[]) => listOf(items, 100);

function renderDialog() {
  const { requests } = stubFetch((request) => {
    if (request.method === 'GET' && request.path === '/api/admin/bracelets') return jsonResponse(200, list([FREE]));
    if (request.method === 'PATCH' && request.path === `/api/admin/bracelets/${FREE.id}/assign`)
      return jsonResponse(200, { ...FREE, assignedUserId: 'u1' });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
  });
  signInAs('admin');
  const utils = renderRoute(
    <AssignTagDialog open onOpenChange={() => undefined} userId="u1" userName="Bruno Usuário" />,
  );
  return { ...utils, requests, dialog: within(screen.getByRole('dialog', { name: 'Atribuir tag' })) };
}

describe("the admin's 'Atribuir tag' dialog", () => {
  beforeEach(stubResizeObserver);

  it('Atribuir stays disabled until a tag is selected or a non-blank code is typed (spec section 5)', async () => {
    const { user, dialog } = renderDialog();
    const assign = dialog.getByRole('button', { name: 'Atribuir' });
    expect(assign).toBeDisabled();
    await user.type(dialog.getByLabelText('Código manual'), '   ');
    expect(assign).toBeDisabled();
    await user.type(dialog.getByLabelText('Código manual'), 'livre001');
    expect(assign).toBeEnabled();
    await user.clear(dialog.getByLabelText('Código manual'));
    expect(assign).toBeDisabled();
    await user.selectOptions(
      await dialog.findByLabelText('Tags livres'),
      await dialog.findByRole('option', { name: /LIVRE001/ }),
    );
    expect(assign).toBeEnabled();
  });

  it('a selected tag is assigned with conflictMode BLOCK', async () => {
    const { user, dialog, requests } = renderDialog();
    await user.selectOptions(
      await dialog.findByLabelText('Tags livres'),
      await dialog.findByRole('option', { name: /LIVRE001/ }),
    );
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({ userId: 'u1', conflictMode: 'BLOCK' });
  });
});
