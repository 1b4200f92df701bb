import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { NFC_TEXTS } from '../lib/nfc-texts';
import { tagMessage } from '../lib/ndef-message';
import { asRead, FakeNdefReader } from '../testing/fake-ndef-reader';
import { ReadNfcButton } from './read-nfc-button';
import { WriteTagCard } from './write-tag-card';

const URL = 'https://portal.example/t/MNT00001';
const TEXT = 'Extintor CO2\n(11) 3333-4444';

beforeEach(() => FakeNdefReader.reset());

const lastReader = async () => {
  await vi.waitFor(() => expect(FakeNdefReader.made.at(-1)?.scanning).toBe(true));
  return FakeNdefReader.made.at(-1)!;
};

describe('where the browser has no Web NFC', () => {
  it("neither 'Ler tag NFC' nor 'Gravar na tag' is shown", () => {
    expect('NDEFReader' in window).toBe(false);
    renderRoute(
      <>
        <ReadNfcButton onRead={() => true} />
        <WriteTagCard url={URL} text={TEXT} />
      </>,
    );
    expect(screen.queryByRole('button', { name: NFC_TEXTS.read })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: NFC_TEXTS.write })).not.toBeInTheDocument();
  });
});

describe("'Ler tag NFC' (NDEFReader present)", () => {
  beforeEach(() => vi.stubGlobal('NDEFReader', FakeNdefReader));

  it('asks to hold the tag, then hands over its URL and texts', async () => {
    const onRead = vi.fn(() => true);
    const { user } = renderRoute(<ReadNfcButton onRead={onRead} />);
    await user.click(screen.getByRole('button', { name: NFC_TEXTS.read }));
    expect(screen.getByRole('status')).toHaveTextContent(NFC_TEXTS.holdToRead);
    (await lastReader()).hold(tagMessage(URL, TEXT).map(asRead));
    await vi.waitFor(() => expect(onRead).toHaveBeenCalledWith([URL, TEXT]));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a tag naming no tag of the portal, and a refused permission, each say so', async () => {
    const { user } = renderRoute(<ReadNfcButton onRead={() => false} />);
    await user.click(screen.getByRole('button', { name: NFC_TEXTS.read }));
    (await lastReader()).hold([asRead({ recordType: 'text', data: 'Olá', lang: 'pt' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(NFC_TEXTS.noCode);

    FakeNdefReader.scanError = new DOMException('denied', 'NotAllowedError');
    await user.click(screen.getByRole('button', { name: NFC_TEXTS.read }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NFC_TEXTS.permissionDenied);
  });

  it("'Cancelar' stops reading and says nothing", async () => {
    const { user } = renderRoute(<ReadNfcButton onRead={() => true} />);
    await user.click(screen.getByRole('button', { name: NFC_TEXTS.read }));
    const reader = await lastReader();
    await user.click(screen.getByRole('button', { name: NFC_TEXTS.cancel }));
    await vi.waitFor(() => expect(reader.scanning).toBe(false));
    expect(screen.getByRole('button', { name: NFC_TEXTS.read })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("'Gravar na tag' (NDEFReader present)", () => {
  beforeEach(() => vi.stubGlobal('NDEFReader', FakeNdefReader));

  it('writes the URL and the text, reads the tag back and says it matched', async () => {
    const { user } = renderRoute(<WriteTagCard url={URL} text={TEXT} />);
    await user.click(screen.getByRole('button', { name: NFC_TEXTS.write }));
    expect(await screen.findByText(NFC_TEXTS.matched)).toBeInTheDocument();
    expect(FakeNdefReader.written).toEqual([tagMessage(URL, TEXT)]);
  });

  it('a tag that reads back something else is reported', async () => {
    FakeNdefReader.keepsOldContent = true;
    const { user } = renderRoute(<WriteTagCard url={URL} text={TEXT} />);
    await user.click(screen.getByRole('button', { name: NFC_TEXTS.write }));
    expect(await screen.findByText(NFC_TEXTS.mismatched)).toBeInTheDocument();
  });

  it('an NTAG213 too small for the text is refused before writing; a read-only tag says so', async () => {
    const long =
      'Empresa de Manutenção Predial, plantão 24 horas: (11) 3333-4444, (11) 98888-7777, contato@empresa.com.br';
    const { user } = renderRoute(<WriteTagCard url={URL} text={long} />);
    await user.selectOptions(screen.getByLabelText('Chip da tag'), 'NTAG213');
    await user.click(screen.getByRole('button', { name: NFC_TEXTS.write }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/não cabe na tag: o NTAG213 guarda 144 bytes/);
    expect(FakeNdefReader.written).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Chip da tag'), 'NTAG215');
    FakeNdefReader.writeError = new DOMException('locked', 'NotReadableError');
    await user.click(screen.getByRole('button', { name: NFC_TEXTS.write }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NFC_TEXTS.readOnly);
  });
});
