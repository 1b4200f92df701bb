import { describe, expect, it } from 'vitest';
import {
  BULK_COLUMNS,
  BULK_TEMPLATE_FILENAME,
  bulkTemplateCsv,
  decodeBulkFile,
  detectDelimiter,
  parseBulkInput,
  parseDocumentsCell,
  parseMaintenanceCell,
} from './bulk-import.js';
import { normalizeBulkItem } from './bulk-item.js';

const messages = (text: string) => parseBulkInput(text).errors.map((error) => error.message);

describe('bulk import: formats', () => {
  it('reads a JSON array of items; defaults type B2B and physical type NFC; an empty code means automatic', () => {
    const result = parseBulkInput(
      JSON.stringify([
        { code: 'abc1', type: 'b2c', physicalType: 'qr', meta: { nickname: 'Ana' } },
        { code: '', serialNumber: 'SN-2' },
      ]),
    );
    expect(result.format).toBe('json');
    expect(result.errors).toEqual([]);
    expect(result.items).toEqual([
      { line: 1, code: 'ABC1', type: 'B2C', physicalType: 'QR', meta: { nickname: 'Ana', physicalType: 'QR' } },
      { line: 2, type: 'B2B', physicalType: 'NFC', meta: { serialNumber: 'SN-2', physicalType: 'NFC' } },
    ]);
  });

  it('reads { items: [...] } too, and refuses broken JSON with a pt-BR message', () => {
    expect(parseBulkInput('{"items":[{"code":"X1"}]}').items.map((item) => item.code)).toEqual(['X1']);
    expect(messages('[{"code": "X1",]')).toEqual(['JSON inválido. Use uma lista de itens ou um CSV.']);
  });

  it('reads CSV with a semicolon (pt-BR spreadsheets) or a comma, with a header, the header being line 1', () => {
    const semicolon = parseBulkInput('code;type;physicalType;status;location\nT1;B2B;NFC;active;"-23.55, -46.63"\n');
    expect(semicolon).toMatchObject({ format: 'csv', delimiter: ';', hasHeader: true, errors: [] });
    expect(semicolon.items).toEqual([
      {
        line: 2,
        code: 'T1',
        type: 'B2B',
        physicalType: 'NFC',
        status: 'ACTIVE',
        meta: { location: '-23.55, -46.63', physicalType: 'NFC' },
      },
    ]);
    const comma = parseBulkInput('code,type,status\nT2,B2C,LOST\nT3,,\n');
    expect(comma.delimiter).toBe(',');
    expect(comma.items.map((item) => [item.line, item.code, item.type, item.status])).toEqual([
      [2, 'T2', 'B2C', 'LOST'],
      [3, 'T3', 'B2B', undefined],
    ]);
  });

  it('detects the delimiter outside quotes: the most frequent of ; , and tab', () => {
    expect(detectDelimiter('code;location\nA;"-1, -2"')).toBe(';');
    expect(detectDelimiter('"a;b",c,d\n')).toBe(',');
    expect(detectDelimiter('code\ttype\n')).toBe('\t');
    expect(detectDelimiter('\n\nSOZINHO\n')).toBe(',');
  });

  it('reads CSV without a header in the template column order', () => {
    const result = parseBulkInput('T4;B2C;QR;INACTIVE;SN-4;Modelo X\nT5;B2B\n');
    expect(result.hasHeader).toBe(false);
    expect(result.items[0]).toEqual({
      line: 1,
      code: 'T4',
      type: 'B2C',
      physicalType: 'QR',
      status: 'INACTIVE',
      meta: { serialNumber: 'SN-4', model: 'Modelo X', physicalType: 'QR' },
    });
    expect(result.items[1]).toMatchObject({ line: 2, code: 'T5', type: 'B2B' });
    expect(BULK_COLUMNS.slice(0, 4)).toEqual(['code', 'type', 'physicalType', 'status']);
  });

  it('ignores a UTF-8 BOM and understands Portuguese headers with accents', () => {
    const result = parseBulkInput(
      '\uFEFFCódigo;Tipo;Número de série;Próxima manutenção;Observações;Coluna extra\nP1;B2B;SN-9;2026-01-02;Sala 3;x\n',
    );
    expect(result.errors).toEqual([]);
    expect(result.items[0]).toEqual({
      line: 2,
      code: 'P1',
      type: 'B2B',
      physicalType: 'NFC',
      notes: 'Sala 3',
      meta: { serialNumber: 'SN-9', nextService: '2026-01-02', physicalType: 'NFC' },
    });
    expect(result.ignoredColumns).toEqual(['Coluna extra']);
  });

  it('decodes an uploaded file as UTF-8 (with or without BOM), or Windows-1252 when it is not UTF-8', () => {
    const utf8 = new TextEncoder().encode('\uFEFFcode;notes\nA;Manutenção\n');
    expect(decodeBulkFile(utf8)).toBe('code;notes\nA;Manutenção\n');
    const latin1 = Uint8Array.from(
      [...'code;notes\nA;Manuten'].map((c) => c.charCodeAt(0)).concat([0xe7, 0xe3, 0x6f, 0x0a]),
    );
    expect(decodeBulkFile(latin1)).toBe('code;notes\nA;Manutenção\n');
    expect(parseBulkInput(decodeBulkFile(latin1)).items[0]!.notes).toBe('Manutenção');
  });

  it('turns maintenance and documents cells into lists, and a meta column into meta', () => {
    expect(parseMaintenanceCell('2025-01-10: Recarga | 2025-06-01 Inspeção visual|2025-07-01')).toEqual([
      { date: '2025-01-10', description: 'Recarga' },
      { date: '2025-06-01', description: 'Inspeção visual' },
      { date: '2025-07-01', description: '' },
    ]);
    expect(parseDocumentsCell('Manual: https://a.com/m.pdf | https://b.com/x?y=1 | Laudo = http://c.com')).toEqual([
      { label: 'Manual', url: 'https://a.com/m.pdf' },
      { label: '', url: 'https://b.com/x?y=1' },
      { label: 'Laudo', url: 'http://c.com' },
    ]);
    const result = parseBulkInput(
      'code;maintenance;documents;meta\nM1;2025-01-10: Recarga;Manual: https://a.com/m.pdf;"{""color"":""#FF0000""}"\n',
    );
    expect(result.items[0]!.meta).toEqual({
      color: '#FF0000',
      maintenance: [{ date: '2025-01-10', description: 'Recarga' }],
      documents: [{ label: 'Manual', url: 'https://a.com/m.pdf' }],
      physicalType: 'NFC',
    });
  });

  it('accepts the DD/MM/YYYY dates pt-BR spreadsheets write and stores YYYY-MM-DD', () => {
    expect(
      parseBulkInput('code;nextService;maintenance\nD1;15/03/2026;01/02/2025: Recarga\n').items[0]!.meta,
    ).toMatchObject({
      nextService: '2026-03-15',
      maintenance: [{ date: '2025-02-01', description: 'Recarga' }],
    });
  });

  it('the template modelo_bulk_tags.csv parses without errors', () => {
    expect(BULK_TEMPLATE_FILENAME).toBe('modelo_bulk_tags.csv');
    const result = parseBulkInput(bulkTemplateCsv('ABCD2345'));
    expect(result.errors).toEqual([]);
    expect(result.items).toHaveLength(2);
    expect(result.items[0]!.meta).toMatchObject({ serialNumber: 'SN-000123', nextService: '2026-03-15' });
    expect(result.items[1]!.code).toBe('ABCD2345');
  });

  it("the template's example code is fresh each time (never the demo data's PULS0001) and the B2B line's is empty", () => {
    const codes = [bulkTemplateCsv(), bulkTemplateCsv()].map((csv) => parseBulkInput(csv).items.map((i) => i.code));
    expect(codes[0]![0]).toBeUndefined();
    expect(codes[0]![1]).toMatch(/^[A-Z0-9]{8}$/);
    expect(codes[0]![1]).not.toBe(codes[1]![1]);
    expect(codes.flat()).not.toContain('PULS0001');
  });
});

describe("bulk import: 'Linha N: ...' messages", () => {
  it("status must be ACTIVE, INACTIVE, LOST or BROKEN (any case): 'Linha N: status inválido ... Use ACTIVE, INACTIVE, LOST ou BROKEN.'", () => {
    expect(messages('code;status\nA;active\nB;Perdida\n')).toEqual([
      'Linha 3: status inválido "Perdida". Use ACTIVE, INACTIVE, LOST ou BROKEN.',
    ]);
  });

  it("nextService must be YYYY-MM-DD: 'Linha N: nextService deve estar no formato YYYY-MM-DD.'", () => {
    expect(messages('code;nextService\nA;2026-02-30\nB;amanhã\nC;2026-02-28T10:00\n')).toEqual([
      'Linha 2: nextService deve estar no formato YYYY-MM-DD.',
      'Linha 3: nextService deve estar no formato YYYY-MM-DD.',
    ]);
  });

  it("each maintenance date must be YYYY-MM-DD: 'Linha N: maintenance[i].date ...'", () => {
    expect(
      messages(
        JSON.stringify([
          { code: 'A', meta: { maintenance: [{ date: '2025-01-01' }, { date: '2025-13-01', note: 'x' }] } },
        ]),
      ),
    ).toEqual(['Linha 1: maintenance[1].date deve estar no formato YYYY-MM-DD.']);
  });

  it('type, physical type, document URLs and repeated codes are checked too; the good rows stay', () => {
    const result = parseBulkInput(
      'code;type;physicalType;documents\nA;B2X;NFC;\nB;B2B;RFID;\nC;B2B;NFC;Manual: ftp://x\nD;B2B;NFC;\nd;B2B;NFC;\n',
    );
    expect(result.errors.map((error) => error.message)).toEqual([
      'Linha 2: tipo inválido "B2X". Use B2C ou B2B.',
      'Linha 3: physicalType inválido "RFID". Use NFC, QR ou BLE.',
      'Linha 4: URL inválida (use http ou https)',
      'Linha 6: código D repetido no arquivo.',
    ]);
    expect(result.items.map((item) => item.code)).toEqual(['D']);
  });

  it("notes must be text ('Linha N: notes deve ser um texto.'); NUL characters are dropped from it", () => {
    expect(normalizeBulkItem({ code: 'N1', notes: { a: 1 } }, 4).errors).toEqual([
      { line: 4, code: 'N1', message: 'Linha 4: notes deve ser um texto.' },
    ]);
    expect(normalizeBulkItem({ code: 'N2', notes: 'cai\u0000xa 3' }, 5).item?.notes).toBe('caixa 3');
    expect(normalizeBulkItem({ code: 'N3', notes: 12 }, 6).item?.notes).toBe('12');
  });

  it('an item that is not an object is an error of its own line', () => {
    expect(normalizeBulkItem('texto', 7).errors).toEqual([{ line: 7, message: 'Linha 7: o item deve ser um objeto.' }]);
  });

  it('takes only the first 500 items and says how many were left out', () => {
    const rows = Array.from({ length: 503 }, (_, i) => `C${i};B2B`).join('\n');
    const result = parseBulkInput(`code;type\n${rows}\n`);
    expect(result).toMatchObject({ totalCount: 503, truncated: true, ignoredCount: 3 });
    expect(result.items).toHaveLength(500);
    expect(result.items.at(-1)!.code).toBe('C499');
  });

  it('empty input is an error', () => {
    expect(messages('  \n ')).toEqual(['Nenhum item encontrado. Cole um CSV ou JSON, ou envie um arquivo.']);
  });
});
