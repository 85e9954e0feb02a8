import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAntdLocale } from '../app/antd-locale.ts';
import { queryClient } from '../lib/query-client.ts';

// main.tsx loads antd's locale before the first paint; tests render Providers directly.
await Promise.all([loadAntdLocale('en'), loadAntdLocale('zh')]);

// The machine is shared and jsdom is slow: give async queries room.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Ant Design probes; these stand-ins answer "desktop, no motion".
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // Test files share a worker's modules (isolate: false), so nothing cached may outlive a test.
  afterEach(() => {
    cleanup();
    queryClient.clear();
  });
}
