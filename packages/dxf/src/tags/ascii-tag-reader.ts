import { DxfError } from '../errors.ts';
import { parseDxfNumber } from './parse-number.ts';
import { decodeUnicodeEscapes } from './text-decoding.ts';
import type { TagReader } from './tag-reader.ts';
import { nodeBuffer } from './node-buffer.ts';
import type { NodeBufferView } from './node-buffer.ts';

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
/**
 * Clinger's fast path: a decimal mantissa up to 2^53 is an exact double, and so is every power
 * of ten up to 10^22, so one multiplication or division rounds exactly as Number() would.
 * CAD programs write 16 or 17 significant digits; most still fit below 2^53.
 */
const MAX_EXACT_MANTISSA = 2 ** 53;
const POWERS_OF_TEN = Float64Array.from({ length: 23 }, (_, k) => 10 ** k);
/** Short values (keywords, layer names, handles) repeat: decode each distinct one once. */
const TEXT_CACHE_SIZE = 1024;
const TEXT_CACHE_MAX_BYTES = 48;
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
  private readonly native: NodeBufferView | undefined;
  /** Where the next unread byte is: the start of the value line until it has been scanned. */
  private pos = 0;
  private valueStart = 0;
  /** -1 until the value line has been scanned (by number(), text() or the next next()). */
  private valueEnd = -1;
  private tagIndex = -1;
  private parsed = 0;
  private textTag = -1;
  private textValue = '';
  private runMantissa = 0;
  private runDigits = 0;
  private readonly cacheStart = new Int32Array(TEXT_CACHE_SIZE).fill(-1);
  private readonly cacheLength = new Int32Array(TEXT_CACHE_SIZE);
  private readonly cacheValue: string[] = new Array<string>(TEXT_CACHE_SIZE).fill('');

  constructor(bytes: Uint8Array, encoding: string) {
    const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    // A plain Uint8Array view: subarray() on a Node Buffer builds a Buffer object each time.
    const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.bytes = hasBom ? view.subarray(3) : view;
    this.encoding = encoding;
    this.decoder = new TextDecoder(encoding);
    // A Buffer over the same memory decodes a range natively: no view and no TextDecoder call
    // per string (labels are as many as the pieces, and each is decoded once).
    this.native = nodeBuffer?.Buffer?.from(
      this.bytes.buffer,
      this.bytes.byteOffset,
      this.bytes.byteLength,
    );
  }

  next(): boolean {
    // 999 comments may appear anywhere, even before the first SECTION; they carry nothing.
    while (this.readTag()) {
      if (this.code !== 999) return true;
    }
    return false;
  }

  text(): string {
    // The walker and the entity reader both look at each entity's "0 TYPE" keyword.
    if (this.textTag !== this.tagIndex) {
      this.textValue = this.readText();
      this.textTag = this.tagIndex;
    }
    return this.textValue;
  }

  private readText(): string {
    if (this.valueEnd < 0) this.scanValueLine();
    const bytes = this.bytes;
    const start = this.valueStart;
    const end = this.valueEnd;
    const length = end - start;
    if (length > TEXT_CACHE_MAX_BYTES) return this.decode(start, end, false);
    let hash = length;
    let high = 0;
    for (let i = start; i < end; i++) {
      const c = bytes[i] as number;
      high |= c;
      hash = Math.imul(hash ^ c, 16777619);
    }
    const slot = (hash >>> 0) & (TEXT_CACHE_SIZE - 1);
    const cached = this.cacheStart[slot] as number;
    if (cached >= 0 && this.cacheLength[slot] === length) {
      let same = true;
      for (let k = 0; k < length; k++) {
        if (bytes[cached + k] !== bytes[start + k]) {
          same = false;
          break;
        }
      }
      if (same) return this.cacheValue[slot] as string;
    }
    const value = this.decode(start, end, high < 0x80);
    this.cacheStart[slot] = start;
    this.cacheLength[slot] = length;
    this.cacheValue[slot] = value;
    return value;
  }

  private decode(start: number, end: number, isAscii: boolean): string {
    const bytes = this.bytes;
    if (!isAscii) {
      isAscii = true;
      for (let i = start; i < end; i++) {
        if ((bytes[i] as number) >= 0x80) {
          isAscii = false;
          break;
        }
      }
    }
    const native = this.native;
    let text: string;
    if (native && (isAscii || this.encoding === 'utf-8')) {
      text = native.toString(isAscii ? 'latin1' : 'utf8', start, end);
    } else {
      const part = bytes.subarray(start, end);
      text = isAscii ? latin1.decode(part) : this.decoder.decode(part);
    }
    return decodeUnicodeEscapes(text);
  }

  number(): number {
    // Small enough to inline into the readers, so the double never needs a heap box; the
    // parsed value travels through a field for the same reason.
    if (!this.parseSimpleNumber()) this.parsed = this.parseStrictly();
    return this.parsed;
  }

  private parseStrictly(): number {
    if (this.valueEnd < 0) this.scanValueLine();
    const raw = latin1.decode(this.bytes.subarray(this.valueStart, this.valueEnd));
    return parseDxfNumber(raw, this.where());
  }

  where(): string {
    return `line ${this.tagIndex * 2 + 1}`;
  }

  maxTagsLeft(): number {
    return Math.ceil((this.bytes.length - this.pos) / MIN_BYTES_PER_TAG);
  }

  /** Finds the end of the current value line; the next tag starts after it. */
  private scanValueLine(): void {
    const bytes = this.bytes;
    const length = bytes.length;
    const start = this.valueStart;
    let lineEnd = start;
    while (lineEnd < length && bytes[lineEnd] !== NEWLINE) lineEnd++;
    this.valueEnd = lineEnd > start && bytes[lineEnd - 1] === CR ? lineEnd - 1 : lineEnd;
    this.pos = lineEnd + 1;
  }

  /**
   * Reads the group code line, parsing the digits while looking for its end; the value line
   * is scanned only when asked for, so a number is read in the same pass that finds its end.
   */
  private readTag(): boolean {
    if (this.valueEnd < 0 && this.tagIndex >= 0) this.scanValueLine();
    const bytes = this.bytes;
    const length = bytes.length;
    const start = this.pos;
    if (start >= length) return false;
    this.tagIndex++;
    let i = start;
    let c = bytes[i] as number;
    while (c === SPACE) c = ++i < length ? (bytes[i] as number) : NEWLINE;
    let value = 0;
    let digits = 0;
    while (c >= ZERO && c <= NINE) {
      value = value * 10 + (c - ZERO);
      digits++;
      c = ++i < length ? (bytes[i] as number) : NEWLINE;
    }
    if (c === CR) c = ++i < length ? (bytes[i] as number) : NEWLINE;
    // The common "  10\n" is done; signs, tabs and stray blanks go the careful way.
    if (c !== NEWLINE || digits === 0 || digits > 6) {
      while (i < length && bytes[i] !== NEWLINE) i++;
      value = this.parseCode(start, i);
    } else if (i >= length) {
      this.code = value;
      return false;
    }
    this.code = value;
    const valueStart = i + 1;
    if (valueStart > length) return false;
    this.valueStart = valueStart;
    this.valueEnd = -1;
    this.pos = valueStart;
    return true;
  }

  /**
   * Plain decimals ("-12.5", "3e2") exactly into `parsed`, in the pass that finds the line's
   * end; false sends anything else to the strict slow path.
   */
  private parseSimpleNumber(): boolean {
    const bytes = this.bytes;
    const length = bytes.length;
    let i = this.valueStart;
    let c = bytes[i] as number;
    while (c === SPACE || c === TAB) c = bytes[++i] as number;
    let sign = 1;
    if (c === MINUS) {
      sign = -1;
      c = bytes[++i] as number;
    } else if (c === PLUS) {
      c = bytes[++i] as number;
    }
    i = this.readDigits(i, 0);
    let mantissa = this.runMantissa;
    let digits = this.runDigits;
    let scale = 0;
    c = bytes[i] as number;
    if (c === DOT) {
      i = this.readDigits(i + 1, mantissa);
      mantissa = this.runMantissa;
      scale = this.runDigits;
      digits += scale;
      c = bytes[i] as number;
    }
    // From 2^53 on the running mantissa may have rounded: leave it to Number().
    if (digits === 0 || mantissa >= MAX_EXACT_MANTISSA) return false;
    let exponent = 0;
    if (c === LOWER_E || c === UPPER_E) {
      c = bytes[++i] as number;
      let exponentSign = 1;
      if (c === MINUS || c === PLUS) {
        exponentSign = c === MINUS ? -1 : 1;
        c = bytes[++i] as number;
      }
      let exponentDigits = 0;
      while (c >= ZERO && c <= NINE && exponentDigits < 4) {
        exponent = exponent * 10 + (c - ZERO);
        exponentDigits++;
        c = bytes[++i] as number;
      }
      if (exponentDigits === 0) return false;
      exponent *= exponentSign;
    }
    while (c === SPACE || c === TAB) c = bytes[++i] as number;
    const valueEnd = i;
    if (c === CR) c = bytes[++i] as number;
    // Past the last byte c is undefined: the file may end without a newline.
    if (c !== NEWLINE && i < length) return false;
    const power = exponent - scale;
    if (power === 0) this.parsed = sign * mantissa;
    else if (power > 0 && power < POWERS_OF_TEN.length)
      this.parsed = sign * mantissa * (POWERS_OF_TEN[power] as number);
    else if (power < 0 && -power < POWERS_OF_TEN.length)
      this.parsed = (sign * mantissa) / (POWERS_OF_TEN[-power] as number);
    else return false;
    this.valueEnd = valueEnd;
    this.pos = i + 1;
    return true;
  }

  /**
   * Appends the run of digits at `i` to `mantissa`, two digits per step (coordinates carry 10 to
   * 17 digits, and this is the hottest loop); leaves the result in runMantissa and runDigits and
   * returns the index after the run.
   */
  private readDigits(i: number, mantissa: number): number {
    const bytes = this.bytes;
    let digits = 0;
    for (;;) {
      const high = (bytes[i] as number) - ZERO;
      if (!(high >= 0 && high <= 9)) break;
      const low = (bytes[i + 1] as number) - ZERO;
      if (!(low >= 0 && low <= 9)) {
        mantissa = mantissa * 10 + high;
        digits++;
        i++;
        break;
      }
      mantissa = mantissa * 100 + (high * 10 + low);
      digits += 2;
      i += 2;
    }
    this.runMantissa = mantissa;
    this.runDigits = digits;
    return i;
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
