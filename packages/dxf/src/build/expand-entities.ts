import {
  applyX,
  applyY,
  compose,
  ocsToWorld,
  rotation,
  scaling,
  translation,
} from '../geometry/affine.ts';
import type { Affine } from '../geometry/affine.ts';
import { arcPath, circlePath, ellipsePath, splinePath } from '../geometry/curves.ts';
import { transformPath } from '../geometry/transform-path.ts';
import type { BulgePath } from '../geometry/bulge-path.ts';
import type {
  BlockDefinition,
  InsertEntity,
  RawEntity,
  TextEntity,
} from '../parse/raw-entities.ts';
import type { Primitives } from './primitives.ts';

const DEGREE = Math.PI / 180;

type ExpandEnv = {
  blocks: Map<string, BlockDefinition>;
  checkClock: () => void;
  chordTolerance: number;
  out: Primitives;
};

/**
 * Flattens model space into world paths and texts. checkBlockExpansion() has already bounded
 * the depth and the total, so plain recursion is safe here.
 */
export function expandEntities(
  entities: RawEntity[],
  blocks: Map<string, BlockDefinition>,
  root: Affine,
  chordTolerance: number,
  checkClock: () => void,
): Primitives {
  const out: Primitives = {
    closed: [],
    open: [],
    texts: [],
    expandedEntities: 0,
    missingBlocks: new Set(),
    splineFitOnly: 0,
  };
  const env: ExpandEnv = { blocks, checkClock, chordTolerance, out };
  for (const entity of entities) expandEntity(env, entity, root, null);
  return out;
}

/** `insertLayer` is set inside blocks: entities there on layer "0" take the INSERT's layer. */
function expandEntity(env: ExpandEnv, raw: RawEntity, m: Affine, insertLayer: string | null): void {
  if (++env.out.expandedEntities % 4096 === 0) env.checkClock();
  const isInBlock = insertLayer !== null;
  const entity = isInBlock && raw.layer === '0' ? { ...raw, layer: insertLayer } : raw;
  const local = entity.extrusionZ < 0 ? compose(m, ocsToWorld(-1)) : m;
  switch (entity.type) {
    case 'LINE': {
      const { start, end } = entity;
      addPath(env, [start.x, start.y, 0, end.x, end.y, 0], false, m, entity.layer);
      return;
    }
    case 'ARC': {
      const { center, radius, startDeg, endDeg } = entity;
      if (radius <= 0) return;
      const arc = arcPath(center.x, center.y, radius, startDeg, endDeg);
      addPath(env, arc.path, arc.isClosed, local, entity.layer);
      return;
    }
    case 'CIRCLE':
      if (entity.radius <= 0) return;
      addPath(
        env,
        circlePath(entity.center.x, entity.center.y, entity.radius),
        true,
        local,
        entity.layer,
      );
      return;
    case 'ELLIPSE': {
      const ellipse = ellipsePath(entity, env.chordTolerance);
      addPath(env, ellipse.path, ellipse.isClosed, m, entity.layer);
      return;
    }
    case 'POLYLINE':
      addPath(env, entity.vertices, entity.isClosed, local, entity.layer);
      return;
    case 'SPLINE': {
      const spline = splinePath(entity);
      if (spline.usedFitPoints) env.out.splineFitOnly++;
      addPath(env, spline.path, spline.isClosed, m, entity.layer);
      return;
    }
    case 'TEXT':
      // Inside a block only constant ATTDEFs show; the others are templates for ATTRIBs.
      if (entity.kind === 'ATTDEF' && isInBlock && !entity.isConstant) return;
      addText(env, entity, local);
      return;
    case 'INSERT':
      expandInsert(env, entity, m);
      return;
  }
}

function expandInsert(env: ExpandEnv, insert: InsertEntity, parent: Affine): void {
  for (const attribute of insert.attributes) {
    addText(env, attribute, attribute.extrusionZ < 0 ? compose(parent, ocsToWorld(-1)) : parent);
  }
  const block = env.blocks.get(insert.block.toUpperCase());
  if (!block) {
    env.out.missingBlocks.add(insert.block);
    return;
  }
  const placed = compose(
    compose(ocsToWorld(insert.extrusionZ), translation(insert.position.x, insert.position.y)),
    rotation(insert.rotationDeg * DEGREE),
  );
  const scaleAndBase = compose(
    scaling(insert.scaleX || 1, insert.scaleY || 1),
    translation(-block.base.x, -block.base.y),
  );
  for (let row = 0; row < insert.rows; row++) {
    for (let column = 0; column < insert.columns; column++) {
      // Array spacing runs along the insert's rotated axes and is not scaled.
      const cell = translation(column * insert.columnSpacing, row * insert.rowSpacing);
      const m = compose(parent, compose(compose(placed, cell), scaleAndBase));
      for (const entity of block.entities) expandEntity(env, entity, m, insert.layer);
    }
  }
}

function addPath(env: ExpandEnv, path: BulgePath, isClosed: boolean, m: Affine, layer: string) {
  if (path.length < 6) return;
  const world = transformPath(path, isClosed, m, env.chordTolerance);
  (isClosed ? env.out.closed : env.out.open).push({ path: world, isClosed, layer });
}

function addText(env: ExpandEnv, text: TextEntity, m: Affine): void {
  const { x, y } = text.position;
  env.out.texts.push({
    kind: text.kind,
    value: text.value,
    x: applyX(m, x, y),
    y: applyY(m, x, y),
    tag: text.tag,
    layer: text.layer,
  });
}
