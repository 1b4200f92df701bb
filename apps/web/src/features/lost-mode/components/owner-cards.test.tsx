import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { LOST_TEXTS, ndefBytes, type TagScan } from '@portal/shared';
import { formatDateTime } from '@/lib/format';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { tagFixture } from '@/testing/fixtures/tags';
import { stubObjectUrls } from '@/testing/xhr';
import { NdefCard } from './ndef-card';
import { PosterButton } from './poster-button';
import { TagScansCard } from './tag-scans-card';

/** Routes `METHOD /path` to handlers; anything else is a 404 with the API's error shape. */
const routes =
  (table: Record<string, FetchHandler>): FetchHandler =>
  (request) =>
    table[`${request.method} ${request.path}`]?.(request) ??
    jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });

const tag = tagFixture({ id: 'aaaaaaaa-0000-4000-8000-000000000021', code: 'PET00001', scanDigest: false });
const base = `/api/me/bracelets/${tag.id}`;
const scans: TagScan[] = [
  { at: '2026-11-24T12:15:00.000Z', country: 'BR', city: 'São Paulo', device: 'mobile' },
  { at: '2026-11-23T18:00:00.000Z', country: 'XX', city: null, device: 'desktop' },
];
const page = (items: TagScan[]) => ({
  scans: items,
  pagination: { page: 1, limit: 10, total: items.length, totalPages: 1 },
});

describe('TagScansCard', () => {
  beforeEach(() => signInAs('user'));

  it("lists the scans newest first: time in pt-BR, place and device in words ('Brasil', 'Desconhecido', 'Celular')", async () => {
    const { requests } = stubFetch(routes({ [`GET ${base}/scans`]: () => jsonResponse(200, page(scans)) }));
    renderRoute(<TagScansCard tag={tag} />);
    const list = await screen.findByRole('list', { name: LOST_TEXTS.scansTitle });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(formatDateTime(scans[0]!.at));
    expect(items[0]).toHaveTextContent('São Paulo, Brasil');
    expect(items[0]).toHaveTextContent('Celular');
    expect(items[0]).not.toHaveTextContent('mobile');
    expect(items[1]).toHaveTextContent('Desconhecido');
    expect(items[1]).not.toHaveTextContent('XX');
    expect(items[1]).toHaveTextContent('Computador');
    expect(requests[0]!.search.get('page')).toBe('1');
    expect(requests[0]!.search.get('limit')).toBe('10');
  });

  it("no scans: 'Nenhuma leitura registrada.'", async () => {
    stubFetch(routes({ [`GET ${base}/scans`]: () => jsonResponse(200, page([])) }));
    renderRoute(<TagScansCard tag={tag} />);
    expect(await screen.findByText(LOST_TEXTS.scansEmpty)).toBeInTheDocument();
  });

  it('the daily digest switch sends PATCH …/scan-digest {enabled}', async () => {
    const { requests } = stubFetch(
      routes({
        [`GET ${base}/scans`]: () => jsonResponse(200, page([])),
        [`PATCH ${base}/scan-digest`]: () => jsonResponse(200, { ...tag, scanDigest: true }),
      }),
    );
    const { user } = renderRoute(<TagScansCard tag={tag} />);
    const toggle = screen.getByRole('switch', { name: LOST_TEXTS.scanDigestLabel });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({ enabled: true });
  });
});

describe('NdefCard', () => {
  beforeEach(() => signInAs('user'));

  it('a short text fits every chip: the text read-only, its size and a badge per chip', async () => {
    const text = 'Thor\nEmergência: (11) 98888-7777';
    stubFetch(routes({ [`GET ${base}/ndef`]: () => jsonResponse(200, { text, bytes: ndefBytes(text) }) }));
    renderRoute(<NdefCard tag={tag} />);
    const box = await screen.findByLabelText(LOST_TEXTS.ndefTitle);
    expect(box).toHaveValue(text);
    expect(box).toHaveAttribute('readonly');
    expect(screen.getByText(`${ndefBytes(text)} bytes`)).toBeInTheDocument();
    for (const chip of ['NTAG213', 'NTAG215', 'NTAG216'])
      expect(screen.getByText(LOST_TEXTS.ndefFits(chip))).toBeInTheDocument();
  });

  it("a 200-byte text: 'Não cabe no NTAG213', fits NTAG215 and NTAG216", async () => {
    stubFetch(routes({ [`GET ${base}/ndef`]: () => jsonResponse(200, { text: 'x'.repeat(193), bytes: 200 }) }));
    renderRoute(<NdefCard tag={tag} />);
    expect(await screen.findByText(LOST_TEXTS.ndefTooBig('NTAG213'))).toBeInTheDocument();
    expect(screen.getByText(LOST_TEXTS.ndefFits('NTAG215'))).toBeInTheDocument();
    expect(screen.getByText(LOST_TEXTS.ndefFits('NTAG216'))).toBeInTheDocument();
    expect(screen.queryByText(LOST_TEXTS.ndefFits('NTAG213'))).not.toBeInTheDocument();
  });

  it("'Copiar texto' copies the text", async () => {
    stubFetch(routes({ [`GET ${base}/ndef`]: () => jsonResponse(200, { text: 'Thor', bytes: ndefBytes('Thor') }) }));
    const { user } = renderRoute(<NdefCard tag={tag} />);
    await user.click(await screen.findByRole('button', { name: LOST_TEXTS.ndefCopy }));
    // The toast comes after the copy: once it shows, the clipboard has been written.
    expect(await screen.findByText('Texto copiado.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Thor');
  });
});

describe('PosterButton', () => {
  // jsdom cannot follow the download link: the click is where the browser would take over.
  const captureDownloads = () => {
    const { created } = stubObjectUrls();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    return { created, saved };
  };

  it("'Imprimir cartaz' downloads the owner's poster with the session's token", async () => {
    signInAs('user');
    const { created, saved } = captureDownloads();
    const { requests } = stubFetch(() => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' })));
    const { user } = renderRoute(<PosterButton tag={tag} scope="owner" />);
    await user.click(screen.getByRole('button', { name: LOST_TEXTS.posterButton }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(saved).toEqual(['cartaz-PET00001.pdf']);
    expect(requests[0]!.path).toBe(`${base}/poster.pdf`);
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer test-token-user');
  });

  it("an admin's poster comes from /api/admin/bracelets/{id}/poster.pdf", async () => {
    signInAs('admin');
    const { created } = captureDownloads();
    const { requests } = stubFetch(() => new Response(new Blob(['%PDF-1.4'])));
    const { user } = renderRoute(<PosterButton tag={tag} scope="admin" />);
    await user.click(screen.getByRole('button', { name: LOST_TEXTS.posterButton }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(requests[0]!.path).toBe(`/api/admin/bracelets/${tag.id}/poster.pdf`);
  });
});
