import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { dayInTimeZone } from '@portal/shared';
import { launchBrowser, loginThroughForm, newPage } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The number a KPI card shows, read as the screen writes it (pt-BR thousands). */
async function kpi(page: Page, label: string): Promise<number> {
  const card = page.getByTestId('kpi-card').filter({ hasText: label });
  const value = await card.locator('p').nth(1).innerText();
  return Number(value.replace(/\./g, '').replace(',', '.'));
}

// The app's day (Brasília): from 21:00 the UTC day is already tomorrow's.
const isoDay = (date: Date) => dayInTimeZone(date);

describe('analytics: dashboards and reports', () => {
  it('an admin changes the range, sees the KPIs change, and downloads each of the four reports', async () => {
    const { context, page } = await newPage(browser, { acceptDownloads: true });
    await loginThroughForm(page, 'admin');
    await page.goto('/admin/analytics');
    await page.getByText('Insights Automáticos').first().waitFor();
    // The demo data has 90 days of views: the last 30 days hold more than the last 2.
    await expect.poll(() => kpi(page, 'Total de Visualizações'), { timeout: 15_000 }).toBeGreaterThan(0);
    const month = await kpi(page, 'Total de Visualizações');

    const today = new Date();
    const yesterday = new Date(today.getTime() - 86_400_000);
    await page.getByLabel('Data inicial').fill(isoDay(yesterday));
    await expect.poll(() => kpi(page, 'Total de Visualizações'), { timeout: 15_000 }).toBeLessThan(month);
    expect(new URL(page.url()).searchParams.get('startDate')).toBe(isoDay(yesterday));

    const signatures: Record<string, string> = { pdf: '%PDF', xlsx: 'PK', csv: '\uFEFF' };
    const menu = page.getByRole('button', { name: 'Relatórios' });
    for (const label of ['Visão geral (PDF)', 'Clientes (Excel)', 'Tags (CSV)', 'Páginas (PDF)']) {
      // The menu open and its entry enabled before the click: the button stays busy until the last report has
      // settled, and a click on an entry while the menu still opens or closes can be lost (a busy CI run).
      const entry = page.getByRole('menuitem', { name: label });
      await expect.poll(() => menu.isEnabled(), { timeout: 30_000 }).toBe(true);
      await menu.click();
      await entry.waitFor();
      await expect.poll(() => entry.getAttribute('data-disabled')).toBeNull();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), entry.click()]);
      const name = download.suggestedFilename();
      const extension = name.split('.').pop()!;
      expect(Object.keys(signatures)).toContain(extension);
      const path = await download.path();
      const head = readFileSync(path).subarray(0, 4).toString('utf8');
      expect(head.startsWith(signatures[extension]!)).toBe(true);
      await page.getByText('Relatório gerado com sucesso!').first().waitFor();
    }
    await context.close();
  });

  it('a user sees only their own numbers on /user/analytics', async () => {
    const admin = await newPage(browser);
    await loginThroughForm(admin.page, 'admin');
    await admin.page.goto('/admin/analytics');
    await expect.poll(() => kpi(admin.page, 'Total de Visualizações'), { timeout: 15_000 }).toBeGreaterThan(0);
    const everyone = await kpi(admin.page, 'Total de Visualizações');
    await admin.context.close();

    const { context, page } = await newPage(browser);
    await loginThroughForm(page, 'user');
    await page.goto('/user/analytics');
    await page.getByText('Métricas em Tempo Real').first().waitFor();
    await expect.poll(() => kpi(page, 'Total de Visualizações'), { timeout: 15_000 }).toBeGreaterThan(0);
    const own = await kpi(page, 'Total de Visualizações');
    expect(own).toBeLessThan(everyone);
    // The demo user's pages are listed (their own and their pet Thor's); another account's (the equipment
    // account's extinguisher) is not.
    await page.getByText('/bruno-usuario').first().waitFor();
    expect(await page.getByText('/extintor-recepcao', { exact: true }).count()).toBe(0);
    await context.close();
  });
});
