import { createServer, type AddressInfo, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDateTime,
  NOTIFICATION_TEXTS,
  OPEN_ALERT_TEXTS,
  PUBLIC_PAGE_TEXTS,
  type AccountProfile,
  type ListOpenAlertEventsResponse,
} from '@portal/shared';
import { linkTokenFrom, mailsTo, unfoldEml } from '../../testing/emails.js';
import { PHONE_BROWSER, postPinForm, profileCalls } from '../../testing/profiles.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Issue 42 item 4: 'Avisar quando minha ficha for aberta'. Recipients confirm by a mailed link before receiving
 * anything; bots and the owner's own browser never alert; one alert per profile in 10 minutes with the rest summed;
 * the place only after the visitor's tap; the e-mails read from the outbox, in pt-BR.
 */
let t: TestApp;
let calls: ReturnType<typeof profileCalls>;
let owner: Awaited<ReturnType<ReturnType<typeof profileCalls>['owner']>>;
let profile: AccountProfile;
const FAMILY = 'irma.da.ana@familia.com';
const PIN = '2580';
const TAG = 'ANAFAM01';

const opensOf = async (id = profile.id) =>
  (await calls.call('GET', `/api/me/profiles/${id}/open-alerts`, owner.auth)).json<ListOpenAlertEventsResponse>();
/** The alerts (card opened or place shared) the outbox holds for `address`, oldest first, as text. */
const alertsTo = async (address: string, line = 'A ficha de Ana Família foi aberta') =>
  mailsTo(await t.outbox(), address)
    .map(unfoldEml)
    .filter((mail) => mail.includes(line));
const drain = () => t.app.services.openAlert.drain();
/** As if the last alert went out 11 minutes ago: the 10-minute rule lets the next one through. */
const elevenMinutesLater = (profileId: string) =>
  t.database.db.execute(
    sql`UPDATE open_alert_settings SET last_alert_at = last_alert_at - interval '11 minutes' WHERE profile_id = ${profileId}`,
  );
const visit = (url: string, headers: Record<string, string> = PHONE_BROWSER) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  calls = profileCalls(t);
  owner = await calls.owner('Ana Família');
  profile = owner.primary;
  await calls.call('PUT', `/api/me/profiles/${profile.id}/pin`, owner.auth, { pin: PIN });
  await calls.call('PUT', `/api/me/profiles/${profile.id}`, owner.auth, {
    medicalInfo: { medications: ['Losartana'] },
    visibility: { medicalInfo: 'PIN' },
  });
  await calls.tagOf(owner.user.id, TAG, profile.id);
});
afterAll(async () => t?.close());

describe('the setting on the profile and the confirmation', () => {
  it('is off by default and read back in GET /me/profiles/{id}', async () => {
    const res = await calls.call('GET', `/api/me/profiles/${profile.id}`, owner.auth);
    expect(res.json().openAlert).toEqual({ enabled: false, recipients: [], pending: [] });
    // Off: the card offers no share and an open logs nothing.
    expect((await visit(`/p/${profile.page!.slug}`)).body).not.toContain('id="family-share"');
  });

  it('refuses more than five other addresses and a bad one, in pt-BR, writing nothing', async () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((x) => `${x}@familia.com`);
    const tooMany = await calls.call('PUT', `/api/me/profiles/${profile.id}`, owner.auth, {
      name: 'Não Mudou',
      openAlert: { enabled: true, recipients: six },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(OPEN_ALERT_TEXTS.tooManyRecipients);
    const bad = await calls.call('PUT', `/api/me/profiles/${profile.id}`, owner.auth, {
      openAlert: { enabled: true, recipients: ['não é e-mail'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(OPEN_ALERT_TEXTS.recipientInvalid);
    const read = (await calls.call('GET', `/api/me/profiles/${profile.id}`, owner.auth)).json();
    expect(read.name).toBe('Ana Família');
    expect(read.openAlert.enabled).toBe(false);
  });

  it("another account cannot set it on someone's profile (404, as every /me/profiles route answers)", async () => {
    const stranger = await calls.owner('Estranho');
    const res = await calls.call('PUT', `/api/me/profiles/${profile.id}`, stranger.auth, {
      openAlert: { enabled: true, recipients: ['eu@estranho.com'] },
    });
    expect(res.statusCode).toBe(404);
  });

  it('turns on: the new address is pending and gets a confirmation link; it receives nothing before confirming', async () => {
    const res = await calls.call('PUT', `/api/me/profiles/${profile.id}`, owner.auth, {
      openAlert: { enabled: true, recipients: [FAMILY, owner.user.email] },
    });
    expect(res.statusCode).toBe(200);
    // The account's own e-mail needs no confirmation and is not listed among the others.
    expect(res.json().openAlert).toEqual({ enabled: true, recipients: [FAMILY], pending: [FAMILY] });
    await drain();
    const [invite] = mailsTo(await t.outbox(), FAMILY).map(unfoldEml);
    expect(invite).toContain(
      `cadastrou este e-mail para receber um aviso quando a ficha de emergência de Ana Família for aberta`,
    );
    expect(invite).toContain('Nenhum aviso é enviado antes da sua confirmação.');

    // A visitor opens the card now: the owner is told, the unconfirmed address is not.
    await visit(`/p/${profile.page!.slug}`);
    await drain();
    expect(await alertsTo(owner.user.email)).toHaveLength(1);
    expect(await alertsTo(FAMILY)).toHaveLength(0);
  });

  it('a bad link is a 400 in pt-BR; the right one confirms once', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/public/open-alert/confirm',
      payload: { token: 'nao-existe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(OPEN_ALERT_TEXTS.confirmInvalid);
    const token = linkTokenFrom(mailsTo(await t.outbox(), FAMILY)[0]!, '/aviso-ficha/confirmar');
    const ok = await t.app.inject({ method: 'POST', url: '/api/public/open-alert/confirm', payload: { token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: OPEN_ALERT_TEXTS.confirmedMessage('Ana Família'), email: FAMILY });
    const again = await t.app.inject({ method: 'POST', url: '/api/public/open-alert/confirm', payload: { token } });
    expect(again.statusCode).toBe(400);
    const read = (await calls.call('GET', `/api/me/profiles/${profile.id}`, owner.auth)).json();
    expect(read.openAlert).toEqual({ enabled: true, recipients: [FAMILY], pending: [] });
  });
});

describe('who never alerts', () => {
  const BOTS = {
    WhatsApp: 'WhatsApp/2.23.20.0 A',
    Facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    Slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  };

  it('bots and link-preview crawlers (WhatsApp, Facebook, Slack, Googlebot), on /p, /t and their JSON', async () => {
    await elevenMinutesLater(profile.id);
    const before = (await opensOf()).pagination.total;
    const mails = (await t.outbox()).length;
    for (const agent of Object.values(BOTS)) {
      const headers = { 'user-agent': agent };
      await visit(`/p/${profile.page!.slug}`, headers);
      await visit(`/t/${TAG}`, headers);
      await visit(`/api/page/${profile.page!.slug}`, headers);
      await visit(`/api/public/tag/${TAG}`, headers);
    }
    await drain();
    expect((await t.outbox()).length).toBe(mails);
    expect((await opensOf()).pagination.total).toBe(before);
  });

  it("the owner's own signed-in browser (the login's cookie), even with the right PIN", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.user.email, password: owner.password },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    // The alerts only (the right PIN's own hourly notice to the owner is another e-mail).
    const alerts = async () => (await alertsTo(owner.user.email)).length + (await alertsTo(FAMILY)).length;
    const sent = await alerts();
    const before = (await opensOf()).pagination.total;
    await visit(`/p/${profile.page!.slug}`, { ...PHONE_BROWSER, cookie });
    await visit(`/t/${TAG}`, { ...PHONE_BROWSER, cookie });
    await t.app.inject({
      method: 'POST',
      url: `/t/${TAG}/pin`,
      headers: { ...PHONE_BROWSER, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `pin=${PIN}`,
    });
    await drain();
    expect(await alerts()).toBe(sent);
    expect((await opensOf()).pagination.total).toBe(before);
    // Someone else's cookie value (forged) is no one: that open alerts.
    await visit(`/t/${TAG}`, { ...PHONE_BROWSER, cookie: cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
    await drain();
    expect(await alerts()).toBe(sent + 2);
  });
});

describe('the 10-minute rule, the door, the PIN and the time in Brasília', () => {
  it('one alert per 10 minutes; the opens in between are summed in the next, with how many used the PIN', async () => {
    await elevenMinutesLater(profile.id);
    const first = (await alertsTo(FAMILY)).length;
    await visit(`/t/${TAG}`);
    await drain();
    await visit(`/p/${profile.page!.slug}`);
    await postPinForm(t, `/p/${profile.page!.slug}/pin`, PIN);
    await visit(`/api/public/tag/${TAG}`);
    await drain();
    // Four opens, one alert.
    expect(await alertsTo(FAMILY)).toHaveLength(first + 1);
    const opens = (await opensOf()).opens;
    expect(opens.slice(0, 4).map((o) => [o.door, o.pinUsed, o.alerted])).toEqual([
      ['TAG', false, false],
      ['PAGE', true, false],
      ['PAGE', false, false],
      ['TAG', false, true],
    ]);
    const alert = (await alertsTo(FAMILY)).at(-1)!;
    const at = opens[3]!.at;
    expect(alert).toContain(
      `A ficha de Ana Família foi aberta em ${formatDateTime(at, 'America/Sao_Paulo')} (horário de Brasília).`,
    );
    expect(alert).toContain(`Por onde: pelo código da tag ${TAG} (/t/${TAG}).`);
    expect(alert).toContain('O PIN não foi usado.');
    expect(alert).not.toContain('openstreetmap');

    // Eleven minutes later the next open (the right PIN on the tag) tells the three opens summed, one with the PIN.
    await elevenMinutesLater(profile.id);
    await postPinForm(t, `/t/${TAG}/pin`, PIN);
    await drain();
    const next = (await alertsTo(FAMILY)).at(-1)!;
    expect(await alertsTo(FAMILY)).toHaveLength(first + 2);
    expect(next).toContain('O PIN foi usado: quem abriu viu também as informações protegidas por PIN.');
    expect(next).toContain('Desde o aviso anterior, a ficha foi aberta mais 3 vezes (1 vez com o PIN).');
    // The bell has the same alert.
    const bell = await calls.call('GET', '/api/me/messages', owner.auth);
    expect(bell.body).toContain('A ficha de Ana Família foi aberta');
  });
});

describe("the place, only after the visitor's tap", () => {
  it('the card offers the share (hidden until its script runs) through the door it was opened by', async () => {
    const page = await visit(`/p/${profile.page!.slug}`);
    expect(page.body).toContain('id="family-share" hidden');
    expect(page.body).toContain(`data-action="/p/${profile.page!.slug}/localizacao"`);
    expect(page.body).toContain(PUBLIC_PAGE_TEXTS.familyShare);
    expect(page.body).toMatch(/<script src="\/public\/family-share\.js\?v=\w+" defer/);
    const tag = await visit(`/t/${TAG}`);
    expect(tag.body).toContain(`data-action="/t/${TAG}/localizacao"`);
    const script = await visit('/public/family-share.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('getCurrentPosition');
    await drain();
  });

  it('the shared place reaches the family at once with the map link; a bad one is a 400 in pt-BR', async () => {
    const post = (url: string, body: string, address = '10.0.0.7') =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: address,
        headers: { ...PHONE_BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const bad = await post(`/t/${TAG}/localizacao`, 'latitude=91&longitude=10');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(OPEN_ALERT_TEXTS.locationInvalid);
    const before = (await alertsTo(FAMILY, 'compartilhou a localização')).length;
    const ok = await post(`/t/${TAG}/localizacao`, 'latitude=-23.55052&longitude=-46.63331');
    expect(ok.statusCode).toBe(202);
    expect(ok.json().message).toBe(OPEN_ALERT_TEXTS.locationSent);
    await drain();
    const shared = await alertsTo(FAMILY, 'compartilhou a localização');
    expect(shared).toHaveLength(before + 1);
    expect(shared.at(-1)).toContain(
      'https://www.openstreetmap.org/?mlat=-23.55052&mlon=-46.63331#map=17/-23.55052/-46.63331',
    );
    expect(shared.at(-1)).toContain('Quem abriu a ficha de Ana Família compartilhou a localização em');
    expect(shared.at(-1)).toContain('(horário de Brasília)');
    const [latest] = (await opensOf()).opens;
    expect(latest!.location).toMatchObject({ latitude: -23.55052, longitude: -46.63331 });
    // One address may share a few times per card, not more (5 in 10 minutes).
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await post(`/t/${TAG}/localizacao`, 'latitude=1&longitude=2')).statusCode);
    expect(statuses.at(-1)).toBe(429);
    await drain();
  });

  it('a card whose alert is off takes no place (409), and offers no button', async () => {
    const other = await calls.owner('Sem Aviso');
    const res = await t.app.inject({
      method: 'POST',
      url: `/p/${other.primary.page!.slug}/localizacao`,
      headers: { 'content-type': 'application/json' },
      payload: { latitude: 1, longitude: 2 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(OPEN_ALERT_TEXTS.locationNotAvailable);
  });
});

describe('the settings of the owner decide their own channels', () => {
  it("'Ficha aberta' off by e-mail: the family still receives, the owner only in the bell", async () => {
    const put = await calls.call('PUT', '/api/me/notification-settings', owner.auth, {
      kinds: { card_opened: { email: false, bell: true } },
    });
    expect(put.statusCode).toBe(200);
    await elevenMinutesLater(profile.id);
    const ownerMails = (await alertsTo(owner.user.email)).length;
    const familyMails = (await alertsTo(FAMILY)).length;
    await visit(`/p/${profile.page!.slug}`);
    await drain();
    expect(await alertsTo(owner.user.email)).toHaveLength(ownerMails);
    expect(await alertsTo(FAMILY)).toHaveLength(familyMails + 1);
    expect(NOTIFICATION_TEXTS.kinds.card_opened).toBe('Ficha aberta (aviso à família)');
  });

  it('turning the alert off stops it and removes an address left out', async () => {
    const res = await calls.call('PUT', `/api/me/profiles/${profile.id}`, owner.auth, {
      openAlert: { enabled: false, recipients: [] },
    });
    expect(res.json().openAlert).toEqual({ enabled: false, recipients: [], pending: [] });
    await elevenMinutesLater(profile.id);
    const mails = (await t.outbox()).length;
    await visit(`/p/${profile.page!.slug}`);
    await drain();
    expect((await t.outbox()).length).toBe(mails);
  });
});

// After every test of the shared app: starting another embedded database would read as overload to its load shedding.
describe('a mail server that hangs', () => {
  it("never holds the visitor's card nor the shared place: the alert goes after the answer, its failure logged", async () => {
    const sockets = new Set<Socket>();
    // Accepts the connection and never greets: the alert's send waits for its timeout, long after the answer.
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const connected = new Promise<void>((resolve) => silent.once('connection', () => resolve()));
    // Short timeouts: the second connection (the place's e-mail) gives up in a second instead of ten.
    const smtp = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}?greetingTimeout=1000&connectionTimeout=1000&socketTimeout=1000`,
    });
    try {
      const hung = profileCalls(smtp);
      const who = await hung.owner('Bia Espera');
      const put = await hung.call('PUT', `/api/me/profiles/${who.primary.id}`, who.auth, {
        openAlert: { enabled: true, recipients: [] },
      });
      expect(put.statusCode).toBe(200);
      const slug = who.primary.page!.slug;
      const started = performance.now();
      const page = await smtp.app.inject({ method: 'GET', url: `/p/${slug}`, headers: PHONE_BROWSER });
      const shared = await smtp.app.inject({
        method: 'POST',
        url: `/p/${slug}/localizacao`,
        headers: { ...PHONE_BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'latitude=-22.9&longitude=-43.2',
      });
      const elapsed = performance.now() - started;
      expect(elapsed).toBeLessThan(1000);
      expect(page.statusCode).toBe(200);
      expect(shared.statusCode).toBe(202);
      // The alert is on its way (to a server that never greets) after both answers.
      await connected;
      expect(sockets.size).toBeGreaterThanOrEqual(1);
      for (const socket of sockets) socket.destroy();
      await smtp.app.services.openAlert.drain();
      // The open and the place are logged even though the e-mails failed.
      const opens = await smtp.app.inject({
        method: 'GET',
        url: `/api/me/profiles/${who.primary.id}/open-alerts`,
        headers: who.auth,
      });
      expect(opens.json<ListOpenAlertEventsResponse>().pagination.total).toBe(2);
    } finally {
      await smtp.close();
      silent.close();
    }
  });
});
