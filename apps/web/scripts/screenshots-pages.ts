/**
 * Screenshots of issue 4's screens (clients, public pages, the owner's public profile) and the server-rendered
 * /p/{slug} and /t/{code}, at a desktop and a phone width. Build the web app, start the server on a fresh
 * DATA_DIR (demo data), then run:
 *
 *   cd apps/web && BASE_URL=http://127.0.0.1:3104 npx tsx scripts/screenshots-pages.ts
 *
 * BASE_URL defaults to http://127.0.0.1:3000; OUT_DIR to <repo>/screenshots/pages (gitignored);
 * CHROMIUM_PATH to /usr/bin/chromium. The script only reads, except for the slug it types in the
 * 'Nova Página' modal (never submitted) and the new-client dialog (never submitted).
 */
import { type Browser, type Page } from 'playwright-core';
import {
  ADMIN,
  USER,
  BASE_URL,
  apiJson,
  apiToken,
  captureAll,
  login,
  newShotContext,
  outDir,
  settle,
  shot as shotTo,
  type Viewport,
} from './screenshot-kit';

const OUT_DIR = outDir('pages');
const shot = (page: Page, name: string, width: string, fullPage = false) =>
  shotTo(page, OUT_DIR, name, width, { fullPage, hideToasts: false });

type Fixture = {
  personProfileId: string;
  personSlug: string;
  takenSlug: string;
  tagCode: string;
  lostTagCode: string | null;
};

/** A person with contacts and medical info, an active slug and an assigned tag, read from the demo data. */
async function fixture(): Promise<Fixture> {
  const token = await apiToken();
  type P = {
    slug: string;
    isActive: boolean;
    profileId: string;
    emergencyContacts: unknown[];
    medicalInfo: { bloodType: string | null };
  };
  const { pages } = await apiJson<{ pages: P[] }>(token, '/admin/pages?limit=100');
  const person =
    pages.find((p) => p.isActive && p.emergencyContacts.length > 1 && p.medicalInfo.bloodType) ?? pages[0]!;
  const { items } = await apiJson<{ items: { code: string; status: string; assignedUserId: string | null }[] }>(
    token,
    '/admin/bracelets?assigned=ASSIGNED&limit=100',
  );
  const tag = items.find((t) => t.status === 'ACTIVE') ?? items[0]!;
  const lost = items.find((t) => t.status === 'LOST');
  return {
    personProfileId: person.profileId,
    personSlug: person.slug,
    takenSlug: pages.find((p) => p !== person)!.slug,
    tagCode: tag.code,
    lostTagCode: lost?.code ?? null,
  };
}

async function capture(browser: Browser, viewport: Viewport, fx: Fixture) {
  const context = await newShotContext(browser, viewport);
  const page = await context.newPage();
  const w = viewport.name;
  const phone = viewport.width < 640;

  await login(page, ADMIN, '/admin');
  // The welcome toasts of the dashboard would cover the cards: dismiss them before the shot.
  await page.goto(`${BASE_URL}/admin/dashboard`);
  await page.getByTestId('client-card').first().waitFor();
  await page.waitForTimeout(1200);
  await page.evaluate(() => document.querySelectorAll('[data-sonner-toast]').forEach((t) => t.remove()));
  await shot(page, '01-admin-dashboard', w, true);

  await page.goto(`${BASE_URL}/admin/clients`);
  await page.getByTestId('client-card').first().waitFor();
  await settle(page);
  await shot(page, '02-admin-clients', w, true);

  await page.getByRole('button', { name: 'Novo Cliente' }).first().click();
  await page.getByRole('dialog', { name: 'Novo Cliente' }).waitFor();
  await page.getByRole('button', { name: 'Adicionar Cliente' }).click();
  await page.getByText('Nome é obrigatório.').waitFor();
  await shot(page, '03-new-client-errors', w);
  await page.getByLabel('Nome', { exact: true }).fill('Helena Duarte');
  await page.getByLabel('Email', { exact: true }).fill('helena.duarte@exemplo.com');
  await page.getByLabel('Senha', { exact: true }).fill('segredo-forte');
  await page.getByRole('button', { name: /Opções avançadas/ }).click();
  await page.locator('#new-client-contact-0-name').fill('Ricardo Duarte');
  await page.locator('#new-client-contact-0-phone').fill('(21) 99876-5432');
  await page.locator('#new-client-contact-0-relationship').fill('Marido');
  await page.getByLabel('Tipo sanguíneo').selectOption('A+');
  await page.getByLabel('Alergias').fill('penicilina, látex');
  await page.getByTestId('advanced-section').scrollIntoViewIfNeeded();
  await shot(page, '04-new-client-advanced', w);
  await page.keyboard.press('Escape');

  await page.goto(`${BASE_URL}/admin/product/edit/${fx.personProfileId}`);
  await page.getByRole('heading', { name: 'Editar Cliente' }).waitFor();
  await settle(page);
  await shot(page, '05-edit-client', w, true);
  // The phone preview with the medical info made private (not saved): shown marked 'Privado'.
  if (!phone) {
    await page.getByRole('switch', { name: 'Informações médicas públicas' }).click();
    await page
      .getByRole('complementary', { name: 'Pré-visualizações' })
      .screenshot({ path: `${OUT_DIR}/05c-edit-preview-private-${w}.png` });
    await page.getByRole('switch', { name: 'Informações médicas públicas' }).click();
  }
  await page.getByRole('button', { name: 'Atribuir tag' }).click();
  await page
    .getByRole('dialog', { name: 'Atribuir tag' })
    .locator('#assign-tag-select option:not([value=""])')
    .first()
    .waitFor({ state: 'attached' });
  await shot(page, '05b-assign-tag', w);
  await page.keyboard.press('Escape');

  await page.goto(`${BASE_URL}/admin/pages`);
  await page.getByTestId('page-card').first().waitFor();
  await settle(page);
  await shot(page, '06-admin-pages', w, true);

  await page.getByRole('button', { name: 'Nova Página' }).first().click();
  await page.getByRole('dialog', { name: 'Nova Página' }).waitFor();
  await page.getByLabel('Título', { exact: true }).fill('Página de teste');
  await page.getByText('Slug disponível').waitFor();
  await shot(page, '07-create-page-available', w);
  const keyword = page.locator('#page-keywords');
  for (const k of ['emergência', 'alergias']) {
    await keyword.fill(k);
    await keyword.press('Enter');
  }
  await page.getByLabel('Meta título').fill('Página de teste — perfil de emergência');
  await page.getByTestId('url-preview').scrollIntoViewIfNeeded();
  await shot(page, '07b-create-page-seo', w);
  await page.getByLabel('Título', { exact: true }).scrollIntoViewIfNeeded();
  await page.getByLabel('Slug', { exact: true }).fill(fx.takenSlug);
  await page.getByText('Este slug já está em uso. Escolha outro.').waitFor();
  await shot(page, '08-create-page-taken', w);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'QR Code' }).first().click();
  await page.getByRole('dialog', { name: 'QR Code' }).waitFor();
  await page.getByRole('dialog').locator('img').waitFor();
  await settle(page);
  await shot(page, '09-qr-dialog', w, false);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname === '/login');

  await login(page, USER, '/user');
  await page.goto(`${BASE_URL}/user/public`);
  await page.getByRole('heading', { name: 'Perfil Público' }).waitFor();
  await settle(page);
  await shot(page, '10-user-public', w, true);
  await page.getByRole('link', { name: 'Editar página' }).click();
  await page.getByRole('heading', { name: 'Editar Página' }).waitFor();
  await settle(page);
  await shot(page, '11-user-edit-page', w, true);
  await context.close();

  // The server-rendered public pages, as a visitor's phone opens them (no session).
  if (phone) {
    const visitor = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'pt-BR',
      deviceScaleFactor: 1,
    });
    const vp = await visitor.newPage();
    await vp.goto(`${BASE_URL}/p/${fx.personSlug}`);
    await settle(vp);
    await shot(vp, '12-public-page', w, true);
    await vp.goto(`${BASE_URL}/t/${fx.tagCode}`);
    await settle(vp);
    await shot(vp, '13-public-tag', w, true);
    if (fx.lostTagCode) {
      await vp.goto(`${BASE_URL}/t/${fx.lostTagCode}`);
      await settle(vp);
      await shot(vp, '14-public-tag-lost', w, true);
    }
    await vp.goto(`${BASE_URL}/p/nao-existe-esta-pagina`);
    await settle(vp);
    await shot(vp, '15-public-not-found', w);
    await visitor.close();
  }
}

const fx = await fixture();
await captureAll(OUT_DIR, (browser, viewport) => capture(browser, viewport, fx));
