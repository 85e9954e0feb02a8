import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from './sample-files.ts';

const BIN = fileURLToPath(new URL('../bin/dxf-pieces.mjs', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'dxf-cli-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 30_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('dxf-pieces command line', () => {
  it('prints the pieces as one JSON object and writes the SVG preview', () => {
    const svg = join(outDir, 'top.svg');
    const { status, stdout } = run(
      `${FIXTURES_DIR}synthetic/stone_countertop_gbk_r2000.dxf`,
      '--json',
      '--svg',
      svg,
    );
    expect(status).toBe(0);
    const json = JSON.parse(stdout);
    expect(json.units).toBe('mm');
    expect(json.openChains).toBe(0);
    expect(json.pieces.map((p: { label: string }) => p.label).sort()).toEqual([
      '台面-01',
      '岛台-03',
      '岛台-04',
      '背板-02',
    ]);
    const top = json.pieces.find((p: { label: string }) => p.label === '台面-01');
    expect(top).toMatchObject({ layer: '轮廓', holes: 2, width: 3000, height: 2400 });
    expect(top.areaMm2).toBeCloseTo(2_544_444.8, -1);
    expect(top.outline[0]).toHaveLength(2);
    expect(json.warnings).toEqual([expect.objectContaining({ code: 'DXF_FRAME_IGNORED' })]);
    const preview = readFileSync(svg, 'utf8');
    expect(preview).toMatch(/^<svg /);
    expect(preview).toContain('台面-01');
    expect(preview.match(/<path /g)).toHaveLength(4);
  });

  it('prints a typed error and exits 2 on a bad file, in the requested language', () => {
    const en = run(`${FIXTURES_DIR}synthetic/lw_bad_count.dxf`, '--json');
    expect(en.status).toBe(2);
    expect(JSON.parse(en.stdout)).toEqual({
      error: {
        code: 'DXF_VERTEX_COUNT_EXCEEDS_DATA',
        message: expect.stringContaining('vertices'),
      },
    });
    const zh = run(`${FIXTURES_DIR}synthetic/synth_block_cycle.dxf`, '--json', '--lang', 'zh');
    expect(zh.status).toBe(2);
    expect(JSON.parse(zh.stdout).error.message).toContain('循环');
  });

  it('lets the caller choose units for a unitless file and the chaining tolerance', () => {
    const file = `${FIXTURES_DIR}ezdxf_R12_with_trash_beyond_EOF.dxf`;
    const asDrawn = JSON.parse(run(file, '--json').stdout);
    const inCm = JSON.parse(run(file, '--json', '--units', 'cm', '--tolerance', '0.5').stdout);
    expect(asDrawn.units).toBe('unknown');
    expect(inCm.units).toBe('cm');
    expect(inCm.pieces[0].width / asDrawn.pieces[0].width).toBeCloseTo(10, 6);
    expect(run(file, '--units', 'furlong').status).toBe(1);
  });
});
