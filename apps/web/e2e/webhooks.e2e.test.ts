import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LOST_TEXTS, type CreateWebhookResponse, type ListWebhookDeliveriesResponse } from '@portal/shared';
import { createTag, userIdOf } from './fixtures';
import { apiLogin, baseUrl, DEMO, launchBrowser, loginThroughForm, newPage, shot } from './support';

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

describe('webhooks: an integrator hears of a lost pet scanned by a phone', () => {
  it('the owner subscribes, marks the pet lost, a phone scans it: tag.scanned arrives signed and the log shows it', async () => {
    const ownerId = await userIdOf(DEMO.user.email);
    const tag = await createTag({ prefix: 'HOOK', ownerId });
    const token = await apiLogin(DEMO.user.email, DEMO.user.password);
    const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${baseUrl()}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
      return (await res.json()) as T;
    };
    // The subscription through the API ('Integrações' mounts the same calls' screen).
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/portal`;
    const { webhook, secret } = await api<CreateWebhookResponse>('POST', '/me/webhooks', {
      url,
      events: ['tag.scanned', 'tag.lost_changed'],
    });

    // The owner marks the pet lost on the tag's screen.
    const owner = await newPage(browser, { viewport: PHONE });
    await loginThroughForm(owner.page, 'user');
    await owner.page.goto('/user/bracelets');
    await owner.page.getByRole('list', { name: 'Minhas tags' }).getByText(tag.code, { exact: true }).waitFor();
    await owner.page.getByRole('link', { name: `Ver ${tag.code}` }).click();
    await owner.page.waitForURL(/\/user\/tags\/edit\//);
    await owner.page.getByRole('button', { name: `${LOST_TEXTS.markLost} (${tag.code})` }).click();
    const dialog = owner.page.getByRole('dialog', { name: new RegExp(LOST_TEXTS.markLostTitle) });
    await dialog.getByRole('button', { name: LOST_TEXTS.markLost, exact: true }).click();
    await owner.page.getByText(LOST_TEXTS.markedLost).first().waitFor();
    await owner.context.close();

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

    const log = await waitFor('the delivery log', async () => {
      const { deliveries } = await api<ListWebhookDeliveriesResponse>('GET', `/me/webhooks/${webhook.id}/deliveries`);
      const found = deliveries.find((delivery) => delivery.id === scanned.headers['x-portal-delivery']);
      return found?.status === 'delivered' ? found : undefined;
    });
    expect(log).toMatchObject({ event: 'tag.scanned', statusCode: 200, attempt: 1, response: 'ok' });

    // The docs page the section links to.
    const docs = await newPage(browser);
    await docs.page.goto('/api/docs/webhooks');
    await docs.page.getByRole('heading', { name: 'Verificar a assinatura' }).waitFor();
    await shot(docs.page, 'webhooks-docs-top');
    await shot(docs.page, 'webhooks-docs', true);
    await docs.context.close();
  });
});
