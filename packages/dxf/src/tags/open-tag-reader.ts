import { DxfError } from '../errors.ts';
import { AsciiTagReader } from './ascii-tag-reader.ts';
import { BINARY_SENTINEL, BinaryTagReader } from './binary-tag-reader.ts';
import { encodingForCodepage, findAsciiCodepage } from './text-decoding.ts';
import { isValidUtf8 } from './utf8-validation.ts';
import type { TagReader } from './tag-reader.ts';

export type OpenedReader = { reader: TagReader; isBinary: boolean; usedFallback: boolean };

const DWG_MAGIC = /^AC10\d\d|^AC1\.\d/;

/** Looks at the first bytes to reject DWG and non-DXF data, then picks the tag reader. */
export function openTagReader(bytes: Uint8Array): OpenedReader {
  if (bytes.length === 0) throw new DxfError('DXF_EMPTY');
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 32));
  const dwg = DWG_MAGIC.exec(head);
  if (dwg) throw new DxfError('DXF_DWG_NOT_SUPPORTED', { version: dwg[0] });
  if (head.startsWith(BINARY_SENTINEL)) return openBinary(bytes);
  if (bytes.subarray(0, 4096).includes(0)) {
    throw new DxfError('DXF_NOT_DXF', { detail: 'binary data without the binary DXF sentinel' });
  }
  // Decide the encoding once for the whole file: strict UTF-8, else the declared codepage.
  const isUtf8 = isValidUtf8(bytes);
  const encoding = isUtf8 ? 'utf-8' : encodingForCodepage(findAsciiCodepage(bytes));
  return {
    reader: new AsciiTagReader(bytes, encoding),
    isBinary: false,
    usedFallback: !isUtf8,
  };
}

function openBinary(bytes: Uint8Array): OpenedReader {
  const codepage = findBinaryCodepage(bytes);
  const fallback = new TextDecoder(encodingForCodepage(codepage));
  const strict = new TextDecoder('utf-8', { fatal: true });
  const state = { usedFallback: false };
  const decodeString = (part: Uint8Array): string => {
    try {
      return strict.decode(part);
    } catch {
      state.usedFallback = true;
      return fallback.decode(part);
    }
  };
  const reader = new BinaryTagReader(bytes, 'utf-8', decodeString);
  return {
    reader,
    isBinary: true,
    get usedFallback() {
      return state.usedFallback;
    },
  };
}

/** `$DWGCODEPAGE`, NUL, then group code 3 (one or two bytes), then the NUL-ended name. */
function findBinaryCodepage(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  const at = head.indexOf('$DWGCODEPAGE');
  if (at < 0) return undefined;
  let start = at + '$DWGCODEPAGE'.length + 2;
  if (head.charCodeAt(start) === 0) start++;
  const end = head.indexOf(String.fromCharCode(0), start);
  return end < 0 ? undefined : head.slice(start, end);
}
