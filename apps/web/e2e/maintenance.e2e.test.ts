import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { dayInBrazil, DUE_LABELS, MAINTENANCE_TEXTS, nextServiceAfter } from '@portal/shared';
import { adminApi, createTag, uniqueStamp } from './fixtures';
import { cameraPhoto, launchBrowser, loginThroughForm, newPage, shot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The same screen at the phone's and the desktop's width, the phone's last (the journey goes on there). */
async function shotBoth(page: Page, name: string, fullPage = false) {
  if (!process.env.SCREENSHOTS) return;
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(200);
  await shot(page, `${name}-1280`, fullPage);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(200);
  await shot(page, `${name}-390`, fullPage);
}

const ptBR = (day: string) => day.split('-').reverse().join('/');

describe('technician area: the field technician services equipment from a phone', () => {
  it('signs in, sees the overdue first, opens one by its code, registers a service with a photo; the visitor and the PDF show it', async () => {
    // An extinguisher of this run, long overdue (so it heads the list), with a 180-day plan.
    const stamp = uniqueStamp();
    const tag = await createTag({
      prefix: 'MNT',
      type: 'B2B',
      meta: {
        model: `Extintor CO2 6kg ${stamp}`,
        serialNumber: `SN-${stamp}`,
        location: 'Casa de máquinas, subsolo 2',
        nextService: '2000-01-03',
      },
    });
    await adminApi('PUT', `/tecnico/equipment/${tag.id}/plan`, { intervalDays: 180 });
    const description = `Troca do manômetro e recarga ${stamp}`;

    const { context, page } = await newPage(browser, { viewport: PHONE });
    await loginThroughForm(page, 'technician');
    await page.getByRole('heading', { name: MAINTENANCE_TEXTS.panelTitle }).waitFor();

    // The panel: the counts, and the list by next service with the overdue ones first.
    const list = page.getByRole('list', { name: 'Equipamentos' });
    await list.waitFor();
    const first = list.getByRole('listitem').first();
    await first.getByText(DUE_LABELS.overdue, { exact: true }).waitFor();
    expect(await first.innerText()).toContain(tag.code);
    const overdueCard = page.getByRole('button', { name: new RegExp(MAINTENANCE_TEXTS.countOverdue) });
    expect(Number((await overdueCard.innerText()).match(/\d+/)?.[0])).toBeGreaterThan(0);
    await shotBoth(page, 'tecnico-panel');

    // A count card filters: only overdue equipment is left.
    await overdueCard.click();
    await page.waitForURL((url) => url.searchParams.get('filtro') === 'overdue');
    await list.getByRole('listitem').first().waitFor();
    for (const row of await list.getByRole('listitem').all()) {
      expect(await row.innerText()).toContain(DUE_LABELS.overdue);
    }
    await overdueCard.click();

    // 'Ler código' with the typed code (the camera is not there in a headless browser).
    await page.getByRole('button', { name: MAINTENANCE_TEXTS.readCode }).click();
    const reader = page.getByRole('dialog', { name: MAINTENANCE_TEXTS.readCode });
    await reader.getByLabel(MAINTENANCE_TEXTS.typeCode).fill(tag.code.toLowerCase());
    await shot(page, 'tecnico-read-code-390');
    await reader.getByRole('button', { name: MAINTENANCE_TEXTS.openCode }).click();
    await page.waitForURL((url) => url.pathname === `/tecnico/equipamentos/${tag.id}`);
    await page.getByRole('heading', { name: tag.code }).waitFor();
    const nextService = page.getByTestId('next-service');
    await nextService.getByText('03/01/2000').waitFor();
    expect(await nextService.innerText()).toContain(DUE_LABELS.overdue);
    await page.getByText('A cada 180 dias').waitFor();
    await shotBoth(page, 'tecnico-equipment', true);

    // 'Registrar manutenção' with a photo from the camera.
    await page.getByRole('button', { name: MAINTENANCE_TEXTS.register }).click();
    const form = page.getByRole('dialog', { name: MAINTENANCE_TEXTS.register });
    expect(await form.getByLabel('Data').inputValue()).toBe(dayInBrazil());
    await form.getByText('Corretiva', { exact: true }).click();
    await form.getByLabel('Descrição').fill(description);
    await form.getByText('OK', { exact: true }).click();
    await form.getByLabel('Duração (min)').fill('40');
    await form.getByLabel('Custo (R$)').fill('189,90');
    await form
      .getByLabel('Tirar foto')
      .setInputFiles(await cameraPhoto(page, { name: 'servico.jpg', width: 1200, height: 900, background: '#b91c1c' }));
    await form.getByText('servico.jpg').waitFor();
    await shotBoth(page, 'tecnico-record-form');
    await form.getByRole('button', { name: 'Registrar' }).click();
    await page.getByText(MAINTENANCE_TEXTS.registered).first().waitFor();
    await form.waitFor({ state: 'hidden' });

    // The next service moved to today + 180 days, and the record heads the log with its photo.
    const moved = nextServiceAfter(dayInBrazil(), { intervalDays: 180, intervalMonths: null })!;
    await nextService.getByText(ptBR(moved)).waitFor();
    expect(await nextService.innerText()).toContain(DUE_LABELS.ok);
    const log = page.getByRole('list', { name: MAINTENANCE_TEXTS.log });
    const top = log.getByRole('listitem').first();
    await top.getByText(description).waitFor();
    expect(await top.innerText()).toContain(`${ptBR(dayInBrazil())} · Corretiva`);
    expect(await top.innerText()).toMatch(/R\$\s189,90/);
    await top.getByRole('img', { name: 'servico.jpg' }).waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('ol img');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    await shotBoth(page, 'tecnico-equipment-log', true);

    // The service report: a PDF whose text holds the record.
    const folder = mkdtempSync(path.join(tmpdir(), 'e2e-report-'));
    try {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: MAINTENANCE_TEXTS.serviceReport }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`relatorio-servico-${tag.code}.pdf`);
      const file = path.join(folder, 'report.pdf');
      await download.saveAs(file);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text).toContain(tag.code);
      expect(text).toContain(description);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }

    // The log across all equipment (/tecnico/manutencoes) lists it too.
    await page.goto('/tecnico/manutencoes');
    await page.getByText(description).locator('visible=true').first().waitFor();
    await shotBoth(page, 'tecnico-maintenance-log', true);
    await context.close();

    // A visitor scanning the tag, with no session and no JavaScript: date, type and outcome, never cost or notes.
    const visitor = await newPage(browser, { javaScriptEnabled: false, viewport: PHONE });
    const response = await visitor.page.goto(`/t/${tag.code}`);
    expect(response?.status()).toBe(200);
    const section = visitor.page.locator('#manutencoes');
    const row = section.getByRole('row').filter({ hasText: ptBR(dayInBrazil()) });
    const cells = await row.first().getByRole('cell').allInnerTexts();
    expect(cells.map((cell) => cell.trim())).toEqual([ptBR(dayInBrazil()), 'Corretiva', 'OK']);
    const text = await visitor.page.locator('body').innerText();
    expect(text).not.toContain('189,90');
    await shot(visitor.page, 'tecnico-public-tag-390', true);
    await visitor.context.close();
  });
});
