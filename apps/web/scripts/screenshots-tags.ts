/**
 * Screenshots of issue 3's screens (tags and bracelets) at a desktop and a phone width. Build the web app, start
 * the server on a fresh DATA_DIR (demo data with demo tags), then run:
 *
 *   cd apps/web && BASE_URL=http://127.0.0.1:3103 npx tsx scripts/screenshots-tags.ts
 *
 * BASE_URL defaults to http://127.0.0.1:3000; OUT_DIR to <repo>/screenshots/tags (gitignored); CHROMIUM_PATH to
 * /usr/bin/chromium. The script only reads: the dialogs it opens are filled but never submitted.
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

const OUT_DIR = outDir('tags');
const shot = (page: Page, name: string, width: string, fullPage = false) =>
  shotTo(page, OUT_DIR, name, width, { fullPage, hideToasts: true });

/** Demo codes (apps/server/src/demo/tags.ts): a B2B extinguisher and a B2C bracelet of the demo user. */
const EQUIPMENT = 'EXT00001';
const BRACELET = 'PULS0001';
const TRANSFERRED = 'PULS0002';

/** A semicolon CSV as a pt-BR spreadsheet saves it, with one bad status and one bad date to show the errors. */
const BULK_WITH_ERRORS = [
  'code;type;physicalType;status;serialNumber;model;nextService',
  ';B2B;NFC;ACTIVE;SN-9001;Extintor CO2 6kg;2026-05-10',
  'LOTE0002;B2C;QR;;;;',
  'LOTE0003;B2B;NFC;QUEBRADA;SN-9003;Hidrante;',
  'LOTE0004;B2B;BLE;INACTIVE;SN-9004;Sensor de porta;10/05/2026',
  'LOTE0005;B2B;NFC;ACTIVE;SN-9005;Mangueira;2026-13-40',
].join('\r\n');
const BULK_CLEAN = BULK_WITH_ERRORS.split('\r\n')
  .filter((line) => !line.includes('QUEBRADA') && !line.includes('2026-13-40'))
  .join('\r\n');

async function tagId(code: string): Promise<string> {
  const token = await apiToken();
  const { items } = await apiJson<{ items: Array<{ id: string; code: string }> }>(
    token,
    `/admin/bracelets?search=${code}`,
  );
  const tag = items.find((item) => item.code === code);
  if (!tag) throw new Error(`demo tag ${code} not found`);
  return tag.id;
}

async function capture(browser: Browser, viewport: Viewport, ids: { equipment: string }) {
  const context = await newShotContext(browser, viewport);
  const page = await context.newPage();
  const w = viewport.name;

  await login(page, ADMIN, '/admin');
  await page.goto(`${BASE_URL}/admin/tags`);
  await page.getByTestId('tag-card').first().waitFor();
  await settle(page);
  await shot(page, '01-admin-tags', w, true);

  await page.getByRole('button', { name: 'Nova Tag' }).first().click();
  const newTag = page.getByRole('dialog', { name: 'Nova Tag' });
  await newTag.getByRole('button', { name: 'Criar tag' }).click();
  await newTag.getByText('O código NFC é obrigatório.').waitFor();
  await newTag.getByRole('button', { name: 'Gerar' }).click();
  await newTag.getByText('O código NFC é obrigatório.').waitFor({ state: 'detached' });
  await newTag.getByLabel('Notas (opcional)').fill('Lote de março, caixa 3');
  await shot(page, '02-admin-new-tag', w);
  await page.keyboard.press('Escape');

  await page.goto(`${BASE_URL}/admin/bracelets`);
  await page
    .getByRole('button', { name: /^Atribuir / })
    .first()
    .waitFor();
  await settle(page);
  await shot(page, '03-admin-bracelets', w, true);

  await page.getByRole('button', { name: 'Nova Tag' }).click();
  await page.getByRole('dialog', { name: 'Nova Tag' }).waitFor();
  await shot(page, '04-bracelets-new-tag', w);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Criar em lote' }).click();
  const bulk = page.getByRole('dialog', { name: 'Criar tags em lote' });
  await bulk.getByLabel('Conteúdo CSV ou JSON').fill(BULK_WITH_ERRORS);
  await bulk.getByText('Corrija os erros antes de enviar').waitFor();
  await shot(page, '05-bulk-errors', w);
  await bulk.getByLabel('Conteúdo CSV ou JSON').fill(BULK_CLEAN);
  await bulk.getByRole('table', { name: 'Pré-visualização' }).waitFor();
  await bulk.getByRole('table', { name: 'Pré-visualização' }).scrollIntoViewIfNeeded();
  await shot(page, '06-bulk-preview', w);
  await page.keyboard.press('Escape');

  // The assign dialog on a tag of the demo user, with another user picked, then the transfer question.
  await page.getByRole('searchbox', { name: 'Buscar braceletes' }).fill(BRACELET);
  await page.getByRole('button', { name: `Atribuir ${BRACELET}` }).waitFor();
  await settle(page);
  await page.getByRole('button', { name: `Atribuir ${BRACELET}` }).click();
  const assign = page.getByRole('dialog', { name: `Atribuir ${BRACELET}` });
  await assign.getByText('fernanda.alves@demo.portal').waitFor(); // the first page of users, before the search
  await assign.getByRole('searchbox', { name: 'Buscar usuário' }).fill('daniela');
  await assign.getByText('fernanda.alves@demo.portal').waitFor({ state: 'detached' });
  await assign.getByText('daniela.souza@demo.portal').waitFor();
  await assign.getByText('daniela.souza@demo.portal').click();
  await shot(page, '07-assign-dialog', w);
  // BLOCK answers 409 ALREADY_ASSIGNED (nothing changes): the transfer question, then 'Cancelar'.
  await assign.getByRole('button', { name: 'Atribuir', exact: true }).click();
  await page.getByText('Esta bracelete já está atribuída a Bruno Usuário. Quer transferir a propriedade?').waitFor();
  await shot(page, '07b-transfer-confirm', w);
  await page.getByRole('dialog', { name: 'Transferir propriedade' }).getByRole('button', { name: 'Cancelar' }).click();
  await page.keyboard.press('Escape');

  await page.getByRole('searchbox', { name: 'Buscar braceletes' }).fill(EQUIPMENT);
  await page.getByRole('button', { name: `Meta de ${EQUIPMENT}` }).waitFor();
  await settle(page);
  await page.getByRole('button', { name: `Meta de ${EQUIPMENT}` }).click();
  await page
    .getByRole('dialog', { name: `Meta de ${EQUIPMENT}` })
    .getByLabel('Número de série')
    .waitFor();
  await shot(page, '08-meta-b2b', w);
  await page.getByRole('dialog').getByLabel('URL do documento 1').fill('ftp://arquivos.exemplo.com/manual.pdf');
  await page.getByRole('button', { name: 'Salvar meta' }).click();
  await page.getByText('URL inválida (use http ou https)').waitFor();
  await page.getByText('URL inválida (use http ou https)').scrollIntoViewIfNeeded();
  await shot(page, '09-meta-url-error', w);
  await page.keyboard.press('Escape');

  await page.getByRole('searchbox', { name: 'Buscar braceletes' }).fill(TRANSFERRED);
  await page.getByRole('button', { name: `Histórico de ${TRANSFERRED}` }).waitFor();
  await settle(page);
  await page.getByRole('button', { name: `Histórico de ${TRANSFERRED}` }).click();
  await page
    .getByRole('dialog', { name: `Histórico de ${TRANSFERRED}` })
    .getByTestId('tag-event')
    .first()
    .waitFor();
  await shot(page, '10-history', w);
  await page.keyboard.press('Escape');

  await page.goto(`${BASE_URL}/admin/tags/edit/${ids.equipment}`);
  await page.getByRole('heading', { name: 'Histórico' }).waitFor();
  await page.getByTestId('tag-event').first().waitFor();
  await settle(page);
  await shot(page, '11-admin-tag-edit', w, true);
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname === '/login');

  await login(page, USER, '/user');
  await page.getByTestId('my-tag-card').first().waitFor();
  await settle(page);
  await shot(page, '12-user-dashboard', w, true);
  await page.getByRole('button', { name: 'Ativar tag' }).first().click();
  await page.getByRole('dialog', { name: 'Ativar uma tag' }).waitFor();
  await shot(page, '13-user-claim', w);
  await page.keyboard.press('Escape');

  await page.goto(`${BASE_URL}/user/tags`);
  await page.getByRole('button', { name: `Editar meta de ${EQUIPMENT}` }).waitFor();
  await settle(page);
  await shot(page, '14-user-tags', w, true);
  await page.goto(`${BASE_URL}/user/tags?edit=${BRACELET.toLowerCase()}`);
  await page
    .getByRole('dialog', { name: `Meta de ${BRACELET}` })
    .getByLabel('Apelido')
    .waitFor();
  await shot(page, '15-user-meta-b2c', w);
  await page.goto(`${BASE_URL}/user/tags?edit=${EQUIPMENT}`);
  await page
    .getByRole('dialog', { name: `Meta de ${EQUIPMENT}` })
    .getByLabel('Número de série')
    .waitFor();
  await shot(page, '16-user-meta-b2b', w);
  await page.goto(`${BASE_URL}/user/tags/edit/${ids.equipment}`);
  await page.getByTestId('tag-event').first().waitFor();
  await settle(page);
  await shot(page, '17-user-tag-edit', w, true);
  await context.close();
}

const ids = { equipment: await tagId(EQUIPMENT) };
await captureAll(OUT_DIR, (browser, viewport) => capture(browser, viewport, ids));
