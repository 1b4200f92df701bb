import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const server = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: {
    port: 5173,
    // The API and the server-rendered public pages live on the Fastify server.
    proxy: { '/api': server, '/p/': server, '/t/': server },
  },
  build: { sourcemap: true, chunkSizeWarningLimit: 600 },
});
