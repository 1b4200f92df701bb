import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createClient, createTag, type ClientFixture } from './fixtures';
import { baseUrl, launchBrowser, loginThroughForm, newPage } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const stamp = Date.now().toString(36);
const CLIENT = {
  name: `Helena Duarte ${stamp}`,
  email: `helena.${stamp}@exemplo.com`,
  password: 'senha-forte-123',
  contact: { name: 'Ricardo Duarte', phone: '(21) 99876-5432', relationship: 'Marido', tel: 'tel:+5521998765432' },
  second: { name: 'Lúcia Duarte', phone: '+55 (11) 3333-4444', relationship: 'Mãe', tel: 'tel:+551133334444' },
  primary: '#0F766E',
};

async function visitor(options: { javaScriptEnabled?: boolean } = {}) {
  return newPage(browser, { viewport: { width: 390, height: 844 }, ...options });
}

async function telLinks(page: Page): Promise<string[]> {
  return page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

describe('clients, public pages and the scan experience', () => {
  it('an admin creates a client with advanced data, edits its page theme and contacts, and gives it a tag', async () => {
    const freeTag = await createTag({ prefix: 'PG' });
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, 'admin');

    await page.goto('/admin/clients');
    await page.getByRole('button', { name: 'Novo Cliente' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Novo Cliente' });
    await dialog.getByLabel('Nome', { exact: true }).fill(CLIENT.name);
    await dialog.getByLabel('E-mail', { exact: true }).fill(CLIENT.email);
    // The invitation is the default (issue 23): this client gets a typed password, the offline way.
    await dialog.getByRole('switch', { name: 'Enviar convite por e-mail' }).click();
    await dialog.getByLabel('Senha', { exact: true }).fill(CLIENT.password);
    await dialog.getByRole('button', { name: /Opções avançadas/ }).click();
    await dialog.locator('#new-client-contact-0-name').fill(CLIENT.contact.name);
    await dialog.locator('#new-client-contact-0-phone').fill(CLIENT.contact.phone);
    await dialog.locator('#new-client-contact-0-relationship').fill(CLIENT.contact.relationship);
    await dialog.getByLabel('Tipo sanguíneo').selectOption('A+');
    await dialog.getByLabel('Alergias').fill('penicilina, látex');
    await dialog.getByRole('button', { name: 'Adicionar Cliente' }).click();
    await page.getByText('Cliente adicionado com sucesso!').waitFor();

    await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(stamp);
    const card = page.getByTestId('client-card').filter({ hasText: CLIENT.name });
    await card.waitFor();
    await card.getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Cliente' }).waitFor();

    // The page made from the advanced data: its contact and medical info are there ('Emergência', issue 43's tabs).
    await page.getByRole('tab', { name: 'Emergência' }).click();
    await expect(page.locator('#editor-contact-0-name').inputValue()).resolves.toBe(CLIENT.contact.name);
    await expect(page.getByLabel('Alergias').inputValue()).resolves.toBe('penicilina, látex');
    await page.getByRole('tab', { name: 'Página e tema' }).click();
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).toMatch(/^helena-duarte-/);

    await page.getByLabel('Cor principal', { exact: true }).fill(CLIENT.primary);
    await page.getByRole('tab', { name: 'Emergência' }).click();
    await page.getByRole('button', { name: 'Adicionar contato' }).click();
    await page.locator('#editor-contact-1-name').fill(CLIENT.second.name);
    await page.locator('#editor-contact-1-phone').fill(CLIENT.second.phone);
    await page.locator('#editor-contact-1-relationship').fill(CLIENT.second.relationship);
    await page.getByRole('tab', { name: 'Página e tema' }).click();
    await page.getByText('Slug disponível').waitFor();
    await page.getByRole('button', { name: 'Salvar' }).first().click();
    await page.getByText('Página do cliente atualizada com sucesso!').waitFor();

    // The admin-only assign dialog: the journey's own free tag goes to the client.
    await page.getByRole('tab', { name: 'Perfis e tags' }).click();
    await page.getByRole('button', { name: 'Atribuir tag' }).click();
    const assign = page.getByRole('dialog', { name: 'Atribuir tag' });
    const select = assign.getByLabel('Tags livres');
    const option = select.locator('option', { hasText: freeTag.code });
    await option.waitFor({ state: 'attached' });
    await select.selectOption((await option.getAttribute('value'))!);
    await assign.getByRole('button', { name: 'Atribuir', exact: true }).click();
    await page.getByText('Bracelete atribuída com sucesso').waitFor();
    await page.getByText(`/t/${freeTag.code}`).waitFor();
    await context.close();
  });
});

describe("a visitor scanning a client's page and tag", () => {
  // The page the admin journey above makes, made here through the API: two contacts, the theme colour, a tag.
  let scanned: ClientFixture;
  let tagCode: string;
  beforeAll(async () => {
    scanned = await createClient({
      name: CLIENT.name,
      contacts: [CLIENT.contact, CLIENT.second],
      primaryColor: CLIENT.primary,
    });
    tagCode = (await createTag({ prefix: 'PG', ownerId: scanned.userId })).code;
  });

  it('a visitor opens /p/{slug} in a fresh browser and sees the contacts as tel: links, in the page theme', async () => {
    const { context, page } = await visitor();
    const response = await page.goto(`/p/${scanned.slug}`);
    expect(response?.status()).toBe(200);
    await page.getByText(CLIENT.contact.name).first().waitFor();
    await page.getByText(CLIENT.second.name).first().waitFor();
    const links = await telLinks(page);
    expect(links).toContain(CLIENT.contact.tel);
    expect(links).toContain(CLIENT.second.tel);
    expect((await page.content()).toUpperCase()).toContain(CLIENT.primary);
    await context.close();
  });

  it('with JavaScript disabled the same page still shows them', async () => {
    const { context, page } = await visitor({ javaScriptEnabled: false });
    await page.goto(`/p/${scanned.slug}`);
    await expect(page.getByText(CLIENT.contact.name).first().isVisible()).resolves.toBe(true);
    const links = await telLinks(page);
    expect(links).toContain(CLIENT.contact.tel);
    expect(links).toContain(CLIENT.second.tel);
    await context.close();
  });

  it("/t/{code} of a person answers their card itself, under the tag's line (issue 41)", async () => {
    const { context, page } = await visitor();
    const response = await page.goto(`/t/${tagCode}`);
    expect(response?.status()).toBe(200);
    await page.getByText(`Tag ${tagCode}`, { exact: true }).first().waitFor();
    await page.getByText(CLIENT.contact.name).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/t/${tagCode}`);
    await context.close();
  });
});

describe('deactivating a page', () => {
  it("a deactivated page shows 'Página não encontrada ou não está ativa'", async () => {
    const { slug } = await createClient({ name: `Página Fora do Ar ${stamp}` });
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, 'admin');
    await page.goto(`/admin/pages?search=${encodeURIComponent(slug)}`);
    const card = page.getByTestId('page-card').filter({ hasText: `/p/${slug}` });
    await card.waitFor();
    await card.getByRole('button', { name: 'Desativar' }).click();
    await page.getByText('Página desativada com sucesso!').waitFor();
    await card.getByText('Inativa').waitFor();
    await context.close();

    const anonymous = await visitor();
    const response = await anonymous.page.goto(`${baseUrl()}/p/${slug}`);
    expect(response?.status()).toBe(404);
    await anonymous.page.getByText('Página não encontrada ou não está ativa').first().waitFor();
    await anonymous.context.close();
  });
});
