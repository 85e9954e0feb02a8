// The XML side of the sheet reader: SAX handlers for the few workbook parts it needs, fed a chunk
// of unpacked bytes at a time, so nothing holds a whole part in memory. The sheet's handler
// checks each row as it closes, which is what lets a lone row at 1,048,576 be refused at once.
import { SaxesParser } from 'saxes';
import { SheetRefusal } from './sheet-reader-zip.ts';

/** Thrown by a handler that has read all it needs; the rest of the part is never unpacked. */
export class StopReading extends Error {}

type Handlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

/** Writers may prefix every tag (`x:row`): handlers see local names only. */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

export type XmlSink = { write: (chunk: Uint8Array) => void; end: () => void };

export function xmlSink(handlers: Handlers): XmlSink {
  // No positions: a few percent faster, and errors are reported only as "unreadable".
  const parser = new SaxesParser({ position: false });
  const decoder = new TextDecoder();
  const { open, close, text } = handlers;
  if (open)
    parser.on('opentag', (tag) => open(local(tag.name), tag.attributes as Record<string, string>));
  if (close) parser.on('closetag', (tag) => close(local(tag.name)));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  return {
    write: (chunk) => void parser.write(decoder.decode(chunk, { stream: true })),
    end: () => void parser.write(decoder.decode()).close(),
  };
}

export type Relationship = { type: string; target: string };

/** A `.rels` part: relationship id → type and target. */
export function relationshipsSink(into: Map<string, Relationship>): XmlSink {
  return xmlSink({
    open(name, a) {
      if (name === 'Relationship' && a.Id && a.Target)
        into.set(a.Id, { type: a.Type ?? '', target: a.Target });
    },
  });
}

/** workbook.xml: the relationship id of the first sheet in the workbook's own order. */
export function firstSheetSink(found: { id?: string }): XmlSink {
  return xmlSink({
    open(name, a) {
      if (name !== 'sheet') return;
      const key = Object.keys(a).find((k) => k === 'id' || k.endsWith(':id'));
      if (key) found.id = a[key];
      throw new StopReading();
    },
  });
}

/** A cell is its text, or the index of its shared string (resolved once those are read). */
export type RawRow = { row: number; cells: (string | number)[] };

export type RowLimits = { maxRows: number; maxRowNumber: number; maxColumns: number };

/** "BC12" → 54 (zero-based column); -1 when the reference has no letters. */
function columnOf(ref: string): number {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i) & ~32; // upper case
    if (code < 65 || code > 90) break;
    col = col * 26 + (code - 64);
  }
  return i === 0 ? -1 : col - 1;
}

function cellValue(type: string, v: string, inline: string): string | number {
  switch (type) {
    case 's':
      return /^\d+$/.test(v.trim()) ? Number(v) : '';
    case 'inlineStr':
      return inline;
    case 'b':
      return v.trim() === '1' ? 'true' : v.trim() === '0' ? 'false' : '';
    case 'n': {
      // Excel stores 0.1 as 0.10000000000000001; the number is what the user typed.
      const n = Number(v);
      return v.trim() !== '' && Number.isFinite(n) ? String(n) : v;
    }
    default: // str (a formula's text), e (an error such as #N/A), d (an ISO date)
      return v;
  }
}

/**
 * The sheet part: rows with at least one value, in order. Refuses the sheet the moment a row
 * with a value sits past `maxRowNumber` or is one too many; stops at the end of the sheet data.
 */
export function sheetRowsSink(rows: RawRow[], needed: Set<number>, limits: RowLimits): XmlSink {
  let rowNumber = 0;
  let cells: (string | number)[] = [];
  let hasValue = false;
  let col = -1;
  let type = 'n';
  let v = '';
  let inline = '';
  let into: 'v' | 'inline' | null = null;
  let inIs = false;
  let phonetic = 0;
  const refuse = () =>
    new SheetRefusal('SHEET_TOO_MANY_ROWS', { limit: limits.maxRows, row: rowNumber });
  return xmlSink({
    open(name, a) {
      if (name === 'row') {
        const r = a.r === undefined ? rowNumber + 1 : Number(a.r);
        if (!Number.isInteger(r) || r < 1 || r > 1_048_576)
          throw new SheetRefusal('SHEET_UNREADABLE');
        rowNumber = r;
        cells = [];
        hasValue = false;
        col = -1;
      } else if (name === 'c') {
        const at = a.r === undefined ? -1 : columnOf(a.r);
        col = at < 0 ? col + 1 : at;
        type = a.t ?? 'n';
        v = '';
        inline = '';
      } else if (name === 'v') into = 'v';
      else if (name === 'is') inIs = true;
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && inIs && phonetic === 0) into = 'inline';
    },
    text(text) {
      if (into === 'v') v += text;
      else if (into === 'inline') inline += text;
    },
    close(name) {
      if (name === 'v' || name === 't') into = null;
      else if (name === 'is') inIs = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c') {
        const value = cellValue(type, v, inline);
        if (value === '' || col >= limits.maxColumns) return;
        if (typeof value === 'number') needed.add(value);
        cells[col] = value;
        hasValue = true;
      } else if (name === 'row') {
        if (!hasValue) return;
        if (rowNumber > limits.maxRowNumber || rows.length >= limits.maxRows) throw refuse();
        rows.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? '') });
      } else if (name === 'sheetData') throw new StopReading();
    },
  });
}

/** sharedStrings.xml: the texts of the indexes the sheet used, phonetic guides left out. */
export function sharedStringsSink(needed: Set<number>, into: Map<number, string>): XmlSink {
  let last = -1;
  for (const n of needed) if (n > last) last = n;
  let index = -1;
  let text = '';
  let inT = false;
  let phonetic = 0;
  return xmlSink({
    open(name) {
      if (name === 'si') {
        index++;
        text = '';
      } else if (name === 'rPh') phonetic++;
      else if (name === 't' && phonetic === 0) inT = true;
    },
    text(t) {
      if (inT) text += t;
    },
    close(name) {
      if (name === 't') inT = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si') {
        if (needed.has(index)) into.set(index, text);
        if (index >= last) throw new StopReading();
      }
    },
  });
}
