import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it.each([
    [404, 'Recurso não encontrado'],
    [429, 'Muitas solicitações'],
    [500, 'Ocorreu um erro'],
    [undefined, 'Ocorreu um erro'],
  ])('status %s -> %s', (status, title) => {
    render(<ErrorPanel status={status} message="Página não encontrada ou não está ativa" />);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('Página não encontrada ou não está ativa')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it("'Tentar novamente' calls the given retry", async () => {
    const onRetry = vi.fn();
    render(
      <ErrorPanel
        status={429}
        message="Muitas visualizações em pouco tempo — tente novamente em alguns minutos."
        onRetry={onRetry}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
