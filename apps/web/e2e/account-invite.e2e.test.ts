import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { uniqueStamp } from './fixtures';
import { launchBrowser, loginThroughForm, linkMailedTo, newPage, shot } from './support';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('invitations instead of passwords (issue 23), at 390 px', () => {
  it('an admin creates a client with the invitation; the client opens the e-mailed link, sets a password, signs in and changes it', async () => {
    const email = `convite-${uniqueStamp().toLowerCase()}@exemplo.com`;
    const admin = await newPage(browser, { viewport: PHONE });
    await loginThroughForm(admin.page, 'admin');
    await admin.page.goto('/admin/clients');
    await admin.page.getByRole('button', { name: 'Novo Cliente' }).first().click();
    const dialog = admin.page.getByRole('dialog', { name: 'Novo Cliente' });
    await dialog.getByLabel('Nome', { exact: true }).fill('Carla Convidada');
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    // The default: no password for the admin to type or see.
    expect(await dialog.getByRole('switch', { name: 'Enviar convite por e-mail' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await dialog.getByLabel('Senha', { exact: true }).count()).toBe(0);
    await shot(admin.page, 'new-client-invite-390');
    await dialog.getByRole('button', { name: 'Adicionar Cliente' }).click();
    await admin.page.getByText('Cliente adicionado com sucesso!').first().waitFor();

    // The users screen shows the pending invitation and offers to resend it.
    await admin.page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
    await admin.page.getByText('Convite pendente').waitFor();
    await admin.page.getByRole('button', { name: `Reenviar convite: ${email}` }).waitFor();
    await admin.context.close();

    await expect.poll(() => linkMailedTo(email, '/convite'), { timeout: 10_000 }).toBeTruthy();
    const link = linkMailedTo(email, '/convite')!;

    const client = await newPage(browser, { viewport: PHONE });
    await client.page.goto(link);
    const password = 'senha-da-carla-1';
    await client.page.getByLabel('Nova senha').fill(password);
    await client.page.getByLabel('Confirmar senha').fill(password);
    await shot(client.page, 'invitation-390');
    await client.page.getByRole('button', { name: 'Criar senha' }).click();
    await client.page.getByText('Senha criada. Agora é só entrar com o seu e-mail e a nova senha.').waitFor();
    await client.page.getByRole('button', { name: 'Entrar' }).click();
    await client.page.waitForURL((url) => url.pathname === '/login');

    await client.page.getByLabel('E-mail').fill(email);
    await client.page.getByLabel('Senha', { exact: true }).fill(password);
    await client.page.getByRole('button', { name: 'Entrar' }).click();
    await client.page.waitForURL((url) => url.pathname === '/user/dashboard');

    // 'Minha conta': the new client changes the password it just chose; this session stays signed in.
    await client.page.goto('/user/conta');
    await client.page.getByLabel('Senha atual').first().fill(password);
    await client.page.getByLabel('Nova senha', { exact: true }).fill('senha-trocada-2');
    await client.page.getByLabel('Confirmar nova senha').fill('senha-trocada-2');
    await client.page.getByRole('button', { name: 'Alterar senha' }).click();
    await client.page.getByText('Senha alterada. As outras sessões foram encerradas.').first().waitFor();
    await shot(client.page, 'account-password-390', true);
    await client.page.reload();
    await client.page.getByRole('button', { name: 'Alterar senha' }).waitFor();
    expect(new URL(client.page.url()).pathname).toBe('/user/conta');

    // The link worked once: opened again, it says so on opening (issue 43 item 8), with no form to fill.
    await client.page.goto(link);
    await client.page
      .getByText('Convite inválido, expirado ou já usado. Peça um novo convite ao administrador.')
      .waitFor();
    expect(await client.page.getByLabel('Nova senha').count()).toBe(0);
    await client.context.close();
  });
});
