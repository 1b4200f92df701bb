import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ACTIVATION_TEXTS, activationLinkOf, type Tag } from '@portal/shared';
import { adminApi, createClient, createTag } from './fixtures';
import { baseUrl, launchBrowser, newPage, shot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PHONE = { width: 390, height: 844 };
const activationCodeOf = async (tagId: string) =>
  (await adminApi<{ activationCode: string }>('GET', `/admin/tags/${tagId}/activation-code`)).activationCode;
const ownerOf = async (tagId: string) => (await adminApi<Tag>('GET', `/admin/tags/${tagId}`)).assignedUserId;

describe('activation codes (issue 25): an activation card’s link, and a guessed code', () => {
  it('signed out, the link goes through the login and back to the filled dialog; the user confirms and the tag is theirs', async () => {
    const client = await createClient({ name: 'Dona do Cartão' });
    const tag = await createTag({ prefix: 'ACT' });
    const activationCode = await activationCodeOf(tag.id);
    // What the card's QR holds (the link builder the printed cards use).
    const link = new URL(activationLinkOf(baseUrl(), tag.code, activationCode));

    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto(link.pathname + link.search);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mail').fill(client.email);
    await page.getByLabel('Senha', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/user/tags/ativar');

    const dialog = page.getByRole('dialog', { name: 'Ativar uma tag' });
    await expect.poll(() => dialog.getByLabel('Código da tag').inputValue()).toBe(tag.code);
    expect(await dialog.getByLabel('Código de ativação').inputValue()).toBe(activationCode);
    await shot(page, 'activation-link-dialog-390');
    // The link only fills the dialog in: nothing is claimed until the user confirms.
    expect(await ownerOf(tag.id)).toBeNull();

    await dialog.getByRole('button', { name: 'Ativar' }).click();
    await page.getByText(`Tag ${tag.code} atribuída a você.`).first().waitFor();
    await page.waitForURL((url) => url.pathname === '/user/tags' && url.search === '');
    await page.getByRole('list', { name: 'Minhas tags' }).getByText(tag.code, { exact: true }).waitFor();
    await shot(page, 'activation-claimed-390');
    expect(await ownerOf(tag.id)).toBe(client.userId);
    await context.close();
  });

  it('a guessed code without its activation code is refused on the screen, and with a wrong one too; the tag stays free', async () => {
    const client = await createClient({ name: 'Quem Adivinha' });
    const tag = await createTag({ prefix: 'ADV' });
    const right = await activationCodeOf(tag.id);

    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(client.email);
    await page.getByLabel('Senha', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/user/dashboard');

    await page.getByRole('button', { name: 'Ativar tag' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Ativar uma tag' });
    await dialog.getByLabel('Código da tag').fill(tag.code);
    await dialog.getByRole('button', { name: 'Ativar' }).click();
    await dialog.getByText(ACTIVATION_TEXTS.activationCodeRequired).waitFor();

    await dialog.getByLabel('Código de ativação').fill(right === 'ABCD2345' ? 'WXYZ6789' : 'ABCD2345');
    await dialog.getByRole('button', { name: 'Ativar' }).click();
    await dialog.getByText(ACTIVATION_TEXTS.invalid).waitFor();
    await shot(page, 'activation-guess-refused-390');
    expect(await ownerOf(tag.id)).toBeNull();
    await context.close();
  });
});
