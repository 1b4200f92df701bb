import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PUBLIC_PAGE_TEXTS, VISIBILITY_TEXTS } from '@portal/shared';
import { adminApi, createClient } from './fixtures';
import { launchBrowser, newPage, shot, signInWith } from './support';

/**
 * Issue 24: an owner puts the medical info behind a PIN in the page editor, and a paramedic on a phone (390 px) with
 * JavaScript off opens the card, reads 'Informações protegidas por PIN', types a wrong PIN ('PIN incorreto'), then the
 * right one, and reads the medications. Every screen is checked with axe by newPage (support.ts).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PHONE = { width: 390, height: 844 };
const PIN = '4821';
const MEDICATION = 'Losartana 50 mg';

describe('a PIN-protected emergency card (issue 24)', () => {
  it('the owner sets a PIN and the PIN level; a paramedic with JavaScript off types the PIN and reads the medications', async () => {
    const client = await createClient({ name: 'Helena Protegida' });
    const { profileId } = await adminApi<{ profileId: string }>('GET', `/admin/pages/${client.pageId}`);
    await adminApi('PATCH', `/admin/clients/${profileId}`, {
      medicalInfo: { bloodType: 'A+', allergies: ['Dipirona'], medications: [MEDICATION] },
    });

    // The owner, in the page editor: the PIN first, then the medical info at the PIN level.
    const owner = await newPage(browser);
    await signInWith(owner.page, client, (url) => url.pathname === '/user/dashboard');
    await owner.page.goto(`/user/product/edit/${client.pageId}`);
    await owner.page.getByRole('tab', { name: 'PIN e cartão' }).click();
    await owner.page.getByLabel(VISIBILITY_TEXTS.pinLabel).fill(PIN);
    await owner.page.getByRole('button', { name: VISIBILITY_TEXTS.pinSave }).click();
    await owner.page.getByText(VISIBILITY_TEXTS.pinIsSet).waitFor();
    await owner.page.getByRole('tab', { name: 'Privacidade' }).click();
    const medicalPin = owner.page.getByRole('radio', { name: 'Informações médicas: PIN' });
    // The radio is drawn by its label (the segmented control): a person clicks the label.
    await owner.page.locator('label', { has: medicalPin }).click();
    expect(await medicalPin.isChecked()).toBe(true);
    await owner.page.getByRole('button', { name: 'Salvar', exact: true }).first().click();
    await owner.page.getByText('Página atualizada com sucesso!').first().waitFor();
    await shot(owner.page, 'pin-owner-editor', true);
    await owner.context.close();

    // The paramedic: a fresh phone, no cookies, no JavaScript.
    const { context, page } = await newPage(browser, { javaScriptEnabled: false, viewport: PHONE });
    expect((await page.goto(`/p/${client.slug}`))?.status()).toBe(200);
    let text = await page.locator('body').innerText();
    expect(text).toContain(PUBLIC_PAGE_TEXTS.pinProtected);
    expect(text).toContain('Ligar 192 (SAMU)');
    expect(text).not.toContain(MEDICATION);
    await page.locator('#pin').scrollIntoViewIfNeeded();
    await shot(page, 'pin-form-390');

    const pinBox = page.getByLabel(PUBLIC_PAGE_TEXTS.pinHint);
    await pinBox.fill('1111');
    const [wrong] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/p/${client.slug}/pin`)),
      page.getByRole('button', { name: PUBLIC_PAGE_TEXTS.pinOpen }).click(),
    ]);
    expect(wrong.status()).toBe(400);
    await page.getByText(PUBLIC_PAGE_TEXTS.pinWrong).waitFor();
    expect(await page.locator('body').innerText()).not.toContain(MEDICATION);
    await shot(page, 'pin-wrong-390');

    await page.getByLabel(PUBLIC_PAGE_TEXTS.pinHint).fill(PIN);
    const [right] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/p/${client.slug}/pin`)),
      page.getByRole('button', { name: PUBLIC_PAGE_TEXTS.pinOpen }).click(),
    ]);
    expect(right.status()).toBe(200);
    expect(right.headers()['cache-control']).toBe('no-store');
    await page.getByText(MEDICATION).waitFor();
    text = await page.locator('body').innerText();
    expect(text).toContain('Dipirona');
    expect(text).not.toContain(PUBLIC_PAGE_TEXTS.pinProtected);
    await shot(page, 'pin-opened-390', true);
    await context.close();

    // The owner's log holds both tries.
    const log = await adminApi<{ unlocks: Array<{ result: string; device: string }> }>(
      'GET',
      `/admin/clients/${profileId}/unlocks`,
    );
    expect(log.unlocks.map((unlock) => unlock.result)).toEqual(['RIGHT', 'WRONG']);
  });
});
