import { DxfError } from '../errors.ts';
import { parseDxfNumber } from './parse-number.ts';
import { decodeUnicodeEscapes } from './text-decoding.ts';
import type { TagReader } from './tag-reader.ts';

/** The shortest possible tag is "0\nX\n": four bytes. */
const MIN_BYTES_PER_TAG = 4;
const NEWLINE = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;
const MINUS = 45;
const PLUS = 43;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const LOWER_E = 101;
const UPPER_E = 69;
/** Integers below 2^53 with at most 15 digits, scaled by an exact power of ten, round once. */
const MAX_FAST_DIGITS = 15;
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);
const latin1 = new TextDecoder('latin1');

/**
 * Reads ASCII DXF straight from the bytes: no whole-file string is built (a 50 MB file with
 * one Chinese layer name would become a 100 MB UTF-16 string), numbers are parsed from the
 * bytes, and only text values are decoded, with the encoding chosen once for the file.
 */
export class AsciiTagReader implements TagReader {
  code = -1;
  readonly encoding: string;
  private readonly bytes: Uint8Array;
  private readonly decoder: InstanceType<typeof TextDecoder>;
  private pos = 0;
  private valueStart = 0;
  private valueEnd = 0;
  private tagIndex = -1;

  constructor(bytes: Uint8Array, encoding: string) {
    const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    this.bytes = hasBom ? bytes.subarray(3) : bytes;
    this.encoding = encoding;
    this.decoder = new TextDecoder(encoding);
  }

  next(): boolean {
    // 999 comments may appear anywhere, even before the first SECTION; they carry nothing.
    while (this.readTag()) {
      if (this.code !== 999) return true;
    }
    return false;
  }

  text(): string {
    const bytes = this.bytes;
    let isAscii = true;
    for (let i = this.valueStart; i < this.valueEnd; i++) {
      if ((bytes[i] ?? 0) >= 0x80) {
        isAscii = false;
        break;
      }
    }
    const part = bytes.subarray(this.valueStart, this.valueEnd);
    return decodeUnicodeEscapes(isAscii ? latin1.decode(part) : this.decoder.decode(part));
  }

  number(): number {
    const fast = this.parseSimpleNumber();
    if (fast !== undefined) return fast;
    const raw = latin1.decode(this.bytes.subarray(this.valueStart, this.valueEnd));
    return parseDxfNumber(raw, this.where());
  }

  where(): string {
    return `line ${this.tagIndex * 2 + 1}`;
  }

  maxTagsLeft(): number {
    return Math.ceil((this.bytes.length - this.pos) / MIN_BYTES_PER_TAG);
  }

  private readTag(): boolean {
    const bytes = this.bytes;
    const length = bytes.length;
    if (this.pos >= length) return false;
    let codeEnd = bytes.indexOf(NEWLINE, this.pos);
    if (codeEnd < 0) codeEnd = length;
    this.tagIndex++;
    this.code = this.parseCode(this.pos, codeEnd);
    const valueStart = codeEnd + 1;
    if (valueStart > length) return false;
    let lineEnd = bytes.indexOf(NEWLINE, valueStart);
    if (lineEnd < 0) lineEnd = length;
    let valueEnd = lineEnd;
    if (valueEnd > valueStart && bytes[valueEnd - 1] === CR) valueEnd--;
    this.valueStart = valueStart;
    this.valueEnd = valueEnd;
    this.pos = lineEnd + 1;
    return true;
  }

  /** Plain decimals ("-12.5", "3e2") exactly; anything else goes to the strict slow path. */
  private parseSimpleNumber(): number | undefined {
    const bytes = this.bytes;
    let i = this.valueStart;
    const end = this.valueEnd;
    while (i < end && (bytes[i] === SPACE || bytes[i] === TAB)) i++;
    let sign = 1;
    if (bytes[i] === MINUS) {
      sign = -1;
      i++;
    } else if (bytes[i] === PLUS) {
      i++;
    }
    let mantissa = 0;
    let digits = 0;
    let significant = 0;
    let scale = 0;
    let c = bytes[i] ?? 0;
    while (c >= ZERO && c <= NINE) {
      mantissa = mantissa * 10 + (c - ZERO);
      digits++;
      if (mantissa > 0) significant++;
      c = bytes[++i] ?? 0;
    }
    if (c === DOT) {
      c = bytes[++i] ?? 0;
      while (c >= ZERO && c <= NINE) {
        mantissa = mantissa * 10 + (c - ZERO);
        digits++;
        scale++;
        if (mantissa > 0) significant++;
        c = bytes[++i] ?? 0;
      }
    }
    if (digits === 0 || significant > MAX_FAST_DIGITS) return undefined;
    let exponent = 0;
    if (c === LOWER_E || c === UPPER_E) {
      c = bytes[++i] ?? 0;
      let exponentSign = 1;
      if (c === MINUS || c === PLUS) {
        exponentSign = c === MINUS ? -1 : 1;
        c = bytes[++i] ?? 0;
      }
      let exponentDigits = 0;
      while (c >= ZERO && c <= NINE && exponentDigits < 4) {
        exponent = exponent * 10 + (c - ZERO);
        exponentDigits++;
        c = bytes[++i] ?? 0;
      }
      if (exponentDigits === 0) return undefined;
      exponent *= exponentSign;
    }
    while (i < end && (bytes[i] === SPACE || bytes[i] === TAB)) i++;
    if (i !== end) return undefined;
    const power = exponent - scale;
    if (power === 0) return sign * mantissa;
    if (power > 0 && power < POWERS_OF_TEN.length)
      return sign * mantissa * (POWERS_OF_TEN[power] ?? 1);
    if (power < 0 && -power < POWERS_OF_TEN.length)
      return (sign * mantissa) / (POWERS_OF_TEN[-power] ?? 1);
    return undefined;
  }

  /** Hand-rolled because parseInt would accept "12abc" and Number would accept "". */
  private parseCode(start: number, end: number): number {
    const bytes = this.bytes;
    let i = start;
    while (i < end && isBlank(bytes[i] ?? 0)) i++;
    let sign = 1;
    if (bytes[i] === MINUS) {
      sign = -1;
      i++;
    }
    let value = 0;
    let digits = 0;
    while (i < end) {
      const c = bytes[i] ?? 0;
      if (c < ZERO || c > NINE) break;
      value = value * 10 + (c - ZERO);
      digits++;
      i++;
    }
    while (i < end && isBlank(bytes[i] ?? 0)) i++;
    if (digits === 0 || digits > 6 || i !== end) {
      const line = latin1.decode(bytes.subarray(start, Math.min(end, start + 40))).trim();
      const detail = `expected a group code, found "${line}"`;
      if (this.tagIndex === 0) throw new DxfError('DXF_NOT_DXF', { detail });
      throw new DxfError('DXF_MALFORMED', { where: this.where(), detail });
    }
    return sign * value;
  }
}

function isBlank(c: number): boolean {
  return c === SPACE || c === TAB || c === CR;
}
