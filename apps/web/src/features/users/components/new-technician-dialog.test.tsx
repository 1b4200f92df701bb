import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler, type RecordedRequest } from '@/testing/fetch';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { signInAs } from '@/testing/session';
import { UsersScreen } from './users-screen';
import { findOpenDialog } from '@/testing/dialogs';

const technician: User = {
  id: '00000000-0000-4000-8000-000000000077',
  email: 'teo@oficina.com',
  name: 'Téo Técnico',
  role: 'TECHNICIAN',
  isSubscriber: false,
  invitePending: false,
  createdAt: '2025-03-07T15:00:00.000Z',
};

/** The users list (holding the technician once created) and POST /admin/users answered by `onCreate`. */
function api(
  onCreate: (request: RecordedRequest) => Response = () => jsonResponse(201, { user: technician, profile: null }),
) {
  let created = false;
  const handler: FetchHandler = (request) => {
    if (request.method === 'POST' && request.path === '/api/admin/users') {
      const response = onCreate(request);
      created ||= response.status === 201;
      return response;
    }
    const users = created ? [technician] : [];
    return jsonResponse(200, { users, pagination: { page: 1, limit: 20, total: users.length, totalPages: 1 } });
  };
  return handler;
}

async function openDialog() {
  signInAs('admin');
  const utils = renderRoute(<UsersScreen />, { path: '/admin/users' });
  await utils.user.click(await screen.findByRole('button', { name: 'Novo técnico' }));
  const dialog = await screen.findByRole('dialog', { name: 'Novo técnico' });
  return { ...utils, dialog: within(dialog) };
}

/** The invitation is on by default: the old way (a password typed by the admin) is one switch away. */
async function choosePassword(
  user: Awaited<ReturnType<typeof openDialog>>['user'],
  dialog: Awaited<ReturnType<typeof openDialog>>['dialog'],
) {
  await user.click(dialog.getByRole('switch', { name: 'Enviar convite por e-mail' }));
}

const creates = (requests: ReturnType<typeof stubFetch>['requests']) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/admin/users');

describe("'Novo técnico' dialog on the users screen", () => {
  // The invitation's switch (Radix) measures itself.
  beforeEach(stubResizeObserver);

  it('shows the new-account messages and sends nothing while the form is invalid', async () => {
    const { requests } = stubFetch(api());
    const { user, dialog } = await openDialog();
    await choosePassword(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Criar técnico' }));
    expect(await dialog.findByText('Nome é obrigatório.')).toBeInTheDocument();
    expect(dialog.getByText('Email válido é obrigatório.')).toBeInTheDocument();
    expect(dialog.getByText('Senha é obrigatória e deve ter pelo menos 8 caracteres.')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('E-mail'), 'teo.oficina.com');
    await user.type(dialog.getByLabelText('Senha'), '1234567');
    await user.click(dialog.getByRole('button', { name: 'Criar técnico' }));
    expect(await dialog.findByText('Email válido é obrigatório.')).toBeInTheDocument();
    expect(dialog.getByText('Senha é obrigatória e deve ter pelo menos 8 caracteres.')).toBeInTheDocument();
    expect(creates(requests)).toHaveLength(0);
  });

  it('sends POST /admin/users with role TECHNICIAN and no profile, closes with a toast and the list shows the technician', async () => {
    const { requests } = stubFetch(api());
    const { user, dialog } = await openDialog();
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
    await choosePassword(user, dialog);
    await user.type(dialog.getByLabelText('Nome'), '  Téo Técnico ');
    await user.type(dialog.getByLabelText('E-mail'), 'Teo@Oficina.com');
    await user.type(dialog.getByLabelText('Senha'), 'senha-do-teo');
    await user.click(dialog.getByRole('button', { name: 'Criar técnico' }));

    await waitFor(() => expect(creates(requests)).toHaveLength(1));
    expect(creates(requests)[0]!.body).toEqual({
      name: 'Téo Técnico',
      email: 'teo@oficina.com',
      password: 'senha-do-teo',
      role: 'TECHNICIAN',
    });
    expect(creates(requests)[0]!.headers.get('Authorization')).toBe('Bearer test-token-admin');
    expect(await screen.findByText('Técnico criado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo técnico' })).not.toBeInTheDocument());
    const row = (await screen.findByText('teo@oficina.com')).closest('tr')!;
    expect(within(row).getByText('Técnico')).toBeInTheDocument();
  });

  it("on failure shows the server's message (a taken e-mail), else 'Erro ao criar técnico. Tente novamente.', and stays open", async () => {
    let answer = jsonResponse(409, { code: 'EMAIL_TAKEN', message: 'Este e-mail já está cadastrado.' });
    stubFetch(api(() => answer));
    const { user, dialog } = await openDialog();
    await choosePassword(user, dialog);
    await user.type(dialog.getByLabelText('Nome'), 'Téo');
    await user.type(dialog.getByLabelText('E-mail'), 'admin@demo.portal');
    await user.type(dialog.getByLabelText('Senha'), 'senha-do-teo');
    await user.click(dialog.getByRole('button', { name: 'Criar técnico' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Este e-mail já está cadastrado.'));

    answer = jsonResponse(500);
    await user.click(dialog.getByRole('button', { name: 'Criar técnico' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Erro ao criar técnico. Tente novamente.'));
    expect(screen.getByRole('dialog', { name: 'Novo técnico' })).toBeInTheDocument();
  });

  it("'Enviar convite por e-mail' is on by default: no password field, and the request sends invite: true", async () => {
    const { requests } = stubFetch(api());
    const { user, dialog } = await openDialog();
    expect(dialog.getByRole('switch', { name: 'Enviar convite por e-mail' })).toBeChecked();
    expect(dialog.queryByLabelText('Senha')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('Nome'), 'Téo Técnico');
    await user.type(dialog.getByLabelText('E-mail'), 'teo@oficina.com');
    await user.click(dialog.getByRole('button', { name: 'Criar técnico' }));
    await waitFor(() => expect(creates(requests)).toHaveLength(1));
    expect(creates(requests)[0]!.body).toEqual({
      name: 'Téo Técnico',
      email: 'teo@oficina.com',
      invite: true,
      role: 'TECHNICIAN',
    });
    expect(await screen.findByText('Técnico criado com sucesso!')).toBeInTheDocument();
  });

  it('Cancelar closes the dialog and clears what was typed', async () => {
    stubFetch(api());
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Nome'), 'Rascunho');
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo técnico' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Novo técnico' }));
    expect((await findOpenDialog('Novo técnico')).getByLabelText('Nome')).toHaveValue('');
  });
});
