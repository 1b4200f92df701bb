import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@portal/shared';
import { renderRoutes, LocationProbe } from '@/testing/render';
import { jsonResponse, stubFetch, type RecordedRequest } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { installFakeTimers } from '@/testing/timers';
import { DEBOUNCE_MS } from '@/lib/debounce';
import { UsersScreen } from './users-screen';

const routes = [
  { path: '/admin/users', element: <UsersScreen /> },
  { path: '*', element: <LocationProbe /> },
];

const makeUser = (i: number, fields: Partial<User> = {}): User => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  email: `cliente${i}@exemplo.com`,
  name: `Cliente ${i}`,
  role: 'USER',
  isSubscriber: false,
  invitePending: false,
  createdAt: '2025-03-07T15:00:00.000Z',
  ...fields,
});

const page = (users: User[], pagination = { page: 1, limit: 20, total: users.length, totalPages: 1 }) => ({
  users,
  pagination,
});
const listCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/api/admin/users');

describe('/admin/users', () => {
  it('lists email, role, subscriber toggle, pt-BR creation date and an "Adicionar pulseira" link to the bracelets screen', async () => {
    signInAs('admin');
    const ana = makeUser(1, { email: 'ana@exemplo.com', role: 'ADMIN', isSubscriber: true });
    const { requests } = stubFetch(() => jsonResponse(200, page([ana])));
    const { user, router } = renderRoutes(routes, { initialEntry: '/admin/users' });

    const row = (await screen.findByText('ana@exemplo.com')).closest('tr')!;
    expect(within(row).getByText('Administrador')).toBeInTheDocument();
    expect(within(row).getByText('07/03/2025')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Assinante: ana@exemplo.com' })).toBeChecked();
    const first = listCalls(requests)[0]!;
    expect(first.headers.get('Authorization')).toBe('Bearer test-token-admin');
    expect(Object.fromEntries(first.search)).toEqual({ page: '1', limit: '20' });

    await user.click(within(row).getByRole('link', { name: 'Adicionar pulseira' }));
    expect(router.state.location.pathname).toBe('/admin/bracelets');
    expect(new URLSearchParams(router.state.location.search).get('userId')).toBe(ana.id);
  });

  it('the subscriber toggle sends PATCH /admin/users/{id}/subscriber and reloads the list', async () => {
    signInAs('admin');
    let subscribed = false;
    const { requests } = stubFetch((request) => {
      if (request.method === 'PATCH') {
        subscribed = (request.body as { isSubscriber: boolean }).isSubscriber;
        return jsonResponse(200, makeUser(1, { isSubscriber: subscribed }));
      }
      return jsonResponse(200, page([makeUser(1, { isSubscriber: subscribed })]));
    });
    const { user } = renderRoutes(routes, { initialEntry: '/admin/users' });
    const toggle = await screen.findByRole('switch', { name: 'Assinante: cliente1@exemplo.com' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Assinante: cliente1@exemplo.com' })).toBeChecked());
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/admin/users/${makeUser(1).id}/subscriber`);
    expect(patch.body).toEqual({ isSubscriber: true });
  });

  it("an account whose invitation is pending shows 'Convite pendente' and 'Reenviar convite' sends a new link", async () => {
    signInAs('admin');
    const invited = makeUser(2, { email: 'convidada@exemplo.com', invitePending: true });
    const { requests } = stubFetch((request) =>
      request.method === 'POST'
        ? jsonResponse(200, { message: 'Convite enviado por e-mail.' })
        : jsonResponse(200, page([invited, makeUser(1)])),
    );
    const { user } = renderRoutes(routes, { initialEntry: '/admin/users' });
    const row = (await screen.findByText('convidada@exemplo.com')).closest('tr')!;
    expect(within(row).getByText('Convite pendente')).toBeInTheDocument();
    const other = screen.getByText('cliente1@exemplo.com').closest('tr')!;
    expect(within(other).queryByText('Convite pendente')).not.toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: /Reenviar convite/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Reenviar convite: convidada@exemplo.com' }));
    expect(await screen.findByText('Convite enviado por e-mail.')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.path).toBe(`/api/admin/users/${invited.id}/invite`);
  });

  it('role and subscriber filters go into the address and the query, and back to page 1', async () => {
    signInAs('admin');
    const { requests } = stubFetch(() => jsonResponse(200, page([makeUser(1)])));
    const { user, router } = renderRoutes(routes, { initialEntry: '/admin/users?page=2' });
    await screen.findByText('cliente1@exemplo.com');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por papel' }), 'ADMIN');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por assinante' }), 'false');
    await waitFor(() => expect(router.state.location.search).toBe('?role=ADMIN&isSubscriber=false'));
    await waitFor(() =>
      expect(Object.fromEntries(listCalls(requests).at(-1)!.search)).toEqual({
        role: 'ADMIN',
        isSubscriber: 'false',
        page: '1',
        limit: '20',
      }),
    );
  });

  it("the role filter offers 'Técnico' (TECHNICIAN) with the other roles by their pt-BR names, the row names the role, and the server is asked for technicians", async () => {
    signInAs('admin');
    const { requests } = stubFetch(() =>
      jsonResponse(200, page([makeUser(1, { role: 'TECHNICIAN', email: 'teo@oficina.com' })])),
    );
    const { user, router } = renderRoutes(routes, { initialEntry: '/admin/users' });
    await screen.findByText('teo@oficina.com');
    const roleFilter = screen.getByRole('combobox', { name: 'Filtrar por papel' });
    expect(
      within(roleFilter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos os papéis', 'Administrador', 'Usuário', 'Técnico']);
    expect(within(roleFilter).getByRole('option', { name: 'Técnico' })).toHaveValue('TECHNICIAN');
    // A technician owns no tags: the row offers no 'Adicionar pulseira'.
    const technicianRow = (await screen.findByText('teo@oficina.com')).closest('tr')!;
    expect(within(technicianRow).getByText('Técnico')).toBeInTheDocument();
    expect(within(technicianRow).queryByRole('link', { name: 'Adicionar pulseira' })).not.toBeInTheDocument();
    await user.selectOptions(roleFilter, 'Técnico');
    await waitFor(() => expect(router.state.location.search).toBe('?role=TECHNICIAN'));
    await waitFor(() => expect(listCalls(requests).at(-1)!.search.get('role')).toBe('TECHNICIAN'));
  });

  it('a filtered address shows that list at once (a reload or a shared link)', async () => {
    signInAs('admin');
    const { requests } = stubFetch(() => jsonResponse(200, page([makeUser(1)])));
    renderRoutes(routes, { initialEntry: '/admin/users?search=ana&role=USER&isSubscriber=true&page=3' });
    expect(await screen.findByRole('searchbox', { name: 'Buscar usuários' })).toHaveValue('ana');
    expect(screen.getByRole('combobox', { name: 'Filtrar por papel' })).toHaveValue('USER');
    expect(screen.getByRole('combobox', { name: 'Filtrar por assinante' })).toHaveValue('true');
    await waitFor(() => expect(listCalls(requests)).toHaveLength(1));
    expect(Object.fromEntries(listCalls(requests)[0]!.search)).toEqual({
      search: 'ana',
      role: 'USER',
      isSubscriber: 'true',
      page: '3',
      limit: '20',
    });
  });

  it('the search waits 500 ms after the last keystroke before it asks the server', async () => {
    installFakeTimers();
    signInAs('admin');
    const { requests } = stubFetch(() => jsonResponse(200, page([makeUser(1)])));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { router } = renderRoutes(routes, { initialEntry: '/admin/users', user });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('cliente1@exemplo.com')).toBeInTheDocument();
    const calls = listCalls(requests).length;

    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuários' }), 'ana');
    await act(() => vi.advanceTimersByTimeAsync(450));
    expect(router.state.location.search).toBe('');
    expect(listCalls(requests)).toHaveLength(calls);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.search).toBe('?search=ana');
    expect(listCalls(requests)).toHaveLength(calls + 1);
    expect(listCalls(requests).at(-1)!.search.get('search')).toBe('ana');
  });

  it('the search box follows the address when it changes by other means (the sidebar link)', async () => {
    installFakeTimers();
    signInAs('admin');
    stubFetch(() => jsonResponse(200, page([makeUser(1)])));
    const { router } = renderRoutes(routes, { initialEntry: '/admin/users?search=ana' });
    await act(() => vi.advanceTimersByTimeAsync(50));
    const box = screen.getByRole('searchbox', { name: 'Buscar usuários' });
    expect(box).toHaveValue('ana');
    await act(() => router.navigate('/admin/users'));
    expect(box).toHaveValue('');
    // and the old text does not come back into the address once the debounce (500 ms) has run
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS.search * 2));
    expect(router.state.location.search).toBe('');
  });

  it("pages with 'Anterior' / 'Próxima' and keeps the page in the address", async () => {
    signInAs('admin');
    const { requests } = stubFetch((request) => {
      const current = Number(request.search.get('page') ?? '1');
      return jsonResponse(200, page([makeUser(current)], { page: current, limit: 20, total: 41, totalPages: 3 }));
    });
    const { user, router } = renderRoutes(routes, { initialEntry: '/admin/users' });
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Próxima/ }));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(listCalls(requests).at(-1)!.search.get('page')).toBe('2');
  });

  it("an empty list says 'Nenhum usuário encontrado'", async () => {
    signInAs('admin');
    stubFetch(() => jsonResponse(200, page([])));
    renderRoutes(routes, { initialEntry: '/admin/users?search=ninguem' });
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
  });

  it('a page past the end of a shorter list goes back to the last page instead of a dead end', async () => {
    signInAs('admin');
    stubFetch((request) => {
      const current = Number(request.search.get('page') ?? '1');
      return current > 2
        ? jsonResponse(200, page([], { page: current, limit: 20, total: 25, totalPages: 2 }))
        : jsonResponse(200, page([makeUser(current)], { page: current, limit: 20, total: 25, totalPages: 2 }));
    });
    const { router } = renderRoutes(routes, { initialEntry: '/admin/users?page=7' });
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it("a failed load says 'Erro ao carregar usuários' with a retry", async () => {
    signInAs('admin');
    let fail = true;
    stubFetch(() =>
      fail
        ? jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'Ocorreu um erro' })
        : jsonResponse(200, page([makeUser(1)])),
    );
    const { user } = renderRoutes(routes, { initialEntry: '/admin/users' });
    expect(await screen.findByText('Erro ao carregar usuários', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('cliente1@exemplo.com')).toBeInTheDocument();
  });

  it("'Excluir' on a row asks first, sends DELETE /admin/users/{id} and reloads; the admin's own row has none", async () => {
    const admin = signInAs('admin');
    let deleted = false;
    const { requests } = stubFetch((request) => {
      if (request.method === 'DELETE') {
        deleted = true;
        return jsonResponse(204);
      }
      const self = makeUser(9, { id: admin.id, email: admin.email, role: 'ADMIN' });
      return jsonResponse(200, page(deleted ? [self] : [self, makeUser(1, { role: 'TECHNICIAN' })]));
    });
    const { user } = renderRoutes(routes, { initialEntry: '/admin/users' });
    await screen.findByText('cliente1@exemplo.com');
    expect(screen.queryByRole('button', { name: `Excluir ${admin.email}` })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Excluir cliente1@exemplo.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir conta' });
    expect(dialog).toHaveTextContent('As tags ficam livres, com o status que têm.');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Conta excluída com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('cliente1@exemplo.com')).not.toBeInTheDocument());
    const deletion = requests.find((r) => r.method === 'DELETE')!;
    expect(deletion.path).toBe(`/api/admin/users/${makeUser(1).id}`);
  });

  it("'Redefinir 2FA' shows only on another account with 2FA on, asks first, sends POST /admin/users/{id}/2fa/reset and says the person was told", async () => {
    const admin = signInAs('admin');
    let reset = false;
    const { requests } = stubFetch((request) => {
      if (request.method === 'POST') {
        reset = true;
        return jsonResponse(200, {
          message: 'Verificação em duas etapas redefinida. A pessoa foi avisada por e-mail.',
        });
      }
      const self = makeUser(9, { id: admin.id, email: admin.email, role: 'ADMIN', twoFactorEnabled: true });
      return jsonResponse(
        200,
        page([self, makeUser(1, { twoFactorEnabled: !reset }), makeUser(2, { twoFactorEnabled: false })]),
      );
    });
    const { user } = renderRoutes(routes, { initialEntry: '/admin/users' });
    await screen.findByText('cliente1@exemplo.com');
    expect(screen.queryByRole('button', { name: `Redefinir 2FA: ${admin.email}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redefinir 2FA: cliente2@exemplo.com' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Redefinir 2FA: cliente1@exemplo.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redefinir a verificação em duas etapas' });
    expect(dialog).toHaveTextContent(
      'A verificação em duas etapas de Cliente 1 será desativada e os códigos de recuperação deixarão de valer.',
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Redefinir 2FA' }));
    expect(
      await screen.findByText('Verificação em duas etapas redefinida. A pessoa foi avisada por e-mail.'),
    ).toBeInTheDocument();
    const posted = requests.filter((r) => r.method === 'POST');
    expect(posted.map((r) => r.path)).toEqual([`/api/admin/users/${makeUser(1).id}/2fa/reset`]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Redefinir 2FA: cliente1@exemplo.com' })).not.toBeInTheDocument(),
    );
  });
});

describe("'Usuários': an admin changes another account's role (issue 43, item 6)", () => {
  it("the row's select asks to confirm, sends PATCH /admin/users/{id} {role} and says so; the own row has no select", async () => {
    signInAs('admin');
    let role: User['role'] = 'TECHNICIAN';
    const carla = () => makeUser(3, { email: 'carla@exemplo.com', role });
    const self = makeUser(9, { id: 'admin-1', email: 'admin@demo.portal', role: 'ADMIN' });
    const { requests } = stubFetch((request) => {
      if (request.method === 'PATCH') {
        role = (request.body as { role: User['role'] }).role;
        return jsonResponse(200, carla());
      }
      return jsonResponse(200, page([carla(), self]));
    });
    const { user } = renderRoutes(routes, { initialEntry: '/admin/users' });

    const select = await screen.findByRole('combobox', { name: 'Papel de carla@exemplo.com' });
    expect(screen.queryByRole('combobox', { name: 'Papel de admin@demo.portal' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'ADMIN');
    const dialog = within(await screen.findByRole('dialog', { name: 'Alterar papel' }));
    expect(
      dialog.getByText(
        'Mudar carla@exemplo.com de Técnico para Administrador? A conta é avisada por notificação e por e-mail.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Alterar papel' }));

    expect(await screen.findByText('carla@exemplo.com agora é Administrador.')).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/admin/users/${makeUser(3).id}`);
    expect(patch.body).toEqual({ role: 'ADMIN' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Papel de carla@exemplo.com' })).toHaveValue('ADMIN'),
    );
  });

  it("the server's refusal (the last admin) is shown as it says it", async () => {
    signInAs('admin');
    const beto = makeUser(4, { email: 'beto@exemplo.com', role: 'ADMIN' });
    const message = 'Esta é a única conta de administrador: promova outra conta a administrador antes.';
    stubFetch((request) =>
      request.method === 'PATCH' ? jsonResponse(409, { code: 'LAST_ADMIN', message }) : jsonResponse(200, page([beto])),
    );
    const { user } = renderRoutes(routes, { initialEntry: '/admin/users' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Papel de beto@exemplo.com' }), 'USER');
    const dialog = within(await screen.findByRole('dialog', { name: 'Alterar papel' }));
    await user.click(dialog.getByRole('button', { name: 'Alterar papel' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('combobox', { name: 'Papel de beto@exemplo.com' })).toHaveValue('ADMIN');
  });
});
