import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MAINTENANCE_TEXTS } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { signInAs } from '@/testing/session';
import type { QueuedRecord } from '../lib/record-queue';
import { OfflineBanner } from './offline-banner';
import { QueuedRecords } from './queued-records';

const item = (overrides: Partial<QueuedRecord> = {}): QueuedRecord => ({
  clientId: '6f1c7a52-3c1e-4a57-9a54-0c9e3b1d2f10',
  userId: 'tech-1',
  tagId: '00000000-0000-4000-8000-000000000001',
  code: 'MNT00001',
  body: { performedAt: '2026-11-20', type: 'CORRETIVA', description: 'Troca do manômetro', outcome: 'OK' },
  photos: [{ clientId: 'p-1', name: 'foto.jpg', blob: new Blob(['jpeg']) }],
  queuedAt: 1,
  ...overrides,
});

describe('records waiting to be sent', () => {
  it("show 'Pendente de envio' with what was typed, and the equipment's code on the panel", async () => {
    signInAs('technician');
    renderRoute(<QueuedRecords items={[item()]} showCode />, { path: '/tecnico' });
    const row = within(await screen.findByRole('list', { name: MAINTENANCE_TEXTS.pendingTitle })).getByRole('listitem');
    expect(within(row).getByText('Pendente de envio')).toBeInTheDocument();
    expect(within(row).getByText('Troca do manômetro')).toBeInTheDocument();
    expect(within(row).getByText(/20\/11\/2026 · Corretiva/)).toBeInTheDocument();
    expect(within(row).getByText('1 foto')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /MNT00001/ })).toHaveAttribute(
      'href',
      '/tecnico/equipamentos/00000000-0000-4000-8000-000000000001',
    );
    expect(within(row).queryByRole('button', { name: MAINTENANCE_TEXTS.queueDiscard })).not.toBeInTheDocument();
  });

  it("one the server refused keeps its message, with 'Tentar novamente' and 'Descartar'", async () => {
    signInAs('technician');
    renderRoute(<QueuedRecords items={[item({ refused: 'Equipamento não encontrado.' })]} />, { path: '/tecnico' });
    expect(await screen.findByText('Não enviado: Equipamento não encontrado.')).toBeInTheDocument();
    expect(screen.getByText('Pendente de envio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descartar' })).toBeInTheDocument();
  });

  it("'Corrigir' opens the registration's form with what was typed", async () => {
    signInAs('technician');
    const { user } = renderRoute(<QueuedRecords items={[item({ refused: 'Descrição inválida.' })]} />, {
      path: '/tecnico',
    });
    await user.click(await screen.findByRole('button', { name: 'Corrigir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Corrigir' });
    expect(within(dialog).getByLabelText('Descrição')).toHaveValue('Troca do manômetro');
    expect(within(dialog).getByLabelText('Data')).toHaveValue('2026-11-20');
    expect(within(dialog).getByRole('button', { name: 'Salvar e enviar' })).toBeInTheDocument();
  });

  it("a record already on the server whose photo was refused offers no 'Corrigir'", async () => {
    signInAs('technician');
    renderRoute(<QueuedRecords items={[item({ recordId: 'rec-1', refused: 'Foto muito grande.' })]} />, {
      path: '/tecnico',
    });
    await screen.findByText('Não enviado: Foto muito grande.');
    expect(screen.queryByRole('button', { name: 'Corrigir' })).not.toBeInTheDocument();
  });

  it('the offline banner shows only while the screen shows the copy', async () => {
    const { unmount } = renderRoute(<OfflineBanner since="2026-11-26T13:05:00.000Z" />, { path: '/tecnico' });
    expect(await screen.findByRole('status')).toHaveTextContent('Sem conexão — mostrando dados de 26/11 às 10:05');
    unmount();
    renderRoute(<OfflineBanner since={undefined} />, { path: '/tecnico' });
    expect(screen.queryByText(/Sem conexão/)).not.toBeInTheDocument();
  });
});
