import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { VISIBILITY_TEXTS, type ListUnlocksResponse } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { fakeApi, jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { OWNER_SCOPE } from '../lib/scope';
import { ProfilePinCard } from './profile-pin-card';

const PROFILE_ID = '22222222-2222-4222-8222-222222222222';
const LEVELS = {
  personal: 'PUBLIC',
  contacts: 'PUBLIC',
  medicalInfo: 'PIN',
  photos: 'PUBLIC',
  notes: 'PUBLIC',
  address: 'PUBLIC',
};
const unlocks: ListUnlocksResponse = {
  unlocks: [
    { at: '2026-11-20T13:05:00.000Z', result: 'RIGHT', country: 'BR', device: 'mobile' },
    { at: '2026-11-20T13:04:00.000Z', result: 'WRONG', country: 'PT', device: 'desktop' },
  ],
  lockedUntil: null,
  pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
};

const api = (routes: Record<string, FetchHandler> = {}) =>
  fakeApi({ [`GET /api/me/profiles/${PROFILE_ID}/unlocks`]: () => jsonResponse(200, unlocks) }, routes);

describe("the profile's PIN card (issue 24)", () => {
  it('lists the tries at the PIN, newest first, with their result, country and device', async () => {
    stubFetch(api());
    signInAs('user');
    renderRoute(<ProfilePinCard scope={OWNER_SCOPE} profileId={PROFILE_ID} hasPin />);
    const list = await screen.findByRole('list', { name: VISIBILITY_TEXTS.unlocksTitle });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('20/11/2026 10:05');
    expect(rows[0]).toHaveTextContent('Brasil · Celular');
    expect(rows[0]).toHaveTextContent(VISIBILITY_TEXTS.unlockRight);
    expect(rows[1]).toHaveTextContent('Portugal · Computador');
    expect(rows[1]).toHaveTextContent(VISIBILITY_TEXTS.unlockWrong);
  });

  it('refuses a PIN that is not 4 to 8 digits before sending, then sets a good one', async () => {
    const { requests } = stubFetch(
      api({
        [`PUT /api/me/profiles/${PROFILE_ID}/pin`]: () =>
          jsonResponse(200, { hasPin: true, visibility: LEVELS, message: VISIBILITY_TEXTS.pinSet }),
      }),
    );
    signInAs('user');
    const { user } = renderRoute(<ProfilePinCard scope={OWNER_SCOPE} profileId={PROFILE_ID} hasPin={false} />);
    expect(screen.getByText(VISIBILITY_TEXTS.pinNotSet)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: VISIBILITY_TEXTS.pinRemove })).not.toBeInTheDocument();
    const box = screen.getByLabelText(VISIBILITY_TEXTS.pinLabel);
    await user.type(box, '12a');
    await user.click(screen.getByRole('button', { name: VISIBILITY_TEXTS.pinSave }));
    expect(await screen.findByText(VISIBILITY_TEXTS.pinInvalid)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(box);
    await user.type(box, '4821');
    await user.click(screen.getByRole('button', { name: VISIBILITY_TEXTS.pinSave }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ pin: '4821' }));
    expect(await screen.findByText(VISIBILITY_TEXTS.pinSet)).toBeInTheDocument();
  });

  it("removes the PIN through the admin's route and says its sections became private", async () => {
    const { requests } = stubFetch(
      api({
        [`DELETE /api/admin/clients/${PROFILE_ID}/pin`]: () =>
          jsonResponse(200, { hasPin: false, visibility: LEVELS, message: VISIBILITY_TEXTS.pinRemoved }),
        [`GET /api/admin/clients/${PROFILE_ID}/unlocks`]: () => jsonResponse(200, { ...unlocks, unlocks: [] }),
      }),
    );
    signInAs('admin');
    const { user } = renderRoute(
      <ProfilePinCard scope={{ role: 'admin', clientId: PROFILE_ID }} profileId={PROFILE_ID} hasPin />,
    );
    expect(await screen.findByText(VISIBILITY_TEXTS.unlocksEmpty)).toBeInTheDocument();
    expect(screen.getByText(VISIBILITY_TEXTS.pinRemoveNote)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: VISIBILITY_TEXTS.pinRemove }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect(await screen.findByText(VISIBILITY_TEXTS.pinRemoved)).toBeInTheDocument();
  });

  it("a locked PIN says until when, and 'Desbloquear PIN' lifts the lock (issue 40 item 9)", async () => {
    let locked = true;
    const { requests } = stubFetch(
      api({
        [`GET /api/me/profiles/${PROFILE_ID}/unlocks`]: () =>
          jsonResponse(200, {
            ...unlocks,
            lockedUntil: locked ? '2026-11-20T13:20:00.000Z' : null,
          } satisfies ListUnlocksResponse),
        [`DELETE /api/me/profiles/${PROFILE_ID}/pin/lock`]: () => {
          locked = false;
          return jsonResponse(200, { message: VISIBILITY_TEXTS.pinUnlocked });
        },
      }),
    );
    signInAs('user');
    const { user } = renderRoute(<ProfilePinCard scope={OWNER_SCOPE} profileId={PROFILE_ID} hasPin />);
    expect(
      await screen.findByText('O PIN está bloqueado até 20/11/2026 10:20 por tentativas erradas.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: VISIBILITY_TEXTS.unlockPin }));
    expect(await screen.findByText(VISIBILITY_TEXTS.pinUnlocked)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/me/profiles/${PROFILE_ID}/pin/lock`,
    ]);
    await waitFor(() => expect(screen.queryByText(/O PIN está bloqueado/)).not.toBeInTheDocument());
  });

  it('an open PIN shows no lock and no unlock button', async () => {
    stubFetch(api());
    signInAs('user');
    renderRoute(<ProfilePinCard scope={OWNER_SCOPE} profileId={PROFILE_ID} hasPin />);
    await screen.findByRole('list', { name: VISIBILITY_TEXTS.unlocksTitle });
    expect(screen.queryByRole('button', { name: VISIBILITY_TEXTS.unlockPin })).not.toBeInTheDocument();
  });
});
