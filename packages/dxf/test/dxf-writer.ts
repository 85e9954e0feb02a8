/**
 * A small ASCII DXF writer for property tests: just enough HEADER, BLOCKS and ENTITIES for
 * the reader to meet the same structures CAD programs write.
 */
export type Pair = [number, string | number];

const tags = (pairs: Pair[]) => pairs.map(([code, value]) => `${code}\n${value}\n`).join('');

export function line(x1: number, y1: number, x2: number, y2: number, layer = '0'): string {
  return tags([
    [0, 'LINE'],
    [8, layer],
    [10, x1],
    [20, y1],
    [30, 0],
    [11, x2],
    [21, y2],
    [31, 0],
  ]);
}

export function arc(cx: number, cy: number, r: number, startDeg: number, endDeg: number): string {
  return tags([
    [0, 'ARC'],
    [8, '0'],
    [10, cx],
    [20, cy],
    [30, 0],
    [40, r],
    [50, startDeg],
    [51, endDeg],
  ]);
}

export function circle(cx: number, cy: number, r: number, layer = '0'): string {
  return tags([
    [0, 'CIRCLE'],
    [8, layer],
    [10, cx],
    [20, cy],
    [30, 0],
    [40, r],
  ]);
}

/** Vertices as [x, y, bulge?]. */
export function lwpolyline(vertices: number[][], isClosed: boolean, layer = '0'): string {
  const pairs: Pair[] = [
    [0, 'LWPOLYLINE'],
    [8, layer],
    [90, vertices.length],
    [70, isClosed ? 1 : 0],
  ];
  for (const [x = 0, y = 0, bulge = 0] of vertices) {
    pairs.push([10, x], [20, y]);
    if (bulge !== 0) pairs.push([42, bulge]);
  }
  return tags(pairs);
}

export function text(value: string, x: number, y: number, layer = '0'): string {
  return tags([
    [0, 'TEXT'],
    [8, layer],
    [10, x],
    [20, y],
    [30, 0],
    [40, 2.5],
    [1, value],
  ]);
}

export function mtext(value: string, x: number, y: number): string {
  return tags([
    [0, 'MTEXT'],
    [8, '0'],
    [10, x],
    [20, y],
    [30, 0],
    [40, 2.5],
    [1, value],
  ]);
}

export type InsertOptions = {
  scaleX?: number;
  scaleY?: number;
  rotationDeg?: number;
  columns?: number;
  rows?: number;
  columnSpacing?: number;
  rowSpacing?: number;
  attributes?: { tag: string; value: string; x: number; y: number }[];
};

export function insert(block: string, x: number, y: number, o: InsertOptions = {}): string {
  const pairs: Pair[] = [
    [0, 'INSERT'],
    [8, '0'],
  ];
  if (o.attributes?.length) pairs.push([66, 1]);
  pairs.push([2, block], [10, x], [20, y], [30, 0]);
  pairs.push([41, o.scaleX ?? 1], [42, o.scaleY ?? 1], [43, 1], [50, o.rotationDeg ?? 0]);
  if (o.columns) pairs.push([70, o.columns], [44, o.columnSpacing ?? 0]);
  if (o.rows) pairs.push([71, o.rows], [45, o.rowSpacing ?? 0]);
  let out = tags(pairs);
  for (const a of o.attributes ?? []) {
    out += tags([
      [0, 'ATTRIB'],
      [8, '0'],
      [10, a.x],
      [20, a.y],
      [30, 0],
      [40, 2.5],
      [1, a.value],
      [2, a.tag],
      [70, 0],
    ]);
  }
  if (o.attributes?.length)
    out += tags([
      [0, 'SEQEND'],
      [8, '0'],
    ]);
  return out;
}

export function block(name: string, baseX: number, baseY: number, body: string): string {
  return (
    tags([
      [0, 'BLOCK'],
      [8, '0'],
      [2, name],
      [70, 0],
      [10, baseX],
      [20, baseY],
      [30, 0],
      [3, name],
    ]) +
    body +
    tags([
      [0, 'ENDBLK'],
      [8, '0'],
    ])
  );
}

export type DocumentOptions = {
  version?: string;
  insunits?: number;
  codepage?: string;
  blocks?: string;
  entities: string;
};

export function dxfDocument(o: DocumentOptions): string {
  const header: Pair[] = [
    [0, 'SECTION'],
    [2, 'HEADER'],
    [9, '$ACADVER'],
    [1, o.version ?? 'AC1027'],
  ];
  if (o.codepage) header.push([9, '$DWGCODEPAGE'], [3, o.codepage]);
  if (o.insunits !== undefined) header.push([9, '$INSUNITS'], [70, o.insunits]);
  header.push([0, 'ENDSEC']);
  return (
    tags(header) +
    tags([
      [0, 'SECTION'],
      [2, 'BLOCKS'],
    ]) +
    (o.blocks ?? '') +
    tags([
      [0, 'ENDSEC'],
      [0, 'SECTION'],
      [2, 'ENTITIES'],
    ]) +
    o.entities +
    tags([
      [0, 'ENDSEC'],
      [0, 'EOF'],
    ])
  );
}

export function toBytes(dxf: string): Uint8Array {
  return new TextEncoder().encode(dxf);
}
