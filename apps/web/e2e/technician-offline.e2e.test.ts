import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { dayInBrazil, MAINTENANCE_TEXTS, type ListRecordsResponse } from '@portal/shared';
import { adminApi, createTag, uniqueStamp } from './fixtures';
import { cameraPhoto, launchBrowser, loginThroughForm, newPage } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PHONE = { width: 390, height: 844 };
const ptBR = (day: string) => day.split('-').reverse().join('/');

/** The records the server has of the equipment (as the admin reads them). */
async function serverRecords(tagId: string) {
  const { records } = await adminApi<ListRecordsResponse>('GET', `/tecnico/records?limit=100`);
  return records.filter((record) => record.tagId === tagId);
}

describe('technician offline: the basement has no signal', () => {
  it("the installed app opens offline from the cache, queues a record with a photo, sends it once when the network returns; a refused one waits with the server's message", async () => {
    const stamp = uniqueStamp();
    const tag = await createTag({
      prefix: 'OFF',
      type: 'B2B',
      meta: { model: `Bomba de recalque ${stamp}`, serialNumber: `SN-${stamp}`, location: 'Subsolo 3' },
    });
    const description = `Troca do selo mecânico ${stamp}`;
    // Equipment an admin removes while the technician is offline: its record is refused on sync.
    const removed = await createTag({ prefix: 'OFF', type: 'B2B', meta: { model: `Exaustor ${stamp}` } });
    const removedDescription = `Limpeza do exaustor ${stamp}`;

    const { context, page } = await newPage(browser, { viewport: PHONE });
    await loginThroughForm(page, 'technician');
    await page.getByRole('heading', { name: MAINTENANCE_TEXTS.panelTitle }).waitFor();

    // The installable app: the manifest's fields, and the service worker in control of the page.
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifest).toMatchObject({
      lang: 'pt-BR',
      start_url: '/tecnico',
      display: 'standalone',
      scope: '/',
    });
    expect((manifest!.icons as Array<{ sizes: string; purpose?: string }>).map((icon) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ]);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${new URL(page.url()).origin}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Chrome's own installability checks (what Lighthouse's installable audit read): no error, the manifest parsed.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // 'in-incognito' is the test browser's context (Playwright's are incognito), not the app.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    const { errors: manifestErrors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(manifestErrors).toEqual([]);
    await cdp.detach();
    // The copy of every equipment is in IndexedDB (the panel says when it was taken).
    await page.getByText(/^Disponível sem conexão: dados de \d\d\/\d\d às \d\d:\d\d$/).waitFor();

    // The network drops: the panel opens from the cache (shell) and the copy (data), under the banner.
    await context.setOffline(true);
    await page.goto('/tecnico');
    await page.getByText(/^Sem conexão — mostrando dados de \d\d\/\d\d às \d\d:\d\d$/).waitFor();
    // The search by code works on the copy, and the equipment opens from it.
    await page.getByLabel('Buscar equipamentos').fill(tag.code.toLowerCase());
    const list = page.getByRole('list', { name: 'Equipamentos' });
    await expect
      .poll(() => list.getByRole('listitem').allInnerTexts(), { timeout: 10_000 })
      .toEqual([expect.stringContaining(tag.code)]);
    await list.getByRole('link', { name: new RegExp(tag.code) }).click();
    await page.waitForURL((url) => url.pathname === `/tecnico/equipamentos/${tag.id}`);
    await page.getByRole('heading', { name: tag.code }).waitFor();
    await page.getByText(/^Sem conexão — mostrando dados de/).waitFor();

    // A service registered with a photo is kept on the phone: 'Pendente de envio'.
    await page.getByRole('button', { name: MAINTENANCE_TEXTS.register }).click();
    const form = page.getByRole('dialog', { name: MAINTENANCE_TEXTS.register });
    await form.getByText('Corretiva', { exact: true }).click();
    await form.getByLabel('Descrição').fill(description);
    await form.getByText('OK', { exact: true }).click();
    await form.getByLabel('Tirar foto').setInputFiles(
      // A camera's large photo: the queue keeps it resized.
      await cameraPhoto(page, { name: 'subsolo.jpg', width: 3200, height: 2400, background: '#1d4ed8' }),
    );
    await form.getByRole('button', { name: 'Registrar' }).click();
    await form.waitFor({ state: 'hidden' });
    const pending = page.getByRole('list', { name: MAINTENANCE_TEXTS.pendingTitle }).getByRole('listitem');
    await pending.filter({ hasText: description }).getByText(MAINTENANCE_TEXTS.pendingUpload).waitFor();
    expect(await pending.innerText()).toContain('1 foto');
    // Kept resized: at most 1600 px on its longer side.
    const keptSide = await page.evaluate(async () => {
      const request = indexedDB.open('portal-tecnico');
      const db = await new Promise<IDBDatabase>((resolve) => (request.onsuccess = () => resolve(request.result)));
      const all = db.transaction('queue').objectStore('queue').getAll();
      const items = await new Promise<Array<{ photos: Array<{ blob: Blob }> }>>(
        (resolve) => (all.onsuccess = () => resolve(all.result)),
      );
      db.close();
      const bitmap = await createImageBitmap(items[0]!.photos[0]!.blob);
      return Math.max(bitmap.width, bitmap.height);
    });
    expect(keptSide).toBe(1600);
    expect(await serverRecords(tag.id)).toEqual([]);

    // A second service, typed on the equipment the admin then removes.
    await page.goto(`/tecnico/equipamentos/${removed.id}`);
    await page.getByRole('heading', { name: removed.code }).waitFor();
    await page.getByRole('button', { name: MAINTENANCE_TEXTS.register }).click();
    await form.getByLabel('Descrição').fill(removedDescription);
    await form.getByRole('button', { name: 'Registrar' }).click();
    await form.waitFor({ state: 'hidden' });
    await pending.filter({ hasText: removedDescription }).getByText(MAINTENANCE_TEXTS.pendingUpload).waitFor();
    await adminApi('DELETE', `/admin/tags/${removed.id}`);

    // Reloaded, still offline: the record is still queued.
    await page.goto(`/tecnico/equipamentos/${tag.id}`);
    await page.reload();
    await page.getByRole('heading', { name: tag.code }).waitFor();
    await pending.filter({ hasText: description }).getByText(MAINTENANCE_TEXTS.pendingUpload).waitFor();

    // The network returns: the queue is sent, the pending row goes and the record is in the log with its photo.
    await context.setOffline(false);
    await page.getByText(MAINTENANCE_TEXTS.queueSent(1)).first().waitFor();
    await page.getByRole('list', { name: MAINTENANCE_TEXTS.pendingTitle }).waitFor({ state: 'detached' });
    const log = page.getByRole('list', { name: MAINTENANCE_TEXTS.log });
    await log.getByRole('listitem').filter({ hasText: description }).getByRole('img').waitFor();
    await expect.poll(async () => (await page.getByText(/^Sem conexão/).count()) === 0, { timeout: 10_000 }).toBe(true);

    // Exactly one record reached the server, with its one photo.
    const records = await serverRecords(tag.id);
    expect(records.map((record) => record.description)).toEqual([description]);
    expect(records[0]!.attachments).toHaveLength(1);
    // The refused record stays on the phone with the server's message, until the technician discards it.
    await page.goto('/tecnico');
    const refused = page
      .getByRole('list', { name: MAINTENANCE_TEXTS.pendingTitle })
      .getByRole('listitem')
      .filter({ hasText: removedDescription });
    await refused.getByText(MAINTENANCE_TEXTS.queueRefused(MAINTENANCE_TEXTS.notFound)).waitFor();
    await refused.getByRole('button', { name: MAINTENANCE_TEXTS.queueDiscard }).click();
    await page
      .getByRole('dialog', { name: MAINTENANCE_TEXTS.queueDiscard })
      .getByRole('button', { name: MAINTENANCE_TEXTS.queueDiscard })
      .click();
    await refused.waitFor({ state: 'detached' });

    // In the technician's own browser too, /t is the server's page, never the app shell from the cache.
    const publicInApp = await page.goto(`/t/${tag.code}`);
    expect(publicInApp?.fromServiceWorker()).toBe(false);
    await page.locator('#manutencoes').getByText(ptBR(dayInBrazil())).first().waitFor();
    await context.close();

    // The public /t page (server-rendered, never the technician's cache) shows it.
    const visitor = await newPage(browser, { javaScriptEnabled: false, viewport: PHONE });
    const response = await visitor.page.goto(`/t/${tag.code}`);
    expect(response?.status()).toBe(200);
    const row = visitor.page
      .locator('#manutencoes')
      .getByRole('row')
      .filter({ hasText: ptBR(dayInBrazil()) });
    expect((await row.first().getByRole('cell').allInnerTexts()).map((cell) => cell.trim())).toEqual([
      ptBR(dayInBrazil()),
      'Corretiva',
      'OK',
    ]);
    await visitor.context.close();
  });
});
