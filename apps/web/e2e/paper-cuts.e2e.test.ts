import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminApi, createClient, createTag, uniqueStamp } from './fixtures';
import { baseUrl, launchBrowser, loginThroughForm, newPage, shot } from './support';

// Issue 21's paper cuts 12-18, each as a person meets it in the browser.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const UNSUPPORTED = 'Tipo de arquivo não suportado. Use JPEG, PNG, GIF ou WebP.';

describe('paper cuts (issue 21, items 12-18)', () => {
  it("12: an admin's upload of a non-image shows the 415's type text, not 'Acesso negado'", async () => {
    const client = await createClient({ name: `Cliente Fotos ${uniqueStamp()}` });
    const { profileId } = await adminApi<{ profileId: string }>('GET', `/admin/pages/${client.pageId}`);
    const { context, page } = await newPage(browser);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/photos/profiles/') && request.method() === 'POST') calls.push(request.url());
    });
    await loginThroughForm(page, 'admin');
    await page.goto(`/admin/product/edit/${profileId}?secao=fotos`);
    await page.getByRole('button', { name: 'Upload', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'texto.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('não sou uma foto\n'.repeat(50)),
    });
    await dialog.getByRole('button', { name: /^Enviar \(1 Foto/ }).click();
    await dialog.getByText(UNSUPPORTED).waitFor();
    await expect(dialog.getByText('Acesso negado').count()).resolves.toBe(0);
    // Straight to the admin's route: the owner's is never tried.
    expect(calls.map((url) => new URL(url).pathname)).toEqual([`/api/admin/photos/profiles/${profileId}/upload`]);
    await shot(page, '12-admin-upload-415');
    await context.close();
  });

  it("13: 'Nova Página': a slug typed by hand stays as typed; 'dashboard' is refused live and blocks 'Criar Página'", async () => {
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, 'admin');
    await page.goto('/admin/pages');
    await page.getByRole('button', { name: 'Nova Página' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nova Página' });
    await dialog.getByLabel('Título', { exact: true }).fill('Página');
    const slug = dialog.getByLabel('Slug', { exact: true });
    await expect.poll(() => slug.inputValue()).toBe('pagina');
    await slug.click();
    await slug.press('End');
    for (let i = 0; i < 'pagina'.length; i += 1) await slug.press('Backspace');
    await expect(slug.inputValue()).resolves.toBe('');
    await slug.pressSequentially('thor');
    await expect(slug.inputValue()).resolves.toBe('thor');

    await slug.fill('dashboard');
    await dialog.getByText('Este slug é reservado e não pode ser usado').waitFor();
    await expect(dialog.getByRole('button', { name: 'Criar Página' }).isDisabled()).resolves.toBe(true);
    await shot(page, '13-nova-pagina-reserved');
    await context.close();
  });

  it("14: 'Leituras da tag' says 'Celular' and 'Desconhecido'; the assign picker offers no technician; '99,9%'", async () => {
    const owner = await createClient({ name: `Dona Leituras ${uniqueStamp()}` });
    const tag = await createTag({ prefix: 'CUT', ownerId: owner.userId });
    // A phone reads the tag (from 127.0.0.1: no country).
    const phone = await browser.newContext({
      baseURL: baseUrl(),
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    });
    const reader = await phone.newPage();
    await reader.goto(`/t/${tag.code}`);
    await phone.close();

    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Senha', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/user'));
    const scans = page.getByRole('list', { name: 'Leituras da tag' });
    // The scan is written in a batch: look again until it is there.
    await expect
      .poll(
        async () => {
          await page.goto(`/user/tags/edit/${tag.id}`);
          return scans.waitFor({ timeout: 3000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const text = await scans.innerText();
    expect(text).toContain('Celular');
    expect(text).toContain('Desconhecido');
    expect(text).not.toMatch(/\bmobile\b|\bXX\b/);
    await scans.scrollIntoViewIfNeeded();
    await shot(page, '14-leituras-da-tag');
    await context.close();

    const admin = await newPage(browser);
    await loginThroughForm(admin.page, 'admin');
    await admin.page.goto('/admin/bracelets');
    await admin.page.getByRole('searchbox', { name: 'Buscar braceletes' }).fill(tag.code);
    await admin.page
      .getByRole('button', { name: `Atribuir ${tag.code}` })
      .first()
      .click();
    const dialog = admin.page.getByRole('dialog', { name: `Atribuir ${tag.code}` });
    // The demo technician is 'Téo Técnico' (tecnico@demo.portal): searched by e-mail, nobody is offered.
    await dialog.getByRole('searchbox', { name: 'Buscar usuário' }).fill('tecnico@demo');
    await dialog.getByText(/Nenhum usuário/).waitFor();
    await expect(dialog.getByRole('radio').count()).resolves.toBe(0);
    await expect(dialog.getByText('TECHNICIAN').count()).resolves.toBe(0);
    await shot(admin.page, '14-assign-no-technician');
    await admin.page.keyboard.press('Escape');

    await admin.page.goto('/admin/analytics');
    const health = admin.page.getByRole('region', { name: 'Saúde do Sistema' });
    await health.getByText('99,9%').waitFor();
    await health.scrollIntoViewIfNeeded();
    await shot(admin.page, '14-analytics-99-9');
    await admin.context.close();
  });

  it("15: the note typed in 'Nova Tag' shows on the tag's card and in its edit screen", async () => {
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, 'admin');
    await page.goto('/admin/tags');
    await page.getByRole('button', { name: 'Nova Tag' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nova Tag' });
    const code = `NOTA${uniqueStamp()}`;
    await dialog.getByLabel('Código NFC').fill(code);
    await dialog.getByLabel('Notas (opcional)').fill('Lote de março, caixa 3');
    await dialog.getByRole('button', { name: 'Criar tag' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Buscar tags' }).fill(code);
    // The search applied (only its card left) before the click: a list reordered under the pointer as the debounced
    // search lands can take the click away from the link (a busy CI run never opened the edit screen).
    await expect.poll(() => page.getByTestId('tag-card').count(), { timeout: 30_000 }).toBe(1);
    const card = page.getByTestId('tag-card').filter({ hasText: code });
    await card.getByText('Lote de março, caixa 3').waitFor();
    await shot(page, '15-tag-card-note');
    await card.getByRole('link', { name: `Editar ${code}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/tags/edit/'));
    const notes = page.getByLabel('Notas internas');
    await expect.poll(() => notes.inputValue()).toBe('Lote de março, caixa 3');
    await shot(page, '15-tag-edit-note');
    await context.close();
  });

  it('16-17: after a partly failed bulk send only the failed line goes again; the template creates as shipped', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, 'admin');
    await page.goto('/admin/bracelets');
    await page.getByRole('button', { name: 'Criar em lote' }).click();
    const bulk = page.getByRole('dialog', { name: 'Criar tags em lote' });

    // The template as downloaded: its example code is fresh, so it creates both lines.
    const download = page.waitForEvent('download');
    await bulk.getByRole('button', { name: /Baixar modelo/ }).click();
    const template = readFileSync((await (await download).path())!, 'utf8');
    const example = template
      .replace(/^\uFEFF/, '')
      .split('\r\n')[2]!
      .split(';')[0]!;
    expect(example).toMatch(/^[A-Z0-9]{8}$/);
    expect(example).not.toBe('PULS0001');
    await bulk
      .getByLabel('Arquivo CSV ou JSON')
      .setInputFiles({ name: 'modelo_bulk_tags.csv', mimeType: 'text/csv', buffer: Buffer.from(template, 'utf8') });
    await bulk.getByRole('button', { name: 'Criar 2 tags' }).click();
    await page.getByText('Criados: 2, Erros: 0').first().waitFor();
    await bulk.waitFor({ state: 'detached' });

    // A lot with a code that exists: one line created, one refused.
    const fresh = `LOTE${uniqueStamp()}`;
    await page.getByRole('button', { name: 'Criar em lote' }).click();
    await bulk.getByLabel('Conteúdo CSV ou JSON').fill(`code;type\n${fresh};B2C\nPULS0001;B2C`);
    await bulk.getByRole('button', { name: 'Criar 2 tags' }).click();
    await bulk.getByText(/Linha 3: código PULS0001 já existente/).waitFor();
    await bulk.getByText(/1 linha já criada não será enviada de novo/).waitFor();
    const again = bulk.getByRole('button', { name: 'Criar 1 tag' });
    await expect(again.isEnabled()).resolves.toBe(true);
    await shot(page, '16-bulk-partly-failed');

    // Sent again, only line 3 goes (and fails again): the created line is not created twice.
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/admin/bracelets/bulk'));
    await again.click();
    const body = (await sent).postDataJSON() as { items: Array<{ line: number; code?: string }> };
    expect(body.items.map((item) => item.line)).toEqual([3]);
    await context.close();
  });

  it('18: the start and then the end date typed quickly both stay, in the inputs and the address', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, 'admin');
    await page.goto('/admin/analytics');
    await page.getByRole('region', { name: 'Saúde do Sistema' }).waitFor();
    const start = page.getByLabel('Data inicial');
    const end = page.getByLabel('Data final');
    const dashboard = page.waitForResponse(
      (response) => response.url().includes('/analytics/dashboard') && response.url().includes('startDate=2026-01-05'),
    );
    // Both set in one task, before the app renders in between (what fast typing does).
    await page.evaluate(() => {
      const set = (id: string, value: string) => {
        const input = document.getElementById(id) as HTMLInputElement;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      set('analytics-start', '2026-01-05');
      set('analytics-end', '2026-01-20');
    });
    await expect.poll(() => new URL(page.url()).searchParams.get('startDate')).toBe('2026-01-05');
    expect(new URL(page.url()).searchParams.get('endDate')).toBe('2026-01-20');
    await expect(start.inputValue()).resolves.toBe('2026-01-05');
    await expect(end.inputValue()).resolves.toBe('2026-01-20');
    await expect(page.getByText('A data inicial deve ser anterior').count()).resolves.toBe(0);
    const asked = new URL((await dashboard).url()).searchParams;
    expect([asked.get('startDate'), asked.get('endDate')]).toEqual(['2026-01-05', '2026-01-20']);
    await shot(page, '18-analytics-range');
    await context.close();
  });
});
