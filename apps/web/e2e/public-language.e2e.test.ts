import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminApi, createClient } from './fixtures';
import { launchBrowser, newPage, shot } from './support';

/**
 * Issue 24, item 4: a visitor whose phone speaks English (390 px, JavaScript off) reads the emergency card in
 * English; the switcher's plain links turn it to Spanish and back to Portuguese. Every screen is checked with axe by
 * newPage (support.ts); SCREENSHOTS=folder keeps the three languages.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PHONE = { width: 390, height: 844 };

describe("the emergency card in the visitor's language (issue 24)", () => {
  it('an English browser reads English; the switcher links give Spanish and pt-BR, with JavaScript off', async () => {
    const client = await createClient({
      name: 'Carla Viajante',
      contacts: [{ name: 'Pedro Viajante', phone: '(11) 98888-1234', relationship: 'Irmão' }],
    });
    const { profileId } = await adminApi<{ profileId: string }>('GET', `/admin/pages/${client.pageId}`);
    await adminApi('PATCH', `/admin/clients/${profileId}`, {
      dateOfBirth: '1990-03-14',
      medicalInfo: { bloodType: 'A+', allergies: ['Penicilina'], medications: ['Losartana 50 mg'] },
    });

    const { context, page } = await newPage(browser, { javaScriptEnabled: false, viewport: PHONE, locale: 'en-US' });
    const english = await page.goto(`/p/${client.slug}`);
    expect(english?.status()).toBe(200);
    expect(english?.headers().vary?.toLowerCase()).toContain('accept-language');
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    let text = await page.locator('body').innerText();
    expect(text).toContain('Emergency contacts');
    expect(text).toContain('Call an ambulance (SAMU 192)');
    expect(text).toContain("Calls Brazil's public ambulance service (SAMU)");
    expect(text).toContain('03/14/1990');
    expect(text).toContain('Pedro Viajante');
    expect(text).toContain('Penicilina');
    expect(await page.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    await shot(page, 'language-en-390', true);

    await page.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL((url) => url.search === '?lang=es');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    text = await page.locator('body').innerText();
    expect(text).toContain('Contactos de emergencia');
    expect(text).toContain('Llamar a una ambulancia (SAMU 192)');
    expect(text).toContain('servicio público de ambulancias de Brasil');
    expect(text).toContain('14/03/1990');
    await shot(page, 'language-es-390', true);

    await page.getByRole('link', { name: 'Português' }).click();
    await page.waitForURL((url) => url.search === '?lang=pt-BR');
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    text = await page.locator('body').innerText();
    expect(text).toContain('Contatos de emergência');
    expect(text).toContain('Ligar 192 (SAMU)');
    expect(text).toContain('14/03/1990');
    await shot(page, 'language-pt-BR-390', true);
    await context.close();
  });
});
