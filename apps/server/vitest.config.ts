import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Every test file builds its own app and database, and no module keeps per-app state, so the
    // files share one module graph per worker: the import of the app is paid once, not 65 times.
    isolate: false,
    testTimeout: 20_000,
    // Background threads at normal priority: here the cores are the test runner's (workers/background.ts).
    env: { BACKGROUND_NICENESS: '0' },
    hookTimeout: 30_000,
  },
});
