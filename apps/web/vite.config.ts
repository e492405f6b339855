import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkModules, firstScreenChunks } from './first-screen-chunks.ts';
import { noChunkCycles } from './chunk-cycles.ts';
import { firstScreenPreload } from './first-screen-preload.ts';
import { precompress } from './precompress.ts';
import { serviceWorker } from './service-worker.ts';

const api = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), firstScreenPreload(), chunkModules(), noChunkCycles(), serviceWorker(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bundle-size.mjs reads it to report what each route loads.
    manifest: true,
    // The server's CSP forbids inline scripts: never inline the module preload polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: firstScreenChunks(fileURLToPath(new URL('.', import.meta.url))) },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
    },
  },
});
