import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createClient, type ClientFixture } from './fixtures';
import { baseUrl, launchBrowser, newPage, shot, signInWith } from './support';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function signIn(page: Page, client: ClientFixture) {
  await signInWith(page, client, (url) => url.pathname.startsWith('/user'));
}

const withToken = (token: string, path: string) =>
  fetch(`${baseUrl()}/api${path}`, { headers: { authorization: `Bearer ${token}` } });

describe("'Minha conta' → 'Integrações': API tokens (issue 45)", () => {
  it('a user creates a token, copies the secret shown once, uses it, sees its last use, and revokes it', async () => {
    const client = await createClient({ name: `Rui Integra ${Date.now().toString(36)}` });
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, client);
    await page.goto('/user/conta');
    const section = page.getByRole('region', { name: 'Integrações' });
    await section.getByText('Nenhum token criado.').waitFor();

    await section.getByRole('button', { name: 'Criar token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar token' });
    await dialog.getByLabel('Nome').fill('ERP da oficina');
    await dialog.getByRole('checkbox', { name: 'Tags: Leitura' }).check();
    await dialog.getByRole('checkbox', { name: 'Perfis, páginas e fotos: Leitura' }).check();
    await dialog.getByLabel('Expira em (opcional)').fill('2099-12-31');
    await shot(page, 'integrations-create-1366');
    await dialog.getByRole('button', { name: 'Criar token' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Token criado.' });
    await secretDialog.getByText('Copie o token agora: por segurança, ele não será mostrado de novo.').waitFor();
    const token = (await secretDialog.getByTestId('api-token-secret').textContent())!.trim();
    expect(token).toMatch(/^ptk_[A-Za-z0-9_-]{43}$/);
    await secretDialog.getByRole('button', { name: 'Copiar' }).click();
    await page.getByText('Token copiado.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await shot(page, 'integrations-secret-1366');
    await secretDialog.getByRole('button', { name: 'Já copiei' }).click();
    await secretDialog.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(token);

    // The token reads what its scopes allow, and nothing of the account's security.
    expect((await withToken(token, '/me/bracelets')).status).toBe(200);
    expect((await withToken(token, '/me/tokens')).status).toBe(403);

    await page.reload();
    const row = section.getByTestId('api-token-row');
    await expect(row.textContent()).resolves.toMatch(/Último uso \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · /);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'integrations-1366');

    await page.setViewportSize(PHONE);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'integrations-390');

    await row.getByRole('button', { name: 'Revogar: ERP da oficina' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revogar token?' });
    await shot(page, 'integrations-revoke-390');
    await confirm.getByRole('button', { name: 'Revogar' }).click();
    await page.getByText('Token revogado.').waitFor();
    await section.getByText('Nenhum token criado.').waitFor();
    expect((await withToken(token, '/me/bracelets')).status).toBe(401);
    await context.close();
  });
});
