import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'dxf', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
