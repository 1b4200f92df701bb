import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createClient, createTag, userIdOf } from './fixtures';
import { apiLogin, baseUrl, DEMO, launchBrowser, loginThroughForm, newPage } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

// Codes of this run (upper-case A-Z0-9, as codes are stored), so the journey never meets another run's tags.
const stamp = Date.now().toString(36).toUpperCase().slice(-6);
const CODES = { kept: `E2E${stamp}A`, moved: `E2E${stamp}B`, spare: `E2E${stamp}C` };
/** A semicolon CSV as a pt-BR spreadsheet saves it: BOM, header with Portuguese names, DD/MM/YYYY date. */
const CSV =
  '\uFEFFcódigo;tipo;tipo físico;status;número de série;modelo;próxima manutenção\r\n' +
  `${CODES.kept};B2C;NFC;ACTIVE;;;\r\n` +
  `${CODES.moved};B2B;QR;active;SN-${stamp};Extintor CO2 6 kg;15/03/2026\r\n` +
  `${CODES.spare};B2C;BLE;INACTIVE;;;\r\n`;

const USER_NAME = 'Bruno Usuário';
const OTHER_NAME = 'Daniela Souza';

/** On /admin/bracelets: searches a code and waits for its row. */
async function findBracelet(page: Page, code: string) {
  await page.getByRole('searchbox', { name: 'Buscar braceletes' }).fill(code);
  await page.getByRole('button', { name: `Atribuir ${code}` }).waitFor();
  await page.waitForFunction(
    (c) =>
      document.querySelectorAll('[data-testid="bracelet-row"]').length === 1 && document.body.innerText.includes(c),
    code,
  );
}

/** Opens the assign dialog of `code` and picks the user whose name is `name`. */
async function pickUser(page: Page, code: string, name: string) {
  await page.getByRole('button', { name: `Atribuir ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: `Atribuir ${code}` });
  await dialog.getByRole('searchbox', { name: 'Buscar usuário' }).fill(name.split(' ')[0]!);
  await dialog.getByRole('radio', { name: new RegExp(name) }).check();
  return dialog;
}

describe('tags and bracelets: the admin, then the owner', () => {
  it("the admin creates a tag with 'Gerar' on /admin/tags", async () => {
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, 'admin');
    await page.goto('/admin/tags');
    await page.getByRole('button', { name: 'Nova Tag' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nova Tag' });
    await dialog.getByRole('button', { name: 'Gerar' }).click();
    const input = dialog.getByLabel('Código NFC');
    await expect.poll(() => input.inputValue()).toMatch(/^[A-Z0-9]{8}$/);
    const code = await input.inputValue();
    await dialog.getByLabel('Notas (opcional)').fill('Criada pelo teste e2e');
    await dialog.getByRole('button', { name: 'Criar tag' }).click();
    await page.getByText('Tag criada com sucesso!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Buscar tags' }).fill(code);
    const card = page.getByTestId('tag-card').filter({ hasText: code });
    await card.waitFor();
    // A new tag starts INACTIVE ('Inativa'), read on its one status: the select (issue 43: no badge beside it).
    const status = card.getByLabel(`Status da tag ${code}`);
    await expect(status.inputValue()).resolves.toBe('INACTIVE');
    await expect(status.locator('option:checked').textContent()).resolves.toBe('Inativa');
    await expect(card.locator('span', { hasText: /^Inativa$/ }).count()).resolves.toBe(0);
    await context.close();
  });

  it('bulk-imports a semicolon CSV, assigns a tag, confirms a transfer of an assigned one and sees the history', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, 'admin');
    await page.goto('/admin/bracelets');

    // Bulk import from a file.
    await page.getByRole('button', { name: 'Criar em lote' }).click();
    const bulk = page.getByRole('dialog', { name: 'Criar tags em lote' });
    await bulk
      .getByLabel('Arquivo CSV ou JSON')
      .setInputFiles({ name: 'lote.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') });
    await bulk.getByText('CSV separado por ponto e vírgula, com cabeçalho', { exact: false }).waitFor();
    const preview = bulk.getByRole('table', { name: 'Pré-visualização' });
    for (const code of Object.values(CODES)) await preview.getByText(code).waitFor();
    await bulk.getByRole('button', { name: 'Criar 3 tags' }).click();
    await page.getByText('Criados: 3, Erros: 0').waitFor();
    await bulk.waitFor({ state: 'detached' });

    // The B2B row got its technical meta and the date in YYYY-MM-DD.
    const token = await apiLogin(DEMO.admin.email, DEMO.admin.password);
    const listed = await fetch(`${baseUrl()}/api/admin/bracelets?search=${CODES.moved}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [moved] = (
      (await listed.json()) as {
        items: Array<{ type: string; physicalType: string; status: string; meta: Record<string, unknown> }>;
      }
    ).items;
    expect(moved).toMatchObject({
      type: 'B2B',
      physicalType: 'QR',
      status: 'ACTIVE',
      meta: { serialNumber: `SN-${stamp}`, nextService: '2026-03-15' },
    });

    // Assign a free tag to the demo user.
    await findBracelet(page, CODES.kept);
    let dialog = await pickUser(page, CODES.kept, USER_NAME);
    await dialog.getByRole('button', { name: 'Atribuir', exact: true }).click();
    await page.getByText('Bracelete atribuída com sucesso').waitFor();
    // Its owner, and the profile it now opens: the owner's primary, of the same name.
    await page
      .getByRole('row', { name: new RegExp(CODES.kept) })
      .getByText(USER_NAME)
      .nth(1)
      .waitFor();

    // Give the other one to someone else, then to the demo user: the transfer must be confirmed.
    await findBracelet(page, CODES.moved);
    dialog = await pickUser(page, CODES.moved, OTHER_NAME);
    await dialog.getByRole('button', { name: 'Atribuir', exact: true }).click();
    await page.getByText('Bracelete atribuída com sucesso').last().waitFor();
    await page
      .getByRole('row', { name: new RegExp(CODES.moved) })
      .getByText(OTHER_NAME)
      .nth(1)
      .waitFor();

    dialog = await pickUser(page, CODES.moved, USER_NAME);
    await dialog.getByRole('button', { name: 'Atribuir', exact: true }).click();
    const question = page.getByText(`Esta bracelete já está atribuída a ${OTHER_NAME}. Quer transferir a propriedade?`);
    await question.waitFor();
    await page
      .getByRole('dialog', { name: 'Transferir propriedade' })
      .getByRole('button', { name: 'Transferir' })
      .click();
    await page.getByText('Propriedade transferida com sucesso').waitFor();
    await page
      .getByRole('row', { name: new RegExp(CODES.moved) })
      .getByText(USER_NAME)
      .nth(1)
      .waitFor();

    // The transfer history: newest first.
    await page.getByRole('button', { name: `Histórico de ${CODES.moved}` }).click();
    const history = page.getByRole('dialog', { name: `Histórico de ${CODES.moved}` });
    await history.getByTestId('tag-event').nth(1).waitFor();
    const events = await history.getByTestId('tag-event').allInnerTexts();
    expect(events[0]).toContain('Transferida');
    expect(events[0]).toContain(`De ${OTHER_NAME} para ${USER_NAME}`);
    expect(events[1]).toContain('Atribuída');
    expect(events[1]).toContain(`Para ${OTHER_NAME}`);
    await context.close();
  });

  it("the user sees the tags on 'Meu Dashboard' and edits their meta", async () => {
    // Two tags of the demo user made here (as the admin journey above leaves them): a B2C one and a B2B one.
    const owner = await userIdOf(DEMO.user.email);
    const prefix = `OWN${stamp}`;
    const kept = await createTag({ prefix: `${prefix}A`, ownerId: owner });
    const moved = await createTag({
      prefix: `${prefix}B`,
      type: 'B2B',
      meta: { serialNumber: `SN-${stamp}`, model: 'Extintor CO2 6 kg' },
      ownerId: owner,
    });
    const OWN = { kept: kept.code, moved: moved.code };
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, 'user');
    await page.getByRole('heading', { name: 'Meu Dashboard' }).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar minhas tags' }).fill(prefix);
    const cards = page.getByTestId('my-tag-card');
    await cards.filter({ hasText: OWN.moved }).waitFor();
    await expect.poll(() => cards.count()).toBe(2); // the search applies 500 ms after typing stops
    await cards.filter({ hasText: OWN.kept }).getByText('Disponível').waitFor();

    // B2C: only nickname and notes.
    await page.goto(`/user/tags?edit=${OWN.kept.toLowerCase()}`);
    let editor = page.getByRole('dialog', { name: new RegExp(`Meta de ${OWN.kept}`) });
    await editor.getByLabel('Apelido').fill('Pulseira do teste');
    await expect(editor.getByLabel('Número de série').count()).resolves.toBe(0);
    await editor.getByRole('button', { name: 'Salvar meta' }).click();
    await page.getByText('Meta atualizada', { exact: true }).waitFor();
    await page
      .getByRole('row', { name: new RegExp(OWN.kept) })
      .getByText('Pulseira do teste')
      .waitFor();

    // B2B: the technical editor; a bad document URL is refused before sending.
    await page.getByRole('button', { name: `Editar meta de ${OWN.moved}` }).click();
    editor = page.getByRole('dialog', { name: new RegExp(`Meta de ${OWN.moved}`) });
    await expect(editor.getByLabel('Número de série').inputValue()).resolves.toBe(`SN-${stamp}`);
    await editor.getByLabel('Localização').fill('-23.5613, -46.6565');
    await editor.getByRole('button', { name: 'Adicionar documento' }).click();
    await editor.getByLabel('Nome do documento 1').fill('Manual');
    await editor.getByLabel('URL do documento 1').fill('ftp://exemplo.com/manual.pdf');
    await editor.getByRole('button', { name: 'Salvar meta' }).click();
    await editor.getByText('URL inválida (use http ou https)').waitFor();
    await editor.getByLabel('URL do documento 1').fill('https://exemplo.com/manual.pdf');
    await editor.getByRole('button', { name: 'Salvar meta' }).click();
    await page.getByText('Meta atualizada', { exact: true }).last().waitFor();
    await editor.waitFor({ state: 'detached' });

    // Stored, and shown on the public tag page.
    await page.goto(`/t/${OWN.moved}`);
    await page.getByText('Manual').first().waitFor();
    await context.close();
  });

  it("editing someone else's tag through the API: 404 'Tag não encontrada.' as for a missing one (issue 21), and the screen says so", async () => {
    // A tag of another client, made here.
    const other = await createClient({ name: 'Dona de Outra Tag' });
    const foreign = await createTag({ prefix: 'FOR', ownerId: other.userId });

    const token = await apiLogin(DEMO.user.email, DEMO.user.password);
    const res = await fetch(`${baseUrl()}/api/me/bracelets/${foreign.id}/meta`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ meta: { nickname: 'não é minha' } }),
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe('Tag não encontrada.');

    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await loginThroughForm(page, 'user');
    await page.goto(`/user/tags/edit/${foreign.id}`);
    await page.getByText('Tag não encontrada.').waitFor();
    await page.getByText('Ela pode ter sido removida.').waitFor();
    await context.close();
  });
});
