import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two forks on CI's two cores: a file waiting on PostgreSQL, a child process or a socket leaves its core to the
    // other (Vitest's default is one fewer than the cores: one fork here). Files share nothing: each has its own
    // database copy (test-db.ts) and its own ports.
    maxWorkers: 2,
    // Migrates one database of each kind for the whole run; each test database is a copy of it (test-db.ts).
    globalSetup: ['tests/global-setup.ts'],
    projects: [
      // Unit and component tests (`*.test.tsx` choose jsdom per file with a `// @vitest-environment jsdom` comment;
      // some mock modules with vi.mock), each file in a fresh module graph.
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] } },
      // The API, security and robustness tests import the whole server (about 5 s a file). They keep their state in
      // what each file creates (createTestContext's app, database, clock and bus; nothing at module level), so a fork
      // runs file after file in one module graph: the suite's wall time fell from 1,234 to 898 s (performance.md).
      { extends: true, test: { name: 'integration', include: ['tests/**/*.test.ts'], isolate: false } },
    ],
  },
});
