import { PROJECT_LIMITS } from '@stone/shared/projects/enums';
import type { MessageKey } from '@stone/shared/messages';

/** Only .dxf drawings, checked before any upload (the server reads the bytes again). */
export const isDxfName = (name: string): boolean => /\.dxf$/i.test(name.trim());

export type DxfCheck = 'ok' | 'notDxf' | 'tooLarge';
export function checkDxfFile(file: { name: string; size: number }): DxfCheck {
  if (!isDxfName(file.name)) return 'notDxf';
  if (file.size > PROJECT_LIMITS.dxfMaxBytes) return 'tooLarge';
  return 'ok';
}

/**
 * The manual order's own rule (product-spec §5): name and file missing together give one
 * combined message, shown once, under the name (issue 23: under both it read twice); each alone
 * gives its own. The keys are the shared messages the server answers with.
 */
export function nameAndFileErrors(
  name: string,
  fileCount: number,
): { name?: MessageKey; planes?: MessageKey } {
  const noName = name.trim() === '';
  const noFile = fileCount === 0;
  if (noName && noFile) return { name: 'project.nameAndFileRequired' };
  if (noName) return { name: 'project.nameRequired' };
  if (noFile) return { planes: 'project.fileRequired' };
  if (name.trim().length > PROJECT_LIMITS.nameMax) return { name: 'project.nameTooLong' };
  return {};
}

/** Field errors of one plane in a refusal's data ("planes.0.units" → plane 0), in plane order. */
export function planeFieldErrors(data: unknown): { plane: number; message: string }[] {
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([name, message]) => {
    const match = /^planes\.(\d+)\./.exec(name);
    return match && typeof message === 'string' ? [{ plane: Number(match[1]), message }] : [];
  });
}
