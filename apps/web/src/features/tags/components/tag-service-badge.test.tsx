import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { tagFixture } from '../testing/tag-fixtures';
import { TagServiceBadge } from './tag-service-badge';

// 25/11/2026 22:30 in Brasília is already the 26th in UTC: 'today' is the Brasília day.
const NOW = new Date('2026-11-26T01:30:00.000Z');

describe('the service badge beside a tag status (issue 20: never Disponível alone on an overdue extinguisher)', () => {
  afterEach(() => vi.useRealTimers());
  const at = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  };

  it("an overdue B2B tag reads 'Manutenção vencida · 15/03/2026' in red beside 'Disponível'", () => {
    at();
    render(
      <TagServiceBadge tag={tagFixture({ type: 'B2B', status: 'ACTIVE', meta: { nextService: '2026-03-15' } })} />,
    );
    expect(screen.getByText('Manutenção vencida · 15/03/2026')).toHaveClass('text-red-700');
  });

  it("a service within 7 Brasília days reads 'Manutenção próxima · dd/mm/aaaa'; yesterday in UTC terms is not overdue", () => {
    at();
    render(
      <TagServiceBadge tag={tagFixture({ type: 'B2B', status: 'ACTIVE', meta: { nextService: '2026-11-25' } })} />,
    );
    expect(screen.getByText('Manutenção próxima · 25/11/2026')).toBeInTheDocument();
  });

  it('nothing for a service in order, a tag without a date, or a B2C tag', () => {
    at();
    const { container } = render(
      <>
        <TagServiceBadge tag={tagFixture({ type: 'B2B', status: 'ACTIVE', meta: { nextService: '2027-06-01' } })} />
        <TagServiceBadge tag={tagFixture({ type: 'B2B', status: 'ACTIVE', meta: {} })} />
        <TagServiceBadge tag={tagFixture({ type: 'B2C', status: 'ACTIVE', meta: { nextService: '2026-03-15' } })} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
