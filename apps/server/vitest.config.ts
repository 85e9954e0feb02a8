import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Every suite opens its own databases; a few at a time keeps PostgreSQL and the 2 cores calm.
    maxWorkers: 2,
  },
});
