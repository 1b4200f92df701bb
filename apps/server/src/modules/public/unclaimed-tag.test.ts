import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../testing/clients.js';
import { sharedTestApp } from '../../testing/test-app.js';
import type { SignedIn } from '../../testing/requests.js';

const t = sharedTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await t.createUser('ADMIN');
});

const actor = () => ({ id: admin.user.id, name: 'Admin', role: 'ADMIN' as const });
const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0 Chrome/120.0' } });

describe('A new tag says what it is (issue 43, item 3)', () => {
  it("a printed, unclaimed tag's /t says 'Tag ainda não ativada', what it is for and 'Ativar esta tag' with its code", async () => {
    await t.app.services.tags.createTag({ code: 'NOVA0001', type: 'B2C', physicalType: 'NFC' }, actor());

    const res = await get('/t/nova0001');

    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<h1 id="tag-unclaimed-title">Tag ainda não ativada</h1>');
    expect(html).toContain('ainda não está ligada a ninguém. Depois de ativada, quem tocar o celular nela');
    expect(html).toContain('É sua? Ative-a com o código de ativação impresso no cartão que veio na embalagem.');
    expect(html).toContain('<a class="btn big" href="/user/tags/ativar?code=NOVA0001">Ativar esta tag</a>');
    for (const text of ['Disponível', 'Inativa', '>B2C<', 'Sem informações técnicas'])
      expect(html, text).not.toContain(text);
  });

  it('once it has an owner, the same /t is the tag of its profile; an unowned B2B tag keeps its technical sheet', async () => {
    const tag = await t.app.services.tags.createTag({ code: 'NOVA0002', type: 'B2C', physicalType: 'NFC' }, actor());
    const owner = await createClient(t, admin, 'dona-nova@teste.com', {
      name: 'Dona Nova',
      publicPageSlug: 'dona-nova',
    });
    await t.app.services.tags.assign(tag.id, { userId: owner.user.id, conflictMode: 'BLOCK' }, actor());
    const owned = (await get('/t/NOVA0002')).body;
    expect(owned).not.toContain('Tag ainda não ativada');
    expect(owned).toContain('Dona Nova');

    await t.app.services.tags.createTag(
      { code: 'EQUIP001', type: 'B2B', physicalType: 'NFC', status: 'ACTIVE', meta: { serialNumber: 'SN-EQ-1' } },
      actor(),
    );
    const equipment = (await get('/t/EQUIP001')).body;
    expect(equipment).not.toContain('Tag ainda não ativada');
    expect(equipment).toContain('SN-EQ-1');
  });

  it('reads in the visitor’s language: English and Spanish say the same', async () => {
    await t.app.services.tags.createTag({ code: 'NOVA0003', type: 'B2C', physicalType: 'NFC' }, actor());
    expect((await get('/t/NOVA0003?lang=en')).body).toContain('>Activate this tag</a>');
    expect((await get('/t/NOVA0003?lang=es')).body).toContain('>Activar esta etiqueta</a>');
  });
});
