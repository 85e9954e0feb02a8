import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

/**
 * Writes a large, realistic drawing: a grid of rounded slabs (LWPOLYLINE with bulges), some
 * with a circular hole, each labelled by a TEXT inside it, plus island slabs placed as block
 * INSERTs with an ATTRIB code. Coordinates carry full precision, as CAD programs write them.
 */
export async function generateLargeDxf(path: string, targetBytes: number): Promise<number> {
  const out = createWriteStream(path);
  let written = 0;
  let handle = 0x100;
  let chunk = '';
  const flush = async () => {
    written += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await once(out, 'drain');
    chunk = '';
  };
  const tag = (code: number, value: string | number) => {
    chunk += `${String(code).padStart(3)}\n${value}\n`;
  };
  const entity = (type: string, layer: string, subclass: string) => {
    tag(0, type);
    tag(5, (handle++).toString(16).toUpperCase());
    tag(330, '1F');
    tag(100, 'AcDbEntity');
    tag(8, layer);
    tag(100, subclass);
  };
  const bulge = Math.tan(Math.PI / 8);
  const roundedSlab = (x: number, y: number, w: number, h: number, r: number) => {
    entity('LWPOLYLINE', '轮廓', 'AcDbPolyline');
    tag(90, 8);
    tag(70, 1);
    const corners = [
      [x + r, y, 0],
      [x + w - r, y, bulge],
      [x + w, y + r, 0],
      [x + w, y + h - r, bulge],
      [x + w - r, y + h, 0],
      [x + r, y + h, bulge],
      [x, y + h - r, 0],
      [x, y + r, bulge],
    ];
    for (const [vx = 0, vy = 0, b = 0] of corners) {
      tag(10, vx.toFixed(10));
      tag(20, vy.toFixed(10));
      if (b !== 0) tag(42, b.toFixed(16));
    }
  };

  tag(0, 'SECTION');
  tag(2, 'HEADER');
  tag(9, '$ACADVER');
  tag(1, 'AC1032');
  tag(9, '$INSUNITS');
  tag(70, 4);
  tag(0, 'ENDSEC');
  tag(0, 'SECTION');
  tag(2, 'BLOCKS');
  tag(0, 'BLOCK');
  tag(8, '0');
  tag(2, 'ISLAND');
  tag(70, 2);
  tag(10, 0);
  tag(20, 0);
  roundedSlab(-600, -400, 1200, 800, 100);
  tag(0, 'ENDBLK');
  tag(8, '0');
  tag(0, 'ENDSEC');
  tag(0, 'SECTION');
  tag(2, 'ENTITIES');
  const columns = 300;
  for (let i = 0; written + chunk.length < targetBytes; i++) {
    const x = (i % columns) * 2000 + 0.123456789;
    const y = Math.floor(i / columns) * 1500 + 0.987654321;
    if (i % 10 === 9) {
      entity('INSERT', '轮廓', 'AcDbBlockReference');
      tag(66, 1);
      tag(2, 'ISLAND');
      tag(10, (x + 700).toFixed(10));
      tag(20, (y + 500).toFixed(10));
      tag(30, 0);
      entity('ATTRIB', '标注', 'AcDbText');
      tag(10, (x + 650).toFixed(10));
      tag(20, (y + 480).toFixed(10));
      tag(40, 50);
      tag(1, `岛台-${i}`);
      tag(100, 'AcDbAttribute');
      tag(2, '编号');
      tag(70, 0);
      tag(0, 'SEQEND');
      tag(8, '轮廓');
    } else {
      roundedSlab(x, y, 1400 + (i % 7) * 50, 1000, 20 + (i % 5) * 10);
      if (i % 4 === 0) {
        entity('CIRCLE', '轮廓', 'AcDbCircle');
        tag(10, (x + 1000).toFixed(10));
        tag(20, (y + 500).toFixed(10));
        tag(30, 0);
        tag(40, 17.5);
      }
      entity('TEXT', '标注', 'AcDbText');
      tag(10, (x + 150).toFixed(10));
      tag(20, (y + 300).toFixed(10));
      tag(30, 0);
      tag(40, 60);
      tag(1, `N${Math.floor(i / columns)}-${String(i % columns).padStart(3, '0')}`);
      tag(100, 'AcDbText');
    }
    if (chunk.length > 1 << 20) await flush();
  }
  tag(0, 'ENDSEC');
  tag(0, 'EOF');
  await flush();
  out.end();
  await once(out, 'finish');
  return written;
}
