import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '@stone/shared/routes';

type Screen = LazyExoticComponent<ComponentType>;

/**
 * Every `features/<feature>/screens/<route-name>.tsx`, found by file name: a feature adds a
 * screen without a line here. Each is loaded on demand as its own chunk, so the sign-in page
 * never loads them.
 */
export const SCREEN_FILES = import.meta.glob<{ default: ComponentType }>([
  '../features/*/screens/*.tsx',
  '!../features/*/screens/*.test.tsx',
  // Composed below with the box orders' tab (issue 19); the file stays the projects' screen.
  '!../features/projects/screens/produce-project.tsx',
]);

/** Screens app/ composes from two features, by route name. */
export const COMPOSED_SCREENS = {
  // Inventory and picking for a project (issue 13) share /aboutMaterial/picking.
  picking: lazy(async () => ({ default: (await import('./picking-screen.tsx')).PickingScreen })),
  // The projects and the box orders (issue 19) share /produceManagement/produceProject.
  produceProject: lazy(async () => ({
    default: (await import('./produce-project-screen.tsx')).ProduceProjectScreen,
  })),
} satisfies Partial<Record<RouteName, Screen>>;

/** `features/projects/screens/produce-project.tsx` → `produceProject`. */
export function routeNameOfFile(path: string): string {
  const base = /([^/]+)\.tsx$/.exec(path)?.[1] ?? path;
  return base.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());
}

/** Screens that exist, by route name; every other route of APP_ROUTES shows "feature not open". */
export const SCREENS: Partial<Record<RouteName, Screen>> = {
  ...Object.fromEntries(
    Object.entries(SCREEN_FILES).map(([path, load]) => [routeNameOfFile(path), lazy(load)]),
  ),
  ...COMPOSED_SCREENS,
};
