import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ACTIVATION_TEXTS } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs, TEST_USERS } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { listOf, routes, tagFixture } from '../../testing/tag-fixtures';
import { ClaimFromLink } from './claim-from-link';
import { findOpenDialog } from '@/testing/dialogs';

const LINK = '/user/tags/ativar?code=PULS0042&activation=ABCD2345';

describe('an activation card’s link, /user/tags/ativar?code=&activation= (issue 25)', () => {
  beforeEach(stubResizeObserver);

  it('opens the dialog filled in with both codes and sends nothing until the owner confirms; then leaves for /user/tags', async () => {
    const { requests } = stubFetch(
      routes({
        'GET /api/me/bracelets': () => jsonResponse(200, listOf([])),
        'POST /api/me/bracelets/claim': () =>
          jsonResponse(200, tagFixture({ code: 'PULS0042', assignedUserId: TEST_USERS.user.id })),
      }),
    );
    signInAs('user');
    const { user, router } = renderRoute(<ClaimFromLink />, { path: '/user/tags/ativar', initialEntry: LINK });
    const dialog = await findOpenDialog('Ativar uma tag');
    expect(dialog.getByLabelText('Código da tag')).toHaveValue('PULS0042');
    expect(dialog.getByLabelText('Código de ativação')).toHaveValue('ABCD2345');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByText('Tag PULS0042 atribuída a você.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { code: 'PULS0042', activationCode: 'ABCD2345' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/tags'));
    expect(router.state.location.search).toBe('');
  });

  it('a refused pair stays on the dialog with the server’s text; Cancelar leaves without claiming', async () => {
    const { requests } = stubFetch(
      routes({
        'POST /api/me/bracelets/claim': () =>
          jsonResponse(429, { code: 'TOO_MANY_ATTEMPTS', message: ACTIVATION_TEXTS.tooManyAttempts }),
      }),
    );
    signInAs('user');
    const { user, router } = renderRoute(<ClaimFromLink />, { path: '/user/tags/ativar', initialEntry: LINK });
    const dialog = await findOpenDialog('Ativar uma tag');
    await user.click(dialog.getByRole('button', { name: 'Ativar' }));
    expect(await dialog.findByText(ACTIVATION_TEXTS.tooManyAttempts)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/tags/ativar');

    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/tags'));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('a link without codes opens the empty dialog', async () => {
    stubFetch(routes({}));
    signInAs('user');
    renderRoute(<ClaimFromLink />, { path: '/user/tags/ativar', initialEntry: '/user/tags/ativar' });
    const dialog = await findOpenDialog('Ativar uma tag');
    expect(dialog.getByLabelText('Código da tag')).toHaveValue('');
    expect(dialog.getByLabelText('Código de ativação')).toHaveValue('');
  });
});
