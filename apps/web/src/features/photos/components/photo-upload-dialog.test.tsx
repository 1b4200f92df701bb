import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PHOTO_TEXTS } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { photoFixture, PROFILE_ID } from '@/testing/fixtures/photos';
import { stubObjectUrls, stubXhr, type FakeUpload } from '@/testing/xhr';
import { PhotoUploadDialog } from './photo-upload-dialog';

function Harness({ multiple }: { multiple: boolean }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <PhotoUploadDialog open onOpenChange={setOpen} profileId={PROFILE_ID} multiple={multiple} />
  ) : (
    <p>diálogo fechado</p>
  );
}

function renderDialog({ multiple = true, role = 'user' as 'user' | 'admin' } = {}) {
  signInAs(role);
  stubObjectUrls();
  return renderRoute(<Harness multiple={multiple} />);
}

const jpeg = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const picker = (multiple = true) => screen.getByLabelText(multiple ? 'Escolher fotos' : 'Escolher foto');
const sendButton = () => screen.getByRole('button', { name: /^Enviar \(\d+ Fotos\)$/ });
const item = (name: string) => within(screen.getByRole('list', { name: 'Fotos selecionadas' })).getByLabelText(name);
const stored = (upload: FakeUpload) =>
  upload.respond(201, { photo: photoFixture({ originalName: (upload.body.get('photo') as File).name }) });

describe('photo upload dialog (spec sections 2, 4 and 5)', () => {
  it('the picker takes image/* files; several only in multiple mode', async () => {
    const { user, unmount } = renderDialog({ multiple: false });
    expect(picker(false)).toHaveAttribute('accept', 'image/*');
    expect(picker(false)).not.toHaveAttribute('multiple');
    await user.upload(picker(false), [jpeg('a.jpg')]);
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), { dataTransfer: { files: [jpeg('b.jpg'), jpeg('c.jpg')] } });
    expect(within(screen.getByRole('list', { name: 'Fotos selecionadas' })).getAllByRole('listitem')).toHaveLength(1);
    expect(item('b.jpg')).toBeInTheDocument();
    expect(sendButton()).toHaveTextContent(PHOTO_TEXTS.send(1));
    unmount();

    renderDialog({ multiple: true });
    expect(picker()).toHaveAttribute('multiple');
    await act(async () => {
      fireEvent.change(picker(), { target: { files: [jpeg('a.jpg'), jpeg('b.jpg')] } });
    });
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), { dataTransfer: { files: [jpeg('c.jpg')] } });
    expect(sendButton()).toHaveTextContent(PHOTO_TEXTS.send(3));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(PHOTO_TEXTS.hint);
  });

  it("'Enviar' is disabled with no files; a pending file can be removed", async () => {
    const { user } = renderDialog();
    expect(sendButton()).toHaveTextContent(PHOTO_TEXTS.send(0));
    expect(sendButton()).toBeDisabled();
    await user.upload(picker(), [jpeg('a.jpg'), jpeg('b.jpg')]);
    expect(sendButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remover a.jpg' }));
    expect(screen.queryByText('a.jpg')).not.toBeInTheDocument();
    expect(sendButton()).toHaveTextContent(PHOTO_TEXTS.send(1));
    await user.click(screen.getByRole('button', { name: 'Remover b.jpg' }));
    expect(sendButton()).toBeDisabled();
  });

  it("shows each file's real upload percent, then 'Foto enviada com sucesso!' and closes", async () => {
    const { uploads } = stubXhr();
    const { user } = renderDialog();
    await user.upload(picker(), [jpeg('praia.jpg')]);
    expect(within(item('praia.jpg')).getByText('Aguardando envio')).toBeInTheDocument();
    await user.click(sendButton());

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.path).toBe(`/api/me/photos/profiles/${PROFILE_ID}/upload`);
    expect((uploads[0]!.body.get('photo') as File).name).toBe('praia.jpg');
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveTextContent(PHOTO_TEXTS.send(1));
    expect(screen.queryByRole('button', { name: 'Remover praia.jpg' })).not.toBeInTheDocument();
    act(() => uploads[0]!.progress(37, 100));
    const bar = within(item('praia.jpg')).getByRole('progressbar', { name: 'Enviando praia.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '37');
    expect(within(item('praia.jpg')).getByText('37%')).toBeInTheDocument();
    act(() => uploads[0]!.progress(80, 100));
    expect(within(item('praia.jpg')).getByText('80%')).toBeInTheDocument();

    act(() => stored(uploads[0]!));
    expect(await screen.findByText(PHOTO_TEXTS.uploaded)).toBeInTheDocument();
    expect(await screen.findByText('diálogo fechado')).toBeInTheDocument();
  });

  it("three files go one per request, at most two at a time, then '3 fotos enviadas com sucesso!'", async () => {
    const { uploads } = stubXhr();
    const { user } = renderDialog();
    await user.upload(picker(), [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    await user.click(sendButton());
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(within(item('c.jpg')).getByText('Aguardando envio')).toBeInTheDocument();
    act(() => stored(uploads[0]!));
    await waitFor(() => expect(uploads).toHaveLength(3));
    expect(within(item('a.jpg')).getByText('Enviada')).toBeInTheDocument();
    act(() => stored(uploads[1]!));
    act(() => stored(uploads[2]!));
    expect(await screen.findByText(PHOTO_TEXTS.uploadedMany(3))).toBeInTheDocument();
    expect(uploads.map((u) => (u.body.get('photo') as File).name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });

  it("a refused file shows 'Erro no upload' with the server's message, and the dialog stays open", async () => {
    const { uploads } = stubXhr((upload) => {
      const name = (upload.body.get('photo') as File).name;
      if (name === 'texto.jpg') {
        upload.respond(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: PHOTO_TEXTS.unsupportedType, fileName: name });
      } else stored(upload);
    });
    const { user } = renderDialog();
    await user.upload(picker(), [jpeg('boa.jpg'), jpeg('texto.jpg')]);
    await user.click(sendButton());

    const refused = item('texto.jpg');
    expect(await within(refused).findByText(PHOTO_TEXTS.uploadItemError)).toBeInTheDocument();
    expect(within(refused).getByText(PHOTO_TEXTS.unsupportedType)).toBeInTheDocument();
    expect(within(item('boa.jpg')).getByText('Enviada')).toBeInTheDocument();
    expect(await screen.findByText(PHOTO_TEXTS.uploaded)).toBeInTheDocument();
    expect(await screen.findByText(PHOTO_TEXTS.uploadError)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // 415 is the same answer on the admin endpoint: the file is not sent twice.
    expect(uploads).toHaveLength(2);
  });

  it("several refused files: 'Erro ao enviar fotos'", async () => {
    stubXhr((upload) => upload.respond(409, { code: 'PHOTO_LIMIT_REACHED', message: PHOTO_TEXTS.tooMany }));
    const { user } = renderDialog();
    await user.upload(picker(), [jpeg('a.jpg'), jpeg('b.jpg')]);
    await user.click(sendButton());
    expect(await screen.findByText(PHOTO_TEXTS.uploadManyError)).toBeInTheDocument();
    expect(within(item('a.jpg')).getByText(PHOTO_TEXTS.tooMany)).toBeInTheDocument();
  });

  it('an admin sends straight to /admin/photos/profiles/{id}/upload, never trying the owner route', async () => {
    const { uploads } = stubXhr((upload) =>
      upload.path.startsWith('/api/me/')
        ? upload.respond(403, { code: 'FORBIDDEN', message: 'Acesso negado' })
        : stored(upload),
    );
    const { user } = renderDialog({ role: 'admin' });
    await user.upload(picker(), [jpeg('a.jpg')]);
    await user.click(sendButton());
    expect(await screen.findByText(PHOTO_TEXTS.uploaded)).toBeInTheDocument();
    expect(uploads.map((u) => u.path)).toEqual([`/api/admin/photos/profiles/${PROFILE_ID}/upload`]);
  });

  it("an admin's non-image shows the 415's type text, not 'Acesso negado'", async () => {
    const { uploads } = stubXhr((upload) =>
      upload.path.startsWith('/api/me/')
        ? upload.respond(403, { code: 'FORBIDDEN', message: 'Acesso negado' })
        : upload.respond(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: PHOTO_TEXTS.unsupportedType }),
    );
    const { user } = renderDialog({ role: 'admin' });
    await user.upload(picker(), [jpeg('texto.jpg')]);
    await user.click(sendButton());
    const refused = item('texto.jpg');
    expect(await within(refused).findByText(PHOTO_TEXTS.unsupportedType)).toBeInTheDocument();
    expect(screen.queryByText('Acesso negado')).not.toBeInTheDocument();
    expect(uploads.map((u) => u.path)).toEqual([`/api/admin/photos/profiles/${PROFILE_ID}/upload`]);
  });

  it("a file over 10 MB is 'Erro no arquivo {name}: Arquivo muito grande...' and is never sent", async () => {
    const { uploads } = stubXhr();
    const { user } = renderDialog();
    const big = 10_485_761;
    // A GIF is not resized, so it is refused as soon as it is picked.
    await user.upload(picker(), [new File([new Uint8Array(big)], 'enorme.gif', { type: 'image/gif' })]);
    expect(
      within(item('enorme.gif')).getByText(PHOTO_TEXTS.fileError('enorme.gif', PHOTO_TEXTS.tooLarge)),
    ).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();

    // A JPEG is checked after the resize (jsdom decodes nothing: it stays as big as it was).
    await user.upload(picker(), [jpeg('grande.jpg', big)]);
    await user.click(sendButton());
    expect(
      await within(item('grande.jpg')).findByText(PHOTO_TEXTS.fileError('grande.jpg', PHOTO_TEXTS.tooLarge)),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it("a file of another type is 'Erro no arquivo {name}: Tipo de arquivo não suportado...' and is not counted", async () => {
    renderDialog();
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), {
      dataTransfer: { files: [new File(['oi'], 'notas.txt', { type: 'text/plain' }), jpeg('a.jpg')] },
    });
    expect(
      within(item('notas.txt')).getByText(PHOTO_TEXTS.fileError('notas.txt', PHOTO_TEXTS.unsupportedType)),
    ).toBeInTheDocument();
    expect(sendButton()).toHaveTextContent(PHOTO_TEXTS.send(1));
    // A refused file can be cleared from the list.
    fireEvent.click(screen.getByRole('button', { name: 'Remover notas.txt' }));
    expect(screen.queryByText('notas.txt')).not.toBeInTheDocument();
  });

  it("'Cancelar' closes the dialog and stops what is being sent", async () => {
    const { uploads } = stubXhr();
    const { user } = renderDialog();
    await user.upload(picker(), [jpeg('a.jpg')]);
    await user.click(sendButton());
    await waitFor(() => expect(uploads).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: PHOTO_TEXTS.cancel }));
    expect(await screen.findByText('diálogo fechado')).toBeInTheDocument();
    expect(uploads[0]!.aborted).toBe(true);
  });
});
