import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createClient, type ClientFixture } from './fixtures';
import { launchBrowser, newPage, shot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Three camera-like JPEGs of different colours, made by the browser itself (no file in the repo). */
async function makePhotos(page: Page): Promise<Array<{ name: string; mimeType: string; buffer: Buffer }>> {
  const encoded = await page.evaluate(async () => {
    const colours = ['#1d4ed8', '#15803d', '#b91c1c'];
    const out: string[] = [];
    for (const colour of colours) {
      const canvas = document.createElement('canvas');
      canvas.width = 1600;
      canvas.height = 1200;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      // Noise, so the JPEG weighs like a photo and the upload takes long enough to watch its progress.
      const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < image.data.length; i += 4) {
        const n = (Math.random() - 0.5) * 90;
        image.data[i] = image.data[i]! + n;
        image.data[i + 1] = image.data[i + 1]! + n;
        image.data[i + 2] = image.data[i + 2]! + n;
      }
      ctx.putImageData(image, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.92));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      out.push(btoa(binary));
    }
    return out;
  });
  return encoded.map((base64, index) => ({
    name: `foto-${index + 1}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(base64, 'base64'),
  }));
}

async function loginAs(page: Page, client: ClientFixture) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(client.email);
  await page.getByLabel('Senha', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/user'));
}

/** The main photo's id as the visitor's /p page shows it (null: the initials avatar). */
async function mainPhotoId(page: Page): Promise<string | null> {
  const src = await page
    .locator('img[src*="/api/photos/"]')
    .first()
    .getAttribute('src', { timeout: 2000 })
    .catch(() => null);
  return src?.match(/\/api\/photos\/([0-9a-f-]{36})/)?.[1] ?? null;
}

describe('photos: upload, main photo, privacy and bulk delete', () => {
  it('a user uploads 3 photos, sets the second as main, a visitor sees it, then not when private; bulk delete of two', async () => {
    const client = await createClient({ name: `Carla Fotos ${Date.now().toString(36)}` });
    const { context, page } = await newPage(browser);
    await loginAs(page, client);
    await page.goto('/user/public');
    await page.getByRole('heading', { name: 'Fotos', exact: true }).waitFor();

    const files = await makePhotos(page);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles(files);
    await dialog.getByRole('button', { name: 'Enviar (3 Fotos)' }).waitFor();

    // A slow upload link, so the per-file progress is there to see.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: 4 * 1024 * 1024,
      uploadThroughput: 256 * 1024,
    });
    await dialog.getByRole('button', { name: 'Enviar (3 Fotos)' }).click();
    const progress = dialog.getByRole('progressbar').first();
    await progress.waitFor();
    await page.waitForFunction(() => {
      const bar = document.querySelector('[role="dialog"] [role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      return value > 0 && value < 100;
    });
    await shot(page, 'upload-dialog-mid-upload-1280');
    await page.getByText('3 fotos enviadas com sucesso!').waitFor({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // The gallery lists them in upload order; the second becomes the main photo.
    const items = page.getByTestId('photo-item');
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(3);
    await shot(page, 'gallery-grid-1280');
    const second = items.nth(1);
    const secondId = await second.getAttribute('data-photo-id');
    await second.getByRole('button', { name: /principal/i }).click();
    await page.getByText('Foto principal definida com sucesso!').waitFor();

    const visitor = await newPage(browser, { viewport: { width: 390, height: 844 } });
    const response = await visitor.page.goto(`/p/${client.slug}`);
    expect(response?.status()).toBe(200);
    expect(await mainPhotoId(visitor.page)).toBe(secondId);
    await visitor.page.waitForFunction(() =>
      [...document.querySelectorAll('img')].some((img) => img.complete && img.naturalWidth > 0),
    );
    await shot(visitor.page, 'public-page-with-photo-390');

    // Photos private (the page editor's privacy level): the visitor no longer gets them, not even by id.
    await page.goto(`/user/product/edit/${client.pageId}`);
    await page.getByRole('tab', { name: 'Privacidade' }).click();
    const photosPrivate = page.getByRole('radio', { name: 'Fotos: Privado' });
    // The radio is drawn by its label (the segmented control): a person clicks the label.
    await page.locator('label', { has: photosPrivate }).click();
    expect(await photosPrivate.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Salvar' }).first().click();
    await page
      .getByText(/atualizada com sucesso/)
      .first()
      .waitFor();
    await visitor.page.reload();
    expect(await mainPhotoId(visitor.page)).toBeNull();
    expect(await visitor.page.content()).not.toContain(secondId!);
    const direct = await visitor.page.request.get(`/api/photos/${secondId}?size=medium`);
    expect(direct.status()).toBe(404);
    await visitor.context.close();

    // Bulk delete of two.
    await page.goto('/user/public');
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(3);
    // The two that are not the main photo (the gallery lists the main one first).
    for (const other of await items.all()) {
      if ((await other.getAttribute('data-photo-id')) !== secondId) await other.getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Deletar selecionadas (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deletar fotos' });
    await confirm.getByText('Tem certeza que deseja deletar 2 foto(s)?').waitFor();
    await confirm.getByRole('button', { name: 'Deletar', exact: true }).click();
    await page.getByText('2 foto(s) deletada(s) com sucesso!').waitFor();
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(1);
    expect(await items.first().getAttribute('data-photo-id')).toBe(secondId);
    await context.close();
  });
});
