/**
 * Photos (spec sections 2, 3, 5, 7, 8 and 9 'Photos'): the Photo item a profile carries, how it is read, chosen and
 * addressed, the API contract of the photo routes and every text the upload dialog and the gallery show. The routes
 * are /me/photos/... (owner), /admin/photos/... (admin), /public/photos/... and /photos/{id}.
 */
import { z } from 'zod';
import { isRecord, parseJsonOrUndefined } from './json-values.js';
import { paginationSchema } from './pagination.js';

export const photoSchema = z.object({
  id: z.string(),
  originalName: z.string().optional(),
  size: z.number().optional(),
  uploadedAt: z.string().optional(),
  updatedAt: z.string().optional(),
  url: z.string(),
  thumbnailUrl: z.string().optional(),
  downloadUrl: z.string().optional(),
  path: z.string().optional(),
  isMain: z.boolean().optional(),
  isPublic: z.boolean().optional(),
  metadata: z.object({ width: z.number().optional(), height: z.number().optional() }).optional(),
  /** ThumbHash (base64) of the photo: a blurred preview drawn while it loads (photos uploaded here always have it). */
  placeholder: z.string().optional(),
  /** The stored original's type: image/jpeg, image/png or image/webp. */
  contentType: z.string().optional(),
});
export type Photo = z.infer<typeof photoSchema>;

/** A URL an <img> may load: http(s) or a path on this server; anything else (javascript:, data:) is refused. */
export function isSafeImageUrl(url: unknown): url is string {
  if (typeof url !== 'string' || !url) return false;
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  return /^https?:\/\/[^\s]+$/i.test(url);
}

/** Spec section 3: 'Photos may arrive as a list or as a JSON string.' Unreadable items and unsafe URLs are left out. */
export function readPhotos(value: unknown): Photo[] {
  const list = typeof value === 'string' ? parseJsonOrUndefined(value) : value;
  if (!Array.isArray(list) || list.length === 0) return [];
  return list.flatMap((item, index) => {
    const parsed = photoSchema.safeParse(isRecord(item) ? { ...item, id: String(item.id ?? index) } : item);
    return parsed.success && isSafeImageUrl(parsed.data.url) ? [parsed.data] : [];
  });
}

const isPublicPhoto = (photo: Photo) => photo.isPublic !== false;

/** Spec section 3: 'the one flagged main and public, else the first public, else the first.' */
export function chooseMainPhoto(photos: readonly Photo[]): Photo | null {
  return photos.find((p) => p.isMain && isPublicPhoto(p)) ?? photos.find(isPublicPhoto) ?? photos[0] ?? null;
}

/** Spec section 3: cache-busting adds a v= query from the upload or update time. */
export function photoSrc(photo: Photo, size: 'thumbnail' | 'medium' | 'original' = 'medium'): string {
  const base = size === 'thumbnail' && photo.thumbnailUrl ? photo.thumbnailUrl : photo.url;
  const stamp = photo.updatedAt ?? photo.uploadedAt;
  const version = stamp ? Date.parse(stamp) : NaN;
  if (Number.isNaN(version)) return base;
  return `${base}${base.includes('?') ? '&' : '?'}v=${version}`;
}

/** Largest photo file accepted, in bytes (spec: 10 MB). */
export const PHOTO_MAX_BYTES = 10_485_760;
/** Photos one profile may hold (not in the spec: a page is a card, not an album). */
export const PHOTO_MAX_PER_PROFILE = 50;
/** Files one upload-multiple request may carry; the dialog sends one file per request for its per-file progress. */
export const PHOTO_MAX_FILES_PER_REQUEST = 10;
/** Ids one bulk delete may name. */
export const PHOTO_BULK_DELETE_MAX = 100;

export const PHOTO_SIZES = ['thumbnail', 'medium', 'original'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** Spec section 5 'Photo file': what the server accepts (found from the bytes, never from the name). */
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic', 'image/heif'];

export const PHOTO_TEXTS = {
  tooLarge: 'Arquivo muito grande. Tamanho máximo: 10MB.',
  unsupportedType: 'Tipo de arquivo não suportado. Use JPEG, PNG, GIF ou WebP.',
  // Not in the spec: a few KB that would decode into gigabytes of pixels (a decompression bomb).
  tooManyPixels: 'Imagem grande demais para processar. Tamanho máximo: 50 megapixels.',
  // Not in the spec: the per-profile limit and a request without a file.
  tooMany: `Limite de ${PHOTO_MAX_PER_PROFILE} fotos por perfil atingido. Exclua alguma foto antes de enviar outras.`,
  tooManyFiles: `Envie no máximo ${PHOTO_MAX_FILES_PER_REQUEST} fotos de cada vez.`,
  noFile: 'Selecione uma foto para enviar.',
  notFound: 'Foto não encontrada.',
  // Spec section 2: 'The hint says JPEG, PNG, GIF and WebP, maximum 10MB.'
  hint: 'JPEG, PNG, GIF ou WebP, máximo 10MB',
  // Spec section 8 'Photos', to the letter.
  fileError: (name: string, message: string) => `Erro no arquivo ${name}: ${message}`,
  uploadItemError: 'Erro no upload',
  uploadError: 'Erro ao enviar foto',
  uploadManyError: 'Erro ao enviar fotos',
  loadError: 'Não foi possível carregar as suas fotos agora.',
  retry: 'Tentar novamente',
  deleteError: 'Erro ao deletar foto',
  deleteManyError: 'Erro ao deletar fotos',
  setMainError: 'Erro ao definir foto principal',
  downloadError: 'Erro ao baixar foto',
  uploaded: 'Foto enviada com sucesso!',
  uploadedMany: (n: number) => `${n} fotos enviadas com sucesso!`,
  deleted: 'Foto deletada com sucesso!',
  deletedMany: (n: number) => `${n} foto(s) deletada(s) com sucesso!`,
  mainSet: 'Foto principal definida com sucesso!',
  downloadStarted: 'Download iniciado!',
  confirmDelete: 'Tem certeza que deseja deletar esta foto?',
  confirmDeleteMany: (n: number) => `Tem certeza que deseja deletar ${n} foto(s)?`,
  // Spec section 2: buttons of the upload dialog.
  cancel: 'Cancelar',
  send: (n: number) => `Enviar (${n} Fotos)`,
  // Not quoted by the spec (section 2 says only that they differ): the gallery's two empty states.
  emptyEditable: 'Nenhuma foto ainda. Envie a primeira para ela aparecer na sua página.',
  emptyReadOnly: 'Nenhuma foto disponível.',
  // Not in the spec: the per-photo visibility switch (spec section 3's isPublic).
  madePublic: 'A foto agora aparece na página pública.',
  madePrivate: 'A foto agora é privada.',
} as const;

/** Spec section 9: sizes shown in MB with 2 decimals ('2,35 MB'). */
export function formatPhotoSizeMB(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(mb)} MB`;
}

// ---- Requests and responses

export const photoSizeQuerySchema = z.object({
  size: z.enum(PHOTO_SIZES).default('medium'),
  /** 1: Content-Disposition attachment with the original name. */
  download: z.enum(['0', '1']).optional(),
  /** Cache-busting stamp (spec section 3); ignored by the server. */
  v: z.string().optional(),
  /**
   * Signed access to a photo a visitor may not see (owner and admin screens load <img> without a token): until
   * `exp`, while the session `sid` that fetched the link is open.
   */
  exp: z.string().optional(),
  sid: z.string().optional(),
  sig: z.string().optional(),
});

export const photoListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PHOTO_MAX_PER_PROFILE).default(PHOTO_MAX_PER_PROFILE),
});

/** GET .../photos/profiles/{id}: spec section 7 'The response has photos.' Main first, then newest first. */
export const photoListResponseSchema = z.object({
  photos: z.array(photoSchema),
  pagination: paginationSchema,
});
export type PhotoListResponse = z.infer<typeof photoListResponseSchema>;

/** POST .../upload (field `photo`). */
export const photoUploadResponseSchema = z.object({ photo: photoSchema });
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;

/** One file of an upload-multiple that was refused; the others are kept. */
export const photoFileErrorSchema = z.object({ fileName: z.string(), code: z.string(), message: z.string() });
export type PhotoFileError = z.infer<typeof photoFileErrorSchema>;

/** POST .../upload-multiple (field `photos`): what was stored and, file by file, what was refused. */
export const photoUploadManyResponseSchema = z.object({
  photos: z.array(photoSchema),
  errors: z.array(photoFileErrorSchema),
});
export type PhotoUploadManyResponse = z.infer<typeof photoUploadManyResponseSchema>;

/** POST /me/photos/bulk-delete and /admin/photos/bulk-delete (DESIGN.md). */
export const photoBulkDeleteSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(PHOTO_BULK_DELETE_MAX),
});
export type PhotoBulkDeleteRequestBody = z.input<typeof photoBulkDeleteSchema>;
export const photoBulkDeleteResponseSchema = z.object({ deleted: z.number().int() });

/** PATCH .../photos/{photoId}: the photo's own visibility (spec section 3 'isPublic'). */
export const photoUpdateSchema = z.object({ isPublic: z.boolean() });
export type PhotoUpdateRequestBody = z.input<typeof photoUpdateSchema>;

/** POST .../main/{photoId} and PATCH answer the photo; DELETE answers 204. */
export const photoResponseSchema = z.object({ photo: photoSchema });
