import { describe, expect, it } from 'vitest';
import {
  createTagRequestSchema,
  generateTagCode,
  listTagsQuerySchema,
  TAG_STATUS_META,
  TAG_TEXTS,
  tagStatusLabel,
  updateTagRequestSchema,
} from './tags.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('tag status labels and colours (spec section 4)', () => {
  it('ACTIVE Disponível green, INACTIVE Inativa blue, LOST Perdida yellow, BROKEN Danificada red', () => {
    expect(TAG_STATUS_META).toMatchObject({
      ACTIVE: { label: 'Disponível', tone: 'green' },
      INACTIVE: { label: 'Inativa', tone: 'blue' },
      LOST: { label: 'Perdida', tone: 'yellow' },
      BROKEN: { label: 'Danificada', tone: 'red' },
    });
    expect(tagStatusLabel('LOST')).toBe('Perdida');
  });
});

describe('generated NFC code', () => {
  it('has 8 characters from A-Z and 0-9, and differs each time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateTagCode()));
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(codes.size).toBe(200);
  });
  it('starts with the prefix (upper-cased, letters and digits only, at most 4) and stays 8 long', () => {
    expect(generateTagCode('ab-')).toMatch(/^AB[A-Z0-9]{6}$/);
    expect(generateTagCode('TOOLONG')).toMatch(/^TOOL[A-Z0-9]{4}$/);
  });
});

describe('new tag (simple)', () => {
  it("the code is required ('O código NFC é obrigatório.'), trimmed and uppercased", () => {
    expect(firstMessage(createTagRequestSchema.safeParse({}))).toBe('O código NFC é obrigatório.');
    expect(firstMessage(createTagRequestSchema.safeParse({ code: '   ' }))).toBe('O código NFC é obrigatório.');
    expect(createTagRequestSchema.parse({ code: '  tag1234 ' }).code).toBe('TAG1234');
  });
  it('tag edit: Código NFC is required, as code or nfcCode', () => {
    expect(firstMessage(updateTagRequestSchema.safeParse({ status: 'ACTIVE' }))).toBe('O código NFC é obrigatório.');
    expect(updateTagRequestSchema.parse({ nfcCode: 'x1', status: 'lost' })).toEqual({ code: 'X1', status: 'LOST' });
  });
});

describe('list query', () => {
  it("reads the bracelets screen's query state; status=all means no filter", () => {
    expect(
      listTagsQuerySchema.parse({
        status: 'all',
        assigned: 'unassigned',
        type: 'b2b',
        sortBy: 'code',
        sortOrder: 'ASC',
        page: '2',
        limit: '20',
      }),
    ).toEqual({
      page: 2,
      limit: 20,
      status: undefined,
      type: 'B2B',
      assigned: 'UNASSIGNED',
      sortBy: 'code',
      sortOrder: 'asc',
    });
  });
});

describe('texts', () => {
  it('the transfer confirmation and the bulk result toast', () => {
    expect(TAG_TEXTS.transferConfirm('Ana')).toBe(
      'Esta bracelete já está atribuída a Ana. Quer transferir a propriedade?',
    );
    expect(TAG_TEXTS.bulkResult(3, 1)).toBe('Criados: 3, Erros: 1');
  });
});
