import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Under this, compressing saves less than it costs (the library's own threshold). */
const THRESHOLD_BYTES = 1024;
/** Answers up to this size are compressed whole, at once (~1 ms); larger ones stream through zlib's thread pool. */
const WHOLE_MAX_BYTES = 256 * 1024;
const BROTLI_QUALITY = 4;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)|\+(json|xml)\b/;

/** 'br' or 'gzip' when the client accepts it (a q=0 refuses), br first; null for neither. */
function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : null;
}

/**
 * Brotli or gzip for the dynamic answers (the public pages' HTML, the API's JSON) of 1 KB and more; brotli at
 * the library's quality 4, as the highest levels cost more CPU per request than they save in transfer.
 * An answer the app holds whole (a page, most JSON, up to 256 KB) is compressed at once and sent with its length in
 * one write with its headers (issue 46): streamed, its headers left first and the rest followed, and an instance
 * killed in between left the proxy a started answer it could neither finish nor send to the other instance.
 * The built web app's files are compressed at build time and served as they are (see plugins/web.ts); images
 * are already compressed and routes that send them opt out with `compress: false`.
 * Request bodies are never inflated: a small compressed upload must not expand past the body limit's intent.
 */
export default fp(async (app) => {
  // The routes that opt out (`compress: false`: images, files), by method and URL pattern.
  const optedOut = new Set<string>();
  app.addHook('onRoute', (route) => {
    if ((route as { compress?: unknown }).compress !== false) return;
    for (const method of [route.method].flat()) optedOut.add(`${method} ${route.url}`);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (optedOut.has(`${request.method} ${request.routeOptions.url}`)) return payload;
    const size = Buffer.byteLength(payload);
    if (size < THRESHOLD_BYTES || size > WHOLE_MAX_BYTES) return payload;
    if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(payload, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : gzipSync(payload);
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
  await app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
});
