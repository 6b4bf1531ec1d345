import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));
const alias = { '@shared': src('shared'), '@': src('client') };

export default defineConfig({
  test: {
    passWithNoTests: true,
    // Each server test file gets its own database; PGlite is CPU-bound: two workers on two cores.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          // When set, the API suite runs on this PostgreSQL server instead (one database per file).
          provide: { testDatabaseUrl: process.env.TEST_DATABASE_URL ?? '' },
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.tsx', 'src/client/**/*.test.ts'],
          // Whole quizzes typed through user-event: on two busy cores a journey can pass 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
