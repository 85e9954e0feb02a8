/**
 * DXF text encodings. Files from AC1021 (R2007) on are UTF-8; older ones are written in the
 * ANSI codepage named by `$DWGCODEPAGE`, which the header says but many programs ignore.
 * So we decode strictly as UTF-8 first and only fall back to the declared codepage when the
 * bytes are not UTF-8: a GBK file is practically never valid UTF-8, and a UTF-8 file that
 * claims ANSI_936 (common) still comes out right.
 */
const CODEPAGE_TO_ENCODING: Record<string, string> = {
  ANSI_936: 'gb18030',
  ANSI_950: 'big5',
  ANSI_932: 'shift_jis',
  ANSI_949: 'euc-kr',
  ANSI_874: 'windows-874',
  ANSI_1250: 'windows-1250',
  ANSI_1251: 'windows-1251',
  ANSI_1252: 'windows-1252',
  ANSI_1253: 'windows-1253',
  ANSI_1254: 'windows-1254',
  ANSI_1255: 'windows-1255',
  ANSI_1256: 'windows-1256',
  ANSI_1257: 'windows-1257',
  ANSI_1258: 'windows-1258',
  'MAC-ROMAN': 'macintosh',
  DOS437: 'ibm866',
};

export function encodingForCodepage(codepage: string | undefined): string {
  if (!codepage) return 'windows-1252';
  return CODEPAGE_TO_ENCODING[codepage.trim().toUpperCase()] ?? 'windows-1252';
}

const HEADER_SCAN_BYTES = 1 << 20;

/** Finds `$DWGCODEPAGE` in the first MB of an ASCII DXF without decoding the whole file. */
export function findAsciiCodepage(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, HEADER_SCAN_BYTES));
  const match = /\$DWGCODEPAGE[ \t]*\r?\n[ \t]*3[ \t]*\r?\n([^\r\n]*)/.exec(head);
  return match?.[1]?.trim();
}

export type DecodedText = { text: string; encoding: string; usedFallback: boolean };

export function decodeDxfText(bytes: Uint8Array, fallbackEncoding: () => string): DecodedText {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8', usedFallback: false };
  } catch {
    const encoding = fallbackEncoding();
    return { text: new TextDecoder(encoding).decode(bytes), encoding, usedFallback: true };
  }
}

/** Replaces AutoCAD's `\U+XXXX` escapes (used for characters outside the codepage). */
export function decodeUnicodeEscapes(value: string): string {
  if (!value.includes('\\U+') && !value.includes('\\u+')) return value;
  return value.replace(/\\[Uu]\+([0-9A-Fa-f]{4})/g, (_whole, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}
