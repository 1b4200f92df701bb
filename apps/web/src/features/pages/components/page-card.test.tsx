import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Page } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { pageFixture } from '@/testing/fixtures/pages';
import { formatDate, formatDateTime } from '@/lib/format';
import { PageCard } from './page-card';

const page = pageFixture({ analytics: { views: 1234, uniqueVisitors: 7, lastAccessed: '2025-03-01T12:00:00.000Z' } });

function renderCard(shown: Page = page, { toggling = false } = {}) {
  const actions = { onQr: vi.fn(), onToggle: vi.fn(), onDelete: vi.fn() };
  const utils = renderRoute(<PageCard page={shown} {...actions} toggling={toggling} />, { path: '/admin/pages' });
  return { ...utils, ...actions, card: within(screen.getByTestId('page-card')) };
}

describe('a card of the public pages screen (spec section 2)', () => {
  it("one view is '1 visualização' (singular)", () => {
    const { card } = renderCard(
      pageFixture({ analytics: { views: 1, uniqueVisitors: 1, lastAccessed: '2025-03-01T12:00:00.000Z' } }),
    );
    expect(card.getByText('visualização', { exact: false }).textContent).toMatch(/^1\s+visualização$/);
  });

  it('shows the status, short id, title, slug, description, client, views, unique visitors, theme, dates and the full URL', () => {
    const { card } = renderCard();
    expect(card.getByText('Ativa')).toBeInTheDocument();
    expect(card.getByText('#11111111')).toBeInTheDocument();
    expect(card.getByRole('heading', { name: 'Maria Silva' })).toBeInTheDocument();
    expect(card.getByText('/p/maria-silva')).toBeInTheDocument();
    expect(card.getByText('Perfil de emergência da Maria.')).toBeInTheDocument();
    expect(card.getByText(/maria@exemplo\.com/)).toBeInTheDocument();
    expect(card.getByText('1.234').parentElement).toHaveTextContent('1.234 visualizações');
    expect(card.getByText('7').parentElement).toHaveTextContent('7 únicos');
    expect(card.getByTitle('Principal: #3B82F6')).toBeInTheDocument();
    expect(card.getByTitle('Fundo: #F3F4F6')).toBeInTheDocument();
    expect(card.getByTitle('Texto: #111827')).toBeInTheDocument();
    expect(card.getByText('Inter')).toBeInTheDocument();
    expect(card.getByText(formatDate(page.createdAt))).toBeInTheDocument();
    expect(card.getByText(formatDateTime('2025-03-01T12:00:00.000Z'))).toBeInTheDocument();
    expect(card.getByTitle(page.publicUrl)).toHaveTextContent(page.publicUrl);
  });

  it("a page never opened, without description or client name: 'Nunca', 'Sem descrição', 'Sem nome'", () => {
    const { card } = renderCard(
      pageFixture({
        description: '',
        client: { ...page.client, name: '', email: '' },
        analytics: { views: 0, uniqueVisitors: 0, lastAccessed: null },
      }),
    );
    expect(card.getByText('Nunca')).toBeInTheDocument();
    expect(card.getByText('Sem descrição')).toBeInTheDocument();
    expect(card.getByText('Sem nome')).toBeInTheDocument();
  });

  it.each([
    ['PERSON', 'Pessoa'],
    ['PET', 'Animal'],
    ['EQUIPMENT', 'Equipamento'],
  ] as const)("shows the page's profile kind: %s reads '%s'", (kind, label) => {
    const { card } = renderCard(pageFixture({ client: { ...page.client, kind, isPrimary: false } }));
    expect(card.getByText(label)).toBeInTheDocument();
    expect(card.queryByText('Principal', { selector: 'span' })).not.toBeInTheDocument();
  });

  it('an answer without the profile kind shows no kind', () => {
    const { card } = renderCard();
    for (const label of ['Pessoa', 'Animal', 'Equipamento']) expect(card.queryByText(label)).not.toBeInTheDocument();
  });

  it("the copy button copies the public URL and says 'URL copiada para a área de transferência!'", async () => {
    const { card, user } = renderCard();
    await user.click(card.getByRole('button', { name: 'Copiar URL de Maria Silva' }));
    expect(await screen.findByText('URL copiada para a área de transferência!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(page.publicUrl);
  });

  it("'Ver' opens the public page in a new tab; 'QR' and 'Excluir' ask the screen", async () => {
    const { card, user, onQr, onDelete, onToggle } = renderCard();
    const view = card.getByRole('link', { name: 'Ver' });
    expect(view).toHaveAttribute('href', page.publicUrl);
    expect(view).toHaveAttribute('target', '_blank');
    await user.click(card.getByRole('button', { name: 'QR Code' }));
    expect(onQr).toHaveBeenCalledTimes(1);
    await user.click(card.getByRole('button', { name: 'Excluir' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it("an active page offers 'Desativar', an inactive one 'Ativar' (and shows 'Inativa'); the button waits while the change is on its way", async () => {
    const active = renderCard();
    await active.user.click(active.card.getByRole('button', { name: 'Desativar' }));
    expect(active.onToggle).toHaveBeenCalledTimes(1);
    active.unmount();

    const inactive = renderCard(pageFixture({ isActive: false }));
    expect(inactive.card.getByText('Inativa')).toBeInTheDocument();
    expect(inactive.card.getByRole('button', { name: 'Ativar' })).toBeInTheDocument();
    inactive.unmount();

    const busy = renderCard(page, { toggling: true });
    expect(busy.card.getByRole('button', { name: 'Desativar' })).toBeDisabled();
  });

  it("'Editar' goes to the spec's /admin/product/edit/{id} with the page's client (profile) id", async () => {
    const { card, user } = renderCard();
    await user.click(card.getByRole('link', { name: 'Editar' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/product/edit/${page.profileId}`);
  });
});
