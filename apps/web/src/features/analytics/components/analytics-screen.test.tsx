import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler, type RecordedRequest } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { installFakeTimers } from '@/testing/timers';
import { dashboardFixture, insightsFixture, realtimeFixture } from '@/testing/fixtures/analytics';
import type { AnalyticsDashboard, AnalyticsRealtime } from '@portal/shared';
import { defaultRange } from '../lib/scope';
import { AnalyticsScreen } from './analytics-screen';

type Answers = {
  dashboard?: () => Response;
  realtime?: AnalyticsRealtime;
  report?: () => Response;
};

/** The screen's calls under `base` (/api/admin/analytics or /api/me/analytics). */
function analyticsApi(base: string, answers: Answers = {}): FetchHandler {
  return (request) => {
    const { method, path } = request;
    if (method === 'GET' && path === `${base}/dashboard`)
      return answers.dashboard?.() ?? jsonResponse(200, dashboardFixture());
    if (method === 'GET' && path === `${base}/insights`) return jsonResponse(200, insightsFixture());
    if (method === 'GET' && path === `${base}/realtime`)
      return jsonResponse(200, answers.realtime ?? realtimeFixture());
    if (method === 'POST' && path === `${base}/reports/generate`)
      return (
        answers.report?.() ??
        jsonResponse(201, {
          id: 'r1',
          downloadUrl: `${base}/reports/r1/download`,
          fileName: 'relatorio-visao-geral.pdf',
          expiresAt: '2026-03-02T12:00:00.000Z',
        })
      );
    if (method === 'GET' && path === `${base}/reports/r1/download`)
      return new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
  };
}

const ADMIN = '/api/admin/analytics';
const ME = '/api/me/analytics';
const calls = (requests: RecordedRequest[], path: string) => requests.filter((request) => request.path === path);

function renderAdmin(initialEntry = '/admin/analytics', user?: ReturnType<typeof userEvent.setup>) {
  signInAs('admin');
  return renderRoute(<AnalyticsScreen scope="admin" />, { path: '/admin/analytics', initialEntry, user });
}

/** jsdom lays nothing out: every box measures 640 x 300, so recharts' containers draw their charts. */
function stubLayout() {
  stubResizeObserver();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 640, 300));
}

describe('the analytics screen', () => {
  beforeEach(stubLayout);

  it("shows the four KPIs with their growth: 'x,x% vs período anterior' up or down, 'Sem alteração' for 0, 'Sem dados no período anterior' for none", async () => {
    stubFetch(analyticsApi(ADMIN));
    renderAdmin();
    const cards = await screen.findAllByTestId('kpi-card');
    expect(cards).toHaveLength(4);
    const [clients, tags, pages, views] = cards.map((card) => within(card));
    expect(clients!.getByText('Total de Clientes')).toBeInTheDocument();
    expect(clients!.getByText('1.234')).toBeInTheDocument();
    expect(clients!.getByText('+12,5% vs período anterior')).toHaveClass('text-green-700');
    expect(tags!.getByText('Tags Ativas')).toBeInTheDocument();
    expect(tags!.getByText('-3,0% vs período anterior')).toHaveClass('text-red-700');
    expect(pages!.getByText('Páginas Públicas')).toBeInTheDocument();
    expect(pages!.getByText('Sem alteração')).toBeInTheDocument();
    expect(views!.getByText('Total de Visualizações')).toBeInTheDocument();
    expect(views!.getByText('98.765')).toBeInTheDocument();
    expect(views!.getByText('Sem dados no período anterior')).toBeInTheDocument();
  });

  it('loads dashboard, insights and realtime in parallel over the default range (the last 30 days)', async () => {
    const handler = analyticsApi(ADMIN);
    let release!: () => void;
    const allAsked = new Promise<void>((resolve) => (release = resolve));
    // No answer until all three calls have left: they are not waiting for each other.
    const { requests } = stubFetch(async (request) => {
      if (requests.length >= 3) release();
      await allAsked;
      return handler(request);
    });
    renderAdmin();
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    const range = defaultRange();
    const [dashboard] = calls(requests, `${ADMIN}/dashboard`);
    expect(Object.fromEntries(dashboard!.search)).toEqual({ ...range, granularity: 'day' });
    expect(Object.fromEntries(calls(requests, `${ADMIN}/insights`)[0]!.search)).toEqual(range);
    expect([...calls(requests, `${ADMIN}/realtime`)[0]!.search]).toEqual([]);
  });

  it("the owner's screen calls the /me family and shows visitors instead of 'Total de Clientes'", async () => {
    const { requests } = stubFetch(analyticsApi(ME));
    signInAs('user');
    renderRoute(<AnalyticsScreen scope="user" />, { path: '/user/analytics' });
    expect(await screen.findByText('Visitantes Únicos')).toBeInTheDocument();
    expect(screen.getByText('4.321')).toBeInTheDocument();
    expect(screen.queryByText('Total de Clientes')).not.toBeInTheDocument();
    await waitFor(() => expect(calls(requests, `${ME}/realtime`)).toHaveLength(1));
    expect(calls(requests, `${ME}/dashboard`)).toHaveLength(1);
    expect(calls(requests, `${ME}/insights`)).toHaveLength(1);
    expect(requests.some((request) => request.path.startsWith('/api/admin'))).toBe(false);
    // Issue 43: the portal's health is the admin's business, never the owner's.
    await screen.findByRole('region', { name: 'Visualizações Recentes' });
    expect(screen.queryByRole('region', { name: 'Saúde do Sistema' })).not.toBeInTheDocument();
  });

  it('keeps the range in the address and reloads once, 500 ms after the last change', async () => {
    installFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 1, 10));
    const { requests } = stubFetch(analyticsApi(ADMIN));
    const { router } = renderAdmin('/admin/analytics', userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(calls(requests, `${ADMIN}/dashboard`)).toHaveLength(1);

    const start = screen.getByLabelText('Data inicial');
    fireEvent.change(start, { target: { value: '2026-02-10' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(start, { target: { value: '2026-02-15' } });
    expect(router.state.location.search).toBe('?startDate=2026-02-15');
    act(() => vi.advanceTimersByTime(499));
    expect(calls(requests, `${ADMIN}/dashboard`)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(calls(requests, `${ADMIN}/dashboard`)).toHaveLength(2));
    expect(calls(requests, `${ADMIN}/dashboard`)[1]!.search.get('startDate')).toBe('2026-02-15');
    expect(calls(requests, `${ADMIN}/dashboard`)[1]!.search.get('endDate')).toBe('2026-03-01');
    expect(calls(requests, `${ADMIN}/insights`).at(-1)!.search.get('startDate')).toBe('2026-02-15');
  });

  it('the start and then the end typed quickly both stay, in the inputs, the address and the one reload', async () => {
    installFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 1, 10));
    const { requests } = stubFetch(analyticsApi(ADMIN));
    const { router } = renderAdmin('/admin/analytics', userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    const start = screen.getByLabelText('Data inicial');
    const end = screen.getByLabelText('Data final');
    // Both changes before the screen renders again (the address' update has not landed yet).
    act(() => {
      fireEvent.change(start, { target: { value: '2026-01-05' } });
      fireEvent.change(end, { target: { value: '2026-01-20' } });
    });
    expect(start).toHaveValue('2026-01-05');
    expect(end).toHaveValue('2026-01-20');
    expect(new URLSearchParams(router.state.location.search).get('startDate')).toBe('2026-01-05');
    expect(new URLSearchParams(router.state.location.search).get('endDate')).toBe('2026-01-20');
    expect(screen.queryByText('A data inicial deve ser anterior ou igual à data final.')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(calls(requests, `${ADMIN}/dashboard`)).toHaveLength(2));
    expect(calls(requests, `${ADMIN}/dashboard`)[1]!.search.get('startDate')).toBe('2026-01-05');
    expect(calls(requests, `${ADMIN}/dashboard`)[1]!.search.get('endDate')).toBe('2026-01-20');
  });

  it('an address changed from outside (a link to the screen) moves the inputs', async () => {
    stubFetch(analyticsApi(ADMIN));
    const { router } = renderAdmin('/admin/analytics?startDate=2026-01-01&endDate=2026-01-31');
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    await act(() => router.navigate('/admin/analytics?startDate=2025-06-01&endDate=2025-06-30'));
    expect(screen.getByLabelText('Data inicial')).toHaveValue('2025-06-01');
    expect(screen.getByLabelText('Data final')).toHaveValue('2025-06-30');
  });

  it('reads the range from the address and refuses a reversed one without calling', async () => {
    const { requests } = stubFetch(analyticsApi(ADMIN));
    renderAdmin('/admin/analytics?startDate=2026-01-01&endDate=2026-01-31');
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(calls(requests, `${ADMIN}/dashboard`)[0]!.search.get('startDate')).toBe('2026-01-01');
    fireEvent.change(screen.getByLabelText('Data final'), { target: { value: '2025-12-01' } });
    expect(await screen.findByText('A data inicial deve ser anterior ou igual à data final.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(calls(requests, `${ADMIN}/dashboard`)).toHaveLength(1);
    expect(screen.getByText('1.234')).toBeInTheDocument();
  });

  it("'Atualizar' reloads the three calls: 'Dados atualizados com sucesso!', or 'Erro ao atualizar dados' when one fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = false;
    const { requests } = stubFetch(
      analyticsApi(ADMIN, {
        dashboard: () =>
          failing
            ? jsonResponse(500, { code: 'INTERNAL', message: 'Erro interno do servidor' })
            : jsonResponse(200, dashboardFixture()),
      }),
    );
    const { user } = renderAdmin();
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument();
    expect(calls(requests, `${ADMIN}/dashboard`)).toHaveLength(2);
    expect(calls(requests, `${ADMIN}/insights`)).toHaveLength(2);
    expect(calls(requests, `${ADMIN}/realtime`)).toHaveLength(2);

    failing = true;
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Erro ao atualizar dados')).toBeInTheDocument();
    // The numbers already on screen stay.
    expect(screen.getByText('1.234')).toBeInTheDocument();
  });

  it("the reports menu generates the chosen report over the range, downloads it, and says 'Relatório gerado com sucesso!'", async () => {
    const saved: { name: string; href: string }[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:relatorio', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const { requests } = stubFetch(analyticsApi(ADMIN));
    const { user } = renderAdmin('/admin/analytics?startDate=2026-02-01&endDate=2026-03-01');
    expect(await screen.findByText('1.234')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Relatórios' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Visão geral (PDF)',
      'Clientes (Excel)',
      'Tags (CSV)',
      'Páginas (PDF)',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Visão geral (PDF)' }));
    expect(await screen.findByText('Relatório gerado com sucesso!')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe(`${ADMIN}/reports/generate`);
    expect(post.body).toEqual({
      type: 'overview',
      format: 'pdf',
      dateRange: { startDate: '2026-02-01', endDate: '2026-03-01' },
    });
    const download = calls(requests, `${ADMIN}/reports/r1/download`)[0]!;
    expect(download.headers.get('Authorization')).toBe('Bearer test-token-admin');
    expect(saved).toEqual([{ name: 'relatorio-visao-geral.pdf', href: 'blob:relatorio' }]);
  });

  it("a report that fails says 'Erro ao gerar relatório' and downloads nothing", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    stubFetch(analyticsApi(ADMIN, { report: () => jsonResponse(500, { code: 'INTERNAL', message: 'Falhou' }) }));
    const { user } = renderAdmin();
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Relatórios' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Tags (CSV)' }));
    expect(await screen.findByText('Erro ao gerar relatório')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  it('lists the insights high, medium, low with Alta/Média/Baixa, the date and the action as a link', async () => {
    stubFetch(analyticsApi(ADMIN));
    renderAdmin();
    const panel = within(await screen.findByRole('list', { name: 'Insights Automáticos' }));
    const items = panel.getAllByTestId('insight');
    expect(items.map((item) => within(item).getByText(/^(Alta|Média|Baixa)$/).textContent)).toEqual([
      'Alta',
      'Média',
      'Baixa',
    ]);
    expect(within(items[0]!).getByText('Tags perdidas lidas recentemente')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Ver tags perdidas' })).toHaveAttribute(
      'href',
      '/admin/tags?status=LOST',
    );
    const time = items[0]!.querySelector('time')!;
    expect(time.textContent).toMatch(/^\d{2}\/\d{2},? \d{2}:\d{2}$/);
  });

  it('shows the top pages and countries in pt-BR (XX is Desconhecido)', async () => {
    stubFetch(analyticsApi(ADMIN));
    renderAdmin();
    const pages = within(await screen.findByRole('list', { name: 'Páginas mais visitadas' }));
    expect(pages.getByText('Maria Silva')).toBeInTheDocument();
    expect(pages.getByText('/maria-silva')).toBeInTheDocument();
    expect(pages.getByText('1.500')).toBeInTheDocument();
    const countries = within(screen.getByRole('list', { name: 'Países' }));
    expect(countries.getByText('Brasil')).toBeInTheDocument();
    expect(countries.getByText('900 · 75,0%')).toBeInTheDocument();
    expect(countries.getByText('Desconhecido')).toBeInTheDocument();
  });

  it("shows recent views and scans with 's/m/h atrás' and the system's health figures", async () => {
    stubFetch(analyticsApi(ADMIN));
    renderAdmin();
    const views = within(await screen.findByRole('region', { name: 'Visualizações Recentes' }));
    expect(views.getByText(/^1[2-4]s atrás$/)).toBeInTheDocument();
    expect(views.getByText('5m atrás')).toBeInTheDocument();
    expect(views.getByText('Brasil · Celular')).toBeInTheDocument();
    const scans = within(screen.getByRole('region', { name: 'Escaneamentos Recentes' }));
    expect(scans.getByText('ABCD1234')).toBeInTheDocument();
    expect(scans.getByText('3h atrás')).toBeInTheDocument();
    const health = within(screen.getByRole('region', { name: 'Saúde do Sistema' }));
    expect(health.getByText('Sistema Saudável')).toBeInTheDocument();
    expect(health.getByText('42 ms')).toBeInTheDocument();
    expect(health.getByText('2d 3h 15m')).toBeInTheDocument();
    expect(health.getByText('99,9%')).toBeInTheDocument();
    expect(health.getByText('0,25%')).toBeInTheDocument();
  });

  it.each([
    ['warning', 'Atenção Necessária', 100, '99,9%'],
    ['error', 'Sistema com Problemas', 0, '0%'],
  ] as const)('health %s reads %s (uptime %s: availability %s)', async (status, text, uptime, availability) => {
    const realtime = realtimeFixture(Date.now(), {
      systemHealth: { status, responseTime: 900, uptime, errorRate: 12.345 },
    });
    stubFetch(analyticsApi(ADMIN, { realtime }));
    renderAdmin();
    const health = within(await screen.findByRole('region', { name: 'Saúde do Sistema' }));
    expect(health.getByText(text)).toBeInTheDocument();
    expect(health.getByText(availability)).toBeInTheDocument();
    expect(health.getByText('12,35%')).toBeInTheDocument();
  });

  it("shows 'Nenhum dado disponível' in a chart with no data", async () => {
    const empty: AnalyticsDashboard = dashboardFixture();
    empty.charts = { ...empty.charts, clientsOverTime: [], tagStatusDistribution: [] };
    stubFetch(analyticsApi(ADMIN, { dashboard: () => jsonResponse(200, empty) }));
    renderAdmin();
    const chart = (await screen.findByRole('heading', { name: 'Clientes ao longo do tempo' })).parentElement!;
    expect(within(chart).getByText('Nenhum dado disponível')).toBeInTheDocument();
    expect(within(chart).getByText('Os dados aparecerão aqui quando estiverem disponíveis')).toBeInTheDocument();
    const pie = screen.getByRole('heading', { name: 'Status das tags' }).parentElement!;
    expect(within(pie).getByText('Nenhum dado disponível')).toBeInTheDocument();
    const area = screen.getByRole('heading', { name: 'Visualizações de páginas' }).parentElement!;
    expect(within(area).queryByText('Nenhum dado disponível')).not.toBeInTheDocument();
    expect(area.querySelector('svg.recharts-surface')).not.toBeNull();
  });

  it('draws the tag status pie with the palette cycled and labels of name and integer percent', async () => {
    stubFetch(analyticsApi(ADMIN));
    renderAdmin();
    const pie = (await screen.findByRole('heading', { name: 'Status das tags' })).parentElement!;
    // 30 of 40 ACTIVE ('Disponível'), 10 LOST ('Perdida').
    const labels = () =>
      [...pie.querySelectorAll('svg text')].map((text) =>
        [...text.querySelectorAll('tspan')].map((line) => line.textContent),
      );
    await waitFor(() =>
      expect(labels()).toEqual([
        ['Disponível', '75%'],
        ['Perdida', '25%'],
      ]),
    );
    const fills = [...pie.querySelectorAll('.recharts-pie-sector path')].map((path) => path.getAttribute('fill'));
    expect(fills).toEqual(['#3B82F6', '#10B981']);
  });

  it("a failed load says 'Erro ao carregar dados. Tente novamente.'; 'Tentar novamente' clears it and loads again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stubFetch(
      analyticsApi(ADMIN, { dashboard: () => jsonResponse(403, { code: 'FORBIDDEN', message: 'Acesso negado.' }) }),
    );
    const handler = analyticsApi(ADMIN);
    const { user } = renderAdmin();
    expect(await screen.findByText('Erro ao carregar dados. Tente novamente.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    // The retry's answer waits: meanwhile the error is gone (spec section 4) and the screen is loading.
    stubFetch(async (request) => {
      await answered;
      return handler(request);
    });
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByText('Erro ao carregar dados. Tente novamente.')).not.toBeInTheDocument());
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    answer();
    expect(await screen.findByText('1.234')).toBeInTheDocument();
  });

  it('refreshes every 30 s while the tab is visible, and not while it is hidden', async () => {
    installFakeTimers();
    const { requests } = stubFetch(analyticsApi(ADMIN));
    renderAdmin();
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    const realtimeCalls = () => calls(requests, `${ADMIN}/realtime`).length;
    const dashboardCalls = () => calls(requests, `${ADMIN}/dashboard`).length;
    expect(realtimeCalls()).toBe(1);

    act(() => vi.advanceTimersByTime(29_000));
    expect(realtimeCalls()).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(realtimeCalls()).toBe(2));
    await waitFor(() => expect(dashboardCalls()).toBe(2));

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    // The queries' functions start on a later microtask: give them the time they would need to be seen.
    await act(() => new Promise<void>((resolve) => queueMicrotask(resolve)));
    await act(() => Promise.resolve());
    expect(realtimeCalls()).toBe(2);
    expect(dashboardCalls()).toBe(2);
  });
});
