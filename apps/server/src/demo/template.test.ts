import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { writePgliteTemplate } from '../db/pglite-template.js';
import { tags } from '../db/schema.js';
import { expectEveryDemoAccountSignsIn } from '../testing/demo.js';
import { DEMO_PAGE_SLUGS } from './clients.js';
import { copyDemoTemplate } from './template-copy.js';
import { writeDemoTemplate } from './template.js';

let folder: string;
let demoTemplate: string;
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'portal-demo-template-'));
  const pgliteTemplate = path.join(folder, 'pglite-template');
  demoTemplate = path.join(folder, 'demo-template');
  await writePgliteTemplate(pgliteTemplate);
  await writeDemoTemplate(demoTemplate, { pgliteTemplate });
}, 180_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Rows<T> = { rows: T[] };

/** A new embedded installation in its own DATA_DIR, begun from the demo template, as main.ts starts it. */
async function newInstallation(name: string) {
  const config = loadConfig({ DATA_DIR: path.join(folder, name) });
  const { handle, demoCopied } = await openDatabase(config, undefined, { demoTemplate });
  await handle.migrate();
  const app = await buildApp({ config, database: handle });
  const filled = await app.services.tags.fillMissingActivationCodes();
  const codesByTag = async () => {
    const rows = await handle.db.select({ id: tags.id, code: tags.code }).from(tags);
    const codes = await app.services.tags.activationCodesOf(rows.map((row) => row.id));
    return new Map(rows.map((row) => [row.code, codes.get(row.id)]));
  };
  const count = async (table: string) =>
    ((await handle.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as Rows<{ n: number }>)
      .rows[0]!.n;
  const close = async () => {
    await app.close();
    await handle.close();
  };
  return { app, demoCopied, filled, codesByTag, count, close };
}

describe('the demo `npm run build` seeds, copied by a new installation on the same day (issue 27)', () => {
  it('the copy has the whole demo: every demo login works and the demo page shows its photo', async () => {
    const installation = await newInstallation('first');
    try {
      expect(installation.demoCopied).toBe(true);
      await expectEveryDemoAccountSignsIn(installation.app);
      const page = await installation.app.inject({ method: 'GET', url: `/p/${DEMO_PAGE_SLUGS.user}` });
      expect(page.statusCode).toBe(200);
      const photo = /<img[^>]+src="(\/[^"]+)"/.exec(page.body)?.[1];
      expect(photo).toBeDefined();
      const image = await installation.app.inject({ method: 'GET', url: photo!.replaceAll('&amp;', '&') });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
    } finally {
      await installation.close();
    }
  });

  it('no two installations share a secret: each gets its own activation codes, keys and salts', async () => {
    const first = await newInstallation('one');
    const second = await newInstallation('two');
    try {
      // The template's codes were cleared: every demo tag gets a new one at the first start.
      expect(first.filled).toBeGreaterThan(0);
      expect(second.filled).toBe(first.filled);
      const [codesOne, codesTwo] = [await first.codesByTag(), await second.codesByTag()];
      expect(codesOne.size).toBe(first.filled);
      for (const [code, activation] of codesOne) {
        expect(activation).toBeDefined();
        expect(codesTwo.get(code)).not.toBe(activation);
      }
      for (const table of ['sessions', 'installation', 'visitor_salts', 'password_reset_tokens', 'user_two_factor'])
        expect(await first.count(table)).toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('a template seeded on another day is not copied: its service dates would not be true today', () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(copyDemoTemplate(path.join(folder, 'tomorrow'), { template: demoTemplate, now: tomorrow })).toBe(false);
    expect(copyDemoTemplate(path.join(folder, 'today'), { template: demoTemplate })).toBe(true);
    // Never over a database that is already there.
    expect(copyDemoTemplate(path.join(folder, 'today'), { template: demoTemplate })).toBe(false);
  });
});
