import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { POCKET_CARD_TEXTS } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubObjectUrls } from '@/testing/xhr';
import { accountProfileFixture } from '@/testing/fixtures/profiles';
import { OWNER_SCOPE } from '../lib/scope';
import { PocketCardPanel } from './pocket-card-panel';

const png = () => new Response(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }));
const pdf = () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));

/** jsdom cannot follow a download link: the click is where the browser would take over. */
function captureDownloads() {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('the pocket card panel', () => {
  it("previews the owner's wallpaper at the first phone size and again at the size picked", async () => {
    signInAs('user');
    stubObjectUrls();
    const profile = accountProfileFixture();
    const { requests } = stubFetch((request) => (request.path.endsWith('.png') ? png() : pdf()));
    const { user } = renderRoute(<PocketCardPanel scope={OWNER_SCOPE} profile={profile} />);

    expect(screen.getByRole('heading', { name: POCKET_CARD_TEXTS.lockscreenTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: POCKET_CARD_TEXTS.walletCardTitle })).toBeInTheDocument();
    const preview = await screen.findByRole('img', { name: POCKET_CARD_TEXTS.previewAlt });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(requests[0]!.path).toBe(`/api/me/profiles/${profile.id}/lockscreen.png`);
    expect(requests[0]!.search.get('w')).toBe('1170');
    expect(requests[0]!.search.get('h')).toBe('2532');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer test-token-user');

    await user.selectOptions(screen.getByLabelText(POCKET_CARD_TEXTS.sizeLabel), 'iphone-se');
    await waitFor(() => expect(requests.some((r) => r.search.get('w') === '750')).toBe(true));
    expect(requests.find((r) => r.search.get('w') === '750')!.search.get('h')).toBe('1334');
  });

  it('offers ticks only for the sections the public page hides, and sends the ticked ones with the card', async () => {
    signInAs('user');
    stubObjectUrls();
    const saved = captureDownloads();
    const profile = accountProfileFixture({ isMedicalInfoPublic: false });
    const { requests } = stubFetch((request) => (request.path.endsWith('.png') ? png() : pdf()));
    const { user } = renderRoute(<PocketCardPanel scope={OWNER_SCOPE} profile={profile} />);

    expect(screen.getByRole('group', { name: POCKET_CARD_TEXTS.includeTitle })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Contatos de emergência' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Informações médicas' }));
    await user.click(screen.getByRole('button', { name: POCKET_CARD_TEXTS.downloadPdf }));

    await waitFor(() => expect(saved).toEqual(['cartao-maria-silva.pdf']));
    const card = requests.find((r) => r.path.endsWith('/card.pdf'))!;
    expect(card.path).toBe(`/api/me/profiles/${profile.id}/card.pdf`);
    expect(card.search.get('include')).toBe('medicalInfo');
  });

  it("downloads the admin's wallpaper from /api/admin/clients/{id} under the page's name", async () => {
    signInAs('admin');
    stubObjectUrls();
    const saved = captureDownloads();
    const profile = accountProfileFixture();
    const { requests } = stubFetch(() => png());
    const { user } = renderRoute(<PocketCardPanel scope={{ role: 'admin', clientId: profile.id }} profile={profile} />);

    await user.click(screen.getByRole('button', { name: POCKET_CARD_TEXTS.downloadPng }));

    await waitFor(() => expect(saved).toEqual(['papel-de-parede-maria-silva.png']));
    expect(requests.every((r) => r.path === `/api/admin/clients/${profile.id}/lockscreen.png`)).toBe(true);
  });

  it('says so instead of a preview when the page is off', () => {
    signInAs('user');
    const profile = accountProfileFixture();
    const { requests } = stubFetch(() => png());
    renderRoute(
      <PocketCardPanel scope={OWNER_SCOPE} profile={{ ...profile, page: { ...profile.page!, isActive: false } }} />,
    );
    expect(screen.getByText(POCKET_CARD_TEXTS.noPage)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says the size is out of range for a custom size and asks nothing of the server', async () => {
    signInAs('user');
    stubObjectUrls();
    const { requests } = stubFetch(() => png());
    const { user } = renderRoute(<PocketCardPanel scope={OWNER_SCOPE} profile={accountProfileFixture()} />);
    await screen.findByRole('img', { name: POCKET_CARD_TEXTS.previewAlt });
    const before = requests.length;

    await user.selectOptions(screen.getByLabelText(POCKET_CARD_TEXTS.sizeLabel), 'custom');
    await user.clear(screen.getByLabelText(POCKET_CARD_TEXTS.width));
    await user.type(screen.getByLabelText(POCKET_CARD_TEXTS.width), '500');

    expect(await screen.findByText(POCKET_CARD_TEXTS.invalidSize)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: POCKET_CARD_TEXTS.downloadPng })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requests.slice(before).some((r) => r.search.get('w') === '500')).toBe(false);
  });

  it("shows the server's message when the preview fails, and nothing for equipment", async () => {
    signInAs('user');
    stubObjectUrls();
    stubFetch(() => jsonResponse(409, { code: 'PAGE_INACTIVE', message: POCKET_CARD_TEXTS.noPage }));
    const { unmount } = renderRoute(<PocketCardPanel scope={OWNER_SCOPE} profile={accountProfileFixture()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(POCKET_CARD_TEXTS.noPage);
    unmount();

    renderRoute(<PocketCardPanel scope={OWNER_SCOPE} profile={accountProfileFixture({ kind: 'EQUIPMENT' })} />);
    expect(screen.queryByRole('heading', { name: POCKET_CARD_TEXTS.lockscreenTitle })).not.toBeInTheDocument();
  });
});
