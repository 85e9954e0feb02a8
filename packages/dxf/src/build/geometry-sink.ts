import { copyText } from '../parse/raw-entities.ts';
import type { BlockDefinition, InsertEntity, TextEntity } from '../parse/raw-entities.ts';
import { copyScaled } from './path-pool.ts';

/**
 * Where the entity readers put what they read, as they read it: model space goes straight to
 * world paths and texts (no entity objects kept for the whole file), a block's contents are
 * recorded for its INSERTs.
 */
export type GeometrySink = {
  /**
   * A path of [x, y, bulge] triples, the first `length` numbers of `coords`, in the entity's
   * own coordinates; `mirrored` when its extrusion points down (the OCS X axis is the world's
   * -X). The sink copies what it keeps: readers may pass a buffer they reuse.
   */
  path(
    coords: ArrayLike<number>,
    length: number,
    isClosed: boolean,
    layer: string,
    mirrored: boolean,
  ): void;
  /**
   * A text whose position already has the OCS mirror applied. The sink copies what it keeps:
   * readers may pass a record they reuse.
   */
  text(text: TextEntity): void;
  insert(insert: InsertEntity): void;
};

/** A copy of the first `length` numbers of `coords`, scaled and mirrored as copyScaled() says. */
export function copyPath(
  coords: ArrayLike<number>,
  length: number,
  mirrored: boolean,
  scale = 1,
): number[] {
  const path = new Array<number>(length);
  copyScaled(coords, length, path, 0, scale, mirrored);
  return path;
}

/** Records a block's contents in file order, in the block's own frame. */
export class BlockRecorder implements GeometrySink {
  constructor(readonly block: BlockDefinition) {}

  path(
    coords: ArrayLike<number>,
    length: number,
    isClosed: boolean,
    layer: string,
    mirrored: boolean,
  ): void {
    const path = copyPath(coords, length, mirrored);
    this.block.items.push({ kind: 'path', value: { path, isClosed, layer } });
  }

  text(text: TextEntity): void {
    // Inside a block only constant ATTDEFs show; the others are templates for ATTRIBs.
    if (text.kind === 'ATTDEF' && !text.isConstant) return;
    this.block.items.push({ kind: 'text', value: copyText(text) });
  }

  insert(insert: InsertEntity): void {
    this.block.items.push({ kind: 'insert', value: insert });
  }
}
