import { advance } from './parse-context.ts';
import type { ParseContext } from './parse-context.ts';

/** Fields every entity may carry; collected while its own fields are read. */
export type CommonFields = {
  layer: string;
  isPaperSpace: boolean;
  extrusion: [number, number, number];
};

export function newCommonFields(): CommonFields {
  return { layer: '0', isPaperSpace: false, extrusion: [0, 0, 1] };
}

/** Handles the shared group codes; returns false for codes the entity must read itself. */
export function readCommonField(ctx: ParseContext, common: CommonFields): boolean {
  const r = ctx.reader;
  switch (r.code) {
    case 8:
      common.layer = r.text().trim();
      return true;
    case 67:
      common.isPaperSpace = r.number() === 1;
      return true;
    case 210:
      common.extrusion[0] = r.number();
      return true;
    case 220:
      common.extrusion[1] = r.number();
      return true;
    case 230:
      common.extrusion[2] = r.number();
      return true;
    default:
      return false;
  }
}

/**
 * Calls onTag for each tag of the current entity and stops on the next code 0, which is left
 * current for the caller. Works whatever the order of the point groups (R2.x writes 10, 11, 20, 21).
 */
export function readEntityTags(
  ctx: ParseContext,
  common: CommonFields,
  onTag: (code: number) => void,
): void {
  while (advance(ctx)) {
    const code = ctx.reader.code;
    if (code === 0) return;
    if (!readCommonField(ctx, common)) onTag(code);
  }
}

const PLANAR_EPSILON = 1e-9;

export function planarity(common: CommonFields): { isPlanar: boolean; extrusionZ: number } {
  const [x, y, z] = common.extrusion;
  const isPlanar = Math.abs(x) < PLANAR_EPSILON && Math.abs(y) < PLANAR_EPSILON && z !== 0;
  return { isPlanar, extrusionZ: z < 0 ? -1 : 1 };
}
