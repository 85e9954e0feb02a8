import type { TextKind } from '../parse/raw-entities.ts';
import type { BlockDefinition, InsertEntity } from '../parse/raw-entities.ts';

/**
 * Where the entity readers put what they read, as they read it: model space goes straight to
 * world paths and texts (no entity objects kept for the whole file), a block's contents are
 * recorded for its INSERTs.
 */
export type GeometrySink = {
  /**
   * A path of [x, y, bulge] triples in the entity's own coordinates; `mirrored` when its
   * extrusion points down (the OCS X axis is the world's -X). The sink takes the array over.
   */
  path(path: number[], isClosed: boolean, layer: string, mirrored: boolean): void;
  /** A text whose position already has the OCS mirror applied. */
  text(
    kind: TextKind,
    value: string,
    x: number,
    y: number,
    layer: string,
    tag: string | null,
    isConstant: boolean,
  ): void;
  insert(insert: InsertEntity): void;
};

/** Applies the OCS mirror in place: x and the bulges change sign. */
export function mirrorInPlace(path: number[]): void {
  for (let i = 0; i < path.length; i += 3) {
    path[i] = -(path[i] as number);
    path[i + 2] = -(path[i + 2] as number);
  }
}

/** Records a block's contents in file order, in the block's own frame. */
export class BlockRecorder implements GeometrySink {
  constructor(readonly block: BlockDefinition) {}

  path(path: number[], isClosed: boolean, layer: string, mirrored: boolean): void {
    if (mirrored) mirrorInPlace(path);
    this.block.items.push({ kind: 'path', value: { path, isClosed, layer } });
  }

  text(
    kind: TextKind,
    value: string,
    x: number,
    y: number,
    layer: string,
    tag: string | null,
    isConstant: boolean,
  ): void {
    // Inside a block only constant ATTDEFs show; the others are templates for ATTRIBs.
    if (kind === 'ATTDEF' && !isConstant) return;
    this.block.items.push({
      kind: 'text',
      value: { kind, value, x, y, layer, tag, isConstant },
    });
  }

  insert(insert: InsertEntity): void {
    this.block.items.push({ kind: 'insert', value: insert });
  }
}
