import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_TEXTS } from '@portal/shared';
import { startWebhookReceiver } from '../../testing/webhook-receiver.js';
import { isRefusedAddress } from './address-guard.js';
import { postWebhook } from './request.js';

/**
 * Issue 45 item 3: the request itself refuses loopback, private and metadata addresses (an IP in the URL, or any
 * address its name resolves to, checked in the socket's own lookup), against a real receiver on 127.0.0.1.
 */
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => receiver?.close());

const body = JSON.stringify({ id: 'x', event: 'webhook.test' });
const closed = { allowPrivate: false, timeoutMs: 2000 };
const open = { allowPrivate: true, timeoutMs: 2000 };

describe('postWebhook', () => {
  it('without WEBHOOK_ALLOW_PRIVATE: 127.0.0.1 and localhost (resolving to it) are refused before any byte is sent', async () => {
    for (const url of [receiver.url('/ip'), `http://localhost:${receiver.port}/name`]) {
      const attempt = await postWebhook(new URL(url), body, {}, closed);
      expect(attempt, url).toMatchObject({ ok: false, statusCode: null });
      expect(attempt.error, url).toContain(WEBHOOK_TEXTS.addressRefused);
    }
    expect(receiver.hits('/ip')).toHaveLength(0);
    expect(receiver.hits('/name')).toHaveLength(0);
    // The same requests with the setting on reach the receiver: the refusal above is the guard's, not the network's.
    expect(await postWebhook(new URL(`http://localhost:${receiver.port}/name`), body, {}, open)).toMatchObject({
      ok: true,
      statusCode: 200,
      response: 'recebido',
    });
    expect(receiver.hits('/name')).toHaveLength(1);
  });

  it('10.0.0.1 without the setting, and 169.254.169.254 always, fail at once (no connection tried)', async () => {
    const started = performance.now();
    expect((await postWebhook(new URL('http://10.0.0.1/hook'), body, {}, closed)).error).toContain('10.0.0.1');
    expect((await postWebhook(new URL('http://169.254.169.254/'), body, {}, open)).error).toContain(
      WEBHOOK_TEXTS.addressRefused,
    );
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('the answer is read up to 64 KB and its first 500 characters kept; a body over 64 KB is not sent', async () => {
    const big = http.createServer((_request, response) => {
      response.writeHead(200);
      response.end('a'.repeat(1024 * 1024));
    });
    await new Promise<void>((resolve) => big.listen(0, '127.0.0.1', resolve));
    const url = new URL(`http://127.0.0.1:${(big.address() as AddressInfo).port}/`);
    try {
      const attempt = await postWebhook(url, body, {}, open);
      expect(attempt).toMatchObject({ ok: true, statusCode: 200 });
      expect(attempt.response).toHaveLength(500);
      const tooBig = await postWebhook(url, 'x'.repeat(64 * 1024 + 1), {}, open);
      expect(tooBig).toMatchObject({ ok: false, error: 'Corpo acima de 64 KB' });
    } finally {
      big.closeAllConnections();
      await new Promise((resolve) => big.close(resolve));
    }
  });
});

describe('isRefusedAddress', () => {
  it.each([
    ['127.0.0.1', true, false],
    ['10.1.2.3', true, false],
    ['172.16.0.1', true, false],
    ['172.32.0.1', false, false],
    ['192.168.1.1', true, false],
    ['100.64.0.1', true, false],
    ['::1', true, false],
    ['fd12::1', true, false],
    ['::ffff:127.0.0.1', true, false],
    ['169.254.169.254', true, true],
    ['::ffff:169.254.169.254', true, true],
    ['fe80::1', true, true],
    ['fd00:ec2::254', true, true],
    ['0.0.0.0', true, true],
    ['8.8.8.8', false, false],
    ['2606:4700::1111', false, false],
  ])('%s: refused without the setting %s, with it %s', (address, without, withIt) => {
    expect(isRefusedAddress(address, false)).toBe(without);
    expect(isRefusedAddress(address, true)).toBe(withIt);
  });
});
