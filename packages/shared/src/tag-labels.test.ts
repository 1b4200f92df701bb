import { describe, expect, it } from 'vitest';
import {
  fitsNtag213,
  gridExtentMm,
  labelGridOf,
  LABEL_PRESETS,
  labelsRequestSchema,
  ndefMessageBytes,
  ndefUriRecordBytes,
} from './tag-labels.js';
import { ndefBytes } from './lost-mode.js';

describe('label presets', () => {
  it.each(Object.entries(LABEL_PRESETS))('%s fills the A4 sheet as its maker measures it', (_, preset) => {
    const { width, height } = gridExtentMm(preset.grid);
    // With right and bottom margins equal to the left and top ones the grid is the whole sheet (3x10 is centred),
    // within the makers' rounding (Pimaco gives 7.2 mm for 7.25).
    expect(Math.abs(width + preset.grid.marginLeftMm - 210)).toBeLessThan(0.11);
    expect(Math.abs(height + preset.grid.marginTopMm - 297)).toBeLessThan(0.11);
  });
});

describe('labelsRequestSchema', () => {
  it('defaults to the QR code and the code, no skip, no calibration; fields keep the printing order', () => {
    const parsed = labelsRequestSchema.parse({ codes: ['A1'], fields: ['type', 'code'] });
    expect(parsed).toMatchObject({ skip: 0, calibration: false, fields: ['code', 'type'] });
    expect(labelsRequestSchema.parse({ codes: ['A1'] }).fields).toEqual(['qr', 'code']);
  });

  it('refuses a custom grid that passes the A4 sheet, in mm and in Portuguese', () => {
    const result = labelsRequestSchema.safeParse({
      codes: ['A1'],
      custom: {
        rows: 2,
        columns: 2,
        labelWidthMm: 100,
        labelHeightMm: 50,
        marginTopMm: 0,
        marginLeftMm: 5,
        gapXMm: 10,
        gapYMm: 0,
      },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'A grade não cabe na folha A4: margem, etiquetas e espaços somam 215 mm de largura (máximo 210 mm).',
    ]);
  });

  it('asks for one selection and a first-sheet skip below the sheet size', () => {
    expect(labelsRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Escolha as tags por um só critério: ids, codes ou batchId.',
    );
    expect(labelsRequestSchema.safeParse({ codes: ['A1'], skip: 30 }).error?.issues[0]?.message).toBe(
      'Pule no máximo 29 etiquetas: a folha escolhida tem 30.',
    );
    expect(labelsRequestSchema.safeParse({ codes: ['A1'], skip: 29 }).success).toBe(true);
  });

  it('prints labels unless asked for activation cards, whose sheet is the 2x5 business-card stock by default', () => {
    expect(labelsRequestSchema.parse({ codes: ['A1'] }).kind).toBe('labels');
    const cards = { codes: ['A1'], kind: 'activationCards' };
    expect(labelGridOf(labelsRequestSchema.parse(cards))).toEqual(LABEL_PRESETS['A4-2x5'].grid);
    expect(labelsRequestSchema.safeParse({ ...cards, skip: 10 }).error?.issues[0]?.message).toBe(
      'Pule no máximo 9 etiquetas: a folha escolhida tem 10.',
    );
    expect(labelsRequestSchema.safeParse({ ...cards, preset: 'A4-3x10', skip: 10 }).success).toBe(true);
  });
});

describe('NDEF sizes for encoders', () => {
  it("abbreviates the URI record's prefix (https://www. is one byte) and adds the text record when there is text", () => {
    expect(ndefUriRecordBytes('https://www.x.io/t/A')).toBe(4 + 1 + 'x.io/t/A'.length);
    expect(ndefUriRecordBytes('https://portal.com.br/t/PULS0001')).toBe(4 + 1 + 'portal.com.br/t/PULS0001'.length);
    expect(ndefMessageBytes('http://a/t/B', '')).toBe(4 + 1 + 'a/t/B'.length);
    expect(ndefMessageBytes('http://a/t/B', 'Ana')).toBe(4 + 1 + 5 + ndefBytes('Ana'));
  });

  it("fits an NTAG213's 144 bytes with its TLV (type, length, terminator): 141 bytes fit, 142 do not", () => {
    expect(fitsNtag213(141)).toBe(true);
    expect(fitsNtag213(142)).toBe(false);
  });
});
