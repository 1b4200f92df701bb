import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Brotli or gzip for the dynamic answers (the public pages' HTML, the API's JSON) of 1 KB and more; brotli at
 * the library's quality 4, as the highest levels cost more CPU per request than they save in transfer.
 * The built web app's files are compressed at build time and served as they are (see plugins/web.ts); images
 * are already compressed and routes that send them opt out with `compress: false`.
 * Request bodies are never inflated: a small compressed upload must not expand past the body limit's intent.
 */
export default fp(async (app) => {
  await app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
});
