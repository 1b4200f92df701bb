import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LOST_TEXTS, SERVICE_STATE_TEXTS, type TagMeta } from '@portal/shared';
import { adminApi } from './fixtures';
import { baseUrl, launchBrowser, loginThroughForm, newPage, shot } from './support';

/**
 * Issue 20, items 1, 3 and 8, on a phone (390 px) with JavaScript off for the public pages: an overdue extinguisher
 * says so above its sheet, a lost pet's pages hold none of its owner's contacts (the sentence leads to the form),
 * and an entry typed in the tag's meta editor shows as typed, '—' for what nobody typed. Every screen is checked with
 * axe by newPage (support.ts).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PHONE = { width: 390, height: 844 };
const OWNER_PHONE_DIGITS = ['98765-4321', '98765 4321', '987654321'];

/** The service banner sits above the 'Ficha técnica' section. */
async function expectAboveSheet(page: Page) {
  const banner = await page.locator('#situacao').boundingBox();
  const sheet = await page.getByRole('heading', { name: 'Ficha técnica' }).boundingBox();
  expect(banner && sheet && banner.y + banner.height <= sheet.y).toBe(true);
}

/** A stranger on a phone with JavaScript off: a fresh context, no cookies. */
const stranger = () => newPage(browser, { javaScriptEnabled: false, viewport: PHONE });

describe('the public pages tell the truth (issue 20)', () => {
  it("EXT00001, eight months late, reads 'Manutenção vencida desde 15/03/2026' above its sheet on /t and /p, never 'Disponível'", async () => {
    const { context, page } = await stranger();
    expect((await page.goto('/t/EXT00001'))?.status()).toBe(200);
    const banner = page.locator('#situacao');
    await expect(banner.innerText()).resolves.toContain(SERVICE_STATE_TEXTS.overdue('2026-03-15'));
    const text = await page.locator('body').innerText();
    expect(text).toContain('Manutenção vencida desde 15/03/2026');
    expect(text).toContain(SERVICE_STATE_TEXTS.overdueAdvice);
    await expectAboveSheet(page);
    expect(text.toLowerCase()).not.toContain('disponível');
    await shot(page, 'trust-ext00001-t-390');
    await shot(page, 'trust-ext00001-t-390-full', true);

    const sheet = page.getByRole('link', { name: 'Ver ficha completa' });
    const href = await sheet.getAttribute('href');
    expect(href).toMatch(/^\/p\//);
    await page.goto(href!);
    const pageText = await page.locator('body').innerText();
    expect(pageText).toContain('Manutenção vencida desde 15/03/2026');
    await expectAboveSheet(page);
    await shot(page, 'trust-ext00001-p-390');
    await context.close();

    const json = (await (await fetch(`${baseUrl()}/api/public/tag/EXT00001`)).json()) as { serviceState: unknown };
    expect(json.serviceState).toEqual({ state: 'OVERDUE', date: '2026-03-15' });
  });

  it("PET00001 marked lost with the box left off: /t and /p show no phone of the owner, and 'Se você a encontrou...' leads to 'Falar com o tutor'", async () => {
    const owner = await newPage(browser, { viewport: PHONE });
    await loginThroughForm(owner.page, 'user');
    await owner.page.goto('/user/bracelets');
    const list = owner.page.getByRole('list', { name: 'Minhas tags' });
    await list.getByText('PET00001', { exact: true }).waitFor();
    const foundFirst = owner.page.getByRole('button', { name: `${LOST_TEXTS.found} (PET00001)` });
    if (await foundFirst.isVisible()) {
      await foundFirst.click();
      await owner.page.getByText(LOST_TEXTS.markedFound).first().waitFor();
    }
    await owner.page.getByRole('button', { name: `${LOST_TEXTS.markLost} (PET00001)` }).click();
    const dialog = owner.page.getByRole('dialog', { name: new RegExp(LOST_TEXTS.markLostTitle) });
    const box = dialog.getByRole('checkbox', { name: LOST_TEXTS.showContactsLabel });
    await box.waitFor();
    expect(await box.isChecked()).toBe(false);
    await dialog.getByText(LOST_TEXTS.showContactsHint).waitFor();
    await shot(owner.page, 'trust-lost-dialog-390');
    await dialog.getByRole('button', { name: LOST_TEXTS.markLost, exact: true }).click();
    await owner.page.getByText(LOST_TEXTS.markedLost).first().waitFor();

    const { context, page } = await stranger();
    await page.goto('/t/PET00001');
    const html = await page.content();
    for (const digits of OWNER_PHONE_DIGITS) expect(html, digits).not.toContain(digits);
    expect(html).not.toContain('usuario@demo.portal');
    const text = await page.locator('body').innerText();
    expect(text).toContain('Se você a encontrou, entre em contato com o responsável:');
    await shot(page, 'trust-lost-pet-t-390');
    await shot(page, 'trust-lost-pet-t-390-full', true);
    const lostBox = page.locator('#perdida');
    await lostBox.getByRole('link', { name: 'Falar com o tutor' }).click();
    await page.waitForURL(/#falar$/);
    await page.getByRole('button', { name: LOST_TEXTS.formSend }).waitFor();

    const { profile } = (await (await fetch(`${baseUrl()}/api/public/tag/PET00001`)).json()) as {
      profile: { slug: string | null };
    };
    expect(profile.slug).toBeTruthy();
    await page.goto(`/p/${profile.slug}`);
    const pageHtml = await page.content();
    for (const digits of OWNER_PHONE_DIGITS) expect(pageHtml, digits).not.toContain(digits);
    await page.getByRole('link', { name: 'Falar com o tutor' }).first().waitFor();
    await shot(page, 'trust-lost-pet-p-390', true);
    await context.close();
    const json = await (await fetch(`${baseUrl()}/api/public/tag/PET00001`)).text();
    for (const digits of OWNER_PHONE_DIGITS) expect(json, digits).not.toContain(digits);

    // Found again, so the demo pet is as it was.
    await owner.page.getByRole('button', { name: `${LOST_TEXTS.found} (PET00001)` }).click();
    await owner.page.getByText(LOST_TEXTS.markedFound).first().waitFor();
    await owner.context.close();
  });

  it("an entry typed in EQP00029's meta editor, 'Troca do selo mecânico', shows as typed with '—' for type and outcome", async () => {
    type Found = { items: Array<{ id: string; code: string; meta: TagMeta | null }> };
    const found = await adminApi<Found>('GET', '/admin/bracelets?search=EQP00029');
    const tag = found.items.find((item) => item.code === 'EQP00029');
    expect(tag).toBeDefined();
    const before = Array.isArray(tag!.meta?.maintenance) ? tag!.meta.maintenance : [];
    await adminApi('PATCH', `/admin/bracelets/${tag!.id}/meta`, {
      meta: { maintenance: [...before, { date: '2026-11-01', description: 'Troca do selo mecânico' }] },
    });

    const { context, page } = await stranger();
    await page.goto('/t/EQP00029');
    const row = page.locator('#manutencoes tr', { hasText: '01/11/2026' });
    await expect(row.innerText()).resolves.toContain('Troca do selo mecânico');
    const cells = await row.locator('td').allInnerTexts();
    expect(cells[0]).toBe('01/11/2026');
    expect(cells[1]).toMatch(/^—\s*Troca do selo mecânico$/);
    expect(cells[2]).toBe('—');
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'trust-eqp00029-log-390');
    await context.close();
  });
});
