import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's suite; each workspace keeps its own
// config (environment, timeouts) beside its code.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web'],
  },
});
