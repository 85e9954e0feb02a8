import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDxf } from './read-dxf.ts';
import { guessUnits } from './unit-guess.ts';

const square = (side: number) => ({ width: side, height: side });
const SAMPLES = '/work/shared/dxf-samples/';

describe('guessUnits', () => {
  it('reads the median piece as the unit that makes it stone-sized', () => {
    // A 600 × 1200 top drawn in each unit.
    expect(guessUnits([{ width: 1200, height: 600 }, square(900), square(500)])).toBe('mm');
    expect(guessUnits([{ width: 120, height: 60 }, square(90), square(50)])).toBe('cm');
    expect(guessUnits([{ width: 1.2, height: 0.6 }, square(0.9), square(0.5)])).toBe('m');
    expect(guessUnits([{ width: 36, height: 24 }, square(30), square(30)])).toBe('inch');
  });

  it('goes by the median, so a frame or a few specks do not move it', () => {
    const tops = [square(0.8), square(0.9), square(1), square(0.7), square(0.6)];
    expect(guessUnits([...tops, square(40), square(0.001), square(0.002)])).toBe('m');
  });

  it('gives no guess for nothing, zero sizes or sizes no unit makes plausible', () => {
    expect(guessUnits([])).toBeNull();
    expect(guessUnits([square(0), square(Number.NaN)])).toBeNull();
    expect(guessUnits([square(5_000_000)])).toBeNull();
    expect(guessUnits([square(0.00001)])).toBeNull();
  });

  it('guesses for the unitless sample drawing (80 × 30 as drawn: cm, a 0.8 m piece)', () => {
    const read = readDxf(readFileSync(`${SAMPLES}skym_blocks2.dxf`));
    expect(read.declaredUnits).toBe('unknown');
    expect(guessUnits(read.pieces)).toBe('cm');
  });
});
