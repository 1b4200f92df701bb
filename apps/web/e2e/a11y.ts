import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { thisWorkersServer } from './worker-server';

/** One axe violation, as @axe-core/playwright's analyze() gives it (its axe-core is not ours to import). */
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** WCAG 2.1 levels A and AA (2.0 rules included), what the Lei Brasileira de Inclusão asks of websites. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One line per violation: rule id, impact, the nodes' selectors, and axe's summary of the first node. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes.map((node) => node.target.join(' ')).join(' | ');
      const why = v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? v.help;
      return `${v.id} (${v.impact}, ${v.nodes.length} node(s)): ${targets}\n    ${why}`;
    })
    .join('\n');
}

/**
 * Runs axe (WCAG 2.1 A/AA) on the page as it is now and throws on any serious or critical violation, naming the
 * address, each rule id, its impact and the node targets.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await waitForScreenToSettle(page);
  const screen = await screenFingerprint(page);
  if (passedScreens().has(screen)) return;
  let blocking = await blockingViolations(page);
  if (blocking.length > 0) {
    // Something can start moving after the screen settled (the welcome toast comes 500 ms after the dashboard; the
    // journeys ask for reduced motion, so sonner's toasts no longer fade, but a transition that ignores it can still
    // show half-transparent text). Settle once more and judge the screen at rest; a real violation is still there.
    await page.waitForTimeout(700);
    await waitForScreenToSettle(page);
    blocking = await blockingViolations(page);
  }
  if (blocking.length > 0) {
    throw new Error(
      `axe: ${blocking.length} serious/critical violation(s) on ${page.url()}\n${describeViolations(blocking)}`,
    );
  }
  rememberPassed(screen);
}

/**
 * What axe's verdict depends on: the whole document with each text reduced to whether it has any (styles kept),
 * and the viewport. The WCAG A/AA rules judge elements, attributes, colours and whether a name or label exists,
 * never the words, so a screen that differs from a passed one only in its data (a count, a code, a date) gets the
 * same verdict. About half the journeys' checks are such repeats (the login screen in every journey, a screen
 * checked on arrival and again on close), and axe takes 1-3 s a screen on a 2-core machine.
 */
async function screenFingerprint(page: Page): Promise<string> {
  const html = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    const texts = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (node.parentElement?.tagName === 'STYLE') continue;
      node.nodeValue = node.nodeValue?.trim() ? 'T' : '';
    }
    return `${window.innerWidth}x${window.innerHeight} ${copy.outerHTML}`;
  });
  return createHash('sha256').update(html).digest('base64url');
}

/** The screens that passed in this run, shared by every journey file through the run's data folder. */
const passedScreensFile = () => path.join(thisWorkersServer().dataDir, 'axe-passed-screens');

function passedScreens(): Set<string> {
  try {
    return new Set(readFileSync(passedScreensFile(), 'utf8').split('\n'));
  } catch {
    return new Set();
  }
}

function rememberPassed(screen: string): void {
  appendFileSync(passedScreensFile(), `${screen}\n`);
}

/** How many times axe ran in this file (the test of the passed screens' memory reads it). */
export let axeRuns = 0;

async function blockingViolations(page: Page): Promise<Result[]> {
  axeRuns += 1;
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return violations.filter((v) => v.impact && BLOCKING_IMPACTS.has(v.impact));
}

/** Requests still open per page, so a check waits for the screen's data instead of scanning a spinner. */
const openRequests = new WeakMap<Page, number>();

function countRequests(page: Page) {
  openRequests.set(page, 0);
  const change = (by: number) => openRequests.set(page, Math.max(0, (openRequests.get(page) ?? 0) + by));
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
}

/** Quiet network for 300 ms, no spinner, and no finite animation or transition running (a fading toast, an opening dialog). */
async function waitForScreenToSettle(page: Page, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if ((openRequests.get(page) ?? 0) > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) break;
    await page.waitForTimeout(50);
  }
  await page
    .waitForFunction(
      () =>
        !document.querySelector('.animate-spin') &&
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: Math.max(1000, deadline - Date.now()), polling: 100 },
    )
    .catch(() => {
      // Still busy after the timeout: scan what is there; a spinner that never ends is the journey's failure to report.
    });
}

/**
 * Makes a page check every screen it shows: after each `goto`, `reload` and `waitForURL`, and the last screen before
 * its context closes. Journeys open pages through `newPage`, so a new journey cannot forget the check.
 */
export function checkEveryScreen(context: BrowserContext, page: Page, { javaScriptEnabled = true } = {}): void {
  // axe runs as a script in the page: with JavaScript off it cannot; the journeys check the same screens with it on.
  if (!javaScriptEnabled) return;
  countRequests(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  const close = context.close.bind(context);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await expectNoSeriousA11yViolations(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await expectNoSeriousA11yViolations(page);
    return response;
  };
  page.waitForURL = async (...args) => {
    await waitForURL(...args);
    await expectNoSeriousA11yViolations(page);
  };
  context.close = async (...args) => {
    if (!page.isClosed()) await expectNoSeriousA11yViolations(page);
    await close(...args);
  };
}
