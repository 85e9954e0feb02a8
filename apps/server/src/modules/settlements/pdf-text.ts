// Reads back what a PDF shows, for tests (not a test file itself): inflates every stream, maps
// glyph codes through the embedded font's ToUnicode CMap (as pdfkit writes it) and decodes the
// hex strings of the content streams' TJ arrays. Robust enough to prove that Chinese text is in
// the document as real glyphs of the embedded font, not tofu.
import { inflateSync } from 'node:zlib';

function streams(pdf: Buffer): Buffer[] {
  const out: Buffer[] = [];
  const text = pdf.toString('latin1');
  const re = /<<([^]*?)>>\s*stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    try {
      out.push(m[1]!.includes('/FlateDecode') ? inflateSync(raw) : raw);
    } catch {
      out.push(raw);
    }
  }
  return out;
}

const hexText = (hex: string) => {
  const h = hex.replace(/\s+/g, '');
  let s = '';
  for (let i = 0; i + 4 <= h.length; i += 4)
    s += String.fromCharCode(parseInt(h.slice(i, i + 4), 16));
  return s;
};

/** The text of every page, in drawing order. */
export function pdfText(pdf: Buffer): string {
  const all = streams(pdf).map((s) => s.toString('latin1'));
  const glyphs = new Map<number, string>();
  for (const cmap of all.filter((s) => s.includes('begincmap'))) {
    const ranges = /<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi;
    let r: RegExpExecArray | null;
    while ((r = ranges.exec(cmap))) {
      const start = parseInt(r[1]!, 16);
      const entries = r[3]!.match(/<[^>]*>/g) ?? [];
      entries.forEach((e, i) => glyphs.set(start + i, hexText(e.slice(1, -1))));
    }
  }
  let text = '';
  for (const content of all.filter((s) => /\bTJ\b/.test(s))) {
    for (const arr of content.match(/\[([^\]]*)\]\s*TJ/g) ?? []) {
      for (const hex of arr.match(/<([0-9a-f]+)>/gi) ?? []) {
        const h = hex.slice(1, -1);
        for (let i = 0; i + 4 <= h.length; i += 4)
          text += glyphs.get(parseInt(h.slice(i, i + 4), 16)) ?? '\uFFFD';
      }
    }
    text += '\n';
  }
  return text;
}

/** Pages of the document (page objects, not the page tree). */
export const pdfPageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
