import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler, type RecordedRequest } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { clientFixture, clientsList, clientStatsFixture } from '@/testing/fixtures/pages';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { fill } from '@/testing/fill';
import { ClientsScreen } from './clients-screen';

/** The clients screen's own calls answered; POST /admin/users answered by `onCreate`. */
function api(onCreate: FetchHandler = () => jsonResponse(201, { user: {}, profile: clientFixture() })): FetchHandler {
  return (request) => {
    if (request.method === 'GET' && request.path === '/api/admin/clients')
      return jsonResponse(200, clientsList([clientFixture()]));
    if (request.method === 'GET' && request.path === '/api/admin/clients/stats')
      return jsonResponse(200, clientStatsFixture());
    if (request.method === 'POST' && request.path === '/api/admin/users') return onCreate(request);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
  };
}

async function openDialog() {
  signInAs('admin');
  const utils = renderRoute(<ClientsScreen />, { path: '/admin/clients' });
  await utils.user.click(await screen.findByRole('button', { name: 'Novo Cliente' }));
  const dialog = await screen.findByRole('dialog', { name: 'Novo Cliente' });
  return { ...utils, dialog: within(dialog) };
}

type Opened = Awaited<ReturnType<typeof openDialog>>;

/** The invitation is on by default: the old way (a password typed by the admin) is one switch away. */
const choosePassword = (user: Opened['user'], dialog: Opened['dialog']) =>
  user.click(dialog.getByRole('switch', { name: 'Enviar convite por e-mail' }));

/** The account the old way: its name, its e-mail and the password the admin types ('segredo-forte'). */
async function fillWithPassword(user: Opened['user'], dialog: Opened['dialog'], name: string, email: string) {
  await choosePassword(user, dialog);
  await fill(user, dialog.getByLabelText('Nome'), name);
  await fill(user, dialog.getByLabelText('E-mail'), email);
  await fill(user, dialog.getByLabelText('Senha'), 'segredo-forte');
}

const creates = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/admin/users');

/** 'Adicionar Cliente', then the body of the one POST /api/admin/users it sent. */
async function submitCreate(user: Opened['user'], dialog: Opened['dialog'], requests: RecordedRequest[]) {
  await user.click(dialog.getByRole('button', { name: 'Adicionar Cliente' }));
  await waitFor(() => expect(creates(requests)).toHaveLength(1));
  return creates(requests)[0]!.body;
}

describe('Novo Cliente dialog', () => {
  beforeEach(stubResizeObserver);

  it("'Enviar convite por e-mail' is on by default: no password field, and the request sends invite: true", async () => {
    const { requests } = stubFetch(api());
    const { user, dialog } = await openDialog();
    expect(dialog.getByRole('switch', { name: 'Enviar convite por e-mail' })).toBeChecked();
    expect(dialog.queryByLabelText('Senha')).not.toBeInTheDocument();
    await fill(user, dialog.getByLabelText('Nome'), 'Maria Convidada');
    await fill(user, dialog.getByLabelText('E-mail'), 'maria@exemplo.com');
    expect(await submitCreate(user, dialog, requests)).toEqual({
      email: 'maria@exemplo.com',
      invite: true,
      role: 'USER',
      profile: { name: 'Maria Convidada' },
    });
    expect(await screen.findByText('Cliente adicionado com sucesso!')).toBeInTheDocument();
  });

  it('shows every validation message of spec section 5 and sends nothing', async () => {
    const { requests } = stubFetch(api());
    const { user, dialog } = await openDialog();
    await choosePassword(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Adicionar Cliente' }));

    expect(await dialog.findByText('Nome é obrigatório.')).toBeInTheDocument();
    expect(dialog.getByText('Email válido é obrigatório.')).toBeInTheDocument();
    expect(dialog.getByText('Senha é obrigatória e deve ter pelo menos 8 caracteres.')).toBeInTheDocument();

    // An email without '@', a 7-character password and a slug that breaks the rules.
    await fill(user, dialog.getByLabelText('Nome'), '   ');
    await fill(user, dialog.getByLabelText('E-mail'), 'maria.exemplo.com');
    await fill(user, dialog.getByLabelText('Senha'), '1234567');
    await user.type(dialog.getByLabelText(/Slug da página/), 'AB');
    await user.click(dialog.getByRole('button', { name: 'Adicionar Cliente' }));
    expect(await dialog.findByText('Slug deve ter entre 3 e 50 caracteres')).toBeInTheDocument();
    expect(dialog.getByLabelText(/Slug da página/)).toHaveValue('ab');
    expect(dialog.getByText('Nome é obrigatório.')).toBeInTheDocument();
    expect(dialog.getByText('Email válido é obrigatório.')).toBeInTheDocument();
    expect(dialog.getByText('Senha é obrigatória e deve ter pelo menos 8 caracteres.')).toBeInTheDocument();
    expect(creates(requests)).toHaveLength(0);
  });

  it('sends only the basic info when the advanced section is closed, even if it was filled', async () => {
    const { requests } = stubFetch(api());
    const { user, dialog } = await openDialog();
    await fillWithPassword(user, dialog, '  Maria Silva ', 'maria@exemplo.com');
    await user.click(dialog.getByRole('button', { name: /Opções avançadas/ }));
    await fill(user, dialog.getByLabelText('Nome', { selector: '#new-client-contact-0-name' }), 'João');
    await fill(user, dialog.getByLabelText('Telefone'), '11999990000');
    await fill(user, dialog.getByLabelText('Parentesco'), 'Irmão');
    await user.selectOptions(dialog.getByLabelText('Tipo sanguíneo'), 'AB-');
    await user.click(dialog.getByRole('button', { name: /Opções avançadas/ }));
    expect(dialog.queryByTestId('advanced-section')).not.toBeInTheDocument();
    expect(await submitCreate(user, dialog, requests)).toEqual({
      email: 'maria@exemplo.com',
      password: 'segredo-forte',
      role: 'USER',
      profile: { name: 'Maria Silva' },
    });
    expect(await screen.findByText('Cliente adicionado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo Cliente' })).not.toBeInTheDocument());
  });

  it('sends the advanced data when the section is open: complete contacts only, lists split, privacy toggles', async () => {
    const { requests } = stubFetch(api());
    const { user, dialog } = await openDialog();
    await fillWithPassword(user, dialog, 'Maria Silva', 'maria@exemplo.com');
    await user.type(dialog.getByLabelText(/Slug da página/), 'Maria-S');
    await user.click(dialog.getByRole('button', { name: /Opções avançadas/ }));

    await fill(user, dialog.getByLabelText('Nome', { selector: '#new-client-contact-0-name' }), 'João Silva');
    await fill(user, dialog.getByLabelText('Telefone', { selector: '#new-client-contact-0-phone' }), '(11) 98888-7777');
    await fill(user, dialog.getByLabelText('Parentesco', { selector: '#new-client-contact-0-relationship' }), 'Irmão');
    // A second contact without a relationship is dropped (spec section 5).
    await user.click(dialog.getByRole('button', { name: 'Adicionar contato' }));
    await fill(user, dialog.getByLabelText('Nome', { selector: '#new-client-contact-1-name' }), 'Ana');
    await fill(user, dialog.getByLabelText('Telefone', { selector: '#new-client-contact-1-phone' }), '11 3333-4444');
    expect(dialog.getByText('Contatos sem nome, telefone ou parentesco não são guardados.')).toBeInTheDocument();

    await user.selectOptions(dialog.getByLabelText('Tipo sanguíneo'), 'O-');
    await fill(user, dialog.getByLabelText('Alergias'), 'penicilina, , látex ');
    await fill(user, dialog.getByLabelText('Condições'), 'asma');
    await fill(user, dialog.getByLabelText('Observações médicas'), ' Usa bombinha. ');
    await fill(user, dialog.getByLabelText('Médico'), 'Dr. Paulo (11) 3000-0000');
    // Privacy toggles start all on; switch the photos off.
    const privacyToggles = dialog
      .getAllByRole('switch')
      .filter((toggle) => !/convite/.test(toggle.getAttribute('aria-label') ?? ''));
    expect(privacyToggles).toHaveLength(5);
    for (const toggle of privacyToggles) expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(dialog.getByRole('switch', { name: 'Fotos públicos' }));
    expect(await submitCreate(user, dialog, requests)).toEqual({
      email: 'maria@exemplo.com',
      password: 'segredo-forte',
      role: 'USER',
      profile: {
        name: 'Maria Silva',
        publicPageSlug: 'maria-s',
        emergencyContacts: [{ name: 'João Silva', phone: '(11) 98888-7777', relationship: 'Irmão', whatsapp: false }],
        medicalInfo: {
          bloodType: 'O-',
          allergies: ['penicilina', 'látex'],
          medications: [],
          conditions: ['asma'],
          notes: 'Usa bombinha.',
          doctorContact: 'Dr. Paulo (11) 3000-0000',
          insuranceInfo: '',
        },
        isNamePublic: true,
        isContactsPublic: true,
        isMedicalInfoPublic: true,
        isPhotosPublic: false,
        isNotesPublic: true,
      },
    });
  });

  it("on failure: the toast 'Erro ao adicionar cliente.' and the server's message, else the spec's", async () => {
    let answer = jsonResponse(409, { code: 'EMAIL_TAKEN', message: 'Este e-mail já está cadastrado.' });
    stubFetch(api(() => answer));
    const { user, dialog } = await openDialog();
    await fillWithPassword(user, dialog, 'Maria Silva', 'admin@demo.portal');
    await user.click(dialog.getByRole('button', { name: 'Adicionar Cliente' }));
    expect(await screen.findByText('Erro ao adicionar cliente.')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent('Este e-mail já está cadastrado.');

    answer = jsonResponse(500);
    await user.click(dialog.getByRole('button', { name: 'Adicionar Cliente' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Erro ao criar cliente. Tente novamente.'));
    expect(screen.getByRole('dialog', { name: 'Novo Cliente' })).toBeInTheDocument();
  });
});
