import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { LOST_TEXTS, type Tag } from '@portal/shared';
import { formatDateTime } from '@/lib/format';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { tagFixture } from '@/testing/fixtures/tags';
import { LostModeButton } from './lost-mode-button';
import { LostModeCard } from './lost-summary';
import { findOpenDialog } from '@/testing/dialogs';

const tag = tagFixture({ id: 'aaaaaaaa-0000-4000-8000-000000000021', code: 'PET00001', lost: null });
const lostTag: Tag = {
  ...tag,
  status: 'LOST',
  lost: {
    message: 'Responde por Thor',
    reward: true,
    showContacts: false,
    since: '2026-11-24T08:30:00.000Z',
    statusBefore: 'ACTIVE',
  },
};

/** PATCH …/lost answers the tag as the server would: lost with what was sent, or back to normal. */
const lostApi =
  (path: string): FetchHandler =>
  (request) => {
    if (request.method !== 'PATCH' || request.path !== path)
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
    const body = request.body as { lost: boolean };
    return jsonResponse(200, body.lost ? lostTag : { ...tag, lost: null });
  };

describe('LostModeButton', () => {
  it("'Marcar como perdida' asks for the message and the reward and sends {lost: true, message, reward}", async () => {
    signInAs('user');
    const { requests } = stubFetch(lostApi(`/api/me/bracelets/${tag.id}/lost`));
    const { user } = renderRoute(<LostModeButton tag={tag} scope="owner" />);

    await user.click(screen.getByRole('button', { name: `${LOST_TEXTS.markLost} (PET00001)` }));
    const dialog = await findOpenDialog(/Marcar como perdida/);
    expect(dialog.getByText(LOST_TEXTS.markLostDescription)).toBeInTheDocument();
    const message = dialog.getByLabelText(LOST_TEXTS.messageLabel);
    expect(message).toHaveAttribute('placeholder', LOST_TEXTS.messagePlaceholder);
    await user.type(message, '  Responde por Thor, é manso  ');
    await user.click(dialog.getByRole('checkbox', { name: LOST_TEXTS.rewardLabel }));
    await user.click(dialog.getByRole('button', { name: LOST_TEXTS.markLost }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toEqual({
      lost: true,
      message: 'Responde por Thor, é manso',
      reward: true,
      showContacts: false,
    });
    expect(await screen.findByText(LOST_TEXTS.markedLost)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an empty message is sent as null, without reward', async () => {
    signInAs('user');
    const { requests } = stubFetch(lostApi(`/api/me/bracelets/${tag.id}/lost`));
    const { user } = renderRoute(<LostModeButton tag={tag} scope="owner" />);
    await user.click(screen.getByRole('button', { name: /Marcar como perdida/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: LOST_TEXTS.markLost }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toEqual({ lost: true, message: null, reward: false, showContacts: false });
  });

  it("'Mostrar meus contatos na página enquanto estiver perdida' is off by default, says what it does and that emergency contacts follow it, and sends showContacts", async () => {
    signInAs('user');
    const { requests } = stubFetch(lostApi(`/api/me/bracelets/${tag.id}/lost`));
    const { user } = renderRoute(<LostModeButton tag={tag} scope="owner" />);
    await user.click(screen.getByRole('button', { name: /Marcar como perdida/ }));
    const dialog = within(await screen.findByRole('dialog'));
    const box = dialog.getByRole('checkbox', { name: 'Mostrar meus contatos na página enquanto estiver perdida' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(LOST_TEXTS.showContactsHint);
    expect(LOST_TEXTS.showContactsHint).toMatch(/contatos de emergência/);
    expect(LOST_TEXTS.showContactsHint).toMatch(/formulário/);
    await user.click(box);
    await user.click(dialog.getByRole('button', { name: LOST_TEXTS.markLost }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toEqual({ lost: true, message: null, reward: false, showContacts: true });
  });

  it("'Encontrei!' is one tap: sends {lost: false} and says 'Que bom! A tag voltou ao normal.'", async () => {
    signInAs('user');
    const { requests } = stubFetch(lostApi(`/api/me/bracelets/${tag.id}/lost`));
    const { user } = renderRoute(<LostModeButton tag={lostTag} scope="owner" />);
    expect(screen.queryByRole('button', { name: /Marcar como perdida/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${LOST_TEXTS.found} (PET00001)` }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: 'PATCH', body: { lost: false } });
    expect(await screen.findByText(LOST_TEXTS.markedFound)).toBeInTheDocument();
  });

  it('an admin switches through PATCH /api/admin/bracelets/{id}/lost', async () => {
    signInAs('admin');
    const { requests } = stubFetch(lostApi(`/api/admin/bracelets/${tag.id}/lost`));
    const { user } = renderRoute(<LostModeButton tag={lostTag} scope="admin" />);
    await user.click(screen.getByRole('button', { name: /Encontrei!/ }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.path).toBe(`/api/admin/bracelets/${tag.id}/lost`);
  });

  it("a refused switch says 'Erro ao alterar o modo perdido. Tente novamente.' when the server gives no message", async () => {
    signInAs('user');
    stubFetch(() => jsonResponse(500, {}));
    const { user } = renderRoute(<LostModeButton tag={lostTag} scope="owner" />);
    await user.click(screen.getByRole('button', { name: /Encontrei!/ }));
    expect(await screen.findByText(LOST_TEXTS.lostFailed)).toBeInTheDocument();
  });
});

describe('LostModeCard', () => {
  it('while lost: the message, the reward and since when, with the PERDIDO badge', () => {
    signInAs('user');
    stubFetch(() => jsonResponse(404, {}));
    renderRoute(<LostModeCard tag={lostTag} scope="owner" />);
    expect(screen.getByText(LOST_TEXTS.bannerThing)).toBeInTheDocument();
    expect(screen.getByText('Responde por Thor')).toBeInTheDocument();
    expect(screen.getByText(LOST_TEXTS.reward)).toBeInTheDocument();
    expect(screen.getByText(formatDateTime(lostTag.lost!.since))).toBeInTheDocument();
  });

  it("while lost: says whether the page shows the contacts (the owner's showContacts)", () => {
    signInAs('user');
    stubFetch(() => jsonResponse(404, {}));
    const { unmount } = renderRoute(<LostModeCard tag={lostTag} scope="owner" />);
    expect(
      screen.getByText('Seus contatos não aparecem na página: quem encontrar fala com você pelo formulário.'),
    ).toBeInTheDocument();
    unmount();
    renderRoute(<LostModeCard tag={{ ...lostTag, lost: { ...lostTag.lost!, showContacts: true } }} scope="owner" />);
    expect(screen.getByText('Seus contatos aparecem na página enquanto a tag estiver perdida.')).toBeInTheDocument();
  });

  it('not lost: the explanation and no badge', () => {
    signInAs('user');
    stubFetch(() => jsonResponse(404, {}));
    renderRoute(<LostModeCard tag={tag} scope="owner" />);
    expect(screen.getByText(LOST_TEXTS.markLostDescription)).toBeInTheDocument();
    expect(screen.queryByText(LOST_TEXTS.bannerThing)).not.toBeInTheDocument();
  });
});
