import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fitWithin, RESIZE_QUALITY, resizeImage } from './resize-image';

/** jsdom decodes no image and draws no canvas: createImageBitmap and the canvas are stubbed (browser APIs). */
function stubCanvas(size: { width: number; height: number } | 'undecodable') {
  const decode = vi.fn(async () => {
    if (size === 'undecodable') throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { ...size, close: vi.fn() };
  });
  vi.stubGlobal('createImageBitmap', decode);
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ drawImage }) as unknown as CanvasRenderingContext2D,
  );
  const encoded: { type: string; quality: number | undefined; width: number; height: number }[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
    quality?: number,
  ) {
    encoded.push({ type: type ?? 'image/png', quality, width: this.width, height: this.height });
    callback(new Blob(['resized'], { type }));
  });
  return { decode, drawImage, encoded };
}

const file = (name: string, type: string) => new File(['original bytes'], name, { type });

describe('resizeImage: the browser-side resize helper (spec sections 5 and 9)', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('shrinks a photo larger than 1920x1080 to fit it, keeping its proportions, as a JPEG of quality 0.8', async () => {
    const { encoded, drawImage } = stubCanvas({ width: 4000, height: 3000 });
    const result = await resizeImage(file('ferias.jpeg', 'image/jpeg'));
    expect(encoded).toEqual([{ type: 'image/jpeg', quality: RESIZE_QUALITY, width: 1440, height: 1080 }]);
    expect(RESIZE_QUALITY).toBe(0.8);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1440, 1080);
    expect(result).toMatchObject({ name: 'ferias.jpeg', type: 'image/jpeg' });
    expect(result.size).toBe('resized'.length);
  });

  it.each(['image/png', 'image/webp'])('keeps %s in its own type', async (type) => {
    const { encoded } = stubCanvas({ width: 3840, height: 2160 });
    const result = await resizeImage(file('tela.png', type));
    expect(encoded[0]).toMatchObject({ type, width: 1920, height: 1080 });
    expect(result.type).toBe(type);
  });

  it('any other decodable type becomes a JPEG named .jpg', async () => {
    const { encoded } = stubCanvas({ width: 2400, height: 2400 });
    const result = await resizeImage(file('scan.bmp', 'image/bmp'));
    expect(encoded[0]).toMatchObject({ type: 'image/jpeg', width: 1080, height: 1080 });
    expect(result).toMatchObject({ name: 'scan.jpg', type: 'image/jpeg' });
  });

  it('a photo that already fits is sent as it is (no second lossy encoding)', async () => {
    const { encoded } = stubCanvas({ width: 1200, height: 900 });
    const original = file('pequena.jpg', 'image/jpeg');
    expect(await resizeImage(original)).toBe(original);
    expect(encoded).toEqual([]);
  });

  it.each([
    ['animada.gif', 'image/gif'],
    ['iphone.heic', 'image/heic'],
    ['iphone.heif', 'image/heif'],
    ['sem-tipo.HEIC', ''],
  ])('%s is sent as it is, never decoded (a GIF may be animated, no browser decodes HEIC)', async (name, type) => {
    const { decode } = stubCanvas({ width: 4000, height: 3000 });
    const original = file(name, type);
    expect(await resizeImage(original)).toBe(original);
    expect(decode).not.toHaveBeenCalled();
  });

  it('a file the browser cannot decode is sent as it is: the server decides', async () => {
    stubCanvas('undecodable');
    const original = file('estranha.jpg', 'image/jpeg');
    expect(await resizeImage(original)).toBe(original);
  });

  it('fitWithin never enlarges and fits both sides', () => {
    expect(fitWithin(1080, 1920)).toEqual({ width: 608, height: 1080 });
    expect(fitWithin(5000, 1000)).toEqual({ width: 1920, height: 384 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
