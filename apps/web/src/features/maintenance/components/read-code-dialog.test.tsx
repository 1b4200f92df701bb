import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MAINTENANCE_TEXTS } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { listAnswer, summary } from '../testing/equipment';
import { PanelScreen } from './panel-screen';

const wanted = summary({ id: '00000000-0000-4000-8000-000000000002', code: 'MNT00002' });

/** The browser APIs jsdom lacks: a camera stream, a playing video and the browser's own QR reader. */
function stubCamera(qrTexts: string[]) {
  const stop = vi.fn();
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator, { onLine: { value: true } }), { mediaDevices: { getUserMedia } }),
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const reads = [...qrTexts];
  class FakeBarcodeDetector {
    static getSupportedFormats = async () => ['qr_code', 'ean_13'];
    detect = async () => {
      const next = reads.shift();
      return next === undefined ? [] : [{ rawValue: next }];
    };
  }
  vi.stubGlobal('BarcodeDetector', FakeBarcodeDetector);
  return { getUserMedia, stop };
}

describe("'Ler código' with a camera", () => {
  it("asks for the back camera, skips a QR that is not a tag's and opens the equipment of the tag's /t URL", async () => {
    const { getUserMedia, stop } = stubCamera(['https://example.com/menu', 'https://portal.example/t/mnt00002']);
    const { requests } = stubFetch((request) =>
      jsonResponse(200, listAnswer(request.search.get('search') === 'MNT00002' ? [wanted] : [summary()])),
    );
    signInAs('technician');
    const { user } = renderRoute(<PanelScreen />, { path: '/tecnico' });
    await user.click(await screen.findByRole('button', { name: MAINTENANCE_TEXTS.readCode }));

    expect(await screen.findByTestId('location')).toHaveTextContent(`/tecnico/equipamentos/${wanted.id}`);
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } } });
    expect(requests.filter((request) => request.search.get('search'))).toHaveLength(1);
    // The dialog closed: the camera is off.
    expect(stop).toHaveBeenCalled();
  });

  it('a refused camera says so and leaves the typed code', async () => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator, { onLine: { value: true } }), {
        mediaDevices: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      }),
    );
    stubFetch(() => jsonResponse(200, listAnswer([summary()])));
    signInAs('technician');
    const { user } = renderRoute(<PanelScreen />, { path: '/tecnico' });
    await user.click(await screen.findByRole('button', { name: MAINTENANCE_TEXTS.readCode }));
    expect(await screen.findByText(MAINTENANCE_TEXTS.cameraUnavailable)).toBeInTheDocument();
    expect(screen.getByLabelText(MAINTENANCE_TEXTS.typeCode)).toBeInTheDocument();
  });
});
