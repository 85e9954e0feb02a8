import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The fuzz and golden suites read thousands of files; the default 5 s is too tight on a
  // shared 2-core CI runner.
  test: { name: 'dxf', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 60_000 },
});
