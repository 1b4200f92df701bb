import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { formatDateTime, NOTIFICATION_TEXTS, OPEN_ALERT_TEXTS, PUBLIC_PAGE_TEXTS } from '@portal/shared';
import { createClient, uniqueStamp } from './fixtures';
import { launchBrowser, linkMailedTo, newPage, readOutbox, shot, signInWith } from './support';

/**
 * Issue 42: the owner turns on 'Avisar quando minha ficha for aberta' and adds a relative's address, the relative
 * confirms from the mailed link, a phone opens the card and shares its location with one tap, and the relative's
 * e-mail says when (Brasília time) with the link to the map. 'Notificações' in 'Minha conta' is looked at too.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PHONE = { width: 390, height: 844 };
/** A phone's browser: headless Chrome's own user agent reads as a bot, and bots never alert. */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const PLACE = { latitude: -23.55052, longitude: -46.63331 };
const MAP_LINK = 'https://www.openstreetmap.org/?mlat=-23.55052&mlon=-46.63331#map=17/-23.55052/-46.63331';

/** The text of the e-mails to `address` holding `line` (quoted-printable unfolded). */
const mailsTo = (address: string, line: string) =>
  readOutbox()
    .filter((eml) => eml.includes(`To: ${address}`))
    .map((eml) =>
      Buffer.from(
        eml
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    )
    .filter((text) => text.includes(line));

async function waitFor<T>(read: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not arrive`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the family is told when the card is opened (issue 42)', () => {
  it('turn on, confirm a second address from the outbox, a phone opens and shares its place, the e-mail arrives', async () => {
    const client = await createClient({ name: 'Rita Família' });
    const family = `familia.${uniqueStamp().toLowerCase()}@exemplo.com`;

    // The owner: 'Notificações' in 'Minha conta', then the alert in the page editor.
    const owner = await newPage(browser);
    await signInWith(owner.page, client, (url) => url.pathname === '/user/dashboard');
    await owner.page.goto('/user/conta');
    const settings = owner.page.getByRole('region', { name: NOTIFICATION_TEXTS.title });
    await settings.getByText(NOTIFICATION_TEXTS.kinds.card_opened).waitFor();
    const securityEmail = settings.getByRole('checkbox', {
      name: NOTIFICATION_TEXTS.channelOf('E-mail', NOTIFICATION_TEXTS.kinds.account_security),
    });
    expect(await securityEmail.isDisabled()).toBe(true);
    await settings.getByRole('checkbox', { name: NOTIFICATION_TEXTS.scanDigest }).check();
    await settings.getByRole('button', { name: NOTIFICATION_TEXTS.save }).click();
    await owner.page.getByText(NOTIFICATION_TEXTS.saved).first().waitFor();
    await settings.scrollIntoViewIfNeeded();
    await shot(owner.page, 'notification-settings', true);
    // The same screen on a phone.
    await owner.page.setViewportSize(PHONE);
    await shot(owner.page, 'notification-settings-390', true);
    await owner.page.setViewportSize({ width: 1280, height: 800 });

    await owner.page.goto(`/user/product/edit/${client.pageId}?secao=aviso`);
    const alertCard = owner.page.getByRole('form', { name: OPEN_ALERT_TEXTS.title });
    await alertCard.getByRole('switch', { name: OPEN_ALERT_TEXTS.enabledLabel }).click();
    await alertCard.getByLabel(OPEN_ALERT_TEXTS.recipientsLabel).fill(family);
    await alertCard.getByRole('button', { name: OPEN_ALERT_TEXTS.addRecipient }).click();
    await alertCard.getByRole('button', { name: OPEN_ALERT_TEXTS.save }).click();
    await owner.page.getByText(OPEN_ALERT_TEXTS.saved).first().waitFor();
    await alertCard.getByText(OPEN_ALERT_TEXTS.pending, { exact: true }).waitFor();
    await alertCard.scrollIntoViewIfNeeded();
    await shot(owner.page, 'open-alert-owner-card');

    // The relative confirms from the mailed link (no account needed).
    const link = await waitFor(() => linkMailedTo(family, '/aviso-ficha/confirmar'), 'the confirmation e-mail');
    const relative = await newPage(browser, { viewport: PHONE });
    const { pathname, search } = new URL(link);
    await relative.page.goto(`${pathname}${search}`);
    await relative.page.getByText(OPEN_ALERT_TEXTS.confirmedMessage('Rita Família')).waitFor();
    await shot(relative.page, 'open-alert-confirmed-390');
    await relative.context.close();
    await owner.page.reload();
    await owner.page
      .getByRole('form', { name: OPEN_ALERT_TEXTS.title })
      .getByText(OPEN_ALERT_TEXTS.confirmed, { exact: true })
      .waitFor();

    // A phone opens the card and, with one tap, shares where it is.
    const phone = await newPage(browser, {
      viewport: PHONE,
      userAgent: PHONE_AGENT,
      geolocation: PLACE,
      permissions: ['geolocation'],
    });
    const openedAt = new Date();
    expect((await phone.page.goto(`/p/${client.slug}`))?.status()).toBe(200);
    const share = phone.page.getByRole('button', { name: PUBLIC_PAGE_TEXTS.familyShare });
    await share.waitFor();
    await share.scrollIntoViewIfNeeded();
    await shot(phone.page, 'open-alert-share-390');
    const [posted] = await Promise.all([
      phone.page.waitForResponse((response) => response.url().endsWith(`/p/${client.slug}/localizacao`)),
      share.click(),
    ]);
    expect(posted.status()).toBe(202);
    await phone.page.getByText(PUBLIC_PAGE_TEXTS.familyShareSent).waitFor();
    await shot(phone.page, 'open-alert-share-sent-390');

    // The relative's e-mails: the card was opened (when, in Brasília, through which door), then the map link.
    const opened = await waitFor(
      () => mailsTo(family, 'A ficha de Rita Família foi aberta em').at(-1),
      'the card opened alert',
    );
    const minute = (date: Date) => formatDateTime(date, 'America/Sao_Paulo');
    const when = [minute(openedAt), minute(new Date(openedAt.getTime() + 60_000))].map(
      (time) => `A ficha de Rita Família foi aberta em ${time} (horário de Brasília).`,
    );
    expect(
      when.some((line) => opened.includes(line)),
      opened,
    ).toBe(true);
    expect(opened).toContain(`Por onde: pelo link da página (/p/${client.slug}).`);
    expect(opened).not.toContain('openstreetmap');
    const located = await waitFor(() => mailsTo(family, 'compartilhou a localização').at(-1), 'the shared place alert');
    expect(located).toContain(MAP_LINK);
    expect(located).toMatch(/compartilhou a localização em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(horário de Brasília\)/);
    await phone.context.close();

    // The owner's log shows the open and the shared place.
    await owner.page.reload();
    await owner.page.getByRole('link', { name: OPEN_ALERT_TEXTS.logLocation }).first().waitFor();
    await shot(owner.page, 'open-alert-log');
    await owner.context.close();
  });
});
