import {
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENTS,
  WEBHOOK_RETRY_SCHEDULE_MS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEXTS,
  webhookBodySchema,
  type WebhookDeliveryEvent,
} from '@portal/shared';
import type { SwaggerTransformObject } from '@fastify/swagger';
import { z } from 'zod';
import { escapeHtml } from '../../lib/escape-html.js';

/** The docs page's address (linked from the OpenAPI description, so from /api/docs). */
export const WEBHOOK_DOCS_PATH = '/api/docs/webhooks';

const EVENTS: WebhookDeliveryEvent[] = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT];

/** The schema of each event's body, as OpenAPI 3.0 JSON Schema (generated from the zod schemas in shared). */
export function webhookBodySchemas(): Record<WebhookDeliveryEvent, Record<string, unknown>> {
  return Object.fromEntries(
    EVENTS.map((event) => [event, z.toJSONSchema(webhookBodySchema(event), { target: 'openapi-3.0' })]),
  ) as unknown as Record<WebhookDeliveryEvent, Record<string, unknown>>;
}

/**
 * The OpenAPI document's `x-webhooks` (the 3.1 `webhooks` shape, under an extension while the document is 3.0): each
 * event a POST whose body is its schema, with the signature headers.
 */
export function openApiWebhooks() {
  const header = (description: string) => ({ required: true, schema: { type: 'string' }, description });
  const schemas = webhookBodySchemas();
  return Object.fromEntries(
    EVENTS.map((event) => [
      event,
      {
        post: {
          summary: event === WEBHOOK_TEST_EVENT ? "'Enviar teste'" : WEBHOOK_TEXTS.eventLabels[event],
          parameters: [
            { in: 'header', name: 'X-Portal-Signature', ...header('t=<segundos unix>,v1=<hex HMAC-SHA256>') },
            { in: 'header', name: 'X-Portal-Event', ...header('O nome do evento') },
            { in: 'header', name: 'X-Portal-Event-Id', ...header('O id do evento (o mesmo em cada webhook)') },
            { in: 'header', name: 'X-Portal-Delivery', ...header('O id da entrega (o mesmo nas novas tentativas)') },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: schemas[event] } } },
          responses: {
            '2XX': { description: 'Recebido (qualquer outra resposta é uma falha e será tentada de novo)' },
          },
        },
      },
    ]),
  );
}

/** @fastify/swagger's transformObject: the document with `x-webhooks` and its description linking the page. */
export const withWebhookDocs: SwaggerTransformObject = (documents) => {
  if (!('openapiObject' in documents)) return documents.swaggerObject;
  const document = documents.openapiObject;
  const link = `Webhooks (eventos, assinatura, novas tentativas): [${WEBHOOK_DOCS_PATH}](${WEBHOOK_DOCS_PATH}).`;
  const info: { title: string; version: string; description?: string } = {
    title: '',
    version: '1.0.0',
    ...document.info,
  };
  info.description = `${info.description ?? ''} ${link}`.trim();
  // An `x-` extension, which the document's types do not list.
  return Object.assign({ ...document, info }, { 'x-webhooks': openApiWebhooks() });
};

export const VERIFY_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// header: X-Portal-Signature; body: o corpo como chegou (texto, antes do JSON.parse)
export function verify(header, body, secret, toleranceSeconds = 300) {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  if (!t || !v1 || Math.abs(Date.now() / 1000 - Number(t)) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${body}\`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;

const waitText = (ms: number) => (ms < 3_600_000 ? `${ms / 60_000} min` : `${ms / 3_600_000} h`);

/** The page (pt-BR): each event's payload schema, how to verify a signature, the retry schedule and the limits. */
export function webhookDocsHtml(appName: string): string {
  const events = EVENTS.map((event) => {
    const label = event === WEBHOOK_TEST_EVENT ? "'Enviar teste'" : WEBHOOK_TEXTS.eventLabels[event];
    // The uuid pattern (a line of regex) says no more than `"format": "uuid"` to a reader: left out here.
    const schema = z.toJSONSchema(WEBHOOK_EVENT_DATA[event], { target: 'openapi-3.0' });
    const data = JSON.stringify(schema, (key, value: unknown) => (key === 'pattern' ? undefined : value), 2);
    return `<h3 id="${event}"><code>${event}</code> — ${escapeHtml(label)}</h3>\n<pre>${escapeHtml(data)}</pre>`;
  }).join('\n');
  const schedule = WEBHOOK_RETRY_SCHEDULE_MS.map(waitText).join(', ');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Webhooks — ${escapeHtml(appName)} API</title></head>
<body>
<h1>Webhooks</h1>
<p>Crie webhooks em Minha conta → Integrações, ou pela API (<code>POST /api/me/webhooks</code>, veja <a href="/api/docs">/api/docs</a>).
Cada evento escolhido chega como um <code>POST</code> com um corpo JSON:</p>
<pre>{ "id": "&lt;id do evento&gt;", "event": "tag.scanned", "createdAt": "2026-01-01T12:00:00.000Z", "data": { ... } }</pre>
<p>Cabeçalhos: <code>X-Portal-Signature: t=&lt;segundos unix&gt;,v1=&lt;hex&gt;</code>, <code>X-Portal-Event</code> (o nome),
<code>X-Portal-Event-Id</code> e <code>X-Portal-Delivery</code> (o mesmo em cada nova tentativa: use-o para ignorar repetições).</p>
<h2>Verificar a assinatura</h2>
<p><code>v1</code> é o HMAC-SHA256, em hexadecimal, de <code>t + "." + corpo</code> com o segredo do webhook (mostrado uma vez, ao criar).
Recuse uma assinatura diferente ou um <code>t</code> antigo (uma entrega repetida por alguém).</p>
<pre>${escapeHtml(VERIFY_EXAMPLE)}</pre>
<h2>Novas tentativas</h2>
<p>Qualquer resposta fora de 2xx, um redirecionamento (não seguido), um erro de rede ou nenhuma resposta em 5 s é uma falha.
A entrega é tentada de novo depois de ${schedule} (${WEBHOOK_RETRY_SCHEDULE_MS.length + 1} tentativas em cerca de 21 horas)
e então termina com falha. Se uma entrega falhar em todas as tentativas sem nenhuma entrega bem-sucedida do webhook desde
então, o webhook é desativado e o dono recebe um e-mail. O registro de entregas mostra cada uma: quando, o código HTTP,
a duração, o começo da resposta (500 caracteres), a tentativa e o erro.</p>
<h2>Limites e segurança</h2>
<p>Endereços https (http só numa instalação com <code>WEBHOOK_ALLOW_PRIVATE=true</code>); nenhum endereço local,
privado, de link-local ou de metadados (verificado depois do DNS, na conexão); corpos até 64 KB; no máximo 10 webhooks
por conta. Um webhook recebe os eventos das tags e fichas da própria conta; o de um administrador pode cobrir todas as tags.
Nenhum evento traz o conteúdo de uma seção com PIN nem dados médicos.</p>
<h2>Eventos</h2>
<p>O esquema (JSON Schema) do campo <code>data</code> de cada evento:</p>
${events}
</body></html>`;
}
