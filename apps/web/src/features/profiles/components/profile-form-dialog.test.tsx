import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CLIENT_TEXTS, EQUIPMENT_INFO_LABELS, PET_INFO_LABELS, PROFILE_TEXTS } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler, type RecordedRequest } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { accountProfileFixture, petProfileFixture, profilesList } from '@/testing/fixtures/profiles';
import { OWNER_SCOPE } from '../lib/scope';
import { ProfilesCard } from './profiles-card';

const maria = accountProfileFixture();
const thor = petProfileFixture();

function api(write?: FetchHandler): FetchHandler {
  return (request) => {
    const key = `${request.method} ${request.path}`;
    if (key === 'GET /api/me/profiles' || key === `GET /api/admin/clients/${maria.id}/profiles`)
      return jsonResponse(200, profilesList([maria, thor]));
    if (request.path.startsWith('/api/public/pages/validate-slug/'))
      return jsonResponse(200, { available: true, suggestions: [] });
    if (write && request.method !== 'GET') return write(request);
    return jsonResponse(403, { code: 'FORBIDDEN', message: 'Acesso negado' });
  };
}

async function openNewProfile(write?: FetchHandler, scope = OWNER_SCOPE) {
  const stub = stubFetch(api(write));
  signInAs(scope.role === 'owner' ? 'user' : 'admin');
  const rendered = renderRoute(<ProfilesCard scope={scope} />);
  await screen.findByRole('listitem', { name: 'Thor' });
  await rendered.user.click(screen.getByRole('button', { name: PROFILE_TEXTS.newProfile }));
  const dialog = await screen.findByRole('dialog', { name: PROFILE_TEXTS.newProfile });
  return { ...stub, ...rendered, dialog };
}

/** The profile's own name (the contact rows below have a 'Nome' too). */
const nameBox = (dialog: HTMLElement) => within(dialog).getAllByLabelText('Nome')[0]!;

/** The ids of the profile's own fields (the contact rows have a 'Telefone' and a 'Nome' too). */
const LABEL_IDS: Record<string, string> = {
  Telefone: 'phone',
  'E-mail': 'email',
  'Data de nascimento': 'date-of-birth',
  Rua: 'address-street',
  Bairro: 'address-neighborhood',
  Cidade: 'address-city',
  Observações: 'notes',
};

const sent = (requests: RecordedRequest[]) => requests.find((r) => r.method === 'POST' || r.method === 'PUT');

beforeEach(stubResizeObserver);

describe("the 'Novo perfil' dialog", () => {
  it('asks for the kind first: no kind, no send', async () => {
    const { user, dialog, requests } = await openNewProfile();
    await user.type(nameBox(dialog), 'Thor');
    await user.click(within(dialog).getByRole('button', { name: 'Criar perfil' }));
    expect(await within(dialog).findByText(PROFILE_TEXTS.kindRequired)).toBeInTheDocument();
    expect(sent(requests)).toBeUndefined();
  });

  it("'Animal' shows the pet's fields and the tutor's contacts, and sends them as petInfo", async () => {
    const { user, dialog, requests } = await openNewProfile(() => jsonResponse(201, thor));
    await user.click(within(dialog).getByRole('radio', { name: 'Animal' }));
    expect(within(dialog).queryByLabelText('Tipo sanguíneo')).not.toBeInTheDocument();
    await user.type(nameBox(dialog), 'Thor');
    await user.type(within(dialog).getByLabelText(PET_INFO_LABELS.species), 'Cão');
    await user.type(within(dialog).getByLabelText(PET_INFO_LABELS.breed), 'Vira-lata');
    await user.type(within(dialog).getByLabelText(PET_INFO_LABELS.age), 'cerca de 4 anos');
    await user.type(within(dialog).getByLabelText(PET_INFO_LABELS.microchip), '985112003456789');
    await user.type(within(dialog).getByLabelText(PET_INFO_LABELS.vaccinations), 'V10, antirrábica');
    await user.type(within(dialog).getByLabelText(PET_INFO_LABELS.vetContact), 'Clínica Bicho Bom');
    await user.type(within(dialog).getByLabelText(PET_INFO_LABELS.temperament), 'dócil');
    await user.type(within(dialog).getAllByLabelText('Nome')[1]!, 'Maria Silva');
    await user.type(
      within(dialog).getByLabelText('Telefone', { selector: '#profile-create-tutor-0-phone' }),
      '(11) 98888-7777',
    );
    await user.type(within(dialog).getByLabelText('Parentesco'), 'Tutora');
    await user.click(within(dialog).getByRole('button', { name: 'Criar perfil' }));

    await waitFor(() => expect(sent(requests)).toBeDefined());
    expect(sent(requests)).toMatchObject({
      path: '/api/me/profiles',
      body: {
        name: 'Thor',
        kind: 'PET',
        petInfo: {
          species: 'Cão',
          breed: 'Vira-lata',
          birthDate: null,
          age: 'cerca de 4 anos',
          microchip: '985112003456789',
          vaccinations: 'V10, antirrábica',
          vetContact: 'Clínica Bicho Bom',
          temperament: 'dócil',
        },
        emergencyContacts: [{ name: 'Maria Silva', phone: '(11) 98888-7777', relationship: 'Tutora' }],
      },
    });
    expect(sent(requests)!.body).not.toHaveProperty('medicalInfo');
    expect(await screen.findByText(PROFILE_TEXTS.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);

  it("'Equipamento' shows the technical sheet and sends it as equipmentInfo (to the admin's route for a client)", async () => {
    const { user, dialog, requests } = await openNewProfile(() => jsonResponse(201, thor), {
      role: 'admin',
      clientId: maria.id,
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Equipamento' }));
    expect(within(dialog).queryByLabelText(PET_INFO_LABELS.species)).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Contatos de emergência')).not.toBeInTheDocument();
    await user.type(nameBox(dialog), 'Compressor');
    await user.type(within(dialog).getByLabelText(EQUIPMENT_INFO_LABELS.brand), 'Atlas');
    await user.type(within(dialog).getByLabelText(EQUIPMENT_INFO_LABELS.model), 'GX-200');
    await user.type(within(dialog).getByLabelText(EQUIPMENT_INFO_LABELS.serialNumber), 'SN-42');
    await user.type(within(dialog).getByLabelText(EQUIPMENT_INFO_LABELS.location), 'Galpão 2');
    await user.type(within(dialog).getByLabelText(EQUIPMENT_INFO_LABELS.responsibleCompany), 'Manutec');
    await user.type(within(dialog).getByLabelText(EQUIPMENT_INFO_LABELS.contactPhone), '(11) 3333-4444');
    await user.click(within(dialog).getByRole('button', { name: 'Criar perfil' }));

    await waitFor(() => expect(sent(requests)).toBeDefined());
    expect(sent(requests)).toMatchObject({
      path: `/api/admin/clients/${maria.id}/profiles`,
      body: {
        name: 'Compressor',
        kind: 'EQUIPMENT',
        equipmentInfo: {
          brand: 'Atlas',
          model: 'GX-200',
          serialNumber: 'SN-42',
          location: 'Galpão 2',
          responsibleCompany: 'Manutec',
          contactPhone: '(11) 3333-4444',
        },
      },
    });
    expect(sent(requests)!.body).not.toHaveProperty('emergencyContacts');
  });

  it("'Pessoa' shows the emergency card: date of birth, contacts, medical info", async () => {
    const { user, dialog, requests } = await openNewProfile(() => jsonResponse(201, maria));
    await user.click(within(dialog).getByRole('radio', { name: 'Pessoa' }));
    await user.type(nameBox(dialog), 'Lucas Silva');
    await user.type(within(dialog).getByLabelText('Data de nascimento'), '2015-06-01');
    await user.selectOptions(within(dialog).getByLabelText('Tipo sanguíneo'), 'A+');
    await user.type(within(dialog).getByLabelText('Alergias'), 'amendoim');
    await user.click(within(dialog).getByRole('button', { name: 'Criar perfil' }));
    await waitFor(() => expect(sent(requests)).toBeDefined());
    expect(sent(requests)!.body).toMatchObject({
      name: 'Lucas Silva',
      kind: 'PERSON',
      dateOfBirth: '2015-06-01',
      medicalInfo: { bloodType: 'A+', allergies: ['amendoim'] },
    });
    expect(sent(requests)!.body).not.toHaveProperty('petInfo');
  });

  it("a server 400 naming 'petInfo.microchip' lands on the microchip field", async () => {
    const message = 'Microchip inválido: use de 9 a 15 letras ou números.';
    const { user, dialog } = await openNewProfile(() =>
      jsonResponse(400, {
        code: 'VALIDATION_ERROR',
        message,
        field: 'petInfo.microchip',
        issues: [{ field: 'petInfo.microchip', message }],
      }),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Animal' }));
    await user.type(nameBox(dialog), 'Thor');
    await user.type(within(dialog).getByLabelText(PET_INFO_LABELS.microchip), '985112003456789');
    await user.click(within(dialog).getByRole('button', { name: 'Criar perfil' }));
    const microchip = within(dialog).getByLabelText(PET_INFO_LABELS.microchip);
    await waitFor(() => expect(microchip).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(message)).toBeInTheDocument();
  });

  it("an invalid microchip is refused before sending, with the contract's message", async () => {
    const { user, dialog, requests } = await openNewProfile(() => jsonResponse(201, thor));
    await user.click(within(dialog).getByRole('radio', { name: 'Animal' }));
    await user.type(nameBox(dialog), 'Thor');
    await user.type(within(dialog).getByLabelText(PET_INFO_LABELS.microchip), '12-3');
    await user.click(within(dialog).getByRole('button', { name: 'Criar perfil' }));
    expect(await within(dialog).findByText('Microchip inválido: use de 9 a 15 letras ou números.')).toBeInTheDocument();
    expect(sent(requests)).toBeUndefined();
  });

  it("the limit's 409 shows the server's message in the dialog", async () => {
    const message = PROFILE_TEXTS.limitReached(50);
    const { user, dialog } = await openNewProfile(() => jsonResponse(409, { code: 'PROFILE_LIMIT', message }));
    await user.click(within(dialog).getByRole('radio', { name: 'Equipamento' }));
    await user.type(nameBox(dialog), 'Compressor');
    await user.click(within(dialog).getByRole('button', { name: 'Criar perfil' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it("a failure without a message shows 'Erro ao criar perfil. Tente novamente.'", async () => {
    const { user, dialog } = await openNewProfile(() => new Response(null, { status: 500 }));
    await user.click(within(dialog).getByRole('radio', { name: 'Equipamento' }));
    await user.type(nameBox(dialog), 'Compressor');
    await user.click(within(dialog).getByRole('button', { name: 'Criar perfil' }));
    expect(await within(dialog).findByText(PROFILE_TEXTS.createFailed)).toBeInTheDocument();
  });
});

describe("the 'Editar perfil' dialog", () => {
  it("starts from the profile's fields and saves through PUT /me/profiles/{id}, the kind changeable", async () => {
    const { requests } = stubFetch(api(() => jsonResponse(200, thor)));
    signInAs('user');
    const { user } = renderRoute(<ProfilesCard scope={OWNER_SCOPE} />);
    await user.click(await screen.findByRole('button', { name: 'Editar perfil de Thor' }));
    const dialog = await screen.findByRole('dialog', { name: PROFILE_TEXTS.editProfile });
    expect(within(dialog).getByRole('radio', { name: 'Animal' })).toBeChecked();
    expect(within(dialog).getByLabelText(PET_INFO_LABELS.microchip)).toHaveValue('985112003456789');
    expect(within(dialog).getByLabelText(PET_INFO_LABELS.vaccinations)).toHaveValue('V10, antirrábica');
    expect(within(dialog).queryByLabelText(/Slug/)).not.toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(PET_INFO_LABELS.breed));
    await user.type(within(dialog).getByLabelText(PET_INFO_LABELS.breed), 'Labrador');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent(requests)).toBeDefined());
    expect(sent(requests)).toMatchObject({
      method: 'PUT',
      path: `/api/me/profiles/${thor.id}`,
      body: { name: 'Thor', kind: 'PET', petInfo: { breed: 'Labrador', microchip: '985112003456789' } },
    });
    expect(await screen.findByText(PROFILE_TEXTS.updated)).toBeInTheDocument();
  });

  it('every field round-trips: phone, e-mail, birth date, address, notes and the five toggles (issue 20)', async () => {
    const stored = accountProfileFixture({
      phone: '(11) 91234-5678',
      dateOfBirth: '1985-03-12',
      address: { street: 'Rua das Flores', number: '120', city: 'São Paulo', state: 'SP' },
      notes: 'Portadora de marcapasso',
      isNotesPublic: false,
    });
    const { requests } = stubFetch((request) =>
      request.method === 'GET' && request.path === '/api/me/profiles'
        ? jsonResponse(200, profilesList([stored, thor]))
        : api(() => jsonResponse(200, stored))(request),
    );
    signInAs('user');
    const { user } = renderRoute(<ProfilesCard scope={OWNER_SCOPE} />);
    await user.click(await screen.findByRole('button', { name: `Editar perfil de ${stored.name}` }));
    const dialog = await screen.findByRole('dialog', { name: PROFILE_TEXTS.editProfile });
    const box = (label: string) =>
      within(dialog).getByLabelText(label, { selector: `#profile-edit-${LABEL_IDS[label]}` });
    expect(box('Telefone')).toHaveValue('(11) 91234-5678');
    expect(box('E-mail')).toHaveValue('maria@exemplo.com');
    expect(box('Data de nascimento')).toHaveValue('1985-03-12');
    expect(box('Rua')).toHaveValue('Rua das Flores');
    expect(box('Cidade')).toHaveValue('São Paulo');
    expect(box('Observações')).toHaveValue('Portadora de marcapasso');
    expect(within(dialog).getByRole('radio', { name: 'Observações: Privado' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Nome e dados pessoais: Público' })).toBeChecked();

    await user.clear(box('Telefone'));
    await user.type(box('Telefone'), '(21) 99999-0000');
    await user.clear(box('E-mail'));
    await user.type(box('E-mail'), 'maria.nova@exemplo.com');
    await user.clear(box('Rua'));
    await user.type(box('Rua'), 'Avenida Atlântica');
    await user.type(box('Bairro'), 'Copacabana');
    await user.clear(box('Observações'));
    await user.type(box('Observações'), 'Usa aparelho auditivo');
    await user.click(within(dialog).getByRole('radio', { name: 'Observações: Público' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Nome e dados pessoais: Privado' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Fotos: Privado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent(requests)).toBeDefined());
    expect(sent(requests)).toMatchObject({
      method: 'PUT',
      path: `/api/me/profiles/${stored.id}`,
      body: {
        phone: '(21) 99999-0000',
        email: 'maria.nova@exemplo.com',
        dateOfBirth: '1985-03-12',
        address: {
          street: 'Avenida Atlântica',
          number: '120',
          neighborhood: 'Copacabana',
          city: 'São Paulo',
          state: 'SP',
        },
        notes: 'Usa aparelho auditivo',
        isNamePublic: false,
        isContactsPublic: true,
        isMedicalInfoPublic: true,
        isPhotosPublic: false,
        isNotesPublic: true,
        // Issue 24: the levels go with the booleans, in agreement.
        visibility: { personal: 'PRIVATE', photos: 'PRIVATE', notes: 'PUBLIC', medicalInfo: 'PUBLIC' },
      },
    });
  }, 60_000);

  it("an invalid e-mail is refused before sending: 'Email válido é obrigatório.'", async () => {
    const { requests } = stubFetch(api(() => jsonResponse(200, thor)));
    signInAs('user');
    const { user } = renderRoute(<ProfilesCard scope={OWNER_SCOPE} />);
    await user.click(await screen.findByRole('button', { name: 'Editar perfil de Thor' }));
    const dialog = await screen.findByRole('dialog', { name: PROFILE_TEXTS.editProfile });
    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), 'thor-sem-arroba');
    await user.type(within(dialog).getByLabelText('Telefone', { selector: '#profile-edit-phone' }), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(CLIENT_TEXTS.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(CLIENT_TEXTS.phoneInvalid)).toBeInTheDocument();
    expect(sent(requests)).toBeUndefined();
  });

  it("the admin's edit goes to PATCH /admin/clients/{profileId}", async () => {
    const { requests } = stubFetch(api(() => jsonResponse(200, thor)));
    signInAs('admin');
    const { user } = renderRoute(<ProfilesCard scope={{ role: 'admin', clientId: maria.id }} />);
    await user.click(await screen.findByRole('button', { name: 'Editar perfil de Thor' }));
    const dialog = await screen.findByRole('dialog', { name: PROFILE_TEXTS.editProfile });
    await user.click(within(dialog).getByRole('radio', { name: 'Equipamento' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent(requests) ?? requests.find((r) => r.method === 'PATCH')).toBeDefined());
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      path: `/api/admin/clients/${thor.id}`,
      body: { kind: 'EQUIPMENT' },
    });
  });
});
