import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Page } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { pageFixture } from '@/testing/fixtures/pages';
import { QrDialog } from './qr-dialog';

const page = pageFixture({ publicUrl: 'http://192.168.0.20:3000/p/maria-silva' });
const qrPath = `/api/public/admin/pages/${page.id}/qrcode`;

function renderDialog(shown: Page | null = page) {
  const onOpenChange = vi.fn();
  const utils = renderRoute(<QrDialog page={shown} onOpenChange={onOpenChange} />);
  return { ...utils, onOpenChange, dialog: () => within(screen.getByRole('dialog', { name: 'QR Code' })) };
}

/** The image the dialog shows, read back as the URL it asks the server for. */
function qrImage(dialog: ReturnType<typeof within>) {
  const image = dialog.getByRole('img', { name: /^QR Code de / });
  return { image, url: new URL(image.getAttribute('src')!) };
}

const png = () => new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), { status: 200 });

describe('the QR preview dialog (spec section 2)', () => {
  it("opens with include 'code,serial', the page link and size 256, and shows the page's URL as the target", () => {
    const { dialog } = renderDialog();
    expect(dialog().getByText('Maria Silva · /p/maria-silva')).toBeInTheDocument();
    expect(dialog().getByLabelText('Incluir')).toHaveValue('code,serial');
    expect(dialog().getByLabelText('Link')).toHaveValue('page');
    expect(dialog().getByLabelText('Tamanho')).toHaveValue('256');
    expect(dialog().getByLabelText('Código da tag')).toHaveValue('');
    expect(dialog().getByTestId('qr-target')).toHaveTextContent('http://192.168.0.20:3000/p/maria-silva');
    const { url } = qrImage(dialog());
    expect(url.pathname).toBe(qrPath);
    expect(Object.fromEntries(url.searchParams)).toEqual({ size: '256', include: 'code,serial', link: 'page' });
  });

  it('the size and include chosen are the ones the image asks for', async () => {
    const { dialog, user } = renderDialog();
    await user.selectOptions(dialog().getByLabelText('Tamanho'), '512');
    await user.selectOptions(dialog().getByLabelText('Incluir'), 'none');
    const { url } = qrImage(dialog());
    expect(url.searchParams.get('size')).toBe('512');
    expect(url.searchParams.get('include')).toBe('none');
  });

  it('the tag link needs a code: without one the target says so and cannot be copied; with one it is /t/{CODE} on the same site', async () => {
    const { dialog, user } = renderDialog();
    await user.selectOptions(dialog().getByLabelText('Link'), 'tag');
    expect(dialog().getByTestId('qr-target')).toHaveTextContent(
      'A tag do cliente (informe o código para ver o endereço)',
    );
    expect(dialog().getByRole('button', { name: 'Copiar URL de destino' })).toBeDisabled();

    await user.type(dialog().getByLabelText('Código da tag'), 'tag1234');
    expect(dialog().getByTestId('qr-target')).toHaveTextContent('http://192.168.0.20:3000/t/TAG1234');
    expect(dialog().getByRole('button', { name: 'Copiar URL de destino' })).toBeEnabled();
    // The image follows the typed code once typing pauses.
    await waitFor(() => expect(qrImage(dialog()).url.searchParams.get('braceletCode')).toBe('tag1234'));
    expect(qrImage(dialog()).url.searchParams.get('link')).toBe('tag');
  });

  it("'Copiar URL de destino' copies the page URL and says 'URL copiada para a área de transferência!'", async () => {
    const { dialog, user } = renderDialog();
    await user.click(dialog().getByRole('button', { name: 'Copiar URL de destino' }));
    // The toast comes after the copy: waiting for it first means the clipboard has been written.
    expect(await screen.findByText('URL copiada para a área de transferência!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://192.168.0.20:3000/p/maria-silva');
  });

  it("'Copiar URL' copies the image's own address, the one 'Abrir em nova aba' opens in a new tab", async () => {
    const { dialog, user } = renderDialog();
    const imageUrl = qrImage(dialog()).image.getAttribute('src')!;
    await user.click(dialog().getByRole('button', { name: 'Copiar URL' }));
    await screen.findByText('URL copiada para a área de transferência!');
    expect(await navigator.clipboard.readText()).toBe(imageUrl);
    const open = dialog().getByRole('link', { name: 'Abrir em nova aba' });
    expect(open).toHaveAttribute('href', imageUrl);
    expect(open).toHaveAttribute('target', '_blank');
  });

  it("'Baixar' saves the PNG as qrcode-{slug}.png, and qrcode-{slug}-{CODE}.png for a tag link", async () => {
    const { requests } = stubFetch(() => png());
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:qr');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { dialog, user } = renderDialog();
    await user.click(dialog().getByRole('button', { name: 'Baixar' }));
    await waitFor(() => expect(saved).toEqual(['qrcode-maria-silva.png']));
    expect(requests[0]!.path).toBe(qrPath);

    await user.selectOptions(dialog().getByLabelText('Link'), 'tag');
    await user.type(dialog().getByLabelText('Código da tag'), 'tag1234');
    await user.click(dialog().getByRole('button', { name: 'Baixar' }));
    await waitFor(() => expect(saved).toEqual(['qrcode-maria-silva.png', 'qrcode-maria-silva-TAG1234.png']));
  });

  it("a download answered 404 says 'Imagem não encontrada (404). Feche e tente novamente.'", async () => {
    stubFetch(() => jsonResponse(404, { code: 'NOT_FOUND', message: 'Página não encontrada.' }));
    const { dialog, user } = renderDialog();
    await user.click(dialog().getByRole('button', { name: 'Baixar' }));
    expect(await screen.findByText('Imagem não encontrada (404). Feche e tente novamente.')).toBeInTheDocument();
  });

  it("any other failed download says 'Erro ao preparar QR Code'", async () => {
    stubFetch(() => jsonResponse(500, { code: 'INTERNAL', message: 'Erro interno' }));
    const { dialog, user } = renderDialog();
    await user.click(dialog().getByRole('button', { name: 'Baixar' }));
    expect(await screen.findByText('Erro ao preparar QR Code')).toBeInTheDocument();
  });

  it("an image that does not load because the page is gone: 'Não foi possível carregar o QR (404).' in place of it, and no download", async () => {
    stubFetch(() => jsonResponse(404, { code: 'NOT_FOUND', message: 'Página não encontrada.' }));
    const { dialog } = renderDialog();
    fireEvent.error(qrImage(dialog()).image);
    // The reason is asked of the server after the image fails: until then the general failure text stands.
    await waitFor(() => expect(dialog().getByRole('alert')).toHaveTextContent('Não foi possível carregar o QR (404).'));
    expect(dialog().getByRole('button', { name: 'Baixar' })).toBeDisabled();
  });

  it("an image refused for a bad option shows the server's message (e.g. the size rule)", async () => {
    stubFetch(() =>
      jsonResponse(400, { code: 'VALIDATION', message: 'size deve ser um número inteiro entre 64 e 2048.' }),
    );
    const { dialog } = renderDialog();
    fireEvent.error(qrImage(dialog()).image);
    await waitFor(() =>
      expect(dialog().getByRole('alert')).toHaveTextContent('size deve ser um número inteiro entre 64 e 2048.'),
    );
  });

  it('no page, no dialog', () => {
    renderDialog(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
