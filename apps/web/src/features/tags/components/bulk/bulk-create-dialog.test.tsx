import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { listOf, routes, tagFixture } from '../../testing/tag-fixtures';
import { BraceletsScreen } from '../bracelets/bracelets-screen';
import { findOpenDialog } from '@/testing/dialogs';

function api(bulk: FetchHandler = () => jsonResponse(200, {})): FetchHandler {
  return routes({
    'GET /api/admin/bracelets': () => jsonResponse(200, listOf([tagFixture()])),
    'POST /api/admin/bracelets/bulk': bulk,
  });
}

async function openBulk() {
  signInAs('admin');
  const utils = renderRoute(<BraceletsScreen />, { path: '/admin/bracelets' });
  await utils.user.click(await screen.findByRole('button', { name: 'Criar em lote' }));
  const dialog = await findOpenDialog('Criar tags em lote');
  return { ...utils, dialog };
}

/** Pastes text into the textarea at once (typing 500 rows key by key would be slow and prove nothing more). */
const paste = (dialog: ReturnType<typeof within>, text: string) =>
  fireEvent.change(dialog.getByLabelText('Conteúdo CSV ou JSON'), { target: { value: text } });

const bulkPosts = (requests: ReturnType<typeof stubFetch>['requests']) =>
  requests.filter((r) => r.path === '/api/admin/bracelets/bulk');

describe('bulk creation dialog', () => {
  beforeEach(stubResizeObserver);

  it('blocks sending while any line has an error, and shows only the first 10 errors', async () => {
    const { requests } = stubFetch(api());
    const { dialog } = await openBulk();
    // A semicolon CSV with a header: 12 rows with a bad status, one good row.
    const bad = Array.from({ length: 12 }, (_, i) => `BAD${String(i).padStart(4, '0')};B2B;NFC;QUEBRADA`);
    paste(dialog, ['code;type;physicalType;status', 'GOOD0001;B2C;QR;ACTIVE', ...bad].join('\n'));

    const errors = await dialog.findByRole('list', { name: 'Erros' });
    const shown = within(errors).getAllByRole('listitem');
    expect(shown).toHaveLength(10);
    expect(shown[0]).toHaveTextContent('Linha 3: status inválido "QUEBRADA". Use ACTIVE, INACTIVE, LOST ou BROKEN.');
    expect(shown[9]).toHaveTextContent(/^Linha 12: /);
    expect(dialog.getByText('e mais 2 erros.')).toBeInTheDocument();
    expect(dialog.getByText('1 item válido')).toBeInTheDocument();

    const send = dialog.getByRole('button', { name: 'Criar 1 tag' });
    expect(send).toBeDisabled();
    fireEvent.click(send);
    expect(bulkPosts(requests)).toHaveLength(0);
  });

  it('a clean semicolon CSV from a pt-BR spreadsheet (BOM, header, DD/MM/YYYY) is previewed and sent; the result is summed up', async () => {
    const { requests } = stubFetch(
      api((request) => {
        const items = (request.body as { items: unknown[] }).items;
        return jsonResponse(200, {
          createdCount: items.length,
          errorCount: 0,
          items: [],
          errors: [],
          receivedCount: items.length,
          truncated: false,
          ignoredCount: 0,
          message: '',
        });
      }),
    );
    const { dialog, user } = await openBulk();
    const csv =
      '\uFEFFcódigo;tipo;tipo físico;status;número de série;modelo;próxima manutenção\r\n;B2B;NFC;active;SN-1;Extintor;15/03/2026\r\nPULS0100;B2C;QR;;;;\r\n';
    await user.upload(dialog.getByLabelText('Arquivo CSV ou JSON'), new File([csv], 'lote.csv', { type: 'text/csv' }));

    const preview = await dialog.findByRole('table', { name: 'Pré-visualização' });
    expect(dialog.getByText('Arquivo: lote.csv')).toBeInTheDocument();
    expect(dialog.getByText(/CSV separado por ponto e vírgula, com cabeçalho/)).toBeInTheDocument();
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('automático');
    expect(rows[0]).toHaveTextContent('Disponível');
    expect(rows[1]).toHaveTextContent('PULS0100');

    await user.click(dialog.getByRole('button', { name: 'Criar 2 tags' }));
    await waitFor(() => expect(bulkPosts(requests)).toHaveLength(1));
    expect(bulkPosts(requests)[0]!.body).toEqual({
      items: [
        {
          line: 2,
          type: 'B2B',
          physicalType: 'NFC',
          status: 'ACTIVE',
          meta: { serialNumber: 'SN-1', model: 'Extintor', nextService: '2026-03-15', physicalType: 'NFC' },
        },
        { line: 3, code: 'PULS0100', type: 'B2C', physicalType: 'QR', meta: { physicalType: 'QR' } },
      ],
    });
    expect(await screen.findByText('Criados: 2, Erros: 0')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Criar tags em lote' })).not.toBeInTheDocument());
  });

  it('a comma CSV without header and a JSON list are understood too; only the first 20 items are previewed', async () => {
    stubFetch(api());
    const { dialog } = await openBulk();
    paste(dialog, Array.from({ length: 25 }, (_, i) => `C${String(i).padStart(4, '0')},B2C,NFC`).join('\n'));
    expect(await dialog.findByText(/CSV separado por vírgula, sem cabeçalho/)).toBeInTheDocument();
    expect(dialog.getByText('Pré-visualização (20 de 25)')).toBeInTheDocument();
    expect(within(dialog.getByRole('table', { name: 'Pré-visualização' })).getAllByRole('row')).toHaveLength(21);

    paste(dialog, JSON.stringify([{ code: 'json0001', type: 'b2b', serialNumber: 'SN-9' }]));
    expect(await dialog.findByText(/· JSON/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Criar 1 tag' })).toBeEnabled();
    expect(within(dialog.getByRole('table', { name: 'Pré-visualização' })).getByText('JSON0001')).toBeInTheDocument();
  });

  it('after a partly failed send only the failed lines can be sent again; a created line is never resent', async () => {
    let answer = jsonResponse(200, {
      createdCount: 2,
      errorCount: 1,
      items: [],
      errors: [
        {
          line: 4,
          code: 'PULS0001',
          message: 'Linha 4: código PULS0001 já existente. Deixe o código vazio para gerar automático.',
        },
      ],
      receivedCount: 3,
      truncated: false,
      ignoredCount: 0,
      message: 'Criados: 2, Erros: 1',
    });
    const { requests } = stubFetch(api(() => answer));
    const { dialog, user } = await openBulk();
    // Line 2 has no code (generated by the server): sent twice it would make a second tag.
    paste(dialog, 'code;type\n;B2B\nNOVA0001;B2C\nPULS0001;B2C');
    await user.click(await dialog.findByRole('button', { name: 'Criar 3 tags' }));
    expect(await screen.findByText('Criados: 2, Erros: 1')).toBeInTheDocument();
    expect(
      await dialog.findByText('Linha 4: código PULS0001 já existente. Deixe o código vazio para gerar automático.'),
    ).toBeInTheDocument();
    expect(dialog.getByText(/2 linhas já criadas não serão enviadas de novo/)).toBeInTheDocument();
    // Only the failed line is left to send.
    expect(dialog.queryByRole('button', { name: 'Criar 3 tags' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Criar 1 tag' })).toBeEnabled();

    // The failed line fixed (its code emptied): still only that line goes, and the dialog closes on success.
    paste(dialog, 'code;type\n;B2B\nNOVA0001;B2C\n;B2C');
    answer = jsonResponse(200, {
      createdCount: 1,
      errorCount: 0,
      items: [],
      errors: [],
      receivedCount: 1,
      truncated: false,
      ignoredCount: 0,
      message: 'Criados: 1, Erros: 0',
    });
    await user.click(await dialog.findByRole('button', { name: 'Criar 1 tag' }));
    await waitFor(() => expect(bulkPosts(requests)).toHaveLength(2));
    expect(bulkPosts(requests)[0]!.body).toMatchObject({ items: [{ line: 2 }, { line: 3 }, { line: 4 }] });
    expect(bulkPosts(requests)[1]!.body).toEqual({
      items: [{ line: 4, type: 'B2C', physicalType: 'NFC', meta: { physicalType: 'NFC' } }],
    });
    expect(await screen.findByText('Criados: 1, Erros: 0')).toBeInTheDocument();
  });

  it('a failed line sent again unchanged goes alone: the created line stays out', async () => {
    const { requests } = stubFetch(
      api(() =>
        jsonResponse(200, {
          createdCount: 1,
          errorCount: 1,
          items: [],
          errors: [{ line: 3, code: 'PULS0001', message: 'Linha 3: código PULS0001 já existente.' }],
          receivedCount: 2,
          truncated: false,
          ignoredCount: 0,
          message: 'Criados: 1, Erros: 1',
        }),
      ),
    );
    const { dialog, user } = await openBulk();
    paste(dialog, 'code;type\nNOVA0001;B2C\nPULS0001;B2C');
    await user.click(await dialog.findByRole('button', { name: 'Criar 2 tags' }));
    expect(await screen.findByText('Criados: 1, Erros: 1')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Criar 1 tag' }));
    await waitFor(() => expect(bulkPosts(requests)).toHaveLength(2));
    expect(bulkPosts(requests)[1]!.body).toMatchObject({ items: [{ line: 3, code: 'PULS0001' }] });
  });

  describe('template', () => {
    const created: Blob[] = [];
    beforeEach(() => {
      // jsdom has no object URLs: record the Blob the download is made from.
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (created.push(blob), 'blob:modelo'),
        revokeObjectURL: () => {},
      });
    });
    afterEach(() => {
      created.length = 0;
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it('downloads modelo_bulk_tags.csv: UTF-8 with BOM, semicolon header, and it parses clean', async () => {
      stubFetch(api());
      const clicks: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicks.push(this.download);
      });
      const { dialog, user } = await openBulk();
      await user.click(dialog.getByRole('button', { name: /Baixar modelo/ }));
      expect(clicks).toEqual(['modelo_bulk_tags.csv']);
      const bytes = await new Promise<Uint8Array>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
        reader.readAsArrayBuffer(created[0]!);
      });
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      expect(text.charCodeAt(0)).toBe(0xfeff);
      expect(text.slice(1).split('\r\n')[0]).toBe(
        'code;type;physicalType;status;serialNumber;model;details;location;nextService;maintenance;documents;notes',
      );

      // A fresh example code, not the demo data's PULS0001 (the template must work as shipped).
      const example = text.slice(1).split('\r\n')[2]!.split(';')[0]!;
      expect(example).toMatch(/^[A-Z0-9]{8}$/);
      expect(example).not.toBe('PULS0001');
      paste(dialog, text);
      expect(await dialog.findByText('2 itens válidos')).toBeInTheDocument();
      expect(dialog.queryByRole('list', { name: 'Erros' })).not.toBeInTheDocument();
    });
  });
});
