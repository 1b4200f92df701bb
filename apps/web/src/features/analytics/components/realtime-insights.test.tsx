import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Insight } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { insightFixture, realtimeFixture } from '@/testing/fixtures/analytics';
import { InsightsPanel, INSIGHTS_SHOWN } from './insights-panel';
import { RealtimePanel } from './realtime-panel';

describe("the analytics screen's lower half reads short (issue 43)", () => {
  it('the real-time lists show one line per page or tag with how many times, the newest first', () => {
    const now = Date.now();
    const at = (seconds: number) => new Date(now - seconds * 1000).toISOString();
    const generator = { pageId: 'g', pageTitle: 'Gerador portátil 5 kVA', device: 'mobile' as const };
    const realtime = realtimeFixture(now, {
      recentViews: [
        { ...generator, location: 'BR', timestamp: at(10) },
        { ...generator, location: 'PT', timestamp: at(20) },
        { pageId: 't', pageTitle: 'Thor', location: 'BR', device: 'desktop', timestamp: at(30) },
        { ...generator, location: 'DE', timestamp: at(40) },
      ],
      recentTagScans: [
        { tagId: 'm', tagCode: 'MNT00012', location: 'DE', timestamp: at(15) },
        { tagId: 'm', tagCode: 'MNT00012', location: 'PT', timestamp: at(25) },
      ],
    });
    renderRoute(<RealtimePanel realtime={realtime} showHealth />);
    const views = within(screen.getByRole('region', { name: 'Visualizações Recentes' })).getAllByRole('listitem');
    expect(views).toHaveLength(2);
    expect(views[0]).toHaveTextContent('Gerador portátil 5 kVA×3');
    expect(views[0]).toHaveTextContent('3 visualizações · Brasil, Portugal, Alemanha');
    expect(views[1]).toHaveTextContent('Thor');
    expect(views[1]).toHaveTextContent('Brasil · Computador');
    const scans = within(screen.getByRole('region', { name: 'Escaneamentos Recentes' })).getAllByRole('listitem');
    expect(scans).toHaveLength(1);
    expect(scans[0]).toHaveTextContent('2 leituras · Alemanha, Portugal');
    expect(screen.getByRole('region', { name: 'Saúde do Sistema' })).toBeInTheDocument();
  });

  it("an owner's real-time block has no 'Saúde do Sistema'", () => {
    renderRoute(<RealtimePanel realtime={realtimeFixture()} showHealth={false} />);
    expect(screen.getByRole('region', { name: 'Visualizações Recentes' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Saúde do Sistema' })).not.toBeInTheDocument();
  });

  it("the first insights, then 'Mostrar todos (N)' opens the rest", async () => {
    const insights: Insight[] = Array.from({ length: 8 }, (_, index) =>
      insightFixture({ id: `i${index}`, title: `Manutenção vencida: MNT0000${index}` }),
    );
    const { user } = renderRoute(<InsightsPanel insights={insights} />);
    const list = screen.getByRole('list', { name: 'Insights Automáticos' });
    expect(within(list).getAllByTestId('insight')).toHaveLength(INSIGHTS_SHOWN);
    await user.click(screen.getByRole('button', { name: 'Mostrar todos (8)' }));
    expect(within(list).getAllByTestId('insight')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Mostrar menos' }));
    expect(within(list).getAllByTestId('insight')).toHaveLength(INSIGHTS_SHOWN);
  });
});
