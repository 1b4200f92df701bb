import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { copyPgliteTemplate } from '../db/pglite-template.js';
import { todayInSaoPaulo } from '../lib/dates.js';
import { DEMO_TEMPLATE } from '../paths.js';

/** The demo template's stamp: the day in Brasília it was seeded for (its maintenance dates count from that day). */
export type DemoTemplateStamp = { seededOn: string };
export const DEMO_TEMPLATE_STAMP = 'demo-template.json';

function readDemoTemplateStamp(template: string): DemoTemplateStamp | undefined {
  try {
    const stamp = JSON.parse(
      readFileSync(path.join(template, DEMO_TEMPLATE_STAMP), 'utf8'),
    ) as Partial<DemoTemplateStamp>;
    return typeof stamp.seededOn === 'string' ? { seededOn: stamp.seededOn } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A new embedded installation starts as a copy of the demo `npm run build` seeded (issue 27: seconds of services,
 * image processing and generated charts, done once per build instead of at every first start). Only on the day it
 * was seeded: the demo's service dates, 'due within 7 days' and charts count from that day, and a copy made on
 * another day would tell a false 'Em dia' or 'Vencida'; then the demo is seeded as before. The photos are copied
 * first and the database last (copyPgliteTemplate renames it into place), so a start cut short copies again.
 * False when nothing was copied: no template, another day's, or a database already there.
 */
export function copyDemoTemplate(dataDir: string, options: { template?: string; now?: Date } = {}): boolean {
  const template = options.template ?? DEMO_TEMPLATE;
  const stamp = readDemoTemplateStamp(template);
  if (!stamp || stamp.seededOn !== todayInSaoPaulo(options.now)) return false;
  const database = path.join(dataDir, 'db');
  if (existsSync(path.join(database, 'PG_VERSION'))) return false;
  const files = path.join(template, 'files');
  if (existsSync(files)) cpSync(files, path.join(dataDir, 'files'), { recursive: true, force: true });
  return copyPgliteTemplate(database, path.join(template, 'db'));
}
