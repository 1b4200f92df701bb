import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readZip } from '../../server/src/testing/zip';
import { createClient, type ClientFixture } from './fixtures';
import { baseUrl, launchBrowser, newPage, shot, signInWith } from './support';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function signIn(page: Page, client: ClientFixture) {
  await signInWith(page, client, (url) => url.pathname.startsWith('/user'));
}

describe("'Minha conta': an owner's data (LGPD)", () => {
  it('an owner downloads their ZIP, deletes their account, and can no longer sign in', async () => {
    // An owner of this journey's own (the demo user other journeys rely on stays untouched).
    const client = await createClient({ name: `Lia Dados ${Date.now().toString(36)}` });
    const { context, page } = await newPage(browser, { viewport: PHONE, acceptDownloads: true });
    await signIn(page, client);
    await page.goto('/user/conta');
    await page.getByRole('heading', { name: 'Seus dados' }).waitFor();
    await page.getByRole('heading', { name: 'Quem acessou meus dados' }).waitFor();
    await shot(page, 'account-data-390', true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = await readZip(await readFile(await download.path()));
    const data = JSON.parse(files.get('dados.json')!.toString('utf8')) as {
      account: { email: string };
      profiles: Array<{ name: string; page: { slug: string } | null }>;
    };
    expect(data.account.email).toBe(client.email);
    expect(data.profiles.map((profile) => [profile.name, profile.page?.slug])).toEqual([[client.name, client.slug]]);

    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
    await dialog.getByText('Esta ação não pode ser desfeita.').waitFor();
    await dialog.getByLabel('Confirme com a sua senha atual').fill('nao-e-a-senha');
    await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await dialog.getByText('Senha atual incorreta.').waitFor();
    await shot(page, 'account-delete-dialog-390');
    await dialog.getByLabel('Confirme com a sua senha atual').fill(client.password);
    await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Sua conta foi excluída.').first().waitFor();

    // The login now fails, on the screen and at the API; the public page is gone.
    await page.getByLabel('E-mail').fill(client.email);
    await page.getByLabel('Senha', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Credenciais inválidas. Por favor, tente novamente.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: client.email, password: client.password }),
    });
    expect(login.status).toBe(401);
    expect((await fetch(`${baseUrl()}/p/${client.slug}`)).status).toBe(404);
    await context.close();
  });
});
