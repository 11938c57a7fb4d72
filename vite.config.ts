import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientDir = process.env.CLIENT_DIR ?? 'dist/client';

/**
 * `vite build` builds the browser bundle into CLIENT_DIR; `vite build --ssr src/client/entry-server.tsx` builds the
 * server rendering of the public pages into `<CLIENT_DIR>-ssr` (docs/decisions/016-server-rendering.md).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  // CLIENT_DIR lets parallel test runs build into their own folders; the server reads the same variable.
  build: { outDir: isSsrBuild ? `${clientDir}-ssr` : clientDir, emptyOutDir: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
