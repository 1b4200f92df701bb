import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LOST_TEXTS } from '@portal/shared';
import { uniqueStamp } from './fixtures';
import { launchBrowser, loginThroughForm, newPage, shot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PHONE = { width: 390, height: 844 };
const CODE = 'PET00001';

/** The owner's tag list at phone width (the cards, not the desktop table). */
async function openMyTags(page: Page) {
  await page.goto('/user/bracelets');
  await page.getByRole('list', { name: 'Minhas tags' }).getByText(CODE, { exact: true }).waitFor();
}

describe('lost mode: the owner marks a tag lost, a stranger without JavaScript writes, the owner is told', () => {
  it("PET00001 lost with a message; the finder's plain form reaches the owner's bell; 'Encontrei!' ends it", async () => {
    const ownerNote = `Responde por Thor, é manso ${uniqueStamp()}`;
    const finderNote = `Achei o Thor na praça da matriz ${uniqueStamp()}`;

    // The owner, on a phone: from the list to the tag's screen, 'Marcar como perdida' with a message and a reward.
    const owner = await newPage(browser, { viewport: PHONE });
    await loginThroughForm(owner.page, 'user');
    await openMyTags(owner.page);
    // A run that stopped half-way left the tag lost: start from a found tag.
    const foundFirst = owner.page.getByRole('button', { name: `${LOST_TEXTS.found} (${CODE})` });
    if (await foundFirst.isVisible()) {
      await foundFirst.click();
      await owner.page.getByText(LOST_TEXTS.markedFound).first().waitFor();
    }
    await owner.page.getByRole('link', { name: `Ver ${CODE}` }).click();
    await owner.page.waitForURL(/\/user\/tags\/edit\//);
    await owner.page.getByRole('heading', { name: LOST_TEXTS.ndefTitle }).waitFor();
    await owner.page.getByText(LOST_TEXTS.ndefFits('NTAG216')).waitFor();
    await owner.page.getByRole('button', { name: `${LOST_TEXTS.markLost} (${CODE})` }).click();
    const dialog = owner.page.getByRole('dialog', { name: new RegExp(LOST_TEXTS.markLostTitle) });
    await dialog.getByText(LOST_TEXTS.markLostDescription).waitFor();
    await dialog.getByLabel(LOST_TEXTS.messageLabel).fill(ownerNote);
    await dialog.getByRole('checkbox', { name: LOST_TEXTS.rewardLabel }).check();
    await shot(owner.page, 'owner-mark-lost-390');
    await dialog.getByRole('button', { name: LOST_TEXTS.markLost, exact: true }).click();
    await owner.page.getByText(LOST_TEXTS.markedLost).first().waitFor();
    await owner.page.getByRole('button', { name: `${LOST_TEXTS.found} (${CODE})` }).waitFor();
    await owner.page.getByText(ownerNote).waitFor();
    await shot(owner.page, 'owner-tag-lost-390', true);
    await owner.context.close();

    // A stranger: a fresh context (no cookies) with JavaScript off. The lost banner comes first.
    const finder = await newPage(browser, { javaScriptEnabled: false, viewport: PHONE });
    const response = await finder.page.goto(`/t/${CODE}`);
    expect(response?.status()).toBe(200);
    const text = await finder.page.locator('body').innerText();
    const at = (needle: string) => text.indexOf(needle);
    expect(at(LOST_TEXTS.bannerThing)).toBeGreaterThanOrEqual(0);
    expect(at(LOST_TEXTS.bannerThing)).toBeLessThan(at(LOST_TEXTS.bannerLeadPet));
    expect(at(ownerNote)).toBeGreaterThan(at(LOST_TEXTS.bannerLeadPet));
    expect(text).toContain(LOST_TEXTS.reward);
    expect(text).toContain(LOST_TEXTS.formPrivacy);
    // The owner's e-mail never shows to a stranger.
    expect(text).not.toContain('usuario@demo.portal');
    await shot(finder.page, 'lost-tag-390');
    await shot(finder.page, 'lost-tag-390-full', true);

    await finder.page.getByLabel(LOST_TEXTS.formMessage).fill(finderNote);
    await finder.page.getByLabel(LOST_TEXTS.formContact).fill('(11) 97777-6666');
    await finder.page.getByRole('button', { name: LOST_TEXTS.formSend }).click();
    await finder.page.getByText(LOST_TEXTS.sent).waitFor();
    await shot(finder.page, 'finder-confirmation-390', true);
    await finder.context.close();

    // The owner signs in again: the bell has the finder's message.
    const back = await newPage(browser, { viewport: PHONE });
    await loginThroughForm(back.page, 'user');
    const bell = back.page.getByRole('button', { name: /^Notificações \(\d+ não lidas?\)$/ });
    await bell.waitFor();
    await bell.click();
    const panel = back.page.getByRole('dialog', { name: 'Notificações' });
    await panel.getByText(new RegExp(LOST_TEXTS.finderTitle)).first().waitFor();
    await panel.getByText(finderNote, { exact: false }).first().waitFor();
    // The panel slides in: picture it at rest.
    await back.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await back.page.waitForTimeout(250);
    await shot(back.page, 'owner-notification-390');
    await back.page.keyboard.press('Escape');

    // Found: one tap on the list, and the tag is back to normal (so the journey can run again).
    await openMyTags(back.page);
    await back.page.getByRole('button', { name: `${LOST_TEXTS.found} (${CODE})` }).click();
    await back.page.getByText(LOST_TEXTS.markedFound).first().waitFor();
    await back.page.getByRole('button', { name: `${LOST_TEXTS.markLost} (${CODE})` }).waitFor();
    await back.context.close();

    const after = await newPage(browser, { javaScriptEnabled: false, viewport: PHONE });
    await after.page.goto(`/t/${CODE}`);
    expect(await after.page.locator('body').innerText()).not.toContain(LOST_TEXTS.bannerLeadPet);
    await after.context.close();
  });
});
