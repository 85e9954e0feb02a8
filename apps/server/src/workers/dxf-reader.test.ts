import { describe, expect, test } from 'vitest';
import { readDxfInWorker } from './dxf-reader.ts';
import { fixture } from '../modules/planning/planning-test-kit.ts';

/** A valid drawing of `count` separate squares drawn as loose LINEs (slow enough to time out). */
function linesDxf(count: number): Buffer {
  const parts = ['0\nSECTION\n2\nENTITIES\n'];
  for (let i = 0; i < count; i++) {
    const x = (i % 100) * 20;
    const y = Math.floor(i / 100) * 20;
    for (const [x1, y1, x2, y2] of [
      [x, y, x + 10, y],
      [x + 10, y, x + 10, y + 10],
      [x + 10, y + 10, x, y + 10],
      [x, y + 10, x, y],
    ])
      parts.push(`0\nLINE\n8\n0\n10\n${x1}\n20\n${y1}\n11\n${x2}\n21\n${y2}\n`);
  }
  parts.push('0\nENDSEC\n0\nEOF\n');
  return Buffer.from(parts.join(''));
}

describe('readDxfInWorker', () => {
  test('reads a real drawing in a worker: pieces with codes, holes and areas as plain JSON', async () => {
    const result = await readDxfInWorker(fixture('stone_countertop_gbk_r2000.dxf'), {
      previewSvg: true,
    });
    if (!result.ok) throw new Error(result.error.message.en);
    const byLabel = new Map(result.pieces.map((p) => [p.label, p]));
    expect([...byLabel.keys()].sort()).toEqual(['台面-01', '岛台-03', '岛台-04', '背板-02']);
    const top = byLabel.get('台面-01');
    expect(top?.holes).toHaveLength(2);
    expect(top?.areaMm2).toBeCloseTo(2_544_444.8, -2);
    expect([top?.width, top?.height]).toEqual([3000, 2400]);
    expect(top?.material).toBe('雅士白');
    // Plain data: what arrived survives JSON unchanged (no getters left behind).
    expect(JSON.parse(JSON.stringify(result.pieces))).toEqual(result.pieces);
    expect(top?.outline.points.length).toBeGreaterThan(8);
    expect(result.units).toBe('mm');
    expect(result.previewSvg).toMatch(/^<svg[\s\S]*台面-01[\s\S]*<\/svg>$/);
  });

  test('empty, corrupt, non-DXF and over-limit files come back as typed errors in zh and en', async () => {
    const empty = await readDxfInWorker(new Uint8Array());
    expect(empty).toMatchObject({ ok: false, error: { code: 'DXF_EMPTY' } });
    const corrupt = await readDxfInWorker(fixture('lw_bad_count.dxf'));
    expect(corrupt).toMatchObject({ ok: false, error: { code: 'DXF_VERTEX_COUNT_EXCEEDS_DATA' } });
    if (corrupt.ok) return;
    expect(corrupt.error.message.en).toContain('999999999');
    expect(corrupt.error.message.zh).toContain('999999999');
    const dwg = await readDxfInWorker(Buffer.from('AC1032\u0000\u0000binary dwg bytes'));
    expect(dwg).toMatchObject({ ok: false, error: { code: 'DXF_DWG_NOT_SUPPORTED' } });
    const text = await readDxfInWorker(Buffer.from('hello world, not a drawing'));
    expect(text).toMatchObject({ ok: false, error: { code: 'DXF_NOT_DXF' } });
    const big = await readDxfInWorker(fixture('stone_countertop_gbk_r2000.dxf'), {
      maxBytes: 1000,
    });
    expect(big).toMatchObject({ ok: false, error: { code: 'DXF_FILE_TOO_LARGE' } });
  });

  test('a read past its time limit stops with a typed error', async () => {
    const result = await readDxfInWorker(linesDxf(20_000), { timeLimitMs: 1 });
    expect(result).toMatchObject({ ok: false, error: { code: 'DXF_TIME_BUDGET_EXCEEDED' } });
  });

  test('a worker that dies (out of memory here) becomes a typed error, and the next read works', async () => {
    const crashed = await readDxfInWorker(linesDxf(200), { maxHeapMb: 1 });
    expect(crashed).toMatchObject({ ok: false, error: { code: 'DXF_READ_CRASHED' } });
    if (crashed.ok) return;
    expect(crashed.error.message.zh).toBe('图纸读取失败（读取程序意外中止）');
    const next = await readDxfInWorker(linesDxf(200));
    expect(next.ok && next.pieces.length).toBe(200);
  });
});
