import { useEffect, useRef, useState, type RefObject } from 'react';

/** The browser's own QR reader (Chrome on Android, Safari 17+); TypeScript's DOM library does not declare it yet. */
type BarcodeDetectorLike = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

export type ScannerState = 'starting' | 'scanning' | 'unavailable';

/** How often a frame is read: often enough to feel instant, rare enough to spare a phone's battery. */
const SCAN_EVERY_MS = 200;

/** A frame decoder: BarcodeDetector where the browser has one with QR support, else jsQR on a canvas frame. */
async function createDecoder(): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats = Detector ? await Detector.getSupportedFormats?.().catch(() => []) : [];
  if (Detector && formats?.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  // jsQR is loaded only where it is needed (a browser without BarcodeDetector), in its own chunk.
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/**
 * Opens the back camera into `videoRef` while mounted and calls `onRead` with the first QR text it reads. A refused
 * or missing camera leaves the state 'unavailable' (the typed code remains). `onRead` answers whether the text was
 * what it looked for (else reading goes on: another QR in view). The camera stops on unmount.
 */
export function useQrScanner(videoRef: RefObject<HTMLVideoElement | null>, onRead: (text: string) => boolean) {
  const [state, setState] = useState<ScannerState>('starting');
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } } });
      const video = videoRef.current;
      if (stopped || !video) return;
      video.srcObject = stream;
      await video.play();
      const decode = await createDecoder();
      if (stopped) return;
      setState('scanning');
      const tick = async () => {
        if (stopped) return;
        const text = await decode(video).catch(() => null);
        if (stopped) return;
        if (text && onReadRef.current(text)) return;
        timer = setTimeout(tick, SCAN_EVERY_MS);
      };
      void tick();
    }

    start().catch(() => {
      if (!stopped) setState('unavailable');
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [videoRef]);

  return state;
}
