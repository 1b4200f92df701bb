import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FIRE_SAFETY_TEXTS, MAINTENANCE_TEXTS } from '@portal/shared';
import { adminApi, createTag, uniqueStamp } from './fixtures';
import { launchBrowser, loginThroughForm, newPage, shot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PHONE = { width: 390, height: 844 };

/** A photo of the gauge made by the browser itself (no file in the repo). */
async function makePhoto(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#b91c1c';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return { name: 'manometro.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

describe('extinguisher inspection (issue 44)', () => {
  it('a technician at 390 px inspects an extinguisher (level 1) with one item Não conforme and its photo; the pendência appears', async () => {
    const stamp = uniqueStamp();
    const tag = await createTag({ prefix: 'EXT', type: 'B2B', meta: { model: `Extintor PQS 4 kg ${stamp}` } });
    await adminApi('PUT', `/tecnico/equipment/${tag.id}/asset`, {
      class: 'EXTINTOR',
      extinguisher: {
        agent: 'PO_ABC',
        capacity: 4,
        capacityUnit: 'kg',
        inmetroSeal: `BR-${stamp}`,
        lastHydrostaticTestYear: 2023,
      },
    });
    const { items } = await adminApi<{ items: string[] }>('GET', '/admin/equipment-classes/EXTINTOR/checklist');
    const failed = 'Manômetro na faixa';
    expect(items).toContain(failed);

    // The admin names the service company on 'Segurança contra incêndio' (the intervals keep their defaults).
    const admin = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await loginThroughForm(admin.page, 'admin');
    await admin.page.goto('/admin/seguranca-incendio');
    await admin.page.getByRole('heading', { name: FIRE_SAFETY_TEXTS.settingsTitle }).waitFor();
    await admin.page.getByText(FIRE_SAFETY_TEXTS.intervalsNote).waitFor();
    await admin.page.getByLabel('Nome').fill('Extintec Ltda');
    await admin.page.getByLabel('CNPJ').fill('11.222.333/0001-80');
    await admin.page.getByLabel('Registro Inmetro nº').fill('000123');
    await admin.page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await admin.page.getByText(FIRE_SAFETY_TEXTS.cnpjInvalid).waitFor();
    await admin.page.getByLabel('CNPJ').fill('11.222.333/0001-81');
    await admin.page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await admin.page.getByText(FIRE_SAFETY_TEXTS.settingsSaved).waitFor();
    await shot(admin.page, 'admin-fire-safety-settings-1280', true);

    const { context, page } = await newPage(browser, { viewport: PHONE });
    await loginThroughForm(page, 'technician');
    await page.goto(`/tecnico/equipamentos/${tag.id}`);
    await page.getByText('Teste hidrostático vence em 2028').waitFor();
    await page.getByRole('button', { name: MAINTENANCE_TEXTS.register }).click();
    const dialog = page.getByRole('dialog', { name: MAINTENANCE_TEXTS.register });
    await dialog.getByLabel('Descrição').fill(`Inspeção anual ${stamp}`);
    const checklist = dialog.getByRole('group', { name: FIRE_SAFETY_TEXTS.checklist });
    await checklist.waitFor();
    for (const item of items) {
      const row = checklist.getByRole('group', { name: item, exact: true });
      await row.getByText(item === failed ? 'Não conforme' : 'OK', { exact: true }).click();
    }
    await dialog.getByLabel(`Foto: ${failed}`).setInputFiles(await makePhoto(page));
    await checklist.getByRole('group', { name: failed, exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'extinguisher-checklist-390');
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await page.getByText(MAINTENANCE_TEXTS.registered).waitFor();

    // The equipment's pendências list shows the item with its photo.
    const pendencias = page.getByRole('list', { name: FIRE_SAFETY_TEXTS.pendencias });
    await pendencias.getByText(failed).waitFor();
    await pendencias.getByRole('img', { name: `Foto: ${failed}` }).waitFor();
    await page.getByText(/Inspeção válida até \d{2}\/\d{4}/).waitFor();
    await shot(page, 'extinguisher-equipment-390', true);

    // The panel lists it too.
    await page.goto('/tecnico');
    await page.getByRole('list', { name: FIRE_SAFETY_TEXTS.pendencias }).getByText(tag.code).first().waitFor();
    await shot(page, 'tecnico-panel-pendencias-390', true);

    // The visitor's /t shows each level.
    await page.goto(`/t/${tag.code}`);
    await page.getByText(/Inspeção válida até \d{2}\/\d{4}/).waitFor();
    expect(await page.getByText('Teste hidrostático vence em 2028').count()).toBe(1);
    await page.getByText('Extintec Ltda · CNPJ 11.222.333/0001-81 · Registro Inmetro nº 000123').waitFor();
    await shot(page, 'extinguisher-public-390', true);
    await context.close();

    // The admin's dashboard lists the open pendência too.
    await admin.page.goto('/admin/dashboard');
    await admin.page.getByRole('list', { name: FIRE_SAFETY_TEXTS.pendencias }).getByText(tag.code).first().waitFor();
    await shot(admin.page, 'admin-dashboard-pendencias-1280', true);
    await admin.context.close();
  });
});
