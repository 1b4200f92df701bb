import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminApi, createTag, uniqueStamp, userIdOf } from './fixtures';
import { DEMO, launchBrowser, loginThroughForm, newPage, shot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PHONE = { width: 390, height: 844 };

/** The visible text of a public page opened by a visitor: no session, no JavaScript (a bad network's reality). */
async function visitorText(url: string, name?: string): Promise<{ status: number; text: string }> {
  const { context, page } = await newPage(browser, { javaScriptEnabled: false, viewport: PHONE });
  const response = await page.goto(url);
  const text = await page.locator('body').innerText();
  if (name) await shot(page, name, true);
  await context.close();
  return { status: response?.status() ?? 0, text };
}

describe('several profiles per account: every tag opens the page of what wears it', () => {
  it('the demo user creates a pet profile, links a tag to it, and a visitor scanning the tag sees the pet', async () => {
    const stamp = uniqueStamp().toLowerCase();
    const petName = `Mel ${stamp}`;
    const owner = await userIdOf(DEMO.user.email);
    const tag = await createTag({ prefix: 'PET', ownerId: owner });

    const { context, page } = await newPage(browser, { viewport: PHONE });
    await loginThroughForm(page, 'user');
    await page.goto('/user/public');
    const list = page.getByRole('list', { name: 'Perfis' });
    // The demo account's profiles: the primary person, the child, the pet and two pieces of equipment.
    for (const name of [
      'Bruno Usuário',
      'Lívia Usuário',
      'Thor',
      'Extintor PQS — Recepção',
      'Gerador portátil 5 kVA',
    ]) {
      await list.getByRole('listitem', { name, exact: true }).waitFor();
    }
    await shot(page, 'user-public-profiles-390', true);

    // 'Novo perfil' for each kind: the kind decides the fields.
    await page.getByRole('button', { name: 'Novo perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo perfil' });
    await dialog.getByText('Pessoa', { exact: true }).click();
    // A person's form has its medical section (the privacy levels name it too, as a legend).
    await dialog.getByRole('heading', { name: 'Informações médicas', exact: true }).waitFor();
    await shot(page, 'new-profile-person-390');
    await dialog.getByText('Equipamento', { exact: true }).click();
    await dialog.getByLabel('Número de série').waitFor();
    await shot(page, 'new-profile-equipment-390');
    await dialog.getByText('Animal', { exact: true }).click();
    // The first 'Nome' is the pet's; the tutor contact rows have their own.
    await dialog.getByLabel('Nome', { exact: true }).first().fill(petName);
    await dialog.getByLabel('Espécie').fill('Gato');
    await dialog.getByLabel('Raça').fill('Siamês');
    await dialog.getByLabel('Microchip').fill('12-34');
    await dialog.getByRole('button', { name: 'Criar perfil' }).click();
    // A bad microchip is named on its field, nothing is created.
    await dialog.getByText('Microchip inválido: use de 9 a 15 letras ou números.').waitFor();
    await shot(page, 'new-profile-pet-390');
    await dialog.getByLabel('Microchip').fill('985112004567890');
    await dialog.getByLabel('Temperamento').fill('Assustada, não tente pegá-la no colo.');
    await dialog.getByRole('button', { name: 'Criar perfil' }).click();
    await page.getByText('Perfil criado com sucesso!').first().waitFor();
    await list.getByRole('listitem', { name: petName, exact: true }).waitFor();

    // The tag's screen says which profile it opens, and the owner picks the pet.
    await page.goto(`/user/tags/edit/${tag.id}`);
    const card = page.getByRole('region', { name: 'Perfil que a tag abre' });
    await card.getByTestId('tag-profile-name').getByText('Bruno Usuário').waitFor();
    await card.getByLabel('Abrir outro perfil').selectOption({ label: `${petName} · Animal` });
    await card.getByRole('button', { name: 'Salvar perfil da tag' }).click();
    await page.getByText('A tag agora abre o perfil escolhido.').first().waitFor();
    await card.getByTestId('tag-profile-name').getByText(petName).waitFor();
    await context.close();

    // A stranger with a phone, no session and no JavaScript: the pet's page, not Bruno's emergency card.
    const scanned = await visitorText(`/t/${tag.code}`, 'tag-pet-390');
    expect(scanned.status).toBe(200);
    expect(scanned.text).toContain(petName);
    expect(scanned.text).toContain('Se me encontrou, fale com o meu tutor');
    expect(scanned.text).toContain('Siamês');
    expect(scanned.text).not.toContain('Ver perfil de emergência');
    expect(scanned.text).not.toContain('Bruno Usuário');

    // Deleting the pet's profile: the tag falls back to the primary profile and the pet's page is gone.
    const again = await newPage(browser, { viewport: PHONE });
    await loginThroughForm(again.page, 'user');
    await again.page.goto('/user/public');
    const row = again.page.getByRole('list', { name: 'Perfis' }).getByRole('listitem', { name: petName, exact: true });
    const petUrl = (await row.getByText(/\/p\//).first().innerText()).trim();
    await row.getByRole('button', { name: `Excluir ${petName}` }).click();
    await again.page.getByRole('dialog', { name: 'Excluir perfil' }).getByRole('button', { name: 'Excluir' }).click();
    await again.page.getByText('Perfil excluído. As tags dele passaram a abrir o perfil principal.').first().waitFor();
    await again.context.close();

    expect((await visitorText(new URL(petUrl).pathname)).status).toBe(404);
    const fallback = await visitorText(`/t/${tag.code}`);
    expect(fallback.text).toContain('Bruno Usuário');
    expect(fallback.text).not.toContain(petName);

    await adminApi('DELETE', `/admin/tags/${tag.id}`);
  });

  it("the demo extinguishers' tags show the equipment, never a person's emergency card", async () => {
    for (const code of ['EXT00010', 'EXT00001']) {
      const { status, text } = await visitorText(`/t/${code}`, `tag-equipment-${code}-390`);
      expect(status).toBe(200);
      expect(text).toContain('Equipamento:');
      expect(text).toContain('Ficha técnica');
      expect(text).not.toContain('Ver perfil de emergência');
      expect(text).not.toContain('Perfil de emergência');
      expect(text).not.toContain('Tipo sanguíneo');
    }
  });
});
