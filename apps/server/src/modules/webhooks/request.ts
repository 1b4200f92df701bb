import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_MAX_BODY_BYTES, WEBHOOK_RESPONSE_EXCERPT } from '@portal/shared';
import { AddressRefused, guardedLookup, ipLiteralOf, isRefusedAddress } from './address-guard.js';

export type WebhookRequestOptions = { allowPrivate: boolean; timeoutMs: number };

/** One try's outcome, as the delivery log keeps it. */
export type WebhookAttempt = {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  /** The answer's first characters. */
  response: string | null;
  error: string | null;
};

const CODE_TEXTS: Record<string, string> = {
  ECONNREFUSED: 'Conexão recusada',
  ECONNRESET: 'Conexão interrompida',
  ENOTFOUND: 'Endereço não encontrado (DNS)',
  EAI_AGAIN: 'DNS indisponível',
  CERT_HAS_EXPIRED: 'Certificado expirado',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'Certificado autoassinado',
};

function errorText(error: unknown): string {
  if (error instanceof AddressRefused) return error.message;
  const detail = error as { code?: unknown; message?: unknown };
  const code = typeof detail.code === 'string' ? detail.code : '';
  const message = typeof detail.message === 'string' ? detail.message : String(error);
  return (CODE_TEXTS[code] ? `${CODE_TEXTS[code]} (${code})` : message).slice(0, 1000);
}

/**
 * POSTs a webhook's body (issue 45 item 3): the address checked after DNS resolution and connected to as checked (an
 * IP literal here, a name in the socket's lookup), no redirect followed (a 3xx is a failure: its target is never
 * fetched, so no other host or address is reached), the whole try under `timeoutMs`, the body under 64 KB, the answer
 * read up to 64 KB and its first 500 characters kept. Never throws: the outcome says what happened.
 */
export function postWebhook(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: WebhookRequestOptions,
): Promise<WebhookAttempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: unknown, statusCode: number | null = null): WebhookAttempt => ({
    ok: false,
    statusCode,
    durationMs: elapsed(),
    response: null,
    error: errorText(error),
  });
  const literal = ipLiteralOf(url);
  if (literal && isRefusedAddress(literal, options.allowPrivate))
    return Promise.resolve(failed(new AddressRefused(literal)));
  if (Buffer.byteLength(body) > WEBHOOK_MAX_BODY_BYTES)
    return Promise.resolve(failed(new Error('Corpo acima de 64 KB')));

  return new Promise((resolve) => {
    let settled = false;
    const finish = (attempt: WebhookAttempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(attempt);
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      // A connection of its own: a pooled socket would skip the lookup (and its check).
      agent: false,
      lookup: guardedLookup(options.allowPrivate),
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Portal-Webhooks/1.0',
        ...headers,
      },
    });
    const timer = setTimeout(() => {
      const timedOut = new Error(`Sem resposta em ${(options.timeoutMs / 1000).toLocaleString('pt-BR')} s`);
      finish(failed(timedOut));
      request.destroy(timedOut);
    }, options.timeoutMs);
    request.on('error', (error) => finish(failed(error)));
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const text = Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_RESPONSE_EXCERPT);
        const redirect = statusCode >= 300 && statusCode < 400;
        const error = redirect
          ? `Redirecionamento não seguido (${statusCode} para ${String(response.headers.location ?? '')})`.slice(
              0,
              1000,
            )
          : statusCode >= 200 && statusCode < 300
            ? null
            : `Resposta HTTP ${statusCode}`;
        finish({ ok: error === null, statusCode, durationMs: elapsed(), response: text || null, error });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= WEBHOOK_MAX_BODY_BYTES) chunks.push(chunk);
        // Read up to the cap, then stop: a huge answer costs no more memory nor time.
        else done();
      });
      response.on('end', done);
      response.on('error', (error) => finish(failed(error, statusCode)));
    });
    request.end(body);
  });
}
