import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DUE_LABELS, MAINTENANCE_TEXTS } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { listAnswer, summary } from '../testing/equipment';
import { PanelScreen } from './panel-screen';
import { findOpenDialog } from '@/testing/dialogs';

const overdue = summary();
const soon = summary({
  id: '00000000-0000-4000-8000-000000000002',
  code: 'MNT00002',
  nextService: '2026-11-27',
  due: 'soon',
  lastService: null,
});
const broken = summary({
  id: '00000000-0000-4000-8000-000000000003',
  code: 'MNT00003',
  status: 'BROKEN',
  nextService: '2027-01-10',
  due: 'ok',
});

function renderPanel(initialEntry = '/tecnico') {
  signInAs('technician');
  return renderRoute(<PanelScreen />, { path: '/tecnico', initialEntry });
}

describe('Painel Técnico', () => {
  it("shows the four counts and the list in the server's order, overdue first, with due badges and dates", async () => {
    stubFetch(() => jsonResponse(200, listAnswer([overdue, soon, broken])));
    renderPanel();
    const rows = within(await screen.findByRole('list', { name: 'Equipamentos' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^MNT/).textContent)).toEqual(['MNT00001', 'MNT00002', 'MNT00003']);
    expect(within(rows[0]).getByText(DUE_LABELS.overdue)).toBeInTheDocument();
    expect(within(rows[0]).getByText('01/10/2026')).toBeInTheDocument();
    expect(within(rows[0]).getByText('01/04/2026 (Preventiva)')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/Hospital Central/)).toBeInTheDocument();
    expect(within(rows[1]).getByText(DUE_LABELS.soon)).toBeInTheDocument();
    expect(within(rows[2]).getByText(MAINTENANCE_TEXTS.countOutOfService)).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', `/tecnico/equipamentos/${overdue.id}`);

    const card = screen.getByRole('button', { name: new RegExp(MAINTENANCE_TEXTS.countOverdue) });
    expect(card).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: /Fora de serviço/ })).toHaveTextContent('1');
  });

  it('a count card filters the list (and keeps the filter in the address); tapping it again clears it', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, listAnswer([overdue])));
    const { user, router } = renderPanel();
    await screen.findByRole('list', { name: 'Equipamentos' });

    await user.click(screen.getByRole('button', { name: /Vencidas/ }));
    await waitFor(() => expect(requests.at(-1)?.search.get('due')).toBe('overdue'));
    expect(router.state.location.search).toBe('?filtro=overdue');
    expect(screen.getByRole('button', { name: /Vencidas/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: /Fora de serviço/ }));
    await waitFor(() => expect(requests.at(-1)?.search.get('status')).toBe('BROKEN'));
    expect(requests.at(-1)?.search.get('due')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Fora de serviço/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('searches through the one search box, kept in the address', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, listAnswer([])));
    const { user, router } = renderPanel('/tecnico?search=hosp');
    expect(await screen.findByText(MAINTENANCE_TEXTS.empty)).toBeInTheDocument();
    expect(requests[0].search.get('search')).toBe('hosp');
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar equipamentos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar equipamentos' }), 'SN-9');
    await waitFor(() => expect(router.state.location.search).toBe('?search=SN-9'));
  });

  it("'Ajuste a busca ou os filtros' only when a search or a filter is set (issue 43, item 9)", async () => {
    stubFetch(() => jsonResponse(200, listAnswer([])));
    const plain = renderPanel('/tecnico');
    expect(await screen.findByText(MAINTENANCE_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByText('Ajuste a busca ou os filtros.')).not.toBeInTheDocument();
    plain.unmount();
    renderPanel('/tecnico?search=hosp');
    expect(await screen.findByText('Ajuste a busca ou os filtros.')).toBeInTheDocument();
  });

  it('says the list could not load, with a retry', async () => {
    stubFetch(() => jsonResponse(500, { code: 'INTERNAL', message: 'x' }));
    renderPanel();
    expect(await screen.findByText(MAINTENANCE_TEXTS.loadFailed)).toBeInTheDocument();
  });

  it("'Ler código' without a camera says so, and the typed code opens the equipment with exactly that code", async () => {
    const { requests } = stubFetch((request) =>
      jsonResponse(
        200,
        listAnswer(
          request.search.get('search') === 'MNT00002'
            ? [summary({ id: 'other', code: 'MNT000021' }), soon]
            : [overdue, soon],
        ),
      ),
    );
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: MAINTENANCE_TEXTS.readCode }));
    const dialog = await findOpenDialog(MAINTENANCE_TEXTS.readCode);
    expect(await dialog.findByText(MAINTENANCE_TEXTS.cameraUnavailable)).toBeInTheDocument();

    await user.type(dialog.getByLabelText(MAINTENANCE_TEXTS.typeCode), 'mnt00002');
    await user.click(dialog.getByRole('button', { name: MAINTENANCE_TEXTS.openCode }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/tecnico/equipamentos/${soon.id}`);
    // Asked for exactly the typed code, upper-cased (a list refetch may come after it on a busy machine).
    expect(requests.map((request) => request.search.get('search'))).toContain('MNT00002');
    expect(requests.map((request) => request.search.get('search'))).not.toContain('mnt00002');
  });

  it("a code no equipment has (a B2C tag's) says 'Equipamento não encontrado.'", async () => {
    stubFetch((request) => jsonResponse(200, listAnswer(request.search.get('search') ? [] : [overdue])));
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: MAINTENANCE_TEXTS.readCode }));
    const dialog = await findOpenDialog(MAINTENANCE_TEXTS.readCode);
    await user.type(dialog.getByLabelText(MAINTENANCE_TEXTS.typeCode), 'PULS0006');
    await user.click(dialog.getByRole('button', { name: MAINTENANCE_TEXTS.openCode }));
    expect(await dialog.findByText(MAINTENANCE_TEXTS.notFound)).toBeInTheDocument();
  });
});
