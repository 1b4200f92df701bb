import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { TAG_TEXTS, type Tag } from '@portal/shared';
import { ClientEditScreen } from './client-edit-screen';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { clientFixture, pageFixture } from '@/testing/fixtures/pages';
import { renderRoutes } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { TagEditScreen } from '@/app/routes/screens/tag-edit-screen';
import { listOf, routes, tagFixture, userFixture, usersList } from '@/features/tags/testing/tag-fixtures';

const client = clientFixture();
const page = pageFixture();
const other = userFixture({ id: 'bbbbbbbb-0000-4000-8000-0000000000dd', name: 'Daniela Souza' });

/** One tag whose owner the transfer really changes: every later read sees the new owner. */
function tagServer() {
  let tag: Tag = tagFixture({
    code: 'PULS0042',
    assignedUserId: client.userId,
    assignedUserName: client.name,
    assignedUserEmail: client.email,
  });
  return routes({
    [`GET /api/admin/clients/${client.id}`]: () => jsonResponse(200, client),
    [`GET /api/admin/pages/${page.id}`]: () => jsonResponse(200, page),
    'GET /api/admin/bracelets': (request) =>
      jsonResponse(200, listOf(tag.assignedUserId === request.search.get('assignedUserId') ? [tag] : [])),
    [`GET /api/admin/tags/${tag.id}`]: () => jsonResponse(200, tag),
    [`GET /api/admin/tags/${tag.id}/history`]: () => jsonResponse(200, []),
    'GET /api/admin/users': () => jsonResponse(200, usersList([other])),
    [`POST /api/admin/tags/${tag.id}/transfer`]: () => {
      tag = { ...tag, assignedUserId: other.id, assignedUserName: other.name, assignedUserEmail: other.email };
      return jsonResponse(200, tag);
    },
  });
}

describe('tag query keys: one root for every copy of tag data', () => {
  beforeEach(stubResizeObserver);

  it("a transfer on the tag edit screen refreshes the client edit screen: the tag leaves the old owner's 'Tags do cliente'", async () => {
    signInAs('admin');
    stubFetch(tagServer());
    const { router, user } = renderRoutes(
      [
        { path: '/admin/product/edit/:id', element: <ClientEditScreen /> },
        { path: '/admin/tags/edit/:id', element: <TagEditScreen scope="admin" /> },
      ],
      // 'Tags do cliente' is in the screen's 'Perfis e tags' tab (issue 43), opened by its address.
      { initialEntry: `/admin/product/edit/${client.id}?secao=perfis` },
    );
    const clientTags = await screen.findByRole('list', { name: 'Tags' });
    expect(within(clientTags).getByText('PULS0042')).toBeInTheDocument();

    await router.navigate('/admin/tags/edit/aaaaaaaa-0000-4000-8000-000000000001');
    await user.click(await screen.findByRole('radio', { name: /Daniela Souza/ }));
    await user.click(screen.getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText(TAG_TEXTS.transferred)).toBeInTheDocument();

    // Back within the cache's 15 s: the old owner's list is not served from memory.
    await router.navigate(`/admin/product/edit/${client.id}?secao=perfis`);
    expect(await screen.findByText(TAG_TEXTS.myTagsNoneAssigned)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('PULS0042')).not.toBeInTheDocument());
  });
});
