import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { openTab } from '@/testing/tabs';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { clientFixture, pageFixture } from '@/testing/fixtures/pages';
import { CLIENT_TEXTS, EMPTY_PET_INFO, PET_INFO_LABELS, EQUIPMENT_INFO_LABELS, type ProfileKind } from '@portal/shared';
import { pageToEditorValues, type PageEditorValues } from '../../lib/page-form';
import { PageEditor } from './page-editor';

const page = pageFixture();

/** The editor with the slug check answering `available` (and `suggestions` when taken). */
function renderEditor({
  values = pageToEditorValues(page),
  available = true,
  suggestions = [] as string[],
  kind = undefined as ProfileKind | undefined,
} = {}) {
  const { requests } = stubFetch((request) =>
    request.path.startsWith('/api/public/pages/validate-slug/')
      ? jsonResponse(200, { available, suggestions })
      : jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' }),
  );
  const onSave = vi.fn<(values: PageEditorValues) => void>();
  const onBack = vi.fn();
  const utils = renderRoute(
    <PageEditor
      title="Editar Cliente"
      initialValues={values}
      pageId={page.id}
      currentSlug={page.slug}
      publicUrl={page.publicUrl}
      clientName="Maria Silva"
      kind={kind}
      saving={false}
      onSave={onSave}
      onBack={onBack}
    />,
    { path: '/admin/product/edit/:id', initialEntry: `/admin/product/edit/${page.profileId}` },
  );
  return { ...utils, requests, onSave, onBack };
}

/** The form beside the previews (the phone preview shows the public page's own headings). */
const form = () => within(document.getElementById('page-editor-form')!);
const saveButtons = () => screen.getAllByRole('button', { name: 'Salvar' });

describe('the page editor (spec section 2, "Edit client page")', () => {
  beforeEach(stubResizeObserver);

  it("opens with the page's values, the slug behind a fixed /p/, and 'Ver página' on the saved address", async () => {
    renderEditor();
    expect(screen.getByRole('heading', { name: 'Editar Cliente' })).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Maria Silva');
    const slug = screen.getByLabelText('Slug');
    expect(slug).toHaveValue('maria-silva');
    expect(slug.parentElement).toHaveTextContent('/p/');
    expect(screen.getByLabelText('Descrição')).toHaveValue('Perfil de emergência da Maria.');
    expect(screen.getByRole('link', { name: 'Ver página' })).toHaveAttribute('href', '/p/maria-silva');
    expect(await screen.findByText('Slug disponível')).toBeInTheDocument();
  });

  it('the slug is lower-cased as it is typed and checked against the page being edited', async () => {
    const { user, requests } = renderEditor();
    const slug = screen.getByLabelText('Slug');
    await user.clear(slug);
    await user.type(slug, 'Maria-Nova');
    expect(slug).toHaveValue('maria-nova');
    await screen.findByText('Slug disponível');
    const check = requests.find((r) => r.path === '/api/public/pages/validate-slug/maria-nova');
    expect(check?.search.get('pageId')).toBe(page.id);
  });

  it('the fonts are Inter, Roboto, Open Sans and Lato; a page already in another font keeps it as a choice', () => {
    const { unmount } = renderEditor();
    const fonts = () =>
      within(screen.getByLabelText('Fonte'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(fonts()).toEqual(['Inter', 'Roboto', 'Open Sans', 'Lato']);
    unmount();
    renderEditor({
      values: pageToEditorValues(pageFixture({ theme: { ...page.theme, fontFamily: 'Montserrat, sans-serif' } })),
    });
    expect(fonts()).toEqual(['Inter', 'Roboto', 'Open Sans', 'Lato', 'Montserrat']);
    expect(screen.getByLabelText('Fonte')).toHaveValue('Montserrat');
  });

  it("a blank title is not saved: 'Título é obrigatório.'", async () => {
    const { user, onSave } = renderEditor();
    await screen.findByText('Slug disponível');
    await user.clear(screen.getByLabelText('Título'));
    await user.click(saveButtons()[0]!);
    expect(await screen.findByText('Título é obrigatório.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("a taken slug: 'Este slug já está em uso. Escolha outro.', no save, and a suggestion fills the box", async () => {
    const { user } = renderEditor({ available: false, suggestions: ['maria-silva-2', 'maria-silva-3'] });
    expect(await screen.findByText('Este slug já está em uso. Escolha outro.')).toBeInTheDocument();
    for (const button of saveButtons()) expect(button).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'maria-silva-2' }));
    expect(screen.getByLabelText('Slug')).toHaveValue('maria-silva-2');
  });

  it('Save hands the edited values over, privacy switches included', async () => {
    const { user, onSave } = renderEditor();
    await screen.findByText('Slug disponível');
    await openTab(user, 'Privacidade');
    await user.click(screen.getByRole('radio', { name: 'Contatos de emergência: Privado' }));
    await user.click(screen.getByRole('radio', { name: 'Fotos: Privado' }));
    await user.click(screen.getByRole('switch', { name: 'Permitir que buscadores (Google) mostrem esta página' }));
    await user.click(saveButtons()[0]!);
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      title: 'Maria Silva',
      slug: 'maria-silva',
      isContactsPublic: false,
      isMedicalInfoPublic: true,
      isPhotosPublic: false,
      allowIndexing: true,
    });
  }, 60_000);

  it("'Voltar' goes back", async () => {
    const { user, onBack } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("issue 43: the sections are tabs (the open one in the address) and one save bar says 'Alterações não salvas'", async () => {
    const { user, router } = renderEditor();
    const tabs = screen.getByRole('tablist', { name: 'Seções da página' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Página e tema', 'Dados pessoais', 'Emergência', 'Privacidade']);
    expect(screen.getByRole('tab', { name: 'Página e tema' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Título')).toBeVisible();
    expect(screen.getByLabelText('Tipo sanguíneo')).not.toBeVisible();
    await openTab(user, 'Emergência');
    expect(screen.getByLabelText('Tipo sanguíneo')).toBeVisible();
    expect(screen.getByLabelText('Título')).not.toBeVisible();
    expect(router.state.location.search).toBe('?secao=emergencia');
    // One save bar, in every tab.
    expect(saveButtons()).toHaveLength(1);
    expect(screen.queryByText('Alterações não salvas')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Alergias'), ', látex');
    expect(screen.getByText('Alterações não salvas')).toBeInTheDocument();
  });

  it('a refused save opens the tab of the first field in error and puts the focus on it', async () => {
    const { user, onSave } = renderEditor();
    await screen.findByText('Slug disponível');
    const title = screen.getByLabelText('Título');
    await user.clear(title);
    await openTab(user, 'Privacidade');
    await user.click(saveButtons()[0]!);
    await vi.waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Página e tema' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(title).toBeVisible();
    await vi.waitFor(() => expect(title).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('the two previews show the title as it is typed', async () => {
    const { user } = renderEditor();
    const title = screen.getByLabelText('Título');
    await user.clear(title);
    await user.type(title, 'Maria S.');
    const previews = within(screen.getByRole('complementary', { name: 'Pré-visualizações' }));
    expect(previews.getAllByText('Maria S.').length).toBeGreaterThanOrEqual(2);
  });

  it("a person's page (and a page of unknown kind) offers 'Informações médicas' and its privacy switch", async () => {
    const { user } = renderEditor();
    await openTab(user, 'Emergência');
    expect(form().getByRole('heading', { name: 'Informações médicas' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo sanguíneo')).toBeInTheDocument();
    expect(form().getByRole('heading', { name: 'Contatos de emergência' })).toBeInTheDocument();
    await openTab(user, 'Privacidade');
    expect(screen.getByRole('radio', { name: 'Informações médicas: Público' })).toBeInTheDocument();
  });

  it('an equipment page never shows medical data: the editor offers no medical section nor its privacy switch', async () => {
    const { user, onSave } = renderEditor({ kind: 'EQUIPMENT' });
    await openTab(user, 'Contatos');
    expect(form().queryByRole('heading', { name: 'Informações médicas' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Tipo sanguíneo')).not.toBeInTheDocument();
    expect(form().getByRole('heading', { name: 'Contatos do responsável' })).toBeInTheDocument();
    await openTab(user, 'Privacidade');
    expect(screen.getByRole('radio', { name: 'Fotos: Público' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Informações médicas: Público' })).not.toBeInTheDocument();
    // What is stored stays as it is: saving still hands the whole form over.
    await screen.findByText('Slug disponível');
    await user.click(saveButtons()[0]!);
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ title: 'Maria Silva', isMedicalInfoPublic: true });
  });

  it("a pet's page titles the medical section for an animal: 'Saúde do animal', contacts of the tutor", async () => {
    const { user } = renderEditor({ kind: 'PET' });
    await openTab(user, 'Emergência');
    expect(form().getByRole('heading', { name: 'Saúde do animal' })).toBeInTheDocument();
    expect(form().queryByRole('heading', { name: 'Informações médicas' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Alergias')).toBeInTheDocument();
    expect(form().getByRole('heading', { name: 'Contatos do tutor' })).toBeInTheDocument();
  });

  describe("the profile's own fields (issue 20)", () => {
    const profile = clientFixture({
      phone: '(11) 91234-5678',
      dateOfBirth: '1985-03-12',
      address: { street: 'Rua das Flores', number: '120', city: 'São Paulo', state: 'SP' },
      notes: 'Portadora de marcapasso',
    });
    const own = (id: string) => document.getElementById(`editor-profile-${id}`)!;
    const preview = () => screen.getByRole('region', { name: 'Pré-visualização no celular' });

    it('every field round-trips: phone, e-mail, birth date, address, notes and the five toggles', async () => {
      const { user, onSave } = renderEditor({ values: pageToEditorValues(page, profile) });
      await openTab(user, 'Dados pessoais');
      expect(own('phone')).toHaveValue('(11) 91234-5678');
      expect(own('email')).toHaveValue('maria@exemplo.com');
      expect(own('date-of-birth')).toHaveValue('1985-03-12');
      expect(own('address-street')).toHaveValue('Rua das Flores');
      expect(own('address-city')).toHaveValue('São Paulo');
      expect(own('notes')).toHaveValue('Portadora de marcapasso');
      await screen.findByText('Slug disponível');
      await user.clear(own('phone'));
      await user.type(own('phone'), '(21) 99999-0000');
      await user.clear(own('address-street'));
      await user.type(own('address-street'), 'Avenida Atlântica');
      await user.type(own('address-zipCode'), '22010-000');
      await user.clear(own('notes'));
      await user.type(own('notes'), 'Usa aparelho auditivo');
      await openTab(user, 'Privacidade');
      await user.click(screen.getByRole('radio', { name: 'Nome e dados pessoais: Privado' }));
      await user.click(screen.getByRole('radio', { name: 'Observações: Privado' }));
      await user.click(saveButtons()[0]!);
      await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
      expect(onSave.mock.calls[0]![0]).toMatchObject({
        phone: '(21) 99999-0000',
        email: 'maria@exemplo.com',
        dateOfBirth: '1985-03-12',
        address: { street: 'Avenida Atlântica', number: '120', city: 'São Paulo', state: 'SP', zipCode: '22010-000' },
        notes: 'Usa aparelho auditivo',
        isNamePublic: false,
        isContactsPublic: true,
        isMedicalInfoPublic: true,
        isPhotosPublic: true,
        isNotesPublic: false,
      });
    }, 60_000);

    it('the preview shows the typed values, and a toggle off hides its part as /p will', async () => {
      const { user } = renderEditor({ values: pageToEditorValues(page, profile) });
      await openTab(user, 'Dados pessoais');
      await user.clear(own('phone'));
      await user.type(own('phone'), '(21) 99999-0000');
      expect(preview()).toHaveTextContent('(21) 99999-0000');
      expect(preview()).toHaveTextContent('Rua das Flores');
      expect(preview()).toHaveTextContent('Portadora de marcapasso');
      await openTab(user, 'Privacidade');
      await user.click(screen.getByRole('radio', { name: 'Observações: Privado' }));
      expect(preview()).not.toHaveTextContent('Portadora de marcapasso');
      await user.click(screen.getByRole('radio', { name: 'Nome e dados pessoais: Privado' }));
      expect(preview()).toHaveTextContent('Rua das Flores');
      await user.click(screen.getByRole('radio', { name: 'Endereço: Privado' }));
      expect(preview()).not.toHaveTextContent('(21) 99999-0000');
      expect(preview()).not.toHaveTextContent('Rua das Flores');
    }, 60_000);

    it("an invalid e-mail or phone is not saved, with the contract's texts", async () => {
      const { user, onSave } = renderEditor({ values: pageToEditorValues(page, profile) });
      await screen.findByText('Slug disponível');
      await openTab(user, 'Dados pessoais');
      await user.clear(own('email'));
      await user.type(own('email'), 'maria-sem-arroba');
      await user.clear(own('phone'));
      await user.type(own('phone'), 'liga pra mim');
      await user.click(saveButtons()[0]!);
      expect(await screen.findByText(CLIENT_TEXTS.emailRequired)).toBeInTheDocument();
      expect(screen.getByText(CLIENT_TEXTS.phoneInvalid)).toBeInTheDocument();
      expect(onSave).not.toHaveBeenCalled();
    }, 60_000);

    it("a pet's page edits the pet's fields, an equipment's its technical sheet", async () => {
      const pet = clientFixture({ kind: 'PET', petInfo: { ...EMPTY_PET_INFO, species: 'Cão', breed: 'Vira-lata' } });
      const { user, onSave, unmount } = renderEditor({ kind: 'PET', values: pageToEditorValues(page, pet) });
      await openTab(user, 'Dados do animal');
      expect(screen.getByLabelText(PET_INFO_LABELS.species)).toHaveValue('Cão');
      expect(document.getElementById('editor-profile-date-of-birth')).toBeNull();
      await user.clear(screen.getByLabelText(PET_INFO_LABELS.breed));
      await user.type(screen.getByLabelText(PET_INFO_LABELS.breed), 'Labrador');
      expect(preview()).toHaveTextContent('Labrador');
      await screen.findByText('Slug disponível');
      await user.click(saveButtons()[0]!);
      await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
      expect(onSave.mock.calls[0]![0]).toMatchObject({ pet: { species: 'Cão', breed: 'Labrador' } });
      unmount();

      renderEditor({ kind: 'EQUIPMENT', values: pageToEditorValues(page, clientFixture({ kind: 'EQUIPMENT' })) });
      expect(screen.getByLabelText(EQUIPMENT_INFO_LABELS.serialNumber)).toBeInTheDocument();
      expect(screen.queryByLabelText(PET_INFO_LABELS.species)).not.toBeInTheDocument();
    }, 60_000);
  });
});
