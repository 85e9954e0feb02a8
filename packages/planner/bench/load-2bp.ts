// Reads the Lodi/Martello/Vigo 2bp-class files and the bounds/BKS table (see bench-data README).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type ClassInstance = {
  name: string;
  cls: number;
  n: number;
  W: number;
  H: number;
  items: { w: number; h: number }[];
};

export type BoundsRow = Record<string, number> & { name: string };

export function loadClass(dir: string, cls: number): ClassInstance[] {
  const text = readFileSync(join(dir, `Class_${String(cls).padStart(2, '0')}.2bp`), 'utf8');
  const rows = text
    .split('\n')
    .map((l) =>
      l
        .trim()
        .split(/\s+/)
        .filter((t) => /^\d+$/.test(t))
        .slice(0, 2)
        .map(Number),
    )
    .filter((r) => r.length > 0);
  const out: ClassInstance[] = [];
  let i = 0;
  while (i < rows.length) {
    const n = (rows[i + 1] as number[])[0] as number;
    const rel = (rows[i + 2] as number[])[0] as number;
    const [H, W] = rows[i + 3] as [number, number];
    const items = rows
      .slice(i + 4, i + 4 + n)
      .map(([h, w]) => ({ w: w as number, h: h as number }));
    const k = ((rel - 1) % 10) + 1;
    out.push({ name: `Class_${String(cls).padStart(2, '0')}.2bp_${n}_${k}`, cls, n, W, H, items });
    i += 4 + n;
  }
  return out;
}

export function loadBounds(dir: string): Map<string, BoundsRow> {
  const lines = readFileSync(join(dir, 'class_bounds_bks.csv'), 'utf8').trim().split('\n');
  const header = (lines[0] as string).split(',');
  const map = new Map<string, BoundsRow>();
  for (const line of lines.slice(1)) {
    const cells = line.split(',');
    const row: Record<string, number | string> = {};
    header.forEach((h, j) => (row[h] = h === 'name' ? (cells[j] as string) : Number(cells[j])));
    map.set(row.name as string, row as BoundsRow);
  }
  return map;
}
