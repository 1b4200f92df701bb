/** Largest photo file accepted, in bytes (spec: 10 MB). */
export const PHOTO_MAX_BYTES = 10_485_760;

export const PHOTO_TEXTS = {
  tooLarge: 'Arquivo muito grande. Tamanho máximo: 10MB.',
  unsupportedType: 'Tipo de arquivo não suportado. Use JPEG, PNG, GIF ou WebP.',
  // Not in the spec: a few KB that would decode into gigabytes of pixels (a decompression bomb).
  tooManyPixels: 'Imagem grande demais para processar. Tamanho máximo: 50 megapixels.',
} as const;
