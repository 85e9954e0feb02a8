// Hostile and ordinary workbooks built in the test itself (no binaries in the repository): a
// minimal .xlsx is five small XML parts in a zip.
import { strToU8, zipSync } from 'fflate';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const PARTS = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

/** An .xlsx whose one sheet has `sheetData` (the `<row>` elements, or a long filler). */
export function xlsxWithSheetData(sheetData: string | Uint8Array): Buffer {
  const head = strToU8(
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  );
  const body = typeof sheetData === 'string' ? strToU8(sheetData) : sheetData;
  const tail = strToU8('</sheetData></worksheet>');
  const sheet = new Uint8Array(head.length + body.length + tail.length);
  sheet.set(head);
  sheet.set(body, head.length);
  sheet.set(tail, head.length + body.length);
  const parts = Object.fromEntries(Object.entries(PARTS).map(([k, v]) => [k, strToU8(v)]));
  return Buffer.from(zipSync({ ...parts, 'xl/worksheets/sheet1.xml': sheet }, { level: 9 }));
}

/** One `<row>` of inline strings and numbers at row number `r`. */
export function rowXml(r: number, cells: (string | number)[]): string {
  const cellXml = cells.map((value, i) => {
    const ref = `${String.fromCharCode(65 + i)}${r}`;
    return typeof value === 'number'
      ? `<c r="${ref}"><v>${value}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${escape(value)}</t></is></c>`;
  });
  return `<row r="${r}">${cellXml.join('')}</row>`;
}

/** The 1.7 KB file: a header, then one value on the sheet's last row, 1,048,576. */
export const lastRowXlsx = (header: string[]) =>
  xlsxWithSheetData(rowXml(1, header) + rowXml(1_048_576, ['x']));

/** A header and `count` rows under it, each from `row(i)`. */
export function manyRowsXlsx(
  header: string[],
  count: number,
  row: (i: number) => (string | number)[],
) {
  const parts = [rowXml(1, header)];
  for (let i = 0; i < count; i++) parts.push(rowXml(i + 2, row(i)));
  return xlsxWithSheetData(parts.join(''));
}

/** The central directory's unpacked size of `name`, rewritten: a zip that lies about itself. */
export function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const end = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = out.readUInt32LE(end + 16);
  for (let n = out.readUInt16LE(end + 10); n > 0; n--) {
    const nameLength = out.readUInt16LE(at + 28);
    if (out.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      out.writeUInt32LE(size, at + 24);
      return out;
    }
    at += 46 + nameLength + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  throw new Error(`no entry ${name}`);
}

/** A sheet whose data is `mb` MB of blanks: tiny packed, large unpacked. */
export const blankFillerXlsx = (mb: number) =>
  xlsxWithSheetData(new Uint8Array(mb * 1024 * 1024).fill(0x20));
