import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { WEBHOOK_TEXTS, type Webhook, type WebhookDelivery } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { WebhooksSection } from './webhooks-section';

const HOOK: Webhook = {
  id: '6f1c1f8e-9d3b-4f7a-a0c2-2b8e4d1c0a11',
  url: 'https://erp.exemplo.com/portal',
  events: ['tag.scanned', 'finder.message'],
  allTags: false,
  enabled: true,
  disabledAt: null,
  disabledReason: null,
  createdAt: '2026-11-20T13:00:00.000Z',
};
const DELIVERY: WebhookDelivery = {
  id: 'd1',
  eventId: 'e1',
  event: 'tag.scanned',
  status: 'delivered',
  attempt: 1,
  createdAt: '2026-11-26T12:00:00.000Z',
  lastAttemptAt: '2026-11-26T12:00:01.000Z',
  statusCode: 200,
  durationMs: 1234,
  response: 'recebido',
  error: null,
  nextAttemptAt: null,
};
const page = { page: 1, limit: 10, total: 1, totalPages: 1 };

describe('WebhooksSection', () => {
  it('creates a webhook with the chosen events and shows its secret once; an empty secret is not sent', async () => {
    signInAs('user');
    let list: Webhook[] = [];
    const { requests } = stubFetch((request) => {
      if (request.method === 'POST') {
        list = [HOOK];
        return jsonResponse(201, { webhook: HOOK, secret: 'whsec_mostrado_uma_vez' });
      }
      return jsonResponse(200, { webhooks: list });
    });
    const { user } = renderRoute(<WebhooksSection />);
    expect(await screen.findByText(WEBHOOK_TEXTS.empty)).toBeInTheDocument();
    // Admins only: a user is not offered all tags.
    expect(screen.queryByLabelText(WEBHOOK_TEXTS.allTags)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: WEBHOOK_TEXTS.create }));
    expect(await screen.findByText(WEBHOOK_TEXTS.eventsRequired)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText(WEBHOOK_TEXTS.url), HOOK.url);
    await user.click(screen.getByRole('checkbox', { name: /Tag lida/ }));
    await user.click(screen.getByRole('checkbox', { name: /Mensagem de quem encontrou/ }));
    await user.click(screen.getByRole('button', { name: WEBHOOK_TEXTS.create }));

    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_mostrado_uma_vez');
    expect(screen.getByText(WEBHOOK_TEXTS.created)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/me/webhooks',
      body: { url: HOOK.url, events: ['tag.scanned', 'finder.message'], allTags: false },
    });
    expect(requests.find((request) => request.method === 'POST')!.body).not.toHaveProperty('secret');
    expect(await screen.findByTestId('webhook-row')).toHaveTextContent(HOOK.url);
  });

  it("the server's refusal (a private address) shows on the form", async () => {
    signInAs('user');
    stubFetch((request) =>
      request.method === 'POST'
        ? jsonResponse(400, { code: 'WEBHOOK_ADDRESS_REFUSED', message: WEBHOOK_TEXTS.addressRefused, field: 'url' })
        : jsonResponse(200, { webhooks: [] }),
    );
    const { user } = renderRoute(<WebhooksSection />);
    await user.type(await screen.findByLabelText(WEBHOOK_TEXTS.url), 'https://10.0.0.1/hook');
    await user.click(screen.getByRole('checkbox', { name: /Tag lida/ }));
    await user.click(screen.getByRole('button', { name: WEBHOOK_TEXTS.create }));
    expect(await screen.findByText(WEBHOOK_TEXTS.addressRefused)).toBeInTheDocument();
  });

  it("'Enviar teste' posts the test and opens the delivery log (time, event, code, duration, answer)", async () => {
    signInAs('admin');
    const { requests } = stubFetch((request) => {
      if (request.path.endsWith('/test')) return jsonResponse(200, DELIVERY);
      if (request.path.endsWith('/deliveries')) return jsonResponse(200, { deliveries: [DELIVERY], pagination: page });
      return jsonResponse(200, { webhooks: [HOOK] });
    });
    const { user } = renderRoute(<WebhooksSection />);
    const row = await screen.findByTestId('webhook-row');
    expect(screen.getByLabelText(WEBHOOK_TEXTS.allTags)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: WEBHOOK_TEXTS.test }));
    expect(await screen.findByText(WEBHOOK_TEXTS.testSent('HTTP 200'))).toBeInTheDocument();
    const delivery = await screen.findByTestId('webhook-delivery');
    expect(delivery).toHaveTextContent('26/11/2026 09:00');
    expect(delivery).toHaveTextContent('tag.scanned');
    expect(delivery).toHaveTextContent('200 · Entregue');
    expect(delivery).toHaveTextContent('1.234 ms');
    expect(delivery).toHaveTextContent('recebido');
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'POST', path: `/api/me/webhooks/${HOOK.id}/test` }),
    );
  });

  it('a disabled webhook says why, and cannot be tested', async () => {
    signInAs('user');
    const disabled = {
      ...HOOK,
      enabled: false,
      disabledAt: '2026-11-27T15:00:00.000Z',
      disabledReason: 'Resposta HTTP 500',
    };
    stubFetch(() => jsonResponse(200, { webhooks: [disabled] }));
    renderRoute(<WebhooksSection />);
    const row = await screen.findByTestId('webhook-row');
    expect(row).toHaveTextContent('Desativado em 27/11/2026 12:00: Resposta HTTP 500');
    expect(within(row).getByRole('button', { name: WEBHOOK_TEXTS.test })).toBeDisabled();
  });
});
