import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { PROFILE_TEXTS, type Tag } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs, TEST_USERS } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import {
  accountProfileFixture,
  profilesList,
  routes,
  tagFixture,
  tagProfileFixture,
} from '@/features/tags/testing/tag-fixtures';
import { TagEditScreen } from '@/app/routes/screens/tag-edit-screen';

const maria = accountProfileFixture();
const rex = accountProfileFixture({
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Rex',
  kind: 'PET',
  isPrimary: false,
  publicPageSlug: 'rex',
});
const press = accountProfileFixture({
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Prensa 3',
  kind: 'EQUIPMENT',
  isPrimary: false,
  publicPageSlug: 'prensa-3',
});
const linkedToMaria = tagFixture({
  code: 'PULS0002',
  assignedUserId: TEST_USERS.user.id,
  assignedUserName: TEST_USERS.user.name,
  assignedAt: '2025-02-01T13:30:00.000Z',
  profile: tagProfileFixture({ id: maria.id, name: 'Maria Silva', kind: 'PERSON', isPrimary: true }),
});
const ref = (profile: typeof rex) => ({
  id: profile.id,
  name: profile.name,
  kind: profile.kind,
  isPrimary: profile.isPrimary,
});
const B2B_HINT = /Em uma tag B2B ligada a uma pessoa, quem ler a tag vê só o nome do responsável/;

/** The tag's detail and history on the scope's routes, the account's profiles, and whatever else a test adds. */
function api(scope: 'owner' | 'admin', tag: () => Tag, extra: Record<string, FetchHandler> = {}): FetchHandler {
  const base = scope === 'admin' ? `/api/admin/tags/${linkedToMaria.id}` : `/api/me/bracelets/${linkedToMaria.id}`;
  return routes({
    [`GET ${base}`]: () => jsonResponse(200, tag()),
    [`GET ${base}/history`]: () => jsonResponse(200, []),
    'GET /api/me/profiles': () => jsonResponse(200, profilesList([maria, rex, press])),
    [`GET /api/admin/clients/${maria.id}/profiles`]: () => jsonResponse(200, profilesList([maria, rex, press])),
    'GET /api/admin/users': () => jsonResponse(200, { users: [], pagination: { page: 1, limit: 10, total: 0 } }),
    ...extra,
  });
}

function renderScreen(scope: 'owner' | 'admin') {
  signInAs(scope === 'admin' ? 'admin' : 'user');
  const path = scope === 'admin' ? '/admin/tags/edit/:id' : '/user/tags/edit/:id';
  return renderRoute(<TagEditScreen scope={scope} />, {
    path,
    initialEntry: path.replace(':id', linkedToMaria.id),
  });
}

const card = async () => within(await screen.findByRole('region', { name: PROFILE_TEXTS.opensProfile }));

describe("'Perfil que a tag abre' on the tag edit screen (issue 14)", () => {
  beforeEach(stubResizeObserver);

  it('the owner sees the profile the tag opens (kind, name, Principal, its page) and links another with PATCH {profileId}', async () => {
    let current: Tag = linkedToMaria;
    const { requests } = stubFetch(
      api('owner', () => current, {
        [`PATCH /api/me/bracelets/${linkedToMaria.id}/profile`]: () => {
          current = { ...linkedToMaria, profile: ref(rex) };
          return jsonResponse(200, current);
        },
      }),
    );
    const { user } = renderScreen('owner');
    const region = await card();
    expect(region.getByText(PROFILE_TEXTS.opensProfileHint)).toBeInTheDocument();
    expect(region.getByText('Pessoa')).toBeInTheDocument();
    expect(region.getByTestId('tag-profile-name')).toHaveTextContent('Maria Silva');
    expect(region.getByText('Principal')).toBeInTheDocument();
    expect(await region.findByRole('link', { name: 'Ver a página de Maria Silva' })).toHaveAttribute(
      'href',
      '/p/maria-silva',
    );
    const select = region.getByLabelText('Abrir outro perfil');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Maria Silva · Pessoa (Principal)', 'Rex · Animal', 'Prensa 3 · Equipamento']);
    const save = region.getByRole('button', { name: 'Salvar perfil da tag' });
    expect(save).toBeDisabled();

    await user.selectOptions(select, rex.id);
    await user.click(save);
    expect(await screen.findByText(PROFILE_TEXTS.linkSaved)).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/me/bracelets/${linkedToMaria.id}/profile`);
    expect(patch.body).toEqual({ profileId: rex.id });
    // The card starts again from the new link once the tag is read again.
    await waitFor(() => expect(screen.getByTestId('tag-profile-name')).toHaveTextContent('Rex'));
    const after = await card();
    expect(after.getByText('Animal')).toBeInTheDocument();
    expect(after.queryByText('Principal')).not.toBeInTheDocument();
    expect(after.getByLabelText('Abrir outro perfil')).toHaveValue(rex.id);
    expect(requests.some((r) => r.path.startsWith('/api/admin/clients/'))).toBe(false);
  });

  it("the admin chooses among the account's profiles (GET /admin/clients/{profileId}/profiles) and saves on the admin path; a refusal shows the server's message", async () => {
    const { requests } = stubFetch(
      api('admin', () => linkedToMaria, {
        [`PATCH /api/admin/bracelets/${linkedToMaria.id}/profile`]: () =>
          jsonResponse(409, { code: 'PROFILE_OF_ANOTHER_OWNER', message: PROFILE_TEXTS.profileOfAnotherOwner }),
      }),
    );
    const { user } = renderScreen('admin');
    const region = await card();
    const select = await region.findByLabelText('Abrir outro perfil');
    await user.selectOptions(select, press.id);
    await user.click(region.getByRole('button', { name: 'Salvar perfil da tag' }));
    expect(await screen.findByText(PROFILE_TEXTS.profileOfAnotherOwner)).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/admin/bracelets/${linkedToMaria.id}/profile`);
    expect(patch.body).toEqual({ profileId: press.id });
    expect(requests.some((r) => r.path === '/api/me/profiles')).toBe(false);
  });

  it(`a failure without a message: '${PROFILE_TEXTS.linkFailed}'`, async () => {
    stubFetch(
      api('admin', () => linkedToMaria, {
        [`PATCH /api/admin/bracelets/${linkedToMaria.id}/profile`]: () => jsonResponse(500, {}),
      }),
    );
    const { user } = renderScreen('admin');
    const region = await card();
    await user.selectOptions(await region.findByLabelText('Abrir outro perfil'), rex.id);
    await user.click(region.getByRole('button', { name: 'Salvar perfil da tag' }));
    expect(await screen.findByText(PROFILE_TEXTS.linkFailed)).toBeInTheDocument();
  });

  it('an unassigned tag opens no profile until it is assigned: nothing to choose, no profiles asked for', async () => {
    const free = { ...linkedToMaria, assignedUserId: null, assignedUserName: null, assignedAt: null, profile: null };
    const { requests } = stubFetch(api('admin', () => free));
    renderScreen('admin');
    const region = await card();
    expect(
      region.getByText('Esta tag não abre nenhum perfil enquanto não for atribuída a uma conta.'),
    ).toBeInTheDocument();
    expect(region.queryByRole('combobox')).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.includes('/profiles'))).toBe(false);
  });

  it(`the admin, for an assigned tag whose owner has no profile yet: '${PROFILE_TEXTS.noProfileYet}'`, async () => {
    const { requests } = stubFetch(api('admin', () => ({ ...linkedToMaria, profile: null })));
    renderScreen('admin');
    const region = await card();
    expect(region.getByText(PROFILE_TEXTS.noProfileYet)).toBeInTheDocument();
    expect(region.queryByRole('combobox')).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.includes('/profiles'))).toBe(false);
  });

  it('a B2B tag linked to a person warns that visitors see only the responsible; an equipment profile does not', async () => {
    stubFetch(api('owner', () => ({ ...linkedToMaria, type: 'B2B' })));
    const { user } = renderScreen('owner');
    const region = await card();
    expect(region.getByText(B2B_HINT)).toBeInTheDocument();
    await user.selectOptions(await region.findByLabelText('Abrir outro perfil'), press.id);
    expect(region.queryByText(B2B_HINT)).not.toBeInTheDocument();
  });

  it('a B2C tag linked to a person has no such warning', async () => {
    stubFetch(api('owner', () => linkedToMaria));
    renderScreen('owner');
    const region = await card();
    await region.findByLabelText('Abrir outro perfil');
    expect(region.queryByText(B2B_HINT)).not.toBeInTheDocument();
  });
});
