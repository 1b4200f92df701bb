import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { OPEN_ALERT_TEXTS, type ListOpenAlertEventsResponse } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { fakeApi, jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { OpenAlertCard } from './open-alert-card';

const PROFILE_ID = '33333333-3333-4333-8333-333333333333';
const PROFILE_URL = `/api/me/profiles/${PROFILE_ID}`;
const profile = {
  id: PROFILE_ID,
  name: 'Ana',
  openAlert: { enabled: true, recipients: ['irma@familia.com', 'tio@familia.com'], pending: ['tio@familia.com'] },
};
const opens: ListOpenAlertEventsResponse = {
  opens: [
    {
      at: '2026-11-20T13:06:00.000Z',
      door: 'TAG',
      doorKey: 'ANA00001',
      pinUsed: false,
      alerted: true,
      location: { latitude: -23.5, longitude: -46.6, mapUrl: 'https://www.openstreetmap.org/?mlat=-23.50000' },
    },
    { at: '2026-11-20T13:05:00.000Z', door: 'PAGE', doorKey: 'ana', pinUsed: true, alerted: false, location: null },
  ],
  pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
};

const api = (routes: Record<string, FetchHandler> = {}) =>
  fakeApi(
    {
      [`GET ${PROFILE_URL}`]: () => jsonResponse(200, profile),
      [`GET ${PROFILE_URL}/open-alerts`]: () => jsonResponse(200, opens),
    },
    routes,
  );

describe("'Avisar quando minha ficha for aberta' (issue 42)", () => {
  // The switch (Radix) measures itself.
  beforeEach(stubResizeObserver);

  it('shows each address as confirmed or pending, and the opens with their door, PIN and place', async () => {
    stubFetch(api());
    signInAs('user');
    renderRoute(<OpenAlertCard profileId={PROFILE_ID} />);
    const recipients = await screen.findByRole('list', { name: OPEN_ALERT_TEXTS.recipientsList });
    const [irma, tio] = within(recipients).getAllByRole('listitem');
    expect(irma).toHaveTextContent(`irma@familia.com${OPEN_ALERT_TEXTS.confirmed}`);
    expect(tio).toHaveTextContent(`tio@familia.com${OPEN_ALERT_TEXTS.pending}`);
    expect(screen.getByRole('switch', { name: OPEN_ALERT_TEXTS.enabledLabel })).toBeChecked();
    const log = await screen.findByRole('list', { name: OPEN_ALERT_TEXTS.logTitle });
    const [shared, summed] = within(log).getAllByRole('listitem');
    expect(within(shared!).getByRole('link', { name: OPEN_ALERT_TEXTS.logLocation })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=-23.50000',
    );
    expect(summed).toHaveTextContent('20/11/2026 10:05');
    expect(summed).toHaveTextContent(`/p/ana · ${OPEN_ALERT_TEXTS.logWithPin} · ${OPEN_ALERT_TEXTS.logSummed}`);
  });

  it('checks a new address before adding it, then saves openAlert with PUT /me/profiles/{id}', async () => {
    const { requests } = stubFetch(api({ [`PUT ${PROFILE_URL}`]: () => jsonResponse(200, profile) }));
    signInAs('user');
    const { user } = renderRoute(<OpenAlertCard profileId={PROFILE_ID} />);
    const input = await screen.findByLabelText(OPEN_ALERT_TEXTS.recipientsLabel);
    await user.type(input, 'sem-arroba');
    await user.click(screen.getByRole('button', { name: OPEN_ALERT_TEXTS.addRecipient }));
    expect(screen.getByRole('alert')).toHaveTextContent(OPEN_ALERT_TEXTS.recipientInvalid);
    await user.clear(input);
    await user.type(input, 'Avo@Familia.com');
    await user.click(screen.getByRole('button', { name: OPEN_ALERT_TEXTS.addRecipient }));
    await user.click(screen.getByRole('button', { name: OPEN_ALERT_TEXTS.removeRecipient('tio@familia.com') }));
    await user.click(screen.getByRole('switch', { name: OPEN_ALERT_TEXTS.enabledLabel }));
    await user.click(screen.getByRole('button', { name: OPEN_ALERT_TEXTS.save }));
    expect(await screen.findByText(OPEN_ALERT_TEXTS.saved)).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT' && r.path === PROFILE_URL)!;
    expect(put.body).toEqual({
      openAlert: { enabled: false, recipients: ['irma@familia.com', 'avo@familia.com'] },
    });
  });
});
