import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedHook = { path: string; headers: http.IncomingHttpHeaders; body: string; at: number };
/** ok: 200 'recebido'; fail: 500; hang: never answers; redirect: 302 to `location`. */
export type ReceiverMode = 'ok' | 'fail' | 'hang' | 'redirect';

/**
 * A real HTTP receiver on 127.0.0.1 (issue 45's tests; deliveries reach it with WEBHOOK_ALLOW_PRIVATE): it records
 * every request and answers as its mode says.
 */
export async function startWebhookReceiver() {
  const state = { mode: 'ok' as ReceiverMode, location: 'http://10.0.0.1/hook', received: [] as ReceivedHook[] };
  const hung = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      state.received.push({ path: request.url ?? '/', headers: request.headers, body, at: Date.now() });
      if (state.mode === 'hang') return void hung.add(response);
      if (state.mode === 'fail') return void response.writeHead(500).end('erro interno do receptor');
      if (state.mode === 'redirect') return void response.writeHead(302, { location: state.location }).end();
      response.writeHead(200, { 'content-type': 'text/plain' }).end('recebido');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    /** Requests to `path` so far. */
    hits: (path = '/hook') => state.received.filter((hook) => hook.path === path),
    async close() {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The receiver's side of X-Portal-Signature: t=<seconds>,v1=<hex HMAC-SHA256(secret, `${t}.${body}`)>. */
export function verifySignature(header: string, body: string, secret: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
