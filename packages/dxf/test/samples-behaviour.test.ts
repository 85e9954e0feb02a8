import { describe, expect, it } from 'vitest';
import { DxfError, readDxf } from '../src/index.ts';
import { readSample } from './sample-files.ts';

const read = (name: string) => readDxf(readSample(name));
const codes = (name: string) => read(name).warnings.map((w) => w.code);

function expectDxfError(name: string, code: string) {
  let caught: unknown;
  try {
    read(name);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(DxfError);
  const error = caught as DxfError;
  expect(error.code).toBe(code);
  expect(error.messages.en.length).toBeGreaterThan(10);
  expect(error.messages.zh).toMatch(/[\u4e00-\u9fff]/);
}

describe('robustness files give their typed errors', () => {
  it('a block cycle (A → B → A) is refused, not a stack overflow', () => {
    expectDxfError('synthetic/synth_block_cycle.dxf', 'DXF_BLOCK_CYCLE');
  });
  it('a block bomb is refused before expanding anything', () => {
    expectDxfError('synthetic/block_bomb.dxf', 'DXF_TOO_MANY_EXPANDED_ENTITIES');
  });
  it('a polyline claiming a billion vertices is refused before allocation', () => {
    expectDxfError('synthetic/lw_bad_count.dxf', 'DXF_VERTEX_COUNT_EXCEEDS_DATA');
  });
  it('nan and 1e400 coordinates are refused', () => {
    expectDxfError('synthetic/lw_nan_inf.dxf', 'DXF_NON_FINITE_NUMBER');
  });
});

describe('encodings', () => {
  it('GBK bytes in an AC1018 file decode to the same Chinese layers as the UTF-8 original', () => {
    const gbk = read('derived_cn_layers_gbk_AC1018.dxf');
    const utf8 = read('sorrowfeng_test_cn_layers.dxf');
    expect(gbk.stats.encoding).toBe('gb18030');
    expect(utf8.stats.encoding).toBe('utf-8');
    expect(gbk.pieces.map((p) => p.layer)).toEqual(utf8.pieces.map((p) => p.layer));
    expect(gbk.pieces.map((p) => p.layer)).toContain('图层2');
    expect(gbk.pieces.map((p) => p.areaMm2)).toEqual(utf8.pieces.map((p) => p.areaMm2));
  });
  it('cp1252 layer names that are not UTF-8 come out right', () => {
    expect(read('skym_issue52.dxf').pieces.map((p) => p.layer)).toContain('tracé');
  });
  it('MTEXT inline codes are stripped to plain lines', () => {
    const lines = read('ezdxf_mtext_complex_inline_codes.dxf').texts.flatMap((t) => t.lines);
    expect(lines).toContain('Complex MTEXT content:');
    expect(lines).toContain('HEADLINE');
    expect(lines.join('\n')).not.toMatch(/\\[PpfHCA]|[{}]/);
  });
});

describe('formats and versions', () => {
  it('reads R2.x files whose point groups come as 10, 11, 20, 21', () => {
    const result = read('ezdxf_AC1003_LINE_Example.dxf');
    expect(result.stats.version).toBe('AC1003');
    expect(result.stats.entities).toBe(22);
    // The lines meet four at a node, so they are reported, never guessed into pieces.
    expect(result.pieces).toHaveLength(0);
    expect(result.openChains.some((c) => c.kind === 'ambiguous' && c.degree === 4)).toBe(true);
  });
  it('reads binary DXF, R2000 and R12', () => {
    const r2000 = read('ezdxf_bin_dxf_r2000.dxf');
    expect(r2000.stats.isBinary).toBe(true);
    expect(r2000.texts.flatMap((t) => t.lines)).toContain('ezdxf');
    const r12 = read('acadsharp_sample_AC1009_binary.dxf');
    expect(r12.stats.isBinary).toBe(true);
    expect(r12.stats.entities).toBeGreaterThan(500);
    expect(r12.pieces.length).toBeGreaterThan(10);
  });
  it('ignores garbage after EOF', () => {
    const result = read('ezdxf_R12_with_trash_beyond_EOF.dxf');
    expect(result.pieces).toHaveLength(1);
    expect(result.pieces[0]?.areaMm2).toBeCloseTo(Math.PI * 1.5 * 1.5, 6);
    expect(result.warnings.map((w) => w.code)).toEqual(['DXF_UNITS_UNKNOWN']);
  });
  it('marks the damaged recover01 file as partial instead of passing it off as whole', () => {
    expect(codes('ezdxf_recover01.dxf')).toEqual(
      expect.arrayContaining(['DXF_MISSING_EOF', 'DXF_DAMAGED_STRUCTURE']),
    );
  });
  it('reads R12 POLYLINE/VERTEX with bulges; tilted ones are skipped with a warning', () => {
    expect(codes('ezdxf_POLI-ALL210_12.dxf')).toContain('DXF_NON_PLANAR_SKIPPED');
    const polylines = read('skym_polylines.dxf');
    expect(polylines.pieces).toHaveLength(1);
    expect(polylines.pieces[0]?.holes).toHaveLength(1);
  });
});

describe('geometry from the samples', () => {
  it('a circle touching all four sides of a 10×10 square is still its hole', () => {
    const [piece] = read('skym_squareandcircle.dxf').pieces;
    expect(piece?.holes).toHaveLength(1);
    expect(piece?.areaMm2).toBeCloseTo(100 - Math.PI * 25, 6);
  });
  it('expands a rotated MINSERT into six circles (inch → mm)', () => {
    const result = read('skym_array-rotated.dxf');
    expect(result.units).toBe('inch');
    expect(result.pieces).toHaveLength(6);
  });
  it('a plate from block LINE/ARC gets the arrayed CIRCLE holes', () => {
    const [plate] = read('skym_arrayed-holes.dxf').pieces;
    expect(plate?.holes.length).toBeGreaterThan(4);
  });
  it('evaluates a closed SPLINE outline', () => {
    const [piece] = read('skym_squircle2.dxf').pieces;
    expect(piece?.outline.points.length).toBeGreaterThan(64);
    expect(piece?.width).toBeGreaterThan(0);
  });
  it('handles a bulge on the closing segment of a far-from-origin polyline', () => {
    const plain = read('gdal_closed_polyline_with_bulge.dxf').pieces[0];
    expect(plain?.outline.path.at(-1)).not.toBe(0);
    expect(plain?.areaMm2).toBeGreaterThan(0);
  });
  it('reports a self-crossing chained loop instead of making a piece of it', () => {
    const result = read('ezdxf_6_closed_loop_with_arcs.dxf');
    expect(result.pieces).toHaveLength(0);
    expect(result.warnings.map((w) => w.code)).toContain('DXF_SELF_INTERSECTING');
  });
  it('reads MINSERT attributes as texts', () => {
    const lines = read('ezdxf_multi_insert_with_attribs.dxf').texts.flatMap((t) => t.lines);
    expect(lines).toEqual(expect.arrayContaining(['Flag', 'x = 0.000']));
  });
});
