import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdIsBrightOnly } from './scripts/antd-is-bright-only.ts';
import { precompress } from './scripts/precompress.ts';

// The server serves dist/ with a history fallback; in `vite` dev, /api goes to the test server.
export default defineConfig({
  // precompress: `.br` and `.gz` beside each asset, which the server sends as they are.
  // antdIsBrightOnly: keeps antd's Collapse off every page (scripts/antd-is-bright-only.ts).
  plugins: [react(), antdIsBrightOnly(), precompress()],
  build: {
    // The bundle-size script reads the manifest to find what the sign-in page loads.
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries every page needs, in one chunk: fewer requests, better compression.
            // Not axios: the sign-in page paints before it loads (lib/api-on-demand.ts).
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|js-cookie)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:18080' },
  },
});
