import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { LABEL_TEXTS, TAG_BATCH_TEXTS } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { captureDownloads, stubResizeObserver } from '@/testing/fixtures/browser';
import { routes } from '../../testing/tag-fixtures';
import { TagBatchesScreen } from './tag-batches-screen';

const newer = {
  id: 'bbbbbbbb-0000-4000-8000-000000000002',
  createdAt: '2026-11-20T13:05:00.000Z',
  count: 120,
  createdByName: 'Ana Administradora',
};
const older = {
  id: 'bbbbbbbb-0000-4000-8000-000000000001',
  createdAt: '2026-10-02T01:30:00.000Z',
  count: 1,
  createdByName: 'Conta excluída',
};
const pdf = () => new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), { status: 200 });

let saved: string[] = [];
beforeEach(() => {
  stubResizeObserver();
  saved = captureDownloads();
});

const renderBatches = () => {
  signInAs('admin');
  return renderRoute(<TagBatchesScreen />, { path: '/admin/tags/batches', initialEntry: '/admin/tags/batches' });
};

describe("'Lotes importados' (issue 43, item 13)", () => {
  it('lists each batch with its date in Brasília, its count and who imported it; reprints its cards by batchId', async () => {
    const { requests } = stubFetch(
      routes({
        'GET /api/admin/tags/batches': () => jsonResponse(200, { items: [newer, older] }),
        'POST /api/admin/tags/labels.pdf': pdf,
      }),
    );
    const { user } = renderBatches();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['20/11/2026 10:05', '120 tags', 'Ana Administradora'],
      ['01/10/2026 22:30', '1 tag', 'Conta excluída'],
    ]);

    await user.click(within(rows[0]!).getByRole('button', { name: TAG_BATCH_TEXTS.printBatch('20/11/2026 10:05') }));
    const dialog = await screen.findByRole('dialog', { name: LABEL_TEXTS.print });
    await user.click(within(dialog).getByRole('radio', { name: 'Cartões de ativação' }));
    await user.click(within(dialog).getByRole('button', { name: LABEL_TEXTS.generate }));

    await waitFor(() => expect(saved).toEqual(['cartoes-de-ativacao.pdf']));
    const sent = requests.find((request) => request.path === '/api/admin/tags/labels.pdf')!;
    expect(sent.body).toMatchObject({ batchId: newer.id, kind: 'activationCards' });
  });

  it('says so when no batch was imported yet', async () => {
    stubFetch(routes({ 'GET /api/admin/tags/batches': () => jsonResponse(200, { items: [] }) }));
    renderBatches();
    expect(await screen.findByText(TAG_BATCH_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByText(TAG_BATCH_TEXTS.emptyHint)).toBeInTheDocument();
  });
});
