import type { FilePurpose } from '@stone/shared/enterprise/limits';
import { AppError, invalid } from '../../lib/app-error.ts';

const BINARY_DXF = Buffer.from('AutoCAD Binary DXF\r\n\x1a\x00', 'latin1');
/** Every DWG starts with its version, "AC1012" … "AC1032" (ODA spec §2). */
const DWG = /^AC10\d\d/;

type DxfRefusal = 'file.dxfOnly' | 'file.dwgNotSupported' | 'file.dxfEmpty' | 'file.dxfTooLarge';
const refuse = (key: DxfRefusal) => invalid(key, { file: key });

/**
 * Accepts only DXF content, whatever the name says: binary DXF by its signature, text DXF by its
 * first group code (0 SECTION, or a 999 comment first). The reader checks the rest later, in a
 * worker; this keeps photos, PDFs and DWGs out of storage at once, each with its own message.
 */
export function checkDxfBytes(bytes: Buffer, fileName: string | undefined): void {
  const lowerName = (fileName ?? '').toLowerCase();
  const head = bytes.subarray(0, 64).toString('latin1');
  if (DWG.test(head) || lowerName.endsWith('.dwg')) throw refuse('file.dwgNotSupported');
  if (fileName !== undefined && !lowerName.endsWith('.dxf')) throw refuse('file.dxfOnly');
  if (bytes.subarray(0, BINARY_DXF.length).equals(BINARY_DXF)) return;
  const text = bytes
    .subarray(0, 4096)
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
  if (text.trim() === '' && bytes.toString('latin1').trim() === '') throw refuse('file.dxfEmpty');
  const lines = text.trimStart().split(/\r?\n/, 2);
  const code = lines[0]?.trim();
  const value = lines[1]?.trim().toUpperCase();
  const isDxfStart = (code === '0' && value === 'SECTION') || code === '999';
  if (!isDxfStart) throw refuse('file.dxfOnly');
}

/** The upload's generic refusals, said in DXF terms when a drawing was being uploaded. */
export function forPurpose(purpose: FilePurpose, error: unknown): unknown {
  if (purpose !== 'dxf' || !(error instanceof AppError)) return error;
  if (error.messageKey === 'file.tooLarge') return refuse('file.dxfTooLarge');
  if (error.messageKey === 'file.required') return refuse('file.dxfEmpty');
  return error;
}
