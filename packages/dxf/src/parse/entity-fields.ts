import type { ParseContext } from './parse-context.ts';

/** Fields every entity may carry; collected while its own fields are read. */
export type CommonFields = {
  layer: string;
  isPaperSpace: boolean;
  /** Extrusion direction, (0, 0, 1) unless the entity says otherwise. */
  extrusionX: number;
  extrusionY: number;
  extrusionZ: number;
};

export function newCommonFields(): CommonFields {
  return { layer: '0', isPaperSpace: false, extrusionX: 0, extrusionY: 0, extrusionZ: 1 };
}

/** Resets the context's one CommonFields for the next entity: none is allocated per entity. */
export function beginEntity(ctx: ParseContext): CommonFields {
  const common = ctx.common;
  common.layer = '0';
  common.isPaperSpace = false;
  common.extrusionX = 0;
  common.extrusionY = 0;
  common.extrusionZ = 1;
  return common;
}

/**
 * Whether the entity just read belongs to the drawing's plan: paper-space entities and
 * entities not flat in the XY plane are counted and left out.
 */
export function acceptEntity(ctx: ParseContext, common: CommonFields): boolean {
  if (common.isPaperSpace) {
    ctx.paperSpaceSkipped++;
    return false;
  }
  if (!isPlanar(common)) {
    ctx.nonPlanarSkipped++;
    return false;
  }
  return true;
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
      common.extrusionX = r.number();
      return true;
    case 220:
      common.extrusionY = r.number();
      return true;
    case 230:
      common.extrusionZ = r.number();
      return true;
    default:
      return false;
  }
}

const PLANAR_EPSILON = 1e-9;

export function isPlanar(common: CommonFields): boolean {
  const { extrusionX: x, extrusionY: y, extrusionZ: z } = common;
  return Math.abs(x) < PLANAR_EPSILON && Math.abs(y) < PLANAR_EPSILON && z !== 0;
}

export function extrusionSign(common: CommonFields): number {
  return common.extrusionZ < 0 ? -1 : 1;
}
