// The zip side of the sheet reader: finds entries through the central directory (so the reader
// opens only the parts it needs, in the order it needs them) and inflates one entry in small
// steps, counting every unpacked byte as it appears. A declared size is never trusted: an entry
// that unpacks past what it declares, or a workbook past the caller's cap, stops at that byte.
import { Inflate } from 'fflate';

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
/** Compressed bytes handed to the inflater at a time: deflate expands at most ~1032×, so one
 * step yields at most a few MB however hostile the data. */
const STEP = 4 * 1024;

export type ZipEntry = {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
};

/** Why a workbook is refused; the thread turns it into the reader's error code. */
export class SheetRefusal extends Error {
  constructor(
    readonly code: 'SHEET_UNREADABLE' | 'SHEET_TOO_LARGE' | 'SHEET_TOO_MANY_ROWS',
    readonly params: Record<string, number> = {},
  ) {
    super(code);
    this.name = 'SheetRefusal';
  }
}

const unreadable = () => new SheetRefusal('SHEET_UNREADABLE');

const u16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, at: number) => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;

/** Entries by lower-case name (generators disagree on case), leading slash dropped. */
export function listEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  // The end record sits in the last 22 bytes plus a comment of at most 65 535.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--)
    if (u32(bytes, i) === END) {
      end = i;
      break;
    }
  if (end < 0) throw unreadable();
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  const entries = new Map<string, ZipEntry>();
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== CENTRAL) throw unreadable();
    const nameLength = u16(bytes, at + 28);
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      flags: u16(bytes, at + 8),
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      size: u32(bytes, at + 24),
      localOffset: u32(bytes, at + 42),
    };
    entries.set(entry.name.replace(/^\/+/, '').toLowerCase(), entry);
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return entries;
}

/** Unpacked bytes of the whole workbook so far, against the caller's cap. */
export type Budget = { used: number; readonly max: number };

/**
 * Streams one entry's unpacked bytes to `onData`, a few KB of compressed input at a time.
 * `onData` may throw to stop early (a row limit reached): the rest is never inflated.
 */
export function inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: Budget,
  onData: (chunk: Uint8Array) => void,
): void {
  // Zip64 (sizes of 0xFFFFFFFF), encryption and methods other than stored/deflate: no
  // spreadsheet program writes them for a sheet of this size.
  if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff || entry.flags & 1)
    throw unreadable();
  if (entry.method !== 0 && entry.method !== 8) throw unreadable();
  const at = entry.localOffset;
  if (at + 30 > bytes.length || u32(bytes, at) !== LOCAL) throw unreadable();
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  if (start + entry.compressedSize > bytes.length) throw unreadable();
  // An honest workbook over the cap is refused before a byte is unpacked.
  if (budget.used + entry.size > budget.max)
    throw new SheetRefusal('SHEET_TOO_LARGE', { limit: budget.max });
  let unpacked = 0;
  const take = (chunk: Uint8Array) => {
    unpacked += chunk.length;
    budget.used += chunk.length;
    // More than declared: the directory lies, as zip bombs do to pass a size check.
    if (unpacked > entry.size) throw unreadable();
    if (budget.used > budget.max) throw new SheetRefusal('SHEET_TOO_LARGE', { limit: budget.max });
    if (chunk.length > 0) onData(chunk);
  };
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw unreadable();
    for (let i = 0; i < data.length; i += STEP * 16) take(data.subarray(i, i + STEP * 16));
    return;
  }
  let ended = false;
  const inflater = new Inflate((chunk, final) => {
    take(chunk);
    if (final) ended = true;
  });
  // fflate's own errors (a corrupt stream) and the caller's stop both travel up as thrown.
  for (let i = 0; i < data.length; i += STEP)
    inflater.push(data.subarray(i, i + STEP), i + STEP >= data.length);
  if (data.length === 0) inflater.push(new Uint8Array(0), true);
  if (!ended || unpacked !== entry.size) throw unreadable();
}
