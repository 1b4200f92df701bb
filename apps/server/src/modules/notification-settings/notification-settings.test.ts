import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_TEXTS,
  VISIBILITY_TEXTS,
  type NotificationSettings,
} from '@portal/shared';
import { mailsTo } from '../../testing/emails.js';
import { postPinForm, profileCalls } from '../../testing/profiles.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { noticeChannelsFor } from './service.js';

/** Issue 42 item 5: 'Notificações' in 'Minha conta', per kind and channel; security notices always on. */
let t: TestApp;
const URL = '/api/me/notification-settings';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET|PUT /me/notification-settings', () => {
  it('every kind on both channels until the account chooses; 401 without a session', async () => {
    const { auth } = await t.createUser('USER');
    const res = await t.app.inject({ method: 'GET', url: URL, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('changes the kinds sent and keeps the others; the digest of scan alerts', async () => {
    const { auth, user } = await t.createUser('USER');
    const put = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: auth,
      payload: {
        kinds: { scan_alert: { email: false, bell: true }, account: { email: true, bell: false } },
        scanAlertDigest: true,
      },
    });
    expect(put.statusCode).toBe(200);
    const read = (await t.app.inject({ method: 'GET', url: URL, headers: auth })).json<NotificationSettings>();
    expect(read.kinds.scan_alert).toEqual({ email: false, bell: true });
    expect(read.kinds.account).toEqual({ email: true, bell: false });
    expect(read.kinds.finder_message).toEqual({ email: true, bell: true });
    expect(read.scanAlertDigest).toBe(true);
    expect(await noticeChannelsFor(t.database.db, user.id, 'scan_alert')).toEqual({ email: false, bell: true });
    // A second change keeps the first.
    await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: auth,
      payload: { kinds: { pin_used: { email: false, bell: false } } },
    });
    const again = (await t.app.inject({ method: 'GET', url: URL, headers: auth })).json<NotificationSettings>();
    expect(again.kinds.scan_alert).toEqual({ email: false, bell: true });
    expect(again.kinds.pin_used).toEqual({ email: false, bell: false });
  });

  it('the account security notices cannot be turned off: 400 in pt-BR, nothing written', async () => {
    const { auth, user } = await t.createUser('TECHNICIAN');
    for (const off of [
      { email: false, bell: true },
      { email: true, bell: false },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: URL,
        headers: auth,
        payload: { kinds: { account_security: off, maintenance_reminder: { email: false, bell: false } } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NOTIFICATION_TEXTS.securityCannotBeOff);
    }
    const read = (await t.app.inject({ method: 'GET', url: URL, headers: auth })).json<NotificationSettings>();
    expect(read.kinds.maintenance_reminder).toEqual({ email: true, bell: true });
    expect(await noticeChannelsFor(t.database.db, user.id, 'account_security')).toEqual({ email: true, bell: true });
    // Sent as it is (both on), it is accepted.
    const same = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: auth,
      payload: { kinds: { account_security: { email: true, bell: true } } },
    });
    expect(same.statusCode).toBe(200);
  });

  it('an unknown kind or a channel that is not a boolean is a 400', async () => {
    const { auth } = await t.createUser('USER');
    const unknown = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: auth,
      payload: { kinds: { spam: { email: true, bell: true } } },
    });
    expect(unknown.statusCode).toBe(400);
    const notBool = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: auth,
      payload: { kinds: { account: { email: 'sim', bell: true } } },
    });
    expect(notBool.statusCode).toBe(400);
    expect(notBool.json().message).toBe('email deve ser verdadeiro ou falso.');
  });
});

describe('the senders respect the choice', () => {
  it("'PIN usado' off by e-mail: the right PIN tells the owner in the bell only", async () => {
    const calls = profileCalls(t);
    const owner = await calls.owner('Dono Sino');
    await calls.call('PUT', `/api/me/profiles/${owner.primary.id}/pin`, owner.auth, { pin: '1357' });
    await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: owner.auth,
      payload: { kinds: { pin_used: { email: false, bell: true } } },
    });
    const opened = await postPinForm(t, `/p/${owner.primary.page!.slug}/pin`, '1357');
    expect(opened.statusCode).toBe(200);
    const bell = await calls.call('GET', '/api/me/messages', owner.auth);
    expect(bell.body).toContain(VISIBILITY_TEXTS.usedTitle);
    expect(mailsTo(await t.outbox(), owner.user.email)).toHaveLength(0);
  });
});
