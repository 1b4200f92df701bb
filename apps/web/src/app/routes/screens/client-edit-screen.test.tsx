import { beforeEach, describe, expect, it } from 'vitest';
import { dayInTimeZone } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { CLIENT_TEXTS, PROFILE_TEXTS } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { openTab } from '@/testing/tabs';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { captureDownloads, stubResizeObserver } from '@/testing/fixtures/browser';
import { fill } from '@/testing/fill';
import { clientFixture, pageFixture } from '@/testing/fixtures/pages';
import { photoFixture, photoList } from '@/testing/fixtures/photos';
import { accountProfileFixture, petProfileFixture, profilesList } from '@/testing/fixtures/profiles';
import { ClientEditScreen } from '@/app/routes/screens/client-edit-screen';

const client = clientFixture();
const page = pageFixture();

function api(overrides: Partial<Record<string, FetchHandler>> = {}): FetchHandler {
  return (request) => {
    const key = `${request.method} ${request.path}`;
    const override = overrides[key];
    if (override) return override(request);
    if (key === `GET /api/admin/clients/${client.id}`) return jsonResponse(200, client);
    if (key === `GET /api/admin/pages/${page.id}`) return jsonResponse(200, page);
    if (key === `GET /api/admin/clients/${client.id}/profiles`)
      return jsonResponse(200, profilesList([accountProfileFixture(), petProfileFixture()]));
    if (key === `PATCH /api/admin/clients/${client.id}`) return jsonResponse(200, client);
    if (key === `PUT /api/admin/pages/${page.id}`)
      return jsonResponse(200, { ...page, updatedAt: '2025-04-01T00:00:00.000Z' });
    if (key === `GET /api/admin/photos/profiles/${client.id}`)
      return jsonResponse(200, photoList([photoFixture({ originalName: 'cliente.jpg', isMain: true })]));
    if (key === 'GET /api/admin/bracelets')
      return jsonResponse(200, { items: [], pagination: { page: 1, limit: 100, total: 0, totalPages: 1 } });
    if (request.path.startsWith('/api/public/pages/validate-slug/'))
      return jsonResponse(200, { available: true, suggestions: [] });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
  };
}

function renderEdit(id = client.id) {
  signInAs('admin');
  return renderRoute(<ClientEditScreen />, {
    path: '/admin/product/edit/:id',
    initialEntry: `/admin/product/edit/${id}`,
  });
}

describe("'Editar Cliente'", () => {
  beforeEach(stubResizeObserver);

  it('loads the client, then its page, and saves the trimmed page with the spec payload', async () => {
    const { requests } = stubFetch(api());
    const { user } = renderEdit();
    const title = await screen.findByLabelText('Título');
    expect(title).toHaveValue('Maria Silva');
    const loads = requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/admin/'));
    expect(loads.map((r) => r.path).slice(0, 2)).toEqual([
      `/api/admin/clients/${client.id}`,
      `/api/admin/pages/${page.id}`,
    ]);
    expect(screen.getByLabelText('Alergias')).toHaveValue('penicilina');

    await user.clear(title);
    await fill(user, title, '  Maria S.  ');
    const slug = screen.getByLabelText('Slug');
    await user.clear(slug);
    await user.type(slug, 'Maria-S');
    expect(slug).toHaveValue('maria-s');
    await user.clear(screen.getByLabelText('Descrição'));
    await openTab(user, 'Emergência');
    await fill(user, screen.getByLabelText('Medicamentos'), 'insulina, metformina');
    await user.click(screen.getByRole('button', { name: 'Adicionar contato' }));
    await fill(user, screen.getByLabelText('Nome', { selector: '#editor-contact-1-name' }), 'Ana');
    await fill(user, screen.getByLabelText('Telefone', { selector: '#editor-contact-1-phone' }), '+55 11 3333-4444');
    await fill(user, screen.getByLabelText('Parentesco', { selector: '#editor-contact-1-relationship' }), 'Mãe');
    await openTab(user, 'Privacidade');
    await user.click(screen.getByRole('radio', { name: 'Informações médicas: Privado' }));
    await openTab(user, 'Página e tema');
    const text = screen.getByLabelText('Cor do texto');
    await user.clear(text);
    await user.type(text, '#222222');
    await screen.findByText('Slug disponível');
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);

    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      title: 'Maria S.',
      slug: 'maria-s',
      theme: {
        primaryColor: '#3B82F6',
        backgroundColor: '#F3F4F6',
        textColor: '#222222',
        fontFamily: 'Inter, sans-serif',
      },
      seo: page.seo,
      medicalInfo: {
        bloodType: 'O+',
        allergies: ['penicilina'],
        medications: ['insulina', 'metformina'],
        conditions: ['asma'],
        notes: '',
        doctorContact: '',
        insuranceInfo: '',
      },
      isMedicalInfoPublic: false,
      emergencyContacts: [
        { name: 'João Silva', phone: '(11) 98888-7777', relationship: 'Irmão', whatsapp: false },
        { name: 'Ana', phone: '+55 11 3333-4444', relationship: 'Mãe', whatsapp: false },
      ],
      isContactsPublic: true,
      isPhotosPublic: true,
      allowIndexing: false,
    });
    expect(await screen.findByText('Página do cliente atualizada com sucesso!')).toBeInTheDocument();
  }, 60_000);

  it("the switch 'Permitir que buscadores (Google) mostrem esta página' shows the page's setting and sends allowIndexing", async () => {
    const { requests } = stubFetch(api());
    const { user } = renderEdit();
    await screen.findByLabelText('Título');
    await openTab(user, 'Privacidade');
    const indexing = await screen.findByRole('switch', {
      name: 'Permitir que buscadores (Google) mostrem esta página',
    });
    expect(indexing).toHaveAttribute('aria-checked', 'false');
    expect(
      screen.getByText(
        'Com esta opção desligada, a página não aparece em buscas; quem tem o link ou a tag continua a abri-la.',
      ),
    ).toBeInTheDocument();
    await user.click(indexing);
    expect(indexing).toHaveAttribute('aria-checked', 'true');
    await screen.findByText('Slug disponível');
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({ allowIndexing: true });
  });

  it('saving keeps what the form does not show: the doctor, the insurance and each contact email are sent back', async () => {
    const withAll = pageFixture({
      medicalInfo: {
        ...page.medicalInfo,
        doctorContact: 'Dra. Helena — (11) 3333-4444',
        insuranceInfo: 'Saúde Total 0012',
      },
      emergencyContacts: [
        { name: 'João Silva', phone: '(11) 98888-7777', relationship: 'Irmão', email: 'joao@exemplo.com' },
      ],
    });
    const { requests } = stubFetch(api({ [`GET /api/admin/pages/${page.id}`]: () => jsonResponse(200, withAll) }));
    const { user } = renderEdit();
    expect(await screen.findByLabelText('Médico')).toHaveValue('Dra. Helena — (11) 3333-4444');
    expect(screen.getByLabelText('Convênio')).toHaveValue('Saúde Total 0012');
    await user.clear(screen.getByLabelText('Convênio'));
    await user.type(screen.getByLabelText('Convênio'), ' Vida Plena ');
    await screen.findByText('Slug disponível');
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    const body = requests.find((r) => r.method === 'PUT')!.body as { medicalInfo: unknown; emergencyContacts: unknown };
    expect(body.medicalInfo).toMatchObject({
      doctorContact: 'Dra. Helena — (11) 3333-4444',
      insuranceInfo: 'Vida Plena',
    });
    expect(body.emergencyContacts).toEqual([
      {
        name: 'João Silva',
        phone: '(11) 98888-7777',
        relationship: 'Irmão',
        email: 'joao@exemplo.com',
        whatsapp: false,
      },
    ]);
  });

  it("a failed save says 'Erro ao salvar cliente. Tente novamente.'", async () => {
    stubFetch(api({ [`PUT /api/admin/pages/${page.id}`]: () => jsonResponse(500) }));
    const { user } = renderEdit();
    await screen.findByLabelText('Título');
    await screen.findByText('Slug disponível');
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    expect(await screen.findByText('Erro ao salvar cliente. Tente novamente.')).toBeInTheDocument();
  });

  it("every field of the client's profile round-trips: PATCH /admin/clients/{id} first, then the page (issue 20)", async () => {
    const stored = clientFixture({
      phone: '(11) 91234-5678',
      address: { street: 'Rua das Flores', number: '120', city: 'São Paulo' },
      notes: 'Portadora de marcapasso',
      isNotesPublic: false,
    });
    const { requests } = stubFetch(api({ [`GET /api/admin/clients/${client.id}`]: () => jsonResponse(200, stored) }));
    const { user } = renderEdit();
    await screen.findByLabelText('Título');
    await openTab(user, 'Dados pessoais');
    const own = (id: string) => document.getElementById(`editor-profile-${id}`)!;
    expect(own('phone')).toHaveValue('(11) 91234-5678');
    expect(own('address-street')).toHaveValue('Rua das Flores');
    expect(own('notes')).toHaveValue('Portadora de marcapasso');
    await openTab(user, 'Privacidade');
    expect(screen.getByRole('radio', { name: 'Observações: Privado' })).toBeChecked();
    await openTab(user, 'Dados pessoais');
    await user.clear(own('phone'));
    await fill(user, own('phone'), '(21) 99999-0000');
    await user.clear(own('address-street'));
    await fill(user, own('address-street'), 'Avenida Atlântica');
    await fill(user, own('address-neighborhood'), 'Copacabana');
    await openTab(user, 'Privacidade');
    await user.click(screen.getByRole('radio', { name: 'Observações: Público' }));
    await screen.findByText('Slug disponível');
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);

    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    const writes = requests.filter((r) => r.method === 'PATCH' || r.method === 'PUT');
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PATCH /api/admin/clients/${client.id}`,
      `PUT /api/admin/pages/${page.id}`,
    ]);
    expect(writes[0]!.body).toMatchObject({
      phone: '(21) 99999-0000',
      email: 'maria@exemplo.com',
      address: { street: 'Avenida Atlântica', number: '120', neighborhood: 'Copacabana', city: 'São Paulo' },
      notes: 'Portadora de marcapasso',
      isNamePublic: true,
      isNotesPublic: true,
    });
    expect(await screen.findByText(CLIENT_TEXTS.editSaved)).toBeInTheDocument();
  }, 60_000);

  it("a refused profile write shows the server's text on its field and the page is not written", async () => {
    const message = CLIENT_TEXTS.phoneInvalid;
    const { requests } = stubFetch(
      api({
        [`PATCH /api/admin/clients/${client.id}`]: () =>
          jsonResponse(400, {
            code: 'VALIDATION_ERROR',
            message,
            field: 'phone',
            issues: [{ field: 'phone', message }],
          }),
      }),
    );
    const { user } = renderEdit();
    await screen.findByLabelText('Título');
    await screen.findByText('Slug disponível');
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    const phone = document.getElementById('editor-profile-phone');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    // Issue 43: the field sits in another tab, which opens, and the field takes the focus.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Dados pessoais' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(phone).toBeVisible();
    await waitFor(() => expect(phone).toHaveFocus());
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  }, 60_000);

  it("an unknown client shows 'Erro ao Carregar Cliente' with a way back", async () => {
    stubFetch(api());
    const { user, router } = renderEdit('99999999-9999-4999-8999-999999999999');
    expect(await screen.findByRole('heading', { name: 'Erro ao Carregar Cliente' })).toBeInTheDocument();
    expect(screen.getByText('Cliente não encontrado ou erro ao carregar dados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(router.state.location.pathname).toBe('/admin/clients');
  });

  it('the previews follow the form as it is typed', async () => {
    stubFetch(api());
    const { user } = renderEdit();
    const title = await screen.findByLabelText('Título');
    await user.clear(title);
    await user.type(title, 'Perfil da Maria');
    const previews = screen.getByRole('complementary', { name: 'Pré-visualizações' });
    await waitFor(() => expect(previews).toHaveTextContent('Perfil da Maria'));
    expect(previews).toHaveTextContent('João Silva');
    // The phone preview is the public page itself: the responder's 192 button is there.
    expect(previews).toHaveTextContent('Ligar 192 (SAMU)');
    await openTab(user, 'Privacidade');
    await user.click(screen.getByRole('radio', { name: 'Contatos de emergência: Privado' }));
    expect(previews).toHaveTextContent('Privado');
  });

  it("shows the client's photos in the editable gallery 'Fotos' (an admin's list comes from /admin after /me)", async () => {
    const { requests } = stubFetch(api());
    const { user } = renderEdit();
    await screen.findByLabelText('Título');
    await openTab(user, 'Fotos');
    expect(await screen.findByRole('heading', { name: 'Fotos' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ver cliente.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'cliente.jpg é a foto principal' })).toBeDisabled();
    expect(requests.filter((r) => r.path.includes('/photos/profiles/')).map((r) => r.path)).toEqual([
      `/api/me/photos/profiles/${client.id}`,
      `/api/admin/photos/profiles/${client.id}`,
    ]);
  });

  it("lists the account's profiles with 'Novo perfil', which creates one for this client", async () => {
    const thor = petProfileFixture();
    const { requests } = stubFetch(
      api({ [`POST /api/admin/clients/${client.id}/profiles`]: () => jsonResponse(201, thor) }),
    );
    const { user } = renderEdit();
    await screen.findByLabelText('Título');
    await openTab(user, 'Perfis e tags');
    const list = await screen.findByRole('list', { name: PROFILE_TEXTS.listTitle });
    expect(within(list).getByRole('listitem', { name: 'Maria Silva' })).toHaveTextContent(PROFILE_TEXTS.primaryBadge);
    expect(within(list).getByRole('link', { name: 'Editar página de Thor' })).toHaveAttribute(
      'href',
      `/admin/product/edit/${thor.id}`,
    );

    await user.click(screen.getByRole('button', { name: PROFILE_TEXTS.newProfile }));
    const dialog = await screen.findByRole('dialog', { name: PROFILE_TEXTS.newProfile });
    await user.click(within(dialog).getByRole('radio', { name: 'Animal' }));
    await user.type(within(dialog).getAllByLabelText('Nome')[0]!, 'Thor');
    await user.click(within(dialog).getByRole('button', { name: 'Criar perfil' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')).toMatchObject({
        path: `/api/admin/clients/${client.id}/profiles`,
        body: { name: 'Thor', kind: 'PET' },
      }),
    );
    expect(await screen.findByText(PROFILE_TEXTS.created)).toBeInTheDocument();
  });

  it("'Exportar dados' downloads the client's ZIP through GET /admin/clients/{id}/export with the admin's token", async () => {
    const saved = captureDownloads('blob:zip');
    const exportUrl = `GET /api/admin/clients/${client.id}/export`;
    const { requests } = stubFetch(
      api({ [exportUrl]: () => new Response(new Blob(['PK']), { headers: { 'Content-Type': 'application/zip' } }) }),
    );
    const { user } = renderEdit();
    await screen.findByLabelText('Título');
    await openTab(user, 'Dados (LGPD)');
    await user.click(await screen.findByRole('button', { name: 'Exportar dados' }));
    await waitFor(() => expect(saved).toEqual([`dados-cliente-${dayInTimeZone()}.zip`]));
    const call = requests.find((r) => `${r.method} ${r.path}` === exportUrl)!;
    expect(call.headers.get('Authorization')).toBe('Bearer test-token-admin');
  });
});
