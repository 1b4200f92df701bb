import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DUE_LABELS, MAINTENANCE_TEXTS, type EquipmentSummary } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { listAnswer, summary } from '../../testing/equipment';
import { AgendaCard } from './agenda-card';
import { agendaDayLabel, groupAgenda } from './agenda-groups';

// 24/11/2026 at noon in São Paulo: "today" is 2026-11-24, the horizon 2026-12-24.
const NOW = new Date('2026-11-24T15:00:00.000Z');
const TODAY = '2026-11-24';

let n = 0;
const due = (code: string, nextService: string | null, fields: Partial<EquipmentSummary> = {}) =>
  summary({ id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, code, nextService, ...fields });

const late = due('EXT00003', '2026-11-01', { due: 'overdue', model: 'Extintor CO2', location: 'Garagem' });
const later = due('EXT00009', '2026-11-20', { due: 'overdue' });
const today = due('EXT00001', TODAY, { due: 'soon', location: 'Recepção' });
const friday = due('EXT00005', '2026-11-27', { due: 'soon' });
const fridayToo = due('EXT00002', '2026-11-27', { due: 'soon' });
const lastDay = due('EXT00004', '2026-12-24', { due: 'ok' });
const beyond = due('EXT00006', '2026-12-25', { due: 'ok' });
const undated = due('EXT00007', null, { due: 'none' });

describe('Agenda dos próximos 30 dias', () => {
  it('groups by day: overdue first (oldest first), then each day up to 30 days ahead; later or undated equipment stays out', () => {
    const groups = groupAgenda([undated, beyond, lastDay, fridayToo, friday, today, later, late], TODAY);
    expect(groups.map((group) => [group.label, group.items.map((item) => item.code)])).toEqual([
      ['Vencidas', ['EXT00003', 'EXT00009']],
      ['Hoje', ['EXT00001']],
      ['Sexta-feira, 27/11/2026', ['EXT00002', 'EXT00005']],
      ['Quinta-feira, 24/12/2026', ['EXT00004']],
    ]);
    expect(agendaDayLabel('2026-11-25', TODAY)).toBe('Amanhã');
  });

  it('shows each group with its equipment: code, due badge, model, location, a link to the equipment and its PDF report', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    signInAs('technician');
    const { requests } = stubFetch(() => jsonResponse(200, listAnswer([late, today, friday, beyond])));
    renderRoute(<AgendaCard />, { path: '/tecnico/manutencoes' });

    const overdue = await screen.findByRole('region', { name: /Vencidas/ });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Vencidas (1)', 'Hoje (1)', 'Sexta-feira, 27/11/2026 (1)']);
    expect(within(overdue).getByText('EXT00003')).toBeInTheDocument();
    expect(within(overdue).getByText(DUE_LABELS.overdue)).toBeInTheDocument();
    expect(within(overdue).getByText(/Extintor CO2/)).toBeInTheDocument();
    expect(within(overdue).getByText('Garagem')).toBeInTheDocument();
    expect(within(overdue).getByRole('link')).toHaveAttribute('href', `/tecnico/equipamentos/${late.id}`);
    expect(
      within(overdue).getByRole('button', { name: `${MAINTENANCE_TEXTS.serviceReport}: EXT00003` }),
    ).toBeInTheDocument();
    expect(screen.queryByText('EXT00006')).not.toBeInTheDocument();
    expect(requests[0]!.path).toBe('/api/tecnico/equipment');
  });

  it('with nothing due in 30 days it says so', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    signInAs('technician');
    stubFetch(() => jsonResponse(200, listAnswer([beyond, undated])));
    renderRoute(<AgendaCard />, { path: '/tecnico/manutencoes' });
    expect(await screen.findByText('Nenhuma manutenção prevista para os próximos 30 dias.')).toBeInTheDocument();
  });
});
