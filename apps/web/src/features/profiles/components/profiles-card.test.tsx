import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { PROFILE_TEXTS } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { accountProfileFixture, petProfileFixture, profilesList } from '@/testing/fixtures/profiles';
import { OWNER_SCOPE } from '../lib/scope';
import { ProfilesCard } from './profiles-card';

const maria = accountProfileFixture();
const thor = petProfileFixture();

function api(list = profilesList([maria, thor]), onDelete?: FetchHandler): FetchHandler {
  return (request) => {
    const key = `${request.method} ${request.path}`;
    if (key === 'GET /api/me/profiles' || key === `GET /api/admin/clients/${maria.id}/profiles`)
      return jsonResponse(200, list);
    if (request.method === 'DELETE' && onDelete) return onDelete(request);
    return jsonResponse(403, { code: 'FORBIDDEN', message: 'Acesso negado' });
  };
}

describe('the profiles card', () => {
  it("lists each profile with its kind, 'Principal' for the primary, its page URL, views in pt-BR and its tags", async () => {
    stubFetch(api());
    signInAs('user');
    renderRoute(<ProfilesCard scope={OWNER_SCOPE} />);
    const mariaRow = await screen.findByRole('listitem', { name: 'Maria Silva' });
    expect(within(mariaRow).getByText('Pessoa')).toBeInTheDocument();
    expect(within(mariaRow).getByText(PROFILE_TEXTS.primaryBadge)).toBeInTheDocument();
    expect(within(mariaRow).getByTestId('profile-url')).toHaveTextContent('http://localhost:3000/p/maria-silva');
    expect(within(mariaRow).getByText(/1\.234 visualizações/)).toBeInTheDocument();
    expect(within(mariaRow).getByRole('link', { name: 'PULS0001' })).toHaveAttribute(
      'href',
      'http://localhost:3000/t/PULS0001',
    );

    const thorRow = screen.getByRole('listitem', { name: 'Thor' });
    expect(within(thorRow).getByText('Animal')).toBeInTheDocument();
    expect(within(thorRow).queryByText(PROFILE_TEXTS.primaryBadge)).not.toBeInTheDocument();
    expect(within(thorRow).getByText(/8 visualizações/)).toBeInTheDocument();
    expect(within(thorRow).getByRole('link', { name: 'PET00042' })).toHaveAttribute(
      'href',
      'http://localhost:3000/t/PET00042',
    );
  });

  it("the owner's 'Editar página' opens the owner's editor of that profile's page; the admin's opens 'Editar Cliente' of the profile", async () => {
    stubFetch(api());
    signInAs('user');
    const { unmount } = renderRoute(<ProfilesCard scope={OWNER_SCOPE} />);
    expect(await screen.findByRole('link', { name: 'Editar página de Thor' })).toHaveAttribute(
      'href',
      `/user/product/edit/${thor.page!.id}`,
    );
    unmount();

    signInAs('admin');
    renderRoute(<ProfilesCard scope={{ role: 'admin', clientId: maria.id }} />);
    expect(await screen.findByRole('link', { name: 'Editar página de Thor' })).toHaveAttribute(
      'href',
      `/admin/product/edit/${thor.id}`,
    );
  });

  it("'Excluir' asks first with the profile's name, then deletes it; the primary offers no 'Excluir'", async () => {
    const { requests } = stubFetch(api(undefined, () => new Response(null, { status: 204 })));
    signInAs('user');
    const { user } = renderRoute(<ProfilesCard scope={OWNER_SCOPE} />);
    await screen.findByRole('listitem', { name: 'Thor' });
    expect(screen.queryByRole('button', { name: 'Excluir Maria Silva' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Excluir Thor' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(PROFILE_TEXTS.deleteConfirm('Thor'))).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'DELETE')?.path).toBe(`/api/me/profiles/${thor.id}`));
    expect(await screen.findByText(PROFILE_TEXTS.deleted)).toBeInTheDocument();
  });

  it("the admin's delete goes to DELETE /admin/clients/{profileId}", async () => {
    const { requests } = stubFetch(api(undefined, () => new Response(null, { status: 204 })));
    signInAs('admin');
    const { user } = renderRoute(<ProfilesCard scope={{ role: 'admin', clientId: maria.id }} />);
    await user.click(await screen.findByRole('button', { name: 'Excluir Thor' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'DELETE')?.path).toBe(`/api/admin/clients/${thor.id}`),
    );
  });

  it("at the account's limit 'Novo perfil' is disabled and says why", async () => {
    stubFetch(api(profilesList([maria, thor], { maxProfiles: 2 })));
    signInAs('user');
    renderRoute(<ProfilesCard scope={OWNER_SCOPE} />);
    await screen.findByRole('listitem', { name: 'Thor' });
    expect(screen.getByRole('button', { name: PROFILE_TEXTS.newProfile })).toBeDisabled();
    expect(screen.getByText(PROFILE_TEXTS.limitReached(2))).toBeInTheDocument();
  });

  it('pages through the profiles when there is more than one page', async () => {
    const { requests } = stubFetch(api(profilesList([maria, thor], { total: 120, totalPages: 3 })));
    signInAs('user');
    const { user } = renderRoute(<ProfilesCard scope={OWNER_SCOPE} />);
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Próxima/ }));
    await waitFor(() => expect(requests.some((r) => r.search.get('page') === '2')).toBe(true));
  });

  it('a failed load says so and retries', async () => {
    stubFetch(() => jsonResponse(500, { code: 'INTERNAL', message: 'x' }));
    signInAs('user');
    renderRoute(<ProfilesCard scope={OWNER_SCOPE} />);
    expect(await screen.findByText(PROFILE_TEXTS.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it("an account without profiles: 'Nenhum perfil encontrado'", async () => {
    stubFetch(api(profilesList([])));
    signInAs('user');
    renderRoute(<ProfilesCard scope={OWNER_SCOPE} />);
    expect(await screen.findByText(PROFILE_TEXTS.empty)).toBeInTheDocument();
  });
});
