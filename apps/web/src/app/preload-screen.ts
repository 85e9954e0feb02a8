import { getToken } from '../lib/token.ts';

/** A preload that fails is retried by the route that needs it; it must not be an error here. */
const start = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/**
 * Starts loading, in one go, every chunk the first screen will ask for: without it the router
 * finds them one level at a time (auth gate → layout → route screen → home → chart), a round
 * trip each. Vite's import() also preloads each chunk's own imports and CSS. Signed out, every
 * path ends at the sign-in page; signed in, the shell, plus the home screen on / and /index.
 */
export function preloadFirstScreen(path: string): void {
  if (!getToken()) {
    start(() => import('../features/auth/components/login-page.tsx'));
    return;
  }
  start(() => import('./auth-gate.tsx'));
  start(() => import('../layout/app-layout.tsx'));
  start(() => import('./route-screen.tsx'));
  if (path === '/' || path === '/index') {
    start(() => import('../features/home/screens/index.tsx'));
    start(() => import('../features/home/components/production-chart.tsx'));
  }
}
