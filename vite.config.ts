import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const clientDir = process.env.CLIENT_DIR ?? 'dist/client';

/**
 * Preloads the Latin subset of Inter (the only one Swedish text needs) from every page's head. Without it the
 * browser finds the font only after the stylesheet has arrived, and the text it swaps into Inter then counts as the
 * page's largest paint, some 300–500 ms after the first paint on a slow phone.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'tidvis-preload-latin-font',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.values(ctx.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[^/]*\.woff2$/.test(file.fileName),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${font.fileName}`,
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * `vite build` builds the browser bundle into CLIENT_DIR; `vite build --ssr src/client/entry-server.tsx` builds the
 * server rendering of the public pages into `<CLIENT_DIR>-ssr` (docs/decisions/016-server-rendering.md).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadLatinFont()],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  // CLIENT_DIR lets parallel test runs build into their own folders; the server reads the same variable.
  // The client build's manifest (.vite/manifest.json) tells the server which chunks a rendered page's route needs,
  // for its modulepreload links (src/server/ssr.ts).
  build: { outDir: isSsrBuild ? `${clientDir}-ssr` : clientDir, emptyOutDir: true, manifest: !isSsrBuild },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
