import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ACTIVATION_TEXTS, type TagEvent } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs, TEST_USERS } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { routes, tagFixture } from '@/features/tags/testing/tag-fixtures';
import { TagEditScreen } from '@/app/routes/screens/tag-edit-screen';
import { findOpenDialog } from '@/testing/dialogs';

const tag = tagFixture({ code: 'PULS0042', status: 'INACTIVE' });
const regenerated: TagEvent = {
  id: 'e9',
  tagId: tag.id,
  braceletId: tag.id,
  action: 'ACTIVATION_CODE_REGENERATED',
  status: null,
  previousStatus: null,
  notes: null,
  fromUserId: null,
  fromUserName: null,
  toUserId: null,
  toUserName: null,
  actorUserId: TEST_USERS.admin.id,
  actorName: 'Ana Administradora',
  timestamp: '2026-11-26T13:30:00.000Z',
  createdAt: '2026-11-26T13:30:00.000Z',
};

describe("the admin tag screen's activation code (issue 25)", () => {
  beforeEach(stubResizeObserver);

  it("shows the code; 'Gerar novo código' asks first, then shows the new one and the history's event", async () => {
    let code = 'ABCD2345';
    const { requests } = stubFetch(
      routes({
        [`GET /api/admin/tags/${tag.id}`]: () => jsonResponse(200, tag),
        [`GET /api/admin/tags/${tag.id}/history`]: () => jsonResponse(200, code === 'ABCD2345' ? [] : [regenerated]),
        [`GET /api/admin/tags/${tag.id}/activation-code`]: () => jsonResponse(200, { activationCode: code }),
        [`POST /api/admin/tags/${tag.id}/activation-code`]: () => {
          code = 'WXYZ6789';
          return jsonResponse(200, { activationCode: code });
        },
      }),
    );
    signInAs('admin');
    const { user } = renderRoute(<TagEditScreen scope="admin" />, {
      path: '/admin/tags/edit/:id',
      initialEntry: `/admin/tags/edit/${tag.id}`,
    });
    expect(await screen.findByTestId('activation-code')).toHaveTextContent('ABCD2345');
    await user.click(screen.getByRole('button', { name: ACTIVATION_TEXTS.regenerate }));
    const confirm = await findOpenDialog(ACTIVATION_TEXTS.regenerate);
    expect(confirm.getByText(ACTIVATION_TEXTS.regenerateConfirm)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(confirm.getByRole('button', { name: ACTIVATION_TEXTS.regenerate }));
    expect(await screen.findByText(ACTIVATION_TEXTS.regenerated)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('activation-code')).toHaveTextContent('WXYZ6789'));
    expect(await screen.findByText('Novo código de ativação')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it("'Liberar tentativas de ativação' lifts the lock wrong codes put on the tag (issue 40 item 9)", async () => {
    const { requests } = stubFetch(
      routes({
        [`GET /api/admin/tags/${tag.id}`]: () => jsonResponse(200, tag),
        [`GET /api/admin/tags/${tag.id}/history`]: () => jsonResponse(200, []),
        [`GET /api/admin/tags/${tag.id}/activation-code`]: () => jsonResponse(200, { activationCode: 'ABCD2345' }),
        [`DELETE /api/admin/tags/${tag.id}/activation-lock`]: () => new Response(null, { status: 204 }),
      }),
    );
    signInAs('admin');
    const { user } = renderRoute(<TagEditScreen scope="admin" />, {
      path: '/admin/tags/edit/:id',
      initialEntry: `/admin/tags/edit/${tag.id}`,
    });
    await screen.findByTestId('activation-code');
    await user.click(screen.getByRole('button', { name: ACTIVATION_TEXTS.liftLock }));
    expect(await screen.findByText(ACTIVATION_TEXTS.lockLifted)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/admin/tags/${tag.id}/activation-lock`,
    ]);
  });

  it('the owner’s tag screen shows no activation code and never asks for it', async () => {
    const owned = { ...tag, assignedUserId: TEST_USERS.user.id };
    const { requests } = stubFetch(
      routes({
        [`GET /api/me/bracelets/${tag.id}`]: () => jsonResponse(200, owned),
        [`GET /api/me/bracelets/${tag.id}/history`]: () => jsonResponse(200, []),
      }),
    );
    signInAs('user');
    renderRoute(<TagEditScreen scope="owner" />, {
      path: '/user/tags/edit/:id',
      initialEntry: `/user/tags/edit/${tag.id}`,
    });
    expect(await screen.findByText('PULS0042', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByText(ACTIVATION_TEXTS.activationCodeLabel)).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.includes('activation-code'))).toBe(false);
  });
});
