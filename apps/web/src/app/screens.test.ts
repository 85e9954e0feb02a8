import { describe, expect, it } from 'vitest';
import { isRouteName } from '@stone/shared/routes';
import { COMPOSED_SCREENS, routeNameOfFile, SCREEN_FILES, SCREENS } from './screens.tsx';

describe('screens found by file name', () => {
  const names = [
    ...Object.keys(SCREEN_FILES).map(routeNameOfFile),
    ...Object.keys(COMPOSED_SCREENS),
  ];

  it('names a route of the shared table with every screen file', () => {
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !isRouteName(name))).toEqual([]);
  });

  it('gives no route two screens', () => {
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(Object.keys(SCREENS)).toHaveLength(names.length);
  });

  it('turns a kebab-case file name into its route name', () => {
    expect(routeNameOfFile('../features/projects/screens/produce-project.tsx')).toBe(
      'produceProject',
    );
    expect(routeNameOfFile('../features/home/screens/index.tsx')).toBe('index');
  });
});
