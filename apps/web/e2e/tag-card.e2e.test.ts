import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PUBLIC_PAGE_TEXTS } from '@portal/shared';
import { launchBrowser, newPage } from './support';

/**
 * Issue 41: a paramedic scans the demo person's bracelet on a phone (390x844) with JavaScript off: the first answer is
 * the emergency card itself (no redirect, no 'Ver perfil de emergência' button), under 'Tag PULS0001', with the 192
 * button above the fold and the contacts as tel: links. Every screen is checked with axe by newPage (support.ts).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PHONE = { width: 390, height: 844 };

describe("a person's tag is their card (issue 41)", () => {
  it('the scan of PULS0001 with JavaScript off shows the card: 192 above the fold, a contact to call', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false, viewport: PHONE });
    const answer = await page.goto('/t/PULS0001');
    expect(answer?.status()).toBe(200);
    expect(answer?.request().redirectedFrom()).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/t/PULS0001');
    const text = await page.locator('body').innerText();
    expect(text).toContain(PUBLIC_PAGE_TEXTS.tagTitle('PULS0001'));
    expect(text).not.toContain(PUBLIC_PAGE_TEXTS.openOwnerPage);

    // Responder first: the critical alerts, then 192 (with 193 beside it), both above the fold.
    const alert = page.getByText('Alergia grave: penicilina');
    const alertBox = await alert.boundingBox();
    const samu = page.getByRole('link', { name: 'Ligar 192 (SAMU)' });
    expect(await samu.getAttribute('href')).toBe('tel:192');
    expect(await page.getByRole('link', { name: 'Bombeiros 193' }).getAttribute('href')).toBe('tel:193');
    const box = await samu.boundingBox();
    expect(alertBox).not.toBeNull();
    expect(box).not.toBeNull();
    expect(alertBox!.y).toBeLessThan(box!.y);
    expect(box!.y).toBeLessThan(600);
    const contacts = page.locator('#contatos a[href^="tel:"]');
    expect(await contacts.count()).toBeGreaterThan(0);
    expect(await contacts.first().getAttribute('href')).toMatch(/^tel:\+?\d{8,}/);
    expect(await page.locator('#contatos a[href^="https://wa.me/55"]').count()).toBe(1);
    // The tag's own details wait below the card, closed.
    expect(await page.locator('details.tag-about').getAttribute('open')).toBeNull();
    await page.screenshot({ path: '/tmp/t-person.png' });
    await context.close();
  });
});
