import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Screens that exist, by route name; every other route of APP_ROUTES shows "feature not open".
 * Each is its own chunk, so the sign-in page never loads them.
 */
export const SCREENS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  index: lazy(async () => ({
    default: (await import('../features/home/components/home-page.tsx')).HomePage,
  })),
};
