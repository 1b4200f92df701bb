import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatPhotoSizeMB, PHOTO_TEXTS, photoSrc, type Photo } from '@portal/shared';
import { formatDate, formatDateTime } from '@/lib/format';
import { renderRoute } from '@/testing/render';
import { jsonResponse, networkDown, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { photoFixture, photoList, PROFILE_ID } from '@/testing/fixtures/photos';
import { stubObjectUrls, stubXhr } from '@/testing/xhr';
import { PhotoGallery } from './photo-gallery';

const beach = photoFixture({
  id: 'a1111111-1111-4111-8111-111111111111',
  originalName: 'praia.jpg',
  isMain: true,
  size: 2_463_105,
  metadata: { width: 1920, height: 1080 },
  uploadedAt: '2025-03-01T12:00:00.000Z',
});
const dog = photoFixture({
  id: 'b2222222-2222-4222-8222-222222222222',
  originalName: 'cachorro.png',
  size: 524_288,
  metadata: { width: 800, height: 1200 },
  uploadedAt: '2025-03-05T09:30:00.000Z',
});
const hidden = photoFixture({
  id: 'c3333333-3333-4333-8333-333333333333',
  originalName: 'documento.webp',
  isPublic: false,
  size: 1_048_576,
  metadata: { width: 1024, height: 768 },
  uploadedAt: '2025-03-07T18:00:00.000Z',
});
const listPath = `/api/me/photos/profiles/${PROFILE_ID}`;

/** The owner's API: GET /me/photos/... answers `photos`; `overrides` answer other calls by 'METHOD path'. */
function ownerApi(photos: Photo[], overrides: Record<string, FetchHandler> = {}): FetchHandler {
  return (request) => {
    const override = overrides[`${request.method} ${request.path}`];
    if (override) return override(request);
    if (request.method === 'GET' && request.path === listPath) return jsonResponse(200, photoList(photos));
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
  };
}

function renderGallery({ editable = true } = {}) {
  signInAs('user');
  return renderRoute(<PhotoGallery profileId={PROFILE_ID} editable={editable} />);
}

const gallery = () => screen.getByRole('list', { name: 'Fotos' });
const listGets = (requests: { method: string; path: string }[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === listPath);

describe('photo gallery (spec section 2)', () => {
  it("shows the thumbnails as real images with their size, lazily, the placeholder while loading and 'Principal' on the main one", async () => {
    stubFetch(ownerApi([beach, dog, hidden]));
    renderGallery();
    await screen.findByRole('list', { name: 'Fotos' });
    const items = within(gallery()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const image = items[0]!.querySelector('img')!;
    expect(image).toHaveAttribute('src', photoSrc(beach, 'thumbnail'));
    expect(image).toHaveAttribute('width', '1920');
    expect(image).toHaveAttribute('height', '1080');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image.style.backgroundImage).toMatch(/^url\("data:image\/png;base64,/);
    expect(within(items[0]!).getByText('Principal')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Principal')).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('Privada')).toBeInTheDocument();
  });

  it("the list view shows each photo's dimensions 'L × A', size in MB and upload date", async () => {
    stubFetch(ownerApi([beach, dog]));
    const { user } = renderGallery();
    await screen.findByRole('list', { name: 'Fotos' });
    expect(screen.queryByText('1920 × 1080')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    const rows = within(gallery()).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('1920 × 1080')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2,35 MB')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(formatDate(beach.uploadedAt!))).toBeInTheDocument();
    expect(within(rows[1]!).getByText('800 × 1200')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(formatPhotoSizeMB(dog.size!))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Grade' }));
    expect(screen.queryByText('1920 × 1080')).not.toBeInTheDocument();
  });

  it('the viewer shows the photo, its name, size in MB with 2 decimals and date, and goes to the previous and next', async () => {
    stubFetch(ownerApi([beach, dog]));
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Ver praia.jpg' }));
    const viewer = screen.getByRole('dialog', { name: 'praia.jpg' });
    expect(within(viewer).getByRole('img', { name: 'praia.jpg' })).toHaveAttribute('src', photoSrc(beach, 'medium'));
    expect(within(viewer).getByText('2,35 MB')).toBeInTheDocument();
    expect(within(viewer).getByText(formatDateTime(beach.uploadedAt!))).toBeInTheDocument();
    expect(within(viewer).getByText('Foto 1 de 2')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Foto anterior' })).toBeDisabled();

    await user.click(within(viewer).getByRole('button', { name: 'Próxima foto' }));
    expect(screen.getByRole('dialog', { name: 'cachorro.png' })).toBeInTheDocument();
    expect(screen.getByText('0,50 MB')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'praia.jpg' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("set as main: POST /me/photos/profiles/{id}/main/{photoId}, 'Foto principal definida com sucesso!', the list reloads", async () => {
    let photos = [beach, dog];
    const { requests } = stubFetch(
      ownerApi([], {
        [`GET ${listPath}`]: () => jsonResponse(200, photoList(photos)),
        [`POST ${listPath}/main/${dog.id}`]: () => {
          photos = [
            { ...dog, isMain: true },
            { ...beach, isMain: false },
          ];
          return jsonResponse(200, { photo: photos[0] });
        },
      }),
    );
    const { user } = renderGallery();
    expect(await screen.findByRole('button', { name: 'praia.jpg é a foto principal' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Definir cachorro.png como principal' }));
    expect(await screen.findByText(PHOTO_TEXTS.mainSet)).toBeInTheDocument();
    await waitFor(() => expect(within(within(gallery()).getAllByRole('listitem')[0]!).getByText('cachorro.png')));
    expect(within(within(gallery()).getAllByRole('listitem')[0]!).getByText('Principal')).toBeInTheDocument();
    expect(listGets(requests)).toHaveLength(2);
  });

  it("a failed set-main says 'Erro ao definir foto principal'", async () => {
    stubFetch(
      ownerApi([beach, dog], {
        [`POST ${listPath}/main/${dog.id}`]: () => jsonResponse(500, {}),
        [`POST /api/admin/photos/profiles/${PROFILE_ID}/main/${dog.id}`]: () => jsonResponse(403, {}),
      }),
    );
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Definir cachorro.png como principal' }));
    expect(await screen.findByText(PHOTO_TEXTS.setMainError)).toBeInTheDocument();
  });

  it("delete asks 'Tem certeza que deseja deletar esta foto?' and then says 'Foto deletada com sucesso!'", async () => {
    let photos = [beach, dog];
    const { requests } = stubFetch(
      ownerApi([], {
        [`GET ${listPath}`]: () => jsonResponse(200, photoList(photos)),
        [`DELETE /api/me/photos/${dog.id}`]: () => {
          photos = [beach];
          return new Response(null, { status: 204 });
        },
      }),
    );
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Deletar cachorro.png' }));
    const confirm = screen.getByRole('dialog', { name: 'Deletar foto' });
    expect(within(confirm).getByText(PHOTO_TEXTS.confirmDelete)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Deletar cachorro.png' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByText(PHOTO_TEXTS.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('cachorro.png')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/api/me/photos/${dog.id}`]);
  });

  it("a failed delete says 'Erro ao deletar foto'", async () => {
    stubFetch(
      ownerApi([beach], {
        [`DELETE /api/me/photos/${beach.id}`]: () => jsonResponse(500, {}),
        [`DELETE /api/admin/photos/${beach.id}`]: () => jsonResponse(403, {}),
      }),
    );
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Deletar praia.jpg' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByText(PHOTO_TEXTS.deleteError)).toBeInTheDocument();
  });

  it("select all and bulk delete: 'Tem certeza que deseja deletar 3 foto(s)?', POST bulk-delete {ids}, '3 foto(s) deletada(s) com sucesso!'", async () => {
    let photos = [beach, dog, hidden];
    const { requests } = stubFetch(
      ownerApi([], {
        [`GET ${listPath}`]: () => jsonResponse(200, photoList(photos)),
        'POST /api/me/photos/bulk-delete': () => {
          photos = [];
          return jsonResponse(200, { deleted: 3 });
        },
      }),
    );
    const { user } = renderGallery();
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar cachorro.png' }));
    expect(screen.getByRole('button', { name: 'Deletar selecionadas (1)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selecionar todas' })).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todas' }));
    expect(screen.getByRole('checkbox', { name: 'Selecionar praia.jpg' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Deletar selecionadas (3)' }));
    const confirm = screen.getByRole('dialog', { name: 'Deletar fotos' });
    expect(within(confirm).getByText(PHOTO_TEXTS.confirmDeleteMany(3))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByText(PHOTO_TEXTS.deletedMany(3))).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/me/photos/bulk-delete')!.body).toEqual({
      ids: [beach.id, dog.id, hidden.id],
    });
    expect(await screen.findByText(PHOTO_TEXTS.emptyEditable)).toBeInTheDocument();
  });

  it("a failed bulk delete says 'Erro ao deletar fotos'", async () => {
    stubFetch(
      ownerApi([beach, dog], {
        'POST /api/me/photos/bulk-delete': () => jsonResponse(500, {}),
        'POST /api/admin/photos/bulk-delete': () => jsonResponse(403, {}),
      }),
    );
    const { user } = renderGallery();
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar todas' }));
    await user.click(screen.getByRole('button', { name: 'Deletar selecionadas (2)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByText(PHOTO_TEXTS.deleteManyError)).toBeInTheDocument();
  });

  it('the visibility switch sends PATCH {isPublic} and says where the photo now shows', async () => {
    const { requests } = stubFetch(
      ownerApi([beach, hidden], {
        [`PATCH /api/me/photos/${beach.id}`]: () => jsonResponse(200, { photo: { ...beach, isPublic: false } }),
        [`PATCH /api/me/photos/${hidden.id}`]: () => jsonResponse(200, { photo: { ...hidden, isPublic: true } }),
      }),
    );
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Tornar praia.jpg privada' }));
    expect(await screen.findByText(PHOTO_TEXTS.madePrivate)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tornar documento.webp pública' }));
    expect(await screen.findByText(PHOTO_TEXTS.madePublic)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { isPublic: false },
      { isPublic: true },
    ]);
  });

  it("download fetches the signed downloadUrl, saves it under the original name and says 'Download iniciado!'", async () => {
    const { created, revoked } = stubObjectUrls();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('praia.jpg');
      expect(this.href).toBe('blob:http://localhost/1');
    });
    const { requests } = stubFetch((request) =>
      request.path === `/api/photos/${beach.id}`
        ? new Response('jpeg bytes', { headers: { 'Content-Type': 'image/jpeg' } })
        : ownerApi([beach])(request),
    );
    const { user } = renderGallery({ editable: false });
    await user.click(await screen.findByRole('button', { name: 'Baixar praia.jpg' }));
    expect(await screen.findByText(PHOTO_TEXTS.downloadStarted)).toBeInTheDocument();
    const download = requests.find((r) => r.path === `/api/photos/${beach.id}`)!;
    expect(download.search.get('sig')).toBe('abc');
    expect(download.search.get('size')).toBe('original');
    expect(download.headers.get('Authorization')).toBeNull();
    expect(click).toHaveBeenCalledOnce();
    expect(created).toHaveBeenCalledOnce();
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:http://localhost/1'));
  });

  it("a failed download says 'Erro ao baixar foto'", async () => {
    stubFetch((request) =>
      request.path === `/api/photos/${beach.id}` ? jsonResponse(500, {}) : ownerApi([beach])(request),
    );
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Baixar praia.jpg' }));
    expect(await screen.findByText(PHOTO_TEXTS.downloadError)).toBeInTheDocument();
  });

  it('editable and empty: its own empty text and the Upload button', async () => {
    stubFetch(ownerApi([]));
    renderGallery();
    expect(await screen.findByText(PHOTO_TEXTS.emptyEditable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });

  it('read-only: its own empty text; with photos only view and download, no select, main, visibility or delete', async () => {
    stubFetch(ownerApi([]));
    const { unmount } = renderGallery({ editable: false });
    expect(await screen.findByText(PHOTO_TEXTS.emptyReadOnly)).toBeInTheDocument();
    expect(screen.queryByText(PHOTO_TEXTS.emptyEditable)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    unmount();

    stubFetch(ownerApi([beach]));
    renderGallery({ editable: false });
    await screen.findByRole('list', { name: 'Fotos' });
    expect(screen.getByRole('button', { name: 'Ver praia.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar praia.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deletar|principal|Tornar|Upload/ })).not.toBeInTheDocument();
  });

  it("a failed load says 'Não foi possível carregar as suas fotos agora.' and 'Tentar novamente' loads again", async () => {
    let online = false;
    stubFetch((request) => (online ? ownerApi([beach])(request) : networkDown(request)));
    const { user } = renderGallery();
    expect(await screen.findByText(PHOTO_TEXTS.loadError)).toBeInTheDocument();
    online = true;
    await user.click(screen.getByRole('button', { name: PHOTO_TEXTS.retry }));
    expect(await screen.findByRole('button', { name: 'Ver praia.jpg' })).toBeInTheDocument();
  });

  it('the list falls back from /me to /admin, then /public, then an empty result (spec section 7)', async () => {
    const { requests } = stubFetch(() => jsonResponse(403, { code: 'FORBIDDEN', message: 'Acesso negado' }));
    const { unmount } = renderGallery({ editable: false });
    expect(await screen.findByText(PHOTO_TEXTS.emptyReadOnly)).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual([
      `/api/me/photos/profiles/${PROFILE_ID}`,
      `/api/admin/photos/profiles/${PROFILE_ID}`,
      `/api/public/photos/profiles/${PROFILE_ID}`,
    ]);
    unmount();

    stubFetch((request) =>
      request.path === `/api/public/photos/profiles/${PROFILE_ID}`
        ? jsonResponse(200, photoList([dog]))
        : jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' }),
    );
    renderGallery({ editable: false });
    expect(await screen.findByRole('button', { name: 'Ver cachorro.png' })).toBeInTheDocument();
  });

  it("Upload opens the dialog in multiple mode; after 'Foto enviada com sucesso!' the list reloads a second later", async () => {
    stubObjectUrls();
    let photos = [beach];
    const { requests } = stubFetch(ownerApi([], { [`GET ${listPath}`]: () => jsonResponse(200, photoList(photos)) }));
    stubXhr((upload) => {
      photos = [beach, dog];
      upload.respond(201, { photo: dog });
    });
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    const picker = screen.getByLabelText('Escolher fotos');
    expect(picker).toHaveAttribute('multiple');
    await user.upload(picker, [new File(['x'], 'cachorro.png', { type: 'image/png' })]);
    await user.click(screen.getByRole('button', { name: PHOTO_TEXTS.send(1) }));
    expect(await screen.findByText(PHOTO_TEXTS.uploaded)).toBeInTheDocument();
    const shownAt = Date.now();
    expect(listGets(requests)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Ver cachorro.png' })).toBeInTheDocument();
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(900);
    expect(listGets(requests)).toHaveLength(2);
  });
});
