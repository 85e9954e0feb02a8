import { invalid } from '../../lib/app-error.ts';

/** Every .xlsx is a zip: a local file header first. */
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
/** A stock sheet of 5000 rows unpacks to a few MB; far more means a zip bomb, not a sheet. */
export const XLSX_UNPACKED_MAX = 100 * 1024 * 1024;

const refuse = (key: 'file.xlsxOnly' | 'file.xlsxUnsafe') => invalid(key, { file: key });

/** The sum of the entries' unpacked sizes from the central directory, or null if unreadable. */
function unpackedSize(bytes: Buffer): number | null {
  // The end record sits in the last 22 bytes plus a comment of at most 65 535.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i--)
    if (bytes.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ZIP_CENTRAL) return null;
    const size = bytes.readUInt32LE(at + 24);
    // 0xFFFFFFFF means a zip64 size: no sheet of ours needs one.
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    at +=
      46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}

/**
 * Accepts only an .xlsx workbook, whatever the name says: the zip signature, a readable central
 * directory, and an unpacked size that a stock sheet could have. Old .xls (OLE) and CSV files
 * are refused with the same clear message.
 */
export function checkXlsxBytes(bytes: Buffer, fileName: string | undefined): void {
  if (fileName !== undefined && !fileName.toLowerCase().endsWith('.xlsx'))
    throw refuse('file.xlsxOnly');
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== ZIP_LOCAL) throw refuse('file.xlsxOnly');
  const size = unpackedSize(bytes);
  if (size === null) throw refuse('file.xlsxOnly');
  if (size > XLSX_UNPACKED_MAX) throw refuse('file.xlsxUnsafe');
}
