import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // Component tests (`*.test.tsx`) choose jsdom per file with a `// @vitest-environment jsdom` comment.
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts'],
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
  },
});
