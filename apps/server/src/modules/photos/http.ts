/** If-None-Match holds this strong ETag (or `*`): the browser's copy is current (304). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The original name with the extension of the type actually sent (a HEIC or GIF is stored as JPEG). */
export function downloadName(originalName: string, contentType: string): string {
  const extension = EXTENSIONS[contentType];
  if (!extension) return originalName;
  const dot = originalName.lastIndexOf('.');
  const stem = dot > 0 ? originalName.slice(0, dot) : originalName;
  const current = dot > 0 ? originalName.slice(dot + 1).toLowerCase() : '';
  const same = current === extension || (extension === 'jpg' && current === 'jpeg');
  return same ? originalName : `${stem}.${extension}`;
}

/** RFC 6266 attachment with the name: an ASCII fallback for old clients and the exact name in filename* (RFC 5987). */
export function attachmentDisposition(originalName: string, contentType: string): string {
  const name = downloadName(originalName, contentType);
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
