import { parseDxfNumber } from './parse-number.ts';
import { decodeUnicodeEscapes } from './text-decoding.ts';
import type { TagReader } from './tag-reader.ts';

export const BINARY_SENTINEL = 'AutoCAD Binary DXF\r\n\x1a\0';

type ValueKind = 'string' | 'double' | 'int16' | 'int32' | 'int64' | 'bool' | 'chunk';

/** Value type by group code, as the DXF reference lays out the binary format. */
function valueKind(code: number): ValueKind {
  if ((code >= 10 && code <= 59) || (code >= 110 && code <= 149)) return 'double';
  if ((code >= 210 && code <= 239) || (code >= 460 && code <= 469)) return 'double';
  if (code >= 1010 && code <= 1059) return 'double';
  if ((code >= 60 && code <= 79) || (code >= 170 && code <= 179)) return 'int16';
  if ((code >= 270 && code <= 289) || (code >= 370 && code <= 389)) return 'int16';
  if ((code >= 400 && code <= 409) || (code >= 1060 && code <= 1070)) return 'int16';
  if ((code >= 90 && code <= 99) || (code >= 420 && code <= 429)) return 'int32';
  if ((code >= 440 && code <= 459) || code === 1071) return 'int32';
  if (code >= 160 && code <= 169) return 'int64';
  if (code >= 290 && code <= 299) return 'bool';
  if ((code >= 310 && code <= 319) || code === 1004) return 'chunk';
  return 'string';
}

const VALUE_SIZE: Record<Exclude<ValueKind, 'string' | 'chunk'>, number> = {
  double: 8,
  int16: 2,
  int32: 4,
  int64: 8,
  bool: 1,
};

/**
 * Binary DXF: R12 files use one-byte group codes (255 escapes a two-byte one), R13+ files
 * two-byte codes. The first tag is always (0, "SECTION"), so the byte after the sentinel
 * tells which: in R13+ it is the high byte of code 0, in R12 it is already the "S".
 */
export class BinaryTagReader implements TagReader {
  code = -1;
  readonly encoding: string;
  private readonly bytes: Uint8Array;
  private readonly view: DataView;
  private readonly shortCodes: boolean;
  private readonly decodeString: (bytes: Uint8Array) => string;
  private pos = BINARY_SENTINEL.length;
  private tagStart = 0;
  private numeric = 0;
  private stringValue: string | undefined;

  constructor(bytes: Uint8Array, encoding: string, decodeString: (bytes: Uint8Array) => string) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.shortCodes = bytes[BINARY_SENTINEL.length + 1] !== 0;
    this.encoding = encoding;
    this.decodeString = decodeString;
  }

  next(): boolean {
    while (this.readTag()) {
      if (this.code !== 999) return true;
    }
    return false;
  }

  private readTag(): boolean {
    const bytes = this.bytes;
    const length = bytes.length;
    this.tagStart = this.pos;
    let pos = this.pos;
    let code: number;
    if (this.shortCodes) {
      if (pos >= length) return false;
      code = bytes[pos++] ?? 0;
      if (code === 255) {
        if (pos + 2 > length) return false;
        code = this.view.getInt16(pos, true);
        pos += 2;
      }
    } else {
      if (pos + 2 > length) return false;
      code = this.view.getInt16(pos, true);
      pos += 2;
    }
    const kind = valueKind(code);
    this.stringValue = undefined;
    if (kind === 'string') {
      const end = bytes.indexOf(0, pos);
      if (end < 0) return false;
      this.stringValue = decodeUnicodeEscapes(this.decodeString(bytes.subarray(pos, end)));
      pos = end + 1;
    } else if (kind === 'chunk') {
      const size = bytes[pos] ?? 0;
      if (pos + 1 + size > length) return false;
      this.stringValue = '';
      pos += 1 + size;
    } else {
      const size = VALUE_SIZE[kind];
      if (pos + size > length) return false;
      this.numeric = this.readNumber(kind, pos);
      pos += size;
    }
    this.code = code;
    this.pos = pos;
    return true;
  }

  text(): string {
    return this.stringValue ?? String(this.numeric);
  }

  number(): number {
    if (this.stringValue !== undefined) return parseDxfNumber(this.stringValue, this.where());
    // A binary double can hold NaN or ±Infinity directly.
    if (!Number.isFinite(this.numeric)) return parseDxfNumber(String(this.numeric), this.where());
    return this.numeric;
  }

  where(): string {
    return `byte ${this.tagStart}`;
  }

  maxTagsLeft(): number {
    // Smallest tag: a one- or two-byte code and an empty string's terminator.
    return Math.ceil((this.bytes.length - this.pos) / (this.shortCodes ? 2 : 3));
  }

  private readNumber(kind: Exclude<ValueKind, 'string' | 'chunk'>, pos: number): number {
    const view = this.view;
    switch (kind) {
      case 'double':
        return view.getFloat64(pos, true);
      case 'int16':
        return view.getInt16(pos, true);
      case 'int32':
        return view.getInt32(pos, true);
      case 'int64':
        return Number(view.getBigInt64(pos, true));
      case 'bool':
        return this.bytes[pos] ?? 0;
    }
  }
}
