import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeRuns } from './a11y';
import { expectNoSeriousA11yViolations, launchBrowser } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

/** A bare page (not newPage's, which checks itself on close): axe needs one from a context of its own. */
async function barePage(html: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(html);
  return { context, page };
}
afterAll(async () => browser?.close());

describe('the axe check every journey runs', () => {
  it('fails on a serious or critical violation, naming the rule, its impact and the node', async () => {
    const { context, page } = await barePage(
      '<!doctype html><html lang="pt-BR"><head><title>Teste</title></head><body><main>' +
        '<p id="apagado" style="color:#90a1b9;background:#fff">Sem dono</p><img id="sem-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
        '</main></body></html>',
    );
    const failure = await expectNoSeriousA11yViolations(page).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain('color-contrast (serious, 1 node(s)): #apagado');
    expect(failure).toContain('image-alt (critical, 1 node(s)): #sem-alt');
    await context.close();
  });

  it('passes a page without them', async () => {
    const { context, page } = await barePage(
      '<!doctype html><html lang="pt-BR"><head><title>Teste</title></head><body><main><h1>Tags</h1><p style="color:#62748e">Sem dono</p></main></body></html>',
    );
    await expect(expectNoSeriousA11yViolations(page)).resolves.toBeUndefined();
    await context.close();
  });

  it('judges a screen once: the same screen with other words is not scanned again, a restyled one is', async () => {
    const screen = (words: string, color: string) =>
      '<!doctype html><html lang="pt-BR"><head><title>Teste</title></head><body><main><h1>Clientes</h1>' +
      `<p id="contagem" style="color:${color}">${words}</p></main></body></html>`;
    const first = await barePage(screen('12 clientes', '#314158'));
    await expectNoSeriousA11yViolations(first.page);
    const runsAfterFirst = axeRuns;
    await first.context.close();

    const sameScreen = await barePage(screen('13 clientes', '#314158'));
    await expect(expectNoSeriousA11yViolations(sameScreen.page)).resolves.toBeUndefined();
    expect(axeRuns).toBe(runsAfterFirst);
    await sameScreen.context.close();

    const restyled = await barePage(screen('13 clientes', '#cad5e2'));
    const failure = await expectNoSeriousA11yViolations(restyled.page).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain('color-contrast (serious, 1 node(s)): #contagem');
    await restyled.context.close();
  });
});
