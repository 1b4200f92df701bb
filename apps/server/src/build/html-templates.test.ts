import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HtmlTemplate } from '@portal/shared/jsx-runtime';
import { choosePublicLocale, ErrorPanelBody } from '@portal/shared/public-page';
import { moduleBundleOptions, withoutHtmlTemplates } from '../../build-options.js';
import { pages } from '../db/tables/pages.js';
import { tags } from '../db/tables/tags.js';
import { seedDemo } from '../demo/index.js';
import type { publicHtml as PublicHtml } from '../modules/public/render.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { profileCalls } from '../testing/profiles.js';
import { compileHtmlTemplates } from './html-templates.js';

/**
 * Issue 27: the server's bundle writes the public pages' host elements as compiled templates. The pages must be the
 * same HTML, byte for byte, as the runtime writes them: render.tsx is bundled twice here (with the compiler, as
 * build.ts does, and without it), and every public page of the demo data is rendered by both, in every language,
 * lost or not, with the finder's and the PIN's forms in each state, and as error panels.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
// Under node_modules, so the bundles find the packages they leave out (the fonts) as dist/ does.
const outdir = fileURLToPath(new URL('../../node_modules/.cache/html-templates-test/', import.meta.url));

type Html = typeof PublicHtml;
async function bundleOfRender(name: string, compiled: boolean): Promise<Html> {
  const options = moduleBundleOptions(root);
  const outfile = `${outdir}${name}-${process.pid}.mjs`;
  await build({
    ...(compiled ? options : withoutHtmlTemplates(options)),
    stdin: {
      contents: "export { publicHtml } from '../modules/public/render.js';",
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
    },
    sourcemap: false,
    outfile,
  });
  return ((await import(pathToFileURL(outfile).href)) as { publicHtml: Html }).publicHtml;
}

let t: TestApp;
let compiled: Html;
let runtime: Html;
beforeAll(async () => {
  mkdirSync(outdir, { recursive: true });
  [t, compiled, runtime] = await Promise.all([
    createTestApp(),
    bundleOfRender('compiled', true),
    bundleOfRender('runtime', false),
  ]);
  await seedDemo(t.app.services, t.database.db);
}, 120_000);
afterAll(async () => t?.close());

/** Each language chosen by ?lang=, one from Accept-Language, and none (pt-BR, no switcher). */
const LOCALES = [
  choosePublicLocale('pt-BR', undefined),
  choosePublicLocale('en', undefined),
  choosePublicLocale('es', undefined),
  choosePublicLocale(undefined, 'es-AR,es;q=0.9'),
];
const languagesOf = (path: string) => [...LOCALES.map((locale) => ({ locale, path })), undefined];

const FINDER = {
  values: { message: 'Achei <o> "Rex" & liguei', contact: "(11) 9 '1234'", lat: '-23.5', lng: '-46.6' },
  errors: { message: 'Escreva uma mensagem', contact: 'Contato inválido', form: 'Tente de novo' },
};

describe('compiled templates (issue 27)', () => {
  it('every demo page and tag, in each language, lost or not, with each form state, is the same HTML both ways', async () => {
    const { publicPages } = t.app.services;
    const { db } = t.database;
    const slugs = await db.select({ slug: pages.slug }).from(pages).where(eq(pages.isActive, true));
    const codes = await db.select({ code: tags.code }).from(tags);
    expect(slugs.length).toBeGreaterThan(3);
    expect(codes.length).toBeGreaterThan(3);
    let compared = 0;
    const same = (render: (html: Html) => Buffer) => {
      const expected = render(runtime).toString();
      expect(render(compiled).toString()).toBe(expected);
      compared += 1;
    };

    for (const { slug } of slugs) {
      const result = await publicPages.publicPage(slug);
      if (result?.kind !== 'page') continue;
      const lost = { ...result.view, lost: { code: 'TAG1', message: 'Fugiu <perto> do "parque"', reward: true } };
      for (const lang of languagesOf(`/p/${slug}`)) {
        for (const view of [result.view, lost]) {
          same((html) => html.publicPageHtml(view, result.allowIndexing, { lang }));
          same((html) =>
            html.publicPageHtml(view, !result.allowIndexing, { finder: FINDER, pin: { error: 'PIN incorreto' }, lang }),
          );
        }
      }
    }
    for (const { code } of codes) {
      const tag = await publicPages.publicTag(code);
      const lost = { ...tag.view, lost: { message: null, reward: false } };
      const lostWithMessage = { ...tag.view, lost: { message: 'Recompensa & <obrigado>', reward: true } };
      for (const lang of languagesOf(`/t/${code}`)) {
        for (const view of [tag.view, lost, lostWithMessage]) {
          // Issue 41: a person's tag answers their card; the last copy says when it was made.
          const card = tag.card?.view;
          same((html) => html.publicTagHtml({ view, card }, tag.allowIndexing, { lang }));
          same((html) => html.publicTagHtml({ view, card }, tag.allowIndexing, { finder: FINDER, lang }));
          same((html) =>
            html.publicTagHtml({ view, card }, tag.allowIndexing, { lang, stale: { savedAt: view.updatedAt } }),
          );
        }
      }
    }
    for (const lang of languagesOf('/p/nada')) {
      for (const status of [404, 413, 429, 500, 503]) {
        same((html) =>
          html.errorPanelHtml({
            status,
            message: 'Página <não> encontrada',
            retryUrl: '/p/x?a=1&b="2"',
            appName: 'Portal',
            lang,
          }),
        );
      }
      for (const withContact of [true, false]) {
        const theme = { primaryColor: '#B45309', backgroundColor: '#FFFFFF', textColor: '#111827', fontFamily: 'Lato' };
        same((html) => html.finderSentHtml({ theme, appName: 'Portal', withContact, backHref: '/t/X', lang }));
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('a profile with a PIN: the page before and after the right PIN is the same HTML both ways', async () => {
    const calls = profileCalls(t);
    const owner = await calls.owner('Maria Pin');
    const profileUrl = `/api/me/profiles/${owner.primary.id}`;
    expect((await calls.call('PUT', `${profileUrl}/pin`, owner.auth, { pin: '4821' })).statusCode).toBe(200);
    const put = await calls.call('PUT', profileUrl, owner.auth, {
      emergencyContacts: [{ name: 'Ana', phone: '(11) 91234-5678', relationship: 'Irmã' }],
      medicalInfo: { bloodType: 'O+', medications: ['Losartana'] },
      notes: 'Só para quem tem o PIN',
      visibility: { contacts: 'PIN', medicalInfo: 'PIN', notes: 'PRIVATE' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const slug = owner.primary.page!.slug;
    const locked = await t.app.services.publicPages.publicPage(slug);
    const unlocked = await t.app.services.publicPages.unlockPage(slug, '4821', {
      country: 'BR',
      device: 'mobile',
      address: '203.0.113.1',
    });
    expect(unlocked?.attempt).toEqual({ result: 'RIGHT' });
    for (const view of [locked?.kind === 'page' ? locked.view : undefined, unlocked!.page.view]) {
      for (const lang of languagesOf(`/p/${slug}`)) {
        expect(compiled.publicPageHtml(view!, false, { lang }).toString()).toBe(
          runtime.publicPageHtml(view!, false, { lang }).toString(),
        );
      }
    }
  });
});

describe('the template compiler', () => {
  it("compiles the pages the server's tests render too (vitest.config.ts), not only the bundle's", () => {
    const panel = ErrorPanelBody({ status: 404, message: 'Página não encontrada', retryUrl: '/p/x' }) as unknown as {
      type: unknown;
    };
    expect(panel.type).toBeInstanceOf(HtmlTemplate);
  });

  it('writes constant markup once and leaves components, form fields and raw HTML to the runtime', async () => {
    const code = await compileHtmlTemplates(
      `/** @jsxRuntime automatic @jsxImportSource @portal/shared */
       const Box = (p: { children?: unknown }) => <b>{p.children}</b>;
       export const page = (name: string) => (
         <main className="wrap" aria-label="Página">
           <h1 title={name}>Olá, {name} &amp; cia</h1>
           <Box><i>dentro</i></Box>
           <input name="q" value={name} />
           <div dangerouslySetInnerHTML={{ __html: '<svg/>' }} />
           <br />
         </main>
       );`,
      'example.tsx',
    );
    expect(code).toContain(
      JSON.stringify([
        '<main class="wrap" aria-label="Página"><h1',
        '>Olá, ',
        ' &amp; cia</h1>',
        '',
        '',
        '<br/></main>',
      ]),
    );
    expect(code).toContain(JSON.stringify(['title', null, null, null, null]));
    // The component's children are compiled too; the input and the raw HTML stay jsx() calls.
    expect(code).toContain(JSON.stringify(['<i>dentro</i>']));
    expect(code).toMatch(/jsx\d?\("input"/);
    expect(code).toMatch(/jsx\d?\("div", \{ dangerouslySetInnerHTML/);
  });
});
