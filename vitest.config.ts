import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { muiNoVarsAlias } from './vite.config';

// Two test projects: the dashboard's unit/component tests in jsdom, and the service's tests in Node
// (service logic on an in-memory database, and integration tests against a live server on loopback).
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one, so a single worker on a 2-core machine; the suites are I/O-bound
    // enough (PGlite start-up, HTTP on loopback, child processes) that two workers take the PGlite stage from ~620 s to
    // ~400 s here. Each file has its own database (in-memory PGlite, or a fresh PostgreSQL one), so nothing is shared.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        resolve: { alias: muiNoVarsAlias },
        test: {
          name: 'dashboard',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // Above Testing Library's 5 s wait (src/test/setup.ts), so a wait that fails says what the page showed.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'service',
          environment: 'node',
          include: ['server/**/*.test.ts', 'openapi/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
