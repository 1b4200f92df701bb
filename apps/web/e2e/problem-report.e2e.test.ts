import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PROBLEM_TEXTS, SITE_TEXTS } from '@portal/shared';
import { adminApi, createTag, uniqueStamp, userIdOf } from './fixtures';
import { DEMO, launchBrowser, loginThroughForm, newPage, shot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

describe('issue 44: a visitor with JavaScript off reports a problem from /t; the technician sees the chamado', () => {
  it("the equipment's page names its site and place, the plain form opens a chamado, the panel lists it", async () => {
    const stamp = uniqueStamp();
    const siteName = `Edifício Aurora ${stamp}`;
    const description = `Manômetro no vermelho, pino solto ${stamp}`;
    const phone = '(21) 99876-5432';

    // An equipment of the demo client, placed in one of its sites.
    const ownerId = await userIdOf(DEMO.user.email);
    const site = await adminApi<{ id: string }>('POST', '/admin/sites', {
      userId: ownerId,
      name: siteName,
      address: 'Rua das Flores, 100 — São Paulo/SP',
      cnpj: '11.222.333/0001-81',
    });
    const tag = await createTag({ prefix: 'EXT', type: 'B2B', ownerId, meta: { serialNumber: `SN-${stamp}` } });
    await adminApi('PATCH', `/admin/bracelets/${tag.id}`, { siteId: site.id, place: '2º andar, corredor B' });

    // The visitor: a fresh context with JavaScript off, on a phone.
    const visitor = await newPage(browser, { javaScriptEnabled: false, viewport: PHONE });
    const response = await visitor.page.goto(`/t/${tag.code}`);
    expect(response?.status()).toBe(200);
    const text = await visitor.page.locator('body').innerText();
    expect(text).toContain(siteName);
    expect(text).toContain('2º andar, corredor B');
    expect(text).not.toContain('Rua das Flores');
    const form = visitor.page.locator('#relatar-problema');
    await form.getByLabel(PROBLEM_TEXTS.kind).selectOption({ label: 'Manômetro fora da faixa' });
    await form.getByLabel(PROBLEM_TEXTS.description).fill(description);
    await form.getByLabel(PROBLEM_TEXTS.name).fill('Carlos Zelador');
    await form.getByLabel(PROBLEM_TEXTS.phone).fill(phone);
    await form.scrollIntoViewIfNeeded();
    await shot(visitor.page, 'problem-form-390');
    await shot(visitor.page, 'problem-form-390-full', true);
    await form.getByRole('button', { name: PROBLEM_TEXTS.send }).click();
    await visitor.page.getByRole('heading', { name: PROBLEM_TEXTS.sentTitle }).waitFor();
    const confirmation = await visitor.page.locator('body').innerText();
    expect(confirmation).toContain(PROBLEM_TEXTS.sent);
    expect(confirmation).not.toContain('99876-5432');
    await shot(visitor.page, 'problem-sent-390');
    await visitor.context.close();

    // The technician's panel lists the chamado (open), with who reported it; 'Assumir' takes it.
    const technician = await newPage(browser, { viewport: DESKTOP });
    await loginThroughForm(technician.page, 'technician');
    const item = technician.page.getByRole('listitem').filter({ hasText: description });
    await item.waitFor();
    await item.getByText('Carlos Zelador').waitFor();
    await item.getByText(tag.code).waitFor();
    await shot(technician.page, 'panel-chamados-1366');
    await item.getByRole('button', { name: PROBLEM_TEXTS.take }).click();
    await technician.page.getByText(PROBLEM_TEXTS.taken).first().waitFor();
    await technician.page.goto('/tecnico/chamados');
    await technician.page
      .getByRole('listitem')
      .filter({ hasText: description })
      .getByText('Em atendimento', { exact: true })
      .waitFor();
    await shot(technician.page, 'chamados-1366');
    await technician.context.close();

    // The admin's 'Locais' at 1366: the site with its client, CNPJ and one equipment; the dialog.
    const admin = await newPage(browser, { viewport: DESKTOP });
    await loginThroughForm(admin.page, 'admin');
    await admin.page.goto(`/admin/locais?search=${encodeURIComponent(stamp)}`);
    const row = admin.page.getByRole('row').filter({ hasText: siteName });
    await row.getByText('11.222.333/0001-81').waitFor();
    await shot(admin.page, 'sites-1366');
    await row.getByRole('button', { name: `Editar ${siteName}` }).click();
    await admin.page.getByRole('dialog', { name: SITE_TEXTS.editSite }).waitFor();
    await shot(admin.page, 'site-dialog-1366');
    await admin.page.keyboard.press('Escape');
    // The equipment's tag screen: its site and place.
    await admin.page.goto(`/admin/tags/edit/${tag.id}`);
    await admin.page.getByLabel(SITE_TEXTS.place).waitFor();
    expect(await admin.page.getByLabel(SITE_TEXTS.place).inputValue()).toBe('2º andar, corredor B');
    await admin.page.getByLabel(SITE_TEXTS.place).scrollIntoViewIfNeeded();
    await shot(admin.page, 'tag-site-1366');
    await admin.context.close();
  });
});
