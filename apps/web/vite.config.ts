import { constants as zlibConstants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const server = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // .br and .gz beside each built file, at the highest levels (paid once, at build time); the server sends them
    // as they are (@fastify/static preCompressed). Source maps are left alone: only developers fetch them.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: zlibConstants.Z_BEST_COMPRESSION }),
      ],
      include: /\.(html|js|css|svg|json|txt|webmanifest)$/,
      threshold: 0,
      skipIfLargerOrEqual: true,
    }),
  ],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: {
    port: 5173,
    // The API and the server-rendered public pages live on the Fastify server.
    proxy: { '/api': server, '/p/': server, '/t/': server, '/fonts/': server },
  },
  build: { sourcemap: true, chunkSizeWarningLimit: 600 },
});
