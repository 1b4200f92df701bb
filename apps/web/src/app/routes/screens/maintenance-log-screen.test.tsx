import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  MAINTENANCE_TEXTS,
  type ListEquipmentResponse,
  type ListRecordsResponse,
  type MaintenanceRecord,
} from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler, type RecordedRequest } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubObjectUrls } from '@/testing/xhr';
import { record } from '@/features/maintenance/testing/equipment';
import { MaintenanceLogScreen } from '@/app/routes/screens/maintenance-log-screen';
import { findOpenDialog } from '@/testing/dialogs';

const NOW = new Date('2026-11-24T15:00:00.000Z');
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

const own = record({
  id: 'rec-own',
  code: 'MNT00007',
  tagId: 'tag-7',
  performedAt: '2026-11-24',
  type: 'CORRETIVA',
  outcome: 'NEEDS_REPAIR',
  description: 'Troca da válvula.',
  durationMinutes: 90,
  costCents: 123_456,
  editableUntil: inHours(20),
});
/** An entry typed in the tag's meta editor: no type, no outcome. */
const importedRecord = (overrides: Parameters<typeof record>[0]) =>
  record({
    id: 'rec-imported',
    code: 'EQP00029',
    type: null,
    outcome: null,
    description: 'Troca do selo mecânico',
    source: 'IMPORTED',
    ...overrides,
  });
const expired = record({ id: 'rec-old', code: 'MNT00001', editableUntil: inHours(-1) });
const other = record({
  id: 'rec-other',
  code: 'MNT00002',
  technicianId: 'tech-2',
  technicianName: 'Davi Técnico',
  costCents: null,
  durationMinutes: null,
});

const recordsAnswer = (records: MaintenanceRecord[]): ListRecordsResponse => ({
  records,
  pagination: { page: 1, limit: 20, total: records.length, totalPages: 1 },
});
const noEquipment: ListEquipmentResponse = {
  items: [],
  pagination: { page: 1, limit: 500, total: 0, totalPages: 1 },
  counts: { overdue: 0, soon: 0, ok: 0, outOfService: 0 },
};
const recordCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/api/tecnico/records');

/** The records answer for the log, an empty agenda, and `writes` for anything else. */
const api =
  (records: MaintenanceRecord[], writes: FetchHandler = () => jsonResponse(204)): FetchHandler =>
  (request) => {
    if (request.method === 'GET' && request.path === '/api/tecnico/records')
      return jsonResponse(200, recordsAnswer(records));
    if (request.method === 'GET' && request.path === '/api/tecnico/equipment') return jsonResponse(200, noEquipment);
    return writes(request);
  };

function renderLog(initialEntry = '/tecnico/manutencoes', role: 'technician' | 'admin' = 'technician') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInAs(role);
  return renderRoute(<MaintenanceLogScreen />, { path: '/tecnico/manutencoes', initialEntry });
}

const table = async () => screen.findByRole('table', { name: MAINTENANCE_TEXTS.log });
const rowOf = (grid: HTMLElement, code: string) => within(grid).getByText(code).closest('tr')!;

describe('Manutenções: the log', () => {
  it('shows each record with its pt-BR date, equipment link, type and outcome labels, technician, duration and BRL cost', async () => {
    stubFetch(api([own, other]));
    renderLog();
    const row = rowOf(await table(), 'MNT00007');
    expect(within(row).getByText('24/11/2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'MNT00007' })).toHaveAttribute('href', '/tecnico/equipamentos/tag-7');
    expect(within(row).getByText('Corretiva')).toBeInTheDocument();
    expect(within(row).getByText('Precisa de reparo')).toBeInTheDocument();
    expect(within(row).getByText('Carla Técnica')).toBeInTheDocument();
    expect(within(row).getByText('Troca da válvula.')).toBeInTheDocument();
    // Issue 43: the duration and the cost each in its own column (cell), under its header.
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const cells = within(row).getAllByRole('cell');
    expect(cells[headers.indexOf('Duração')]).toHaveTextContent(/^1 h 30 min$/);
    // 123456 cents (Intl's no-break space reads as a space).
    expect(cells[headers.indexOf('Custo')]).toHaveTextContent(/^R\$\s1\.234,56$/);
    expect(
      within(row).getByRole('button', { name: `${MAINTENANCE_TEXTS.serviceReport}: MNT00007` }),
    ).toBeInTheDocument();
    const blank = rowOf(await table(), 'MNT00002');
    expect(within(blank).getByText('Davi Técnico')).toBeInTheDocument();
    expect(within(blank).getAllByText('—')).toHaveLength(2); // no duration, no cost
    // The phone's cards carry the same records.
    expect(within(screen.getByRole('list', { name: MAINTENANCE_TEXTS.log })).getAllByRole('listitem')).toHaveLength(2);
  });

  it("an entry typed in the tag's meta editor (IMPORTED, no type or outcome) reads '—' for both, never a guess", async () => {
    const imported = importedRecord({
      technicianId: null,
      technicianName: null,
      durationMinutes: null,
      costCents: null,
    });
    stubFetch(api([imported]));
    renderLog();
    const row = rowOf(await table(), 'EQP00029');
    expect(within(row).getByText('Troca do selo mecânico')).toBeInTheDocument();
    expect(within(row).queryByText('Preventiva')).not.toBeInTheDocument();
    expect(within(row).queryByText('OK')).not.toBeInTheDocument();
    expect(within(row).getAllByText('—').length).toBeGreaterThanOrEqual(2);
  });

  it('filters (period, type, outcome, technician) go into the address and the request, back to page 1', async () => {
    const { requests } = stubFetch(api([own]));
    const { user, router } = renderLog('/tecnico/manutencoes?page=2');
    await table();
    expect(Object.fromEntries(recordCalls(requests)[0]!.search)).toEqual({ page: '2', limit: '20' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por tipo' }), 'Inspeção');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por resultado' }), 'Fora de serviço');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por técnico' }), 'Somente os meus');
    await user.type(screen.getByLabelText('De'), '2026-01-01');
    await user.type(screen.getByLabelText('Até'), '2026-06-30');

    await waitFor(() =>
      expect(Object.fromEntries(recordCalls(requests).at(-1)!.search)).toEqual({
        from: '2026-01-01',
        to: '2026-06-30',
        type: 'INSPECAO',
        outcome: 'OUT_OF_SERVICE',
        technicianId: 'tech-1',
        page: '1',
        limit: '20',
      }),
    );
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toEqual({
      type: 'INSPECAO',
      outcome: 'OUT_OF_SERVICE',
      technicianId: 'tech-1',
      from: '2026-01-01',
      to: '2026-06-30',
    });
  });

  it('a period that starts after it ends says so and is not sent', async () => {
    const { requests } = stubFetch(api([own]));
    renderLog('/tecnico/manutencoes?from=2026-06-01&to=2026-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(MAINTENANCE_TEXTS.dateRangeInvalid);
    await screen.findByRole('heading', { name: MAINTENANCE_TEXTS.agenda });
    expect(recordCalls(requests)).toHaveLength(0);
    expect(screen.getByRole('button', { name: MAINTENANCE_TEXTS.exportCsv })).toBeDisabled();
  });

  it("'Exportar CSV' downloads the filtered log from the csv URL with the session's token", async () => {
    const { created } = stubObjectUrls();
    // jsdom cannot follow the download link: the click is where the browser would take over.
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { requests } = stubFetch((request) =>
      request.search.get('format') === 'csv'
        ? new Response('\uFEFFData;Código\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } })
        : api([own])(request),
    );
    const { user } = renderLog('/tecnico/manutencoes?type=CORRETIVA&from=2026-01-01&page=3');
    await table();
    await user.click(screen.getByRole('button', { name: MAINTENANCE_TEXTS.exportCsv }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(saved).toEqual(['manutencoes.csv']);
    const csv = requests.find((r) => r.search.get('format') === 'csv')!;
    expect(csv.path).toBe('/api/tecnico/records');
    // Every page of the filtered log: no page or limit.
    expect(Object.fromEntries(csv.search)).toEqual({ from: '2026-01-01', type: 'CORRETIVA', format: 'csv' });
    expect(csv.headers.get('Authorization')).toBe('Bearer test-token-technician');
  });

  it('a technician may edit or delete only a record whose editableUntil is still ahead', async () => {
    stubFetch(api([own, expired, other]));
    renderLog();
    const grid = await table();
    expect(within(rowOf(grid, 'MNT00007')).getByRole('button', { name: 'Editar registro de MNT00007' })).toBeEnabled();
    expect(within(rowOf(grid, 'MNT00007')).getByRole('button', { name: 'Excluir registro de MNT00007' })).toBeEnabled();
    for (const code of ['MNT00001', 'MNT00002']) {
      expect(within(rowOf(grid, code)).queryByRole('button', { name: /Editar registro/ })).not.toBeInTheDocument();
      expect(within(rowOf(grid, code)).queryByRole('button', { name: /Excluir registro/ })).not.toBeInTheDocument();
    }
  });

  it("'Editar' sends PATCH /tecnico/records/{id} with the changed values ('Registro atualizado com sucesso!'); a refusal shows the server's message", async () => {
    let answer = jsonResponse(409, { code: 'EDIT_WINDOW_CLOSED', message: MAINTENANCE_TEXTS.editWindowClosed });
    const { requests } = stubFetch(api([own], () => answer));
    const { user } = renderLog();
    await user.click(within(rowOf(await table(), 'MNT00007')).getByRole('button', { name: /Editar registro/ }));
    const dialog = await findOpenDialog('Editar registro');
    expect(dialog.getByLabelText('Descrição')).toHaveValue('Troca da válvula.');
    expect(dialog.getByLabelText('Custo (R$)')).toHaveValue('1234,56');
    await user.clear(dialog.getByLabelText('Descrição'));
    await user.type(dialog.getByLabelText('Descrição'), 'Troca da válvula e do manômetro.');
    await user.clear(dialog.getByLabelText('Duração (min)'));
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText(MAINTENANCE_TEXTS.editWindowClosed)).toBeInTheDocument();

    answer = jsonResponse(200, own);
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MAINTENANCE_TEXTS.updated)).toBeInTheDocument();
    const patch = requests.filter((r) => r.method === 'PATCH').at(-1)!;
    expect(patch.path).toBe('/api/tecnico/records/rec-own');
    expect(patch.body).toEqual({
      performedAt: '2026-11-24',
      type: 'CORRETIVA',
      description: 'Troca da válvula e do manômetro.',
      outcome: 'NEEDS_REPAIR',
      durationMinutes: null,
      costCents: 123_456,
    });
  });

  it("'Editar' on an imported entry with no type or outcome checks no choice and keeps both unknown when saved (issue 20, item 8)", async () => {
    const imported = importedRecord({
      editableUntil: inHours(20),
    });
    const { requests } = stubFetch(api([imported], () => jsonResponse(200, imported)));
    const { user } = renderLog('/tecnico/manutencoes', 'admin');
    await user.click(within(rowOf(await table(), 'EQP00029')).getByRole('button', { name: /Editar registro/ }));
    const dialog = await findOpenDialog('Editar registro');
    expect(dialog.getByText(MAINTENANCE_TEXTS.importedUnknown)).toBeInTheDocument();
    for (const radio of dialog.getAllByRole('radio')) expect(radio).not.toBeChecked();
    await user.clear(dialog.getByLabelText('Duração (min)'));
    await user.type(dialog.getByLabelText('Duração (min)'), '30');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MAINTENANCE_TEXTS.updated)).toBeInTheDocument();
    const patch = requests.filter((r) => r.method === 'PATCH').at(-1)!;
    expect(patch.body).not.toHaveProperty('type');
    expect(patch.body).not.toHaveProperty('outcome');
    expect(patch.body).toMatchObject({ description: 'Troca do selo mecânico', durationMinutes: 30 });
  });

  it("'Excluir' asks first, then sends DELETE /tecnico/records/{id} ('Registro excluído.')", async () => {
    const { requests } = stubFetch(api([own]));
    const { user } = renderLog();
    await user.click(within(rowOf(await table(), 'MNT00007')).getByRole('button', { name: /Excluir registro/ }));
    const dialog = await findOpenDialog('Excluir registro');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MAINTENANCE_TEXTS.deleted)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'DELETE')!.path).toBe('/api/tecnico/records/rec-own');
  });

  it('an admin filters by any technician account (GET /admin/users?role=TECHNICIAN) and may change any record', async () => {
    const { requests } = stubFetch((request) =>
      request.path === '/api/admin/users'
        ? jsonResponse(200, {
            users: [
              {
                id: 'tech-2',
                email: 'davi@oficina.com',
                name: 'Davi Técnico',
                role: 'TECHNICIAN',
                isSubscriber: false,
                createdAt: '2026-01-01T00:00:00.000Z',
              },
            ],
            pagination: { page: 1, limit: 100, total: 1, totalPages: 1 },
          })
        : api([expired])(request),
    );
    const { user } = renderLog('/tecnico/manutencoes', 'admin');
    expect(within(rowOf(await table(), 'MNT00001')).getByRole('button', { name: /Editar registro/ })).toBeEnabled();
    const filter = screen.getByRole('combobox', { name: 'Filtrar por técnico' });
    await within(filter).findByRole('option', { name: 'Davi Técnico' });
    expect(requests.find((r) => r.path === '/api/admin/users')!.search.get('role')).toBe('TECHNICIAN');
    await user.selectOptions(filter, 'Davi Técnico');
    await waitFor(() => expect(recordCalls(requests).at(-1)!.search.get('technicianId')).toBe('tech-2'));
  });

  it('an empty log says so; a failed load offers a retry', async () => {
    let fail = true;
    stubFetch((request) => (request.path === '/api/tecnico/records' && fail ? jsonResponse(500) : api([])(request)));
    const { user } = renderLog();
    expect(await screen.findByText('Não foi possível carregar as manutenções.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(MAINTENANCE_TEXTS.noRecords)).toBeInTheDocument();
  });
});
