import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // Files share one jsdom and module graph per worker (the setup file empties the DOM and the
    // query cache after each test): minutes of imports and jsdom start-ups become seconds.
    isolate: false,
    // Ant Design forms in jsdom are slow, and CI runs every suite at once on two cores.
    testTimeout: 40_000,
  },
});
