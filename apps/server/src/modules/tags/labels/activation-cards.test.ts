import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_TEXTS, activationLinkOf, LABEL_PRESETS, LABEL_TEXTS, type LabelGrid } from '@portal/shared';
import { labelSheetReader } from '../../../testing/label-sheets.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { tagTestKit, type SignedIn } from '../../../testing/tags.js';

let t: TestApp;
let kit: ReturnType<typeof tagTestKit>;
let admin: SignedIn;
const { savePdf, pdfInfo, pdfText, qrOfCell, close } = labelSheetReader('cards');

beforeAll(async () => {
  t = await createTestApp();
  kit = tagTestKit(t);
  admin = await t.createUser('ADMIN');
});
afterAll(async () => {
  close();
  await t.close();
});

/** Without PUBLIC_URL the links follow the address the request reached: app.inject's is http://localhost. */
const linkBase = 'http://localhost';
const print = (body: object, who: SignedIn | null = admin) => kit.post('/api/admin/tags/labels.pdf', who, body);
const cards = (body: object, who: SignedIn | null = admin) => print({ kind: 'activationCards', ...body }, who);
const cardGrid = LABEL_PRESETS['A4-2x5'].grid;

/** The tags' activation codes, in their order. */
const activationCodesOf = async (tags: Array<{ id: string }>) => {
  const codes = await t.app.services.tags.activationCodesOf(tags.map((tag) => tag.id));
  return tags.map((tag) => codes.get(tag.id)!);
};

describe("POST /api/admin/tags/labels.pdf, kind 'activationCards'", () => {
  it('12 cards on the default business-card sheet (2x5) with skip 3: 2 A4 pages, both codes of every tag in the text, the QR codes open the claim links', async () => {
    const { batchId, tags } = await kit.bulkImport(admin, 'CRA', 12);
    const activation = await activationCodesOf(tags);

    const res = await cards({ batchId, skip: 3 });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cartoes-de-ativacao-12.pdf"');
    const file = savePdf(res.rawPayload);
    expect(await pdfInfo(file)).toEqual({ pages: 2, size: '595.28 x 841.89 pts (A4)' });
    const text = await pdfText(file);
    tags.forEach((tag, index) => {
      expect(text).toContain(tag.code);
      expect(text).toContain(activation[index]!);
    });
    expect(text).toContain(ACTIVATION_TEXTS.scanToActivate);
    expect(text).toContain('Escaneie para ativar sua tag');
    expect(text).toContain('Código da tag');
    expect(text).toContain('Código de ativação');
    // 3 cells skipped: the first card is the 4th cell of page 1, the 12th the 5th of page 2 (3 + 12 = 15 = 10 + 5).
    const first = await qrOfCell(file, 1, cardGrid, 3);
    expect(first).toBe(activationLinkOf(linkBase, 'CRA0001', activation[0]!));
    expect(first).toBe(`http://localhost/user/tags/ativar?code=CRA0001&activation=${activation[0]}`);
    expect(await qrOfCell(file, 2, cardGrid, 4)).toBe(activationLinkOf(linkBase, 'CRA0012', activation[11]!));
    expect(await qrOfCell(file, 1, cardGrid, 2)).toBeNull();
    // Printing activates nothing.
    expect((await kit.get(`/api/admin/tags/${tags[0]!.id}`, admin)).json().assignedUserId).toBeNull();
  });

  it('the journey: a user reads the claim link off a card and claims the tag with its code and activation code', async () => {
    const { tags } = await kit.bulkImport(admin, 'CRB', 2);
    const owner = await t.createUser('USER', { name: 'Dona do Cartão' });
    const res = await cards({ ids: [tags[1]!.id] });
    expect(res.statusCode, res.body).toBe(200);

    const link = new URL((await qrOfCell(savePdf(res.rawPayload), 1, cardGrid, 0))!);
    expect(link.pathname).toBe('/user/tags/ativar');
    const claim = { code: link.searchParams.get('code')!, activationCode: link.searchParams.get('activation')! };
    expect(claim).toEqual({ code: 'CRB0002', activationCode: (await activationCodesOf([tags[1]!]))[0] });
    // The other tag's code with this card's activation code is refused: the card claims its own tag only.
    const wrongTag = await kit.post('/api/me/bracelets/claim', owner, { ...claim, code: 'CRB0001' });
    expect(wrongTag.statusCode).toBe(400);
    expect(wrongTag.json().message).toBe(ACTIVATION_TEXTS.invalid);

    const claimed = await kit.post('/api/me/bracelets/claim', owner, claim);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ id: tags[1]!.id, assignedUserId: owner.user.id });
    const mine = await kit.get('/api/me/bracelets', owner);
    expect(mine.json().items.map((tag: { code: string }) => tag.code)).toEqual(['CRB0002']);
  });

  it('cards on a label preset (3x10) and on a custom grid; a grid too small for a card is a 400 in pt-BR', async () => {
    const { tags } = await kit.bulkImport(admin, 'CRC', 1);
    const [activation] = await activationCodesOf(tags);
    const onLabels = await cards({ codes: ['crc0001'], preset: 'A4-3x10' });
    expect(onLabels.statusCode, onLabels.body).toBe(200);
    const labelsFile = savePdf(onLabels.rawPayload);
    expect(await qrOfCell(labelsFile, 1, LABEL_PRESETS['A4-3x10'].grid, 0)).toBe(
      activationLinkOf(linkBase, 'CRC0001', activation!),
    );
    expect(await pdfText(labelsFile)).toContain(activation!);

    const custom: LabelGrid = { ...cardGrid, rows: 4, labelWidthMm: 90, labelHeightMm: 60, marginLeftMm: 10 };
    const onCustom = await cards({ codes: ['CRC0001'], custom, calibration: true });
    expect(onCustom.statusCode, onCustom.body).toBe(200);
    expect(await qrOfCell(savePdf(onCustom.rawPayload), 1, custom, 0)).toBe(
      activationLinkOf(linkBase, 'CRC0001', activation!),
    );

    const tiny = await cards({ codes: ['CRC0001'], custom: { ...custom, labelWidthMm: 40, labelHeightMm: 30 } });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json()).toMatchObject({
      code: 'LABEL_TOO_SMALL',
      field: 'preset',
      message:
        'O cartão de ativação não cabe numa etiqueta de 40 x 30 mm: o QR code precisa de pelo menos 15 mm, além dos dois códigos. Escolha um modelo maior, como o de cartões de visita (2 x 5).',
    });
    const skip = await cards({ codes: ['CRC0001'], skip: 10 });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().message).toBe(LABEL_TEXTS.skipTooMany(10));
    const kind = await print({ codes: ['CRC0001'], kind: 'cartoes' });
    expect(kind.statusCode).toBe(400);
  });

  it('a user (403), a technician (403) and an anonymous caller (401) print no cards', async () => {
    const { batchId } = await kit.bulkImport(admin, 'CRD', 1);
    for (const role of ['USER', 'TECHNICIAN'] as const) {
      const res = await cards({ batchId }, await t.createUser(role));
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    expect((await cards({ batchId }, null)).statusCode).toBe(401);
  });
});

describe("POST /api/admin/tags/labels.pdf, the field 'activationCode'", () => {
  it("prints 'Ativação: XXXXXXXX' under each label's code, only when asked", async () => {
    const { batchId, tags } = await kit.bulkImport(admin, 'CRE', 3);
    const activation = await activationCodesOf(tags);
    const res = await print({ batchId, fields: ['qr', 'code', 'activationCode'] });
    expect(res.statusCode, res.body).toBe(200);
    const file = savePdf(res.rawPayload);
    const text = await pdfText(file);
    for (const code of activation) expect(text).toContain(`Ativação: ${code}`);
    expect(text).toContain(LABEL_TEXTS.activationLine(activation[2]!));
    // The label's QR code still opens the tag's public page, never the claim link.
    expect(await qrOfCell(file, 1, LABEL_PRESETS['A4-3x10'].grid, 0)).toBe(`${linkBase}/t/CRE0001`);

    const without = await print({ batchId, fields: ['qr', 'code', 'type'] });
    const plain = await pdfText(savePdf(without.rawPayload));
    expect(plain).toContain('CRE0001');
    expect(plain).not.toContain('Ativação');
    for (const code of activation) expect(plain).not.toContain(code);
    expect((await print({ batchId, fields: ['activationCode'] }, await t.createUser('USER'))).statusCode).toBe(403);
  });
});
