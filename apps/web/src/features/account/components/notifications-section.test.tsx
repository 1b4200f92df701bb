import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_TEXTS, type NotificationSettings } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type RecordedRequest } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { NotificationsSection } from './notifications-section';

const URL = '/api/me/notification-settings';
const stored: NotificationSettings = {
  ...DEFAULT_NOTIFICATION_SETTINGS,
  kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, finder_message: { email: false, bell: true } },
};

function renderSection(answer: (request: RecordedRequest) => Response) {
  const fetch = stubFetch(answer);
  signInAs('user');
  return { ...renderRoute(<NotificationsSection />, { path: '/user/conta' }), ...fetch };
}
const box = (channel: string, kind: keyof typeof NOTIFICATION_TEXTS.kinds) =>
  screen.getByRole('checkbox', { name: NOTIFICATION_TEXTS.channelOf(channel, NOTIFICATION_TEXTS.kinds[kind]) });

describe("'Minha conta' > Notificações", () => {
  it("shows each kind's channels as stored; the security notices checked and locked", async () => {
    renderSection(() => jsonResponse(200, stored));
    const region = await screen.findByRole('region', { name: NOTIFICATION_TEXTS.title });
    await within(region).findByText(NOTIFICATION_TEXTS.kinds.card_opened);
    expect(box('E-mail', 'finder_message')).not.toBeChecked();
    expect(box('Sino', 'finder_message')).toBeChecked();
    expect(box('E-mail', 'card_opened')).toBeChecked();
    for (const channel of ['E-mail', 'Sino']) {
      expect(box(channel, 'account_security')).toBeChecked();
      expect(box(channel, 'account_security')).toBeDisabled();
    }
    expect(screen.getByText(NOTIFICATION_TEXTS.securityNote)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: NOTIFICATION_TEXTS.scanDigest })).not.toBeChecked();
  });

  it('saves the choices with PUT (never the security notices) and says so', async () => {
    const { user, requests } = renderSection((request) =>
      request.method === 'PUT' ? jsonResponse(200, { ...stored, scanAlertDigest: true }) : jsonResponse(200, stored),
    );
    await screen.findByText(NOTIFICATION_TEXTS.kinds.card_opened);
    await user.click(box('E-mail', 'card_opened'));
    await user.click(screen.getByRole('checkbox', { name: NOTIFICATION_TEXTS.scanDigest }));
    await user.click(screen.getByRole('button', { name: NOTIFICATION_TEXTS.save }));
    expect(await screen.findByText(NOTIFICATION_TEXTS.saved)).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT' && r.path === URL)!;
    const body = put.body as { kinds: Record<string, unknown>; scanAlertDigest: boolean };
    expect(body.kinds.card_opened).toEqual({ email: false, bell: true });
    expect(body.kinds.finder_message).toEqual({ email: false, bell: true });
    expect(body.kinds).not.toHaveProperty('account_security');
    expect(body.scanAlertDigest).toBe(true);
  });

  it("shows the server's refusal in pt-BR", async () => {
    const { user } = renderSection((request) =>
      request.method === 'PUT'
        ? jsonResponse(400, { code: 'VALIDATION_ERROR', message: NOTIFICATION_TEXTS.securityCannotBeOff })
        : jsonResponse(200, stored),
    );
    await screen.findByText(NOTIFICATION_TEXTS.kinds.card_opened);
    await user.click(screen.getByRole('button', { name: NOTIFICATION_TEXTS.save }));
    expect(await screen.findByText(NOTIFICATION_TEXTS.securityCannotBeOff)).toBeInTheDocument();
  });
});
