import { expect, test } from 'vitest';
import { measure } from '../../../scripts/code-metrics.ts';

/**
 * The shape docs/conventions.md promises, measured on the source (issue 16): no import cycles, no
 * import against the layers, and enterprise rows reached only through the org scope.
 */
const shape = measure();

test('no import cycles, between files or between server modules', () => {
  expect(shape.typeCycles).toEqual([]);
  expect(shape.moduleCycles).toEqual([]);
});

test('no kit code imports a module or feature, no feature imports another', () => {
  expect(shape.backArrows).toEqual([]);
});

test('no query writes its own org_id filter', () => {
  expect(shape.orgFilterFiles).toEqual([]);
});
