import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MAINTENANCE_TEXTS } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { listAnswer, summary } from '@/features/maintenance/testing/equipment';
import { asRead, FakeNdefReader } from '@/features/nfc/testing/fake-ndef-reader';
import { Component as TechnicianPanel } from './panel';

const wanted = summary({ id: '00000000-0000-4000-8000-000000000002', code: 'MNT00002' });

function renderPanel() {
  stubFetch((request) =>
    jsonResponse(200, listAnswer(request.search.get('search') === 'MNT00002' ? [wanted] : [summary()])),
  );
  signInAs('technician');
  return renderRoute(<TechnicianPanel />, { path: '/tecnico' });
}

describe("the technician panel's 'Ler tag NFC'", () => {
  it("is absent without Web NFC: 'Ler código' (the camera) stays", async () => {
    renderPanel();
    expect(await screen.findByRole('button', { name: MAINTENANCE_TEXTS.readCode })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ler tag NFC' })).not.toBeInTheDocument();
  });

  it("opens the equipment of the tag's /t URL record held to the phone", async () => {
    FakeNdefReader.reset();
    vi.stubGlobal('NDEFReader', FakeNdefReader);
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Ler tag NFC' }));
    await vi.waitFor(() => expect(FakeNdefReader.made.at(-1)?.scanning).toBe(true));
    FakeNdefReader.made
      .at(-1)!
      .hold([
        asRead({ recordType: 'url', data: 'https://portal.example/t/mnt00002' }),
        asRead({ recordType: 'text', data: 'Extintor CO2', lang: 'pt' }),
      ]);
    expect(await screen.findByTestId('location')).toHaveTextContent(`/tecnico/equipamentos/${wanted.id}`);
  });

  it('a text record holding just the code opens its equipment too', async () => {
    FakeNdefReader.reset();
    vi.stubGlobal('NDEFReader', FakeNdefReader);
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Ler tag NFC' }));
    await vi.waitFor(() => expect(FakeNdefReader.made.at(-1)?.scanning).toBe(true));
    FakeNdefReader.made.at(-1)!.hold([asRead({ recordType: 'text', data: 'MNT00002', lang: 'pt' })]);
    expect(await screen.findByTestId('location')).toHaveTextContent(`/tecnico/equipamentos/${wanted.id}`);
  });

  it("a tag whose code no equipment has says 'Equipamento não encontrado.' and stays on the panel", async () => {
    FakeNdefReader.reset();
    vi.stubGlobal('NDEFReader', FakeNdefReader);
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Ler tag NFC' }));
    await vi.waitFor(() => expect(FakeNdefReader.made.at(-1)?.scanning).toBe(true));
    FakeNdefReader.made.at(-1)!.hold([asRead({ recordType: 'url', data: 'https://portal.example/t/PET00009' })]);
    expect(await screen.findByText(MAINTENANCE_TEXTS.notFound)).toBeInTheDocument();
    // Still the panel: nothing navigated away.
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
