import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminApi, createClient, uniqueStamp } from './fixtures';
import { launchBrowser, loginThroughForm, newPage, shot } from './support';

// Issue 20 item 2: owners and admins correct every field of a profile after creation, and /p tells the truth.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PHONE = { width: 390, height: 844 };

/** The visible text of a public page as a visitor's phone gets it: no session, no JavaScript. */
async function visitorText(url: string, name: string): Promise<string> {
  const { context, page } = await newPage(browser, { javaScriptEnabled: false, viewport: PHONE });
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  const text = await page.locator('body').innerText();
  await shot(page, name, true);
  await context.close();
  return text;
}

/** Signs a client account in through the login screen. */
async function loginAs(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === '/user/dashboard');
}

/** The profile's own fields in the page editor (the contact rows have a 'Telefone' too). */
const own = (page: Page, id: string) => page.locator(`#editor-profile-${id}`);

describe('trust: every field of a profile can be corrected after creation (issue 20)', () => {
  it("an owner corrects the address and phone in 'Editar página', and /p (JavaScript off) shows the new values", async () => {
    const client = await createClient({ name: `Renata Correção ${uniqueStamp()}` });
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await loginAs(page, client.email, client.password);
    await page.goto(`/user/product/edit/${client.pageId}`);
    await page.getByRole('tab', { name: 'Dados pessoais' }).click();
    await own(page, 'phone').waitFor();

    await own(page, 'phone').fill('(21) 99876-5432');
    await own(page, 'address-street').fill('Rua Voluntários da Pátria');
    await own(page, 'address-number').fill('45');
    await own(page, 'address-city').fill('Rio de Janeiro');
    await own(page, 'address-state').fill('RJ');
    await own(page, 'notes').fill('Surdez parcial: fale de frente.');
    // The live preview follows the form as /p will show it.
    const preview = page.getByRole('region', { name: 'Pré-visualização no celular' });
    await preview.getByText('Rua Voluntários da Pátria', { exact: false }).first().waitFor();
    await own(page, 'address-street').scrollIntoViewIfNeeded();
    await shot(page, 'owner-page-editor-personal-data-390');
    await page.getByRole('button', { name: 'Salvar' }).first().click();
    await page.getByText('Página atualizada com sucesso!').first().waitFor();
    await shot(page, 'owner-page-editor-saved-390');
    // The same editor on a desktop: the form beside the live preview.
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'owner-page-editor-desktop', true);
    await context.close();

    const text = await visitorText(`/p/${client.slug}`, 'owner-corrected-public-page-390');
    for (const value of [
      '(21) 99876-5432',
      'Rua Voluntários da Pátria',
      'Rio de Janeiro',
      'Surdez parcial: fale de frente.',
    ]) {
      expect(text).toContain(value);
    }
  });

  it("an admin corrects a pet's phone, address and breed in 'Editar Cliente', and /p (JavaScript off) shows them", async () => {
    const tutor = await createClient({ name: `Tutor Correção ${uniqueStamp()}` });
    const clients = await adminApi<{ clients: Array<{ id: string; userId: string }> }>(
      'GET',
      `/admin/clients?search=${encodeURIComponent(tutor.name)}`,
    );
    const primary = clients.clients.find((c) => c.userId === tutor.userId);
    if (!primary) throw new Error('the new client is not listed');
    const pet = await adminApi<{ id: string; page: { slug: string } }>(
      'POST',
      `/admin/clients/${primary.id}/profiles`,
      {
        name: `Paçoca ${uniqueStamp()}`,
        kind: 'PET',
        petInfo: { species: 'Cão', breed: 'Vira-lata' },
      },
    );

    const { context, page } = await newPage(browser, { viewport: PHONE });
    await loginThroughForm(page, 'admin');
    await page.goto(`/admin/product/edit/${pet.id}`);
    await page.getByRole('tab', { name: 'Dados do animal' }).click();
    await own(page, 'phone').waitFor();
    await page.getByLabel('Raça').fill('Beagle');
    await own(page, 'phone').fill('(11) 97777-1234');
    await own(page, 'address-street').fill('Rua dos Pinheiros');
    await own(page, 'address-neighborhood').fill('Pinheiros');
    await own(page, 'address-city').fill('São Paulo');
    await own(page, 'phone').scrollIntoViewIfNeeded();
    await shot(page, 'admin-client-edit-pet-390');
    await page.getByRole('button', { name: 'Salvar' }).first().click();
    await page.getByText('Página do cliente atualizada com sucesso!').first().waitFor();
    await context.close();

    const text = await visitorText(`/p/${pet.page.slug}`, 'admin-corrected-pet-page-390');
    for (const value of ['Beagle', '(11) 97777-1234', 'Rua dos Pinheiros', 'Pinheiros', 'São Paulo']) {
      expect(text).toContain(value);
    }
  });

  it("'Editar perfil' offers every field too, and refuses a bad e-mail with the spec's text", async () => {
    const client = await createClient({ name: `Caio Perfil ${uniqueStamp()}` });
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await loginAs(page, client.email, client.password);
    await page.goto('/user/public');
    await page.getByRole('button', { name: `Editar perfil de ${client.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar perfil' });
    await dialog.locator('#profile-edit-email').fill('caio-sem-arroba');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Email válido é obrigatório.').waitFor();
    await dialog.locator('#profile-edit-email').scrollIntoViewIfNeeded();
    await shot(page, 'edit-profile-dialog-390');
    await dialog.locator('#profile-edit-email').fill('caio@exemplo.com');
    await dialog.locator('#profile-edit-address-city').fill('Curitiba');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Perfil atualizado com sucesso!').first().waitFor();
    await context.close();

    expect(await visitorText(`/p/${client.slug}`, 'edit-profile-public-page-390')).toContain('Curitiba');
  });
});
