import { expect, it } from 'vitest';
import { readDxf } from '../src/index.ts';
import { dxfDocument, line, lwpolyline, toBytes } from './dxf-writer.ts';

// Issue 22: at most 20 warnings of a code are kept, and the last one says how many more there
// were, so the server can report "30 outlines not closed" rather than 20.
it('keeps 20 warnings of a code and counts the rest on the last one', () => {
  const open = Array.from({ length: 30 }, (_, i) => line(i * 100, 0, i * 100 + 20, 20)).join('');
  const square = lwpolyline(
    [
      [0, 500],
      [100, 500],
      [100, 600],
      [0, 600],
    ],
    true,
  );
  const result = readDxf(toBytes(dxfDocument({ insunits: 4, entities: open + square })));
  const chains = result.warnings.filter((w) => w.code === 'DXF_OPEN_CHAIN');
  expect(chains).toHaveLength(20);
  expect(chains.slice(0, 19).every((w) => w.omitted === undefined)).toBe(true);
  expect(chains[19]?.omitted).toBe(10);
  expect(result.warnings.find((w) => w.code === 'DXF_UNITS_UNKNOWN')).toBeUndefined();
});
