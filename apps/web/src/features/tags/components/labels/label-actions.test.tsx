import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LABEL_TEXTS } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { captureDownloads, stubResizeObserver } from '@/testing/fixtures/browser';
import { fill } from '@/testing/fill';
import { routes, tagFixture } from '../../testing/tag-fixtures';
import { BraceletsScreen } from '../bracelets/bracelets-screen';
import { TagsScreen } from '../tags-screen';

const first = tagFixture({ id: 'aaaaaaaa-0000-4000-8000-000000000001', code: 'ETQ00001' });
const second = tagFixture({ id: 'aaaaaaaa-0000-4000-8000-000000000002', code: 'ETQ00002' });
const pagination = { page: 1, limit: 20, total: 2, totalPages: 1 };
const pdf = () => new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), { status: 200 });

function api(extra: Record<string, FetchHandler> = {}): FetchHandler {
  return routes({
    'GET /api/admin/bracelets': () => jsonResponse(200, { items: [first, second], pagination }),
    'GET /api/admin/tags': () => jsonResponse(200, { tags: [first, second], pagination }),
    'GET /api/admin/tags/stats': () =>
      jsonResponse(200, { total: 2, active: 0, inactive: 2, blocked: 0, lost: 0, assigned: 0, unassigned: 2 }),
    'POST /api/admin/tags/labels.pdf': pdf,
    'GET /api/admin/tags/export.csv': () => new Response('\uFEFFcode;url', { status: 200 }),
    ...extra,
  });
}

let saved: string[] = [];
beforeEach(() => {
  stubResizeObserver();
  saved = captureDownloads();
});

/** A field's value replaced (the dialog starts with the 3x10 stock's measures). */
async function replace(user: Parameters<typeof fill>[0], field: HTMLElement, text: string) {
  await user.clear(field);
  await fill(user, field, text);
}

function renderBracelets() {
  signInAs('admin');
  return renderRoute(<BraceletsScreen />, { path: '/admin/bracelets', initialEntry: '/admin/bracelets' });
}

describe('labels and the encoder export of chosen tags', () => {
  it("bracelets: two rows chosen, 'Imprimir etiquetas' sends their ids with the preset, skip and fields; the PDF is saved", async () => {
    const { requests } = stubFetch(api());
    const { user } = renderBracelets();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('checkbox', { name: 'Selecionar ETQ00002' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Selecionar ETQ00001' }));
    expect(screen.getByText('2 tags selecionadas')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: LABEL_TEXTS.print }));
    const dialog = await screen.findByRole('dialog', { name: LABEL_TEXTS.print });
    expect(within(dialog).getByText(LABEL_TEXTS.printDescription(2))).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(LABEL_TEXTS.layoutLabel), 'A4-2x7');
    await replace(user, within(dialog).getByLabelText(LABEL_TEXTS.skipLabel), '3');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tipo' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Código de ativação' }));
    await user.click(within(dialog).getByRole('checkbox', { name: LABEL_TEXTS.calibrationLabel }));
    await user.click(within(dialog).getByRole('button', { name: LABEL_TEXTS.generate }));

    await waitFor(() => expect(saved).toEqual(['etiquetas.pdf']));
    const sent = requests.find((request) => request.path === '/api/admin/tags/labels.pdf')!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('authorization')).toMatch(/^Bearer /);
    expect(sent.body).toEqual({
      ids: [second.id, first.id],
      kind: 'labels',
      preset: 'A4-2x7',
      skip: 3,
      fields: ['qr', 'code', 'type', 'activationCode'],
      calibration: true,
    });
    expect(await screen.findByText(LABEL_TEXTS.downloaded)).toBeInTheDocument();
  });

  it("'Cartões de ativação': the business-card sheet, no label fields; sends kind activationCards and saves the cards", async () => {
    const { requests } = stubFetch(api());
    const { user } = renderBracelets();
    await user.click(within(await screen.findByRole('table')).getByRole('checkbox', { name: 'Selecionar ETQ00001' }));
    await user.click(screen.getByRole('button', { name: LABEL_TEXTS.print }));
    const dialog = await screen.findByRole('dialog', { name: LABEL_TEXTS.print });
    expect(within(dialog).getByRole('radio', { name: 'Etiquetas' })).toBeChecked();
    expect(within(dialog).getByLabelText(LABEL_TEXTS.layoutLabel)).toHaveValue('A4-3x10');

    await user.click(within(dialog).getByRole('radio', { name: 'Cartões de ativação' }));
    expect(
      within(dialog).getByText('1 cartão de ativação em folhas A4, com o link de ativação de cada tag.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(LABEL_TEXTS.cardsHint)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(LABEL_TEXTS.layoutLabel)).toHaveValue('A4-2x5');
    expect(within(dialog).queryByRole('checkbox', { name: 'Código de ativação' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(LABEL_TEXTS.fieldsLegend)).not.toBeInTheDocument();
    await replace(user, within(dialog).getByLabelText(LABEL_TEXTS.skipLabel), '2');
    await user.click(within(dialog).getByRole('button', { name: LABEL_TEXTS.generate }));

    await waitFor(() => expect(saved).toEqual(['cartoes-de-ativacao.pdf']));
    const sent = requests.find((request) => request.path === '/api/admin/tags/labels.pdf')!;
    expect(sent.body).toEqual({
      ids: [first.id],
      kind: 'activationCards',
      preset: 'A4-2x5',
      skip: 2,
      calibration: false,
    });
    expect(await screen.findByText(LABEL_TEXTS.cardsDownloaded)).toBeInTheDocument();
  });

  it("the server's refusal of a sheet too small for a card shows under the sheet's choice", async () => {
    const message = LABEL_TEXTS.cardDoesNotFit(40, 30);
    stubFetch(
      api({
        'POST /api/admin/tags/labels.pdf': () =>
          jsonResponse(400, { code: 'LABEL_TOO_SMALL', message, field: 'preset' }),
      }),
    );
    const { user } = renderBracelets();
    await user.click(within(await screen.findByRole('table')).getByRole('checkbox', { name: 'Selecionar ETQ00001' }));
    await user.click(screen.getByRole('button', { name: LABEL_TEXTS.print }));
    const dialog = await screen.findByRole('dialog', { name: LABEL_TEXTS.print });
    await user.click(within(dialog).getByRole('radio', { name: 'Cartões de ativação' }));
    await user.selectOptions(within(dialog).getByLabelText(LABEL_TEXTS.layoutLabel), 'A4-3x10');
    await user.click(within(dialog).getByRole('button', { name: LABEL_TEXTS.generate }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(LABEL_TEXTS.layoutLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  it('a custom grid wider than A4 and a skip past the sheet are refused in the dialog, nothing is sent', async () => {
    const { requests } = stubFetch(api());
    const { user } = renderBracelets();
    await user.click(within(await screen.findByRole('table')).getByRole('checkbox', { name: LABEL_TEXTS.selectPage }));
    await user.click(screen.getByRole('button', { name: LABEL_TEXTS.print }));
    const dialog = await screen.findByRole('dialog', { name: LABEL_TEXTS.print });
    await user.selectOptions(within(dialog).getByLabelText(LABEL_TEXTS.layoutLabel), 'custom');
    await replace(user, within(dialog).getByLabelText(LABEL_TEXTS.gridLabels.labelWidthMm), '70');
    await replace(user, within(dialog).getByLabelText(LABEL_TEXTS.skipLabel), '30');
    await user.click(within(dialog).getByRole('button', { name: LABEL_TEXTS.generate }));

    expect(await within(dialog).findByText(LABEL_TEXTS.gridTooWide(222.25))).toBeInTheDocument();
    await replace(user, within(dialog).getByLabelText(LABEL_TEXTS.gridLabels.labelWidthMm), '63,5');
    await user.click(within(dialog).getByRole('button', { name: LABEL_TEXTS.generate }));
    expect(await within(dialog).findByText(LABEL_TEXTS.skipTooMany(30))).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/admin/tags/labels.pdf')).toBe(false);
  });

  it("the server's refusal (a label too small for the QR code) stays in the dialog", async () => {
    const message = LABEL_TEXTS.qrDoesNotFit(20, 15);
    stubFetch(
      api({
        'POST /api/admin/tags/labels.pdf': () =>
          jsonResponse(400, { code: 'LABEL_TOO_SMALL', message, field: 'fields' }),
      }),
    );
    const { user } = renderBracelets();
    await user.click(within(await screen.findByRole('table')).getByRole('checkbox', { name: 'Selecionar ETQ00001' }));
    await user.click(screen.getByRole('button', { name: LABEL_TEXTS.print }));
    const dialog = await screen.findByRole('dialog', { name: LABEL_TEXTS.print });
    await user.click(within(dialog).getByRole('button', { name: LABEL_TEXTS.generate }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("tags screen: a card's box chooses it; 'Exportar para gravador NFC' asks for its id and saves the CSV", async () => {
    const { requests } = stubFetch(api());
    signInAs('admin');
    const { user } = renderRoute(<TagsScreen />, { path: '/admin/tags', initialEntry: '/admin/tags' });
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar ETQ00002' }));
    expect(screen.getByText('1 tag selecionada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: LABEL_TEXTS.exportEncoder }));

    await waitFor(() => expect(saved).toEqual(['gravador-nfc.csv']));
    const sent = requests.find((request) => request.path === '/api/admin/tags/export.csv')!;
    expect(sent.search.get('ids')).toBe(second.id);
    await user.click(screen.getByRole('button', { name: LABEL_TEXTS.clearSelection }));
    expect(screen.queryByText('1 tag selecionada')).not.toBeInTheDocument();
  });

  it("a bulk import's result offers its batch's labels and encoder export", async () => {
    const batchId = 'bbbbbbbb-0000-4000-8000-0000000000b1';
    const { requests } = stubFetch(
      api({
        'POST /api/admin/bracelets/bulk': () =>
          jsonResponse(200, {
            createdCount: 2,
            errorCount: 0,
            items: [first, second],
            errors: [],
            receivedCount: 2,
            truncated: false,
            ignoredCount: 0,
            message: 'Criados: 2, Erros: 0',
            batchId,
          }),
      }),
    );
    const { user } = renderBracelets();
    await user.click(await screen.findByRole('button', { name: 'Criar em lote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar tags em lote' });
    fireEvent.change(within(dialog).getByLabelText('Conteúdo CSV ou JSON'), {
      target: { value: 'code;type\nETQ00001;B2B\nETQ00002;B2B\n' },
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Criar 2 tags' }));

    const banner = await screen.findByRole('region', { name: LABEL_TEXTS.print });
    expect(within(banner).getByText(LABEL_TEXTS.batchCreated(2))).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: LABEL_TEXTS.exportEncoder }));
    await waitFor(() => expect(saved).toEqual(['gravador-nfc.csv']));
    const sent = requests.find((request) => request.path === '/api/admin/tags/export.csv')!;
    expect(Object.fromEntries(sent.search)).toEqual({ batchId });
  });
});
