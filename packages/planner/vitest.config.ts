import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'planner', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
