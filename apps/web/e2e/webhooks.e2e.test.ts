import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { LOST_TEXTS, WEBHOOK_TEXTS } from '@portal/shared';
import { createClient, createTag, type ClientFixture } from './fixtures';
import { baseUrl, launchBrowser, newPage, shot } from './support';

type Hook = { headers: http.IncomingHttpHeaders; body: string };

let browser: Browser;
let receiver: http.Server;
const received: Hook[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  // The integrator's system: a real HTTP server of this test on 127.0.0.1 (the e2e servers run with WEBHOOK_ALLOW_PRIVATE).
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await browser?.close();
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
});

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

function verify(header: string, body: string, secret: string): boolean {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('='))) as Record<string, string>;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function waitFor<T>(what: string, read: () => T | undefined | Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: nothing after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function signIn(page: Page, client: ClientFixture) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(client.email);
  await page.getByLabel('Senha', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/user'));
}

const withToken = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

/** The element at the top of the viewport, below the sticky header (scrollIntoView would put it under it). */
async function scrollTo(page: Page, locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72));
}

/** The page scrolls no wider than its viewport (a table may scroll inside its own box). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('webhooks: an integrator hears of a lost pet scanned by a phone', () => {
  it('the owner creates a token and a webhook on the screen, marks the pet lost, a phone scans it: tag.scanned arrives signed and the log shows it', async () => {
    const client = await createClient({ name: `Ana Integra ${Date.now().toString(36)}` });
    const tag = await createTag({ prefix: 'HOOK', ownerId: client.userId });
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, client);
    await page.goto('/user/conta');

    // 'Integrações': a token with tags:read, its secret shown once and copied.
    const tokens = page.getByRole('region', { name: 'Integrações' });
    await tokens.getByRole('button', { name: 'Criar token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar token' });
    await dialog.getByLabel('Nome').fill('Sistema do abrigo');
    await dialog.getByRole('checkbox', { name: 'Tags: Leitura' }).check();
    await dialog.getByRole('button', { name: 'Criar token' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Token criado.' });
    const token = (await secretDialog.getByTestId('api-token-secret').textContent())!.trim();
    expect(token).toMatch(/^ptk_[A-Za-z0-9_-]{43}$/);
    await secretDialog.getByRole('button', { name: 'Copiar' }).click();
    await page.getByText('Token copiado.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await secretDialog.getByRole('button', { name: 'Já copiei' }).click();
    await secretDialog.waitFor({ state: 'detached' });

    // The token reads the account's tags (tags:read) and cannot plant a webhook (no scope grants one).
    const read = await withToken(token, 'GET', '/me/bracelets');
    expect(read.status).toBe(200);
    expect(await read.text()).toContain(tag.code);
    const planted = await withToken(token, 'POST', '/me/webhooks', {
      url: 'https://x.example.com',
      events: ['tag.scanned'],
    });
    expect(planted.status).toBe(403);

    // 'Webhooks', after the tokens: the receiver this test started, two events, the generated secret shown once.
    const hooks = page.getByRole('region', { name: WEBHOOK_TEXTS.title });
    await hooks.getByText(WEBHOOK_TEXTS.empty).waitFor();
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/portal`;
    await hooks.getByLabel(WEBHOOK_TEXTS.url).fill(url);
    for (const event of ['tag.scanned', 'tag.lost_changed'] as const) {
      await hooks.getByRole('checkbox', { name: `${WEBHOOK_TEXTS.eventLabels[event]} ${event}` }).check();
    }
    await hooks.getByRole('button', { name: WEBHOOK_TEXTS.create }).click();
    await hooks.getByText(WEBHOOK_TEXTS.created).waitFor();
    const secret = (await hooks.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret.length).toBeGreaterThanOrEqual(16);
    const row = hooks.getByTestId('webhook-row');
    await expect(row.textContent()).resolves.toContain(url);
    await page.reload();
    await hooks.getByTestId('webhook-row').waitFor();
    expect(await page.content()).not.toContain(secret);

    // The owner marks the pet lost on the tag's screen, from her phone's width.
    await page.setViewportSize(PHONE);
    await page.goto('/user/bracelets');
    await page.getByRole('list', { name: 'Minhas tags' }).getByText(tag.code, { exact: true }).waitFor();
    await page.getByRole('link', { name: `Ver ${tag.code}` }).click();
    await page.waitForURL(/\/user\/tags\/edit\//);
    await page.getByRole('button', { name: `${LOST_TEXTS.markLost} (${tag.code})` }).click();
    const lost = page.getByRole('dialog', { name: new RegExp(LOST_TEXTS.markLostTitle) });
    await lost.getByRole('button', { name: LOST_TEXTS.markLost, exact: true }).click();
    await page.getByText(LOST_TEXTS.markedLost).first().waitFor();

    // A stranger's phone (another context, no cookies) opens the tag.
    const phone = await newPage(browser, { viewport: PHONE, userAgent: IPHONE, isMobile: true });
    expect((await phone.page.goto(`/t/${tag.code}`))?.status()).toBe(200);
    await shot(phone.page, 'webhooks-phone-scan-390');
    await phone.context.close();

    const scanned = await waitFor('tag.scanned at the receiver', () =>
      received.find((hook) => hook.headers['x-portal-event'] === 'tag.scanned' && hook.body.includes(tag.id)),
    );
    expect(verify(String(scanned.headers['x-portal-signature']), scanned.body, secret)).toBe(true);
    expect(verify(String(scanned.headers['x-portal-signature']), scanned.body, `${secret}x`)).toBe(false);
    expect(JSON.parse(scanned.body)).toMatchObject({
      event: 'tag.scanned',
      data: { tagId: tag.id, code: tag.code, status: 'LOST', device: 'mobile' },
    });
    expect(received.some((hook) => hook.headers['x-portal-event'] === 'tag.lost_changed')).toBe(true);

    // The delivery log on the screen: tag.scanned, 200, delivered.
    await page.setViewportSize(DESKTOP);
    await page.goto('/user/conta');
    const delivered = hooks.getByTestId('webhook-delivery').filter({ hasText: 'tag.scanned' });
    await waitFor('the delivery log on the screen', async () => {
      await page.reload();
      await hooks.getByRole('button', { name: WEBHOOK_TEXTS.deliveries }).click();
      await hooks
        .getByRole('list', { name: WEBHOOK_TEXTS.deliveries })
        .or(hooks.getByText(WEBHOOK_TEXTS.noDeliveries))
        .first()
        .waitFor();
      return (await delivered.count()) > 0 ? true : undefined;
    });
    await expect(delivered.first().textContent()).resolves.toMatch(/200 · Entregue/);

    await scrollTo(page, tokens);
    await shot(page, 'integrations-webhooks-1366');
    await shot(page, 'integrations-webhooks-1366-full', true);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize(PHONE);
    await scrollTo(page, tokens);
    await shot(page, 'integrations-webhooks-390');
    await scrollTo(page, hooks);
    await shot(page, 'integrations-webhooks-log-390');
    await shot(page, 'integrations-webhooks-390-full', true);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();

    // The docs page the section links to.
    const docs = await newPage(browser);
    await docs.page.goto('/api/docs/webhooks');
    await docs.page.getByRole('heading', { name: 'Verificar a assinatura' }).waitFor();
    await shot(docs.page, 'webhooks-docs-top');
    await docs.context.close();
  });
});
