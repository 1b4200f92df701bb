import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_TOKEN_TEXTS, type ApiToken } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { IntegrationsSection } from './integrations-section';

const TOKEN: ApiToken = {
  id: 't-erp',
  name: 'ERP da oficina',
  scopes: ['tags:read', 'tags:write'],
  createdAt: '2026-11-20T13:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-11-26T12:00:00.000Z',
  lastUsedIp: '203.0.113.9',
  expired: false,
};
const SECRET = `ptk_${'a'.repeat(43)}`;

describe('IntegrationsSection', () => {
  it('lists each token with its scopes and last use (Brasília time, address)', async () => {
    signInAs('user');
    stubFetch(() =>
      jsonResponse(200, {
        tokens: [TOKEN, { ...TOKEN, id: 't-old', name: 'Antigo', lastUsedAt: null, expired: true }],
      }),
    );
    renderRoute(<IntegrationsSection />);
    expect(screen.getByRole('region', { name: 'Integrações' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('api-token-row');
    expect(rows[0]).toHaveTextContent('ERP da oficina');
    expect(rows[0]).toHaveTextContent('tags:write');
    expect(rows[0]).toHaveTextContent('Último uso 26/11/2026 09:00 · 203.0.113.9');
    expect(rows[0]).toHaveTextContent('Nunca expira');
    expect(rows[1]).toHaveTextContent('Nunca usado');
    expect(within(rows[1]!).getByText('Expirado')).toBeInTheDocument();
  });

  it('creates a token with the checked scopes and an end-of-day expiry; the secret is shown once, with copy', async () => {
    signInAs('user');
    let list: ApiToken[] = [];
    const { requests } = stubFetch((request) => {
      if (request.method === 'GET') return jsonResponse(200, { tokens: list });
      list = [TOKEN];
      return jsonResponse(201, { id: 't-erp', token: SECRET });
    });
    const { user } = renderRoute(<IntegrationsSection />);
    await user.click(await screen.findByRole('button', { name: 'Criar token' }));
    const dialog = await screen.findByRole('dialog');
    // A user's token reaches no admin or technician routes: those scopes are not offered.
    expect(within(dialog).queryByRole('group', { name: 'Administração' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Manutenção' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Criar token' }));
    expect(await within(dialog).findByText(API_TOKEN_TEXTS.scopesRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Nome'), 'ERP da oficina');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tags: Leitura' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tags: Escrita' }));
    await user.type(within(dialog).getByLabelText('Expira em (opcional)'), '2099-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Criar token' }));

    const secret = await screen.findByTestId('api-token-secret');
    expect(secret).toHaveTextContent(SECRET);
    expect(screen.getByText(API_TOKEN_TEXTS.shownOnce)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/me/tokens',
      body: { name: 'ERP da oficina', scopes: ['tags:read', 'tags:write'], expiresAt: '2100-01-01T02:59:59.999Z' },
    });
    await user.click(screen.getByRole('button', { name: 'Já copiei' }));
    expect(screen.queryByTestId('api-token-secret')).not.toBeInTheDocument();
    expect(await screen.findByTestId('api-token-row')).toHaveTextContent('ERP da oficina');
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it("'Revogar' asks first, then revokes that token", async () => {
    signInAs('admin');
    let list = [TOKEN];
    const { requests } = stubFetch((request) => {
      if (request.method === 'GET') return jsonResponse(200, { tokens: list });
      list = [];
      return new Response(null, { status: 204 });
    });
    const { user } = renderRoute(<IntegrationsSection />);
    await user.click(await screen.findByRole('button', { name: 'Revogar: ERP da oficina' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(API_TOKEN_TEXTS.revokeBody);
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText(API_TOKEN_TEXTS.revoked)).toBeInTheDocument();
    expect(await screen.findByText(API_TOKEN_TEXTS.empty)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'DELETE')).toMatchObject({ path: '/api/me/tokens/t-erp' });
  });

  it('an admin may give admin and maintenance scopes; a technician has no such section', async () => {
    signInAs('admin');
    stubFetch(() => jsonResponse(200, { tokens: [] }));
    const { user, unmount } = renderRoute(<IntegrationsSection />);
    await user.click(await screen.findByRole('button', { name: 'Criar token' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Administração: Escrita' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Manutenção: Leitura' })).toBeInTheDocument();
    unmount();
    signInAs('technician');
    renderRoute(<IntegrationsSection />);
    expect(screen.queryByRole('region', { name: 'Integrações' })).not.toBeInTheDocument();
  });
});
