import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { LOST_TEXTS, type Tag } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs, TEST_USERS } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { listOf, routes, tagFixture } from '@/features/tags/testing/tag-fixtures';
import { MyTagsScreen } from '@/app/routes/screens/my-tags-screen';
import { findOpenDialog } from '@/testing/dialogs';

const pet = tagFixture({
  id: 'aaaaaaaa-0000-4000-8000-000000000031',
  code: 'PET00001',
  assignedUserId: TEST_USERS.user.id,
  lost: null,
});
const lostPet: Tag = {
  ...pet,
  status: 'LOST',
  lost: {
    message: 'Responde por Thor',
    reward: false,
    showContacts: false,
    since: '2026-11-24T08:30:00.000Z',
    statusBefore: 'ACTIVE',
  },
};

describe("the owner's list (/user/bracelets, /user/tags): lost mode per tag", () => {
  beforeEach(stubResizeObserver);

  it("each tag has 'Marcar como perdida'; once lost the list shows PERDIDO and 'Encontrei!'", async () => {
    let current = pet;
    const { requests } = stubFetch(
      routes({
        'GET /api/me/bracelets': () => jsonResponse(200, listOf([current])),
        [`PATCH /api/me/bracelets/${pet.id}/lost`]: () => {
          current = lostPet;
          return jsonResponse(200, lostPet);
        },
      }),
    );
    signInAs('user');
    const { user } = renderRoute(<MyTagsScreen />, { path: '/user/tags' });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: `${LOST_TEXTS.markLost} (PET00001)` }));
    const dialog = await findOpenDialog(/Marcar como perdida/);
    await user.type(dialog.getByLabelText(LOST_TEXTS.messageLabel), 'Responde por Thor');
    await user.click(dialog.getByRole('button', { name: LOST_TEXTS.markLost }));

    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({
      lost: true,
      message: 'Responde por Thor',
      reward: false,
      showContacts: false,
    });
    // The list is fetched again: the tag now reads PERDIDO with 'Encontrei!'.
    expect(await within(table).findByRole('button', { name: `${LOST_TEXTS.found} (PET00001)` })).toBeInTheDocument();
    expect(within(table).getByText(LOST_TEXTS.bannerThing)).toBeInTheDocument();
    // One status per row (issue 43): 'PERDIDO' stands in for the tag's own 'Perdida', never beside it.
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).queryByText('Perdida')).not.toBeInTheDocument();
    expect(within(row).getAllByText(/^(PERDIDO|Perdida|Disponível|Inativa|Danificada)$/)).toHaveLength(1);
  });
});
