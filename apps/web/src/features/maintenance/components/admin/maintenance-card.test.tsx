import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DUE_LABELS, MAINTENANCE_TEXTS } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { detailAnswer, record } from '../../testing/equipment';
import { MaintenanceCard, planInterval } from './maintenance-card';

const TAG_ID = '00000000-0000-4000-8000-000000000001';

describe("The admin's 'Manutenção' card", () => {
  it('shows the plan (interval, responsible technician, next service with its due badge), the last records and the links', async () => {
    signInAs('admin');
    const answer = detailAnswer();
    const { requests } = stubFetch(() => jsonResponse(200, answer));
    renderRoute(<MaintenanceCard tagId={TAG_ID} />, {
      path: '/admin/tags/edit/:id',
      initialEntry: `/admin/tags/edit/${TAG_ID}`,
    });

    expect(await screen.findByText('A cada 6 meses')).toBeInTheDocument();
    expect(screen.getByText('Técnico responsável').nextSibling).toHaveTextContent('Carla Técnica');
    expect(screen.getByText('Próxima manutenção').nextSibling).toHaveTextContent('01/10/2026');
    expect(screen.getByText(DUE_LABELS.overdue)).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Últimos registros' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '01/04/2026 · PreventivaCarla TécnicaOK',
      '01/10/2025 · InspeçãoCarla TécnicaOK',
    ]);
    expect(screen.getByRole('link', { name: MAINTENANCE_TEXTS.openInPanel })).toHaveAttribute(
      'href',
      `/tecnico/equipamentos/${TAG_ID}`,
    );
    expect(screen.getByRole('button', { name: `${MAINTENANCE_TEXTS.serviceReport}: MNT00001` })).toBeInTheDocument();
    expect(requests[0]!.path).toBe(`/api/tecnico/equipment/${TAG_ID}`);
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer test-token-admin');
  });

  it("without a plan or records it says 'Sem plano de manutenção.' and 'Nenhuma manutenção registrada.'; only the 5 newest records are listed", async () => {
    signInAs('admin');
    stubFetch(() => jsonResponse(200, detailAnswer({ plan: null, records: [] })));
    const { unmount } = renderRoute(<MaintenanceCard tagId={TAG_ID} />);
    expect(await screen.findByText(MAINTENANCE_TEXTS.noPlan)).toBeInTheDocument();
    expect(screen.getByText(MAINTENANCE_TEXTS.noRecords)).toBeInTheDocument();
    unmount();

    const many = Array.from({ length: 7 }, (_, i) => record({ id: `rec-${i}`, performedAt: `2026-0${i + 1}-10` }));
    stubFetch(() => jsonResponse(200, detailAnswer({ records: many })));
    renderRoute(<MaintenanceCard tagId={TAG_ID} />);
    const list = await screen.findByRole('list', { name: 'Últimos registros' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('renders nothing for a tag that is not equipment (404)', async () => {
    signInAs('admin');
    const { requests } = stubFetch(() => jsonResponse(404, { code: 'NOT_FOUND', message: MAINTENANCE_TEXTS.notFound }));
    const { container } = renderRoute(
      <div data-testid="host">
        <MaintenanceCard tagId={TAG_ID} />
      </div>,
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('host')).toBeEmptyDOMElement());
    expect(container).not.toHaveTextContent('Manutenção');
  });

  it('names the interval in days or months', () => {
    expect(planInterval({ intervalDays: null, intervalMonths: 1 })).toBe('A cada 1 mês');
    expect(planInterval({ intervalDays: 30, intervalMonths: null })).toBe('A cada 30 dias');
  });
});
