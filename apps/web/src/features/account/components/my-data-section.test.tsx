import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { dayInTimeZone } from '@portal/shared';
import { renderRoutes, LocationProbe } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { readToken } from '@/lib/session';
import { MyDataSection } from './my-data-section';

const routes = [
  { path: '/user/conta', element: <MyDataSection /> },
  { path: '*', element: <LocationProbe /> },
];

describe("'Seus dados' on 'Minha conta'", () => {
  it("'Baixar meus dados' downloads GET /api/me/export with the bearer token, saved as meus-dados-{today}.zip", async () => {
    signInAs('user');
    const saved: { name: string; href: string }[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:dados', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const { requests } = stubFetch(
      () => new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Type': 'application/zip' } }),
    );
    const { user } = renderRoutes(routes, { initialEntry: '/user/conta' });

    await user.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    await waitFor(() => expect(saved).toEqual([{ name: `meus-dados-${dayInTimeZone()}.zip`, href: 'blob:dados' }]));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/me/export']);
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer test-token-user');
  });

  it('a failed download says so', async () => {
    signInAs('user');
    stubFetch(() => jsonResponse(500, {}));
    const { user } = renderRoutes(routes, { initialEntry: '/user/conta' });
    await user.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    expect(await screen.findByText('Não foi possível baixar os seus dados. Tente novamente.')).toBeInTheDocument();
  });

  it("'Excluir minha conta' says what goes, refuses a wrong password on its field, then deletes and signs out", async () => {
    signInAs('user');
    let attempts = 0;
    const { requests } = stubFetch((request) => {
      if (request.method !== 'DELETE') return jsonResponse(204);
      attempts += 1;
      return attempts === 1
        ? jsonResponse(400, { code: 'INVALID_PASSWORD', message: 'Senha atual incorreta.', field: 'currentPassword' })
        : jsonResponse(204);
    });
    const { user, router } = renderRoutes(routes, { initialEntry: '/user/conta' });

    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
    expect(dialog).toHaveTextContent('Esta ação não pode ser desfeita.');
    expect(dialog).toHaveTextContent('seus perfis, páginas públicas e fotos;');
    expect(dialog).toHaveTextContent('no histórico delas você aparece como "Conta excluída"');

    await user.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText('Informe a sua senha atual.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    const password = screen.getByLabelText('Confirme com a sua senha atual');
    await user.type(password, 'errada');
    await user.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText('Senha atual incorreta.')).toBeInTheDocument();
    expect(readToken()).toBe('test-token-user');

    await user.clear(password);
    await user.type(password, 'a-certa-123');
    await user.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const deletion = requests.filter((r) => r.method === 'DELETE').at(-1)!;
    expect(deletion.path).toBe('/api/me/account');
    expect(deletion.body).toEqual({ currentPassword: 'a-certa-123' });
    expect(readToken()).toBeNull();
    expect(await screen.findByText('Sua conta foi excluída.')).toBeInTheDocument();
  });
});
