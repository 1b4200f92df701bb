// heic-decode 2 ships no types: the part of its API the photo processing uses.
declare module 'heic-decode' {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray };
  type HeifImage = { width: number; height: number; decode(): Promise<DecodedImage> };

  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    function all(input: { buffer: Uint8Array }): Promise<HeifImage[] & { dispose(): void }>;
  }
  export default decode;
}
