import type { ResolvedOptions } from '../options.ts';
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
import { transformPath } from '../geometry/transform-path.ts';
import type { BlockDefinition, InsertEntity, TextEntity } from '../parse/raw-entities.ts';
import { BlockBudget } from './block-analysis.ts';
import { copyPath } from './geometry-sink.ts';
import { PathPool } from './path-pool.ts';
import type { GeometrySink } from './geometry-sink.ts';
import type { Primitives } from './primitives.ts';
import { textLines } from './label-text.ts';

const DEGREE = Math.PI / 180;
const ENTITIES_PER_CLOCK_CHECK = 4096;

/**
 * Model space, streamed: each entity becomes world paths and texts (in mm) the moment it is
 * read. INSERTs expand at once when the BLOCKS section came first, as it does in every file
 * a CAD program writes; otherwise they wait for the end of the file.
 */
export class ModelSpace implements GeometrySink {
  readonly out: Primitives;
  /** Millimetres per drawing unit; 1 until the header has been read. */
  private scale = 1;
  private root: Affine = scaling(1, 1);
  private blocksReady = false;
  private readonly deferred: InsertEntity[] = [];
  private readonly budget: BlockBudget;

  constructor(
    private readonly blocks: Map<string, BlockDefinition>,
    private readonly options: ResolvedOptions,
    private readonly checkClock: () => void,
    fileBytes: number,
  ) {
    this.budget = new BlockBudget(blocks, options);
    this.out = {
      closed: new PathPool(fileBytes),
      open: [],
      texts: [],
      expandedEntities: 0,
      missingBlocks: new Set(),
    };
  }

  /** Fixes the unit scale; paths already read (a header after the entities) are rescaled. */
  setScale(scale: number): void {
    if (scale === this.scale) return;
    const factor = scale / this.scale;
    this.out.closed.rescale(factor);
    for (const { path } of this.out.open) {
      for (let i = 0; i < path.length; i += 3) {
        path[i] = (path[i] as number) * factor;
        path[i + 1] = (path[i + 1] as number) * factor;
      }
    }
    for (const text of this.out.texts) {
      text.x *= factor;
      text.y *= factor;
    }
    this.scale = scale;
    this.root = scaling(scale, scale);
  }

  /** Called once the BLOCKS section has been read: INSERTs can expand as they come. */
  markBlocksReady(): void {
    this.blocksReady = true;
  }

  /** Expands the INSERTs that came before their blocks. */
  finish(): void {
    for (const insert of this.deferred) this.expandTopInsert(insert);
    this.deferred.length = 0;
  }

  path(
    coords: ArrayLike<number>,
    length: number,
    isClosed: boolean,
    layer: string,
    mirrored: boolean,
  ): void {
    this.countEntity();
    if (length < 6) return;
    const scale = this.scale;
    if (isClosed) {
      this.out.closed.add(coords, length, layer, scale, mirrored);
      return;
    }
    this.out.open.push({ path: copyPath(coords, length, mirrored, scale), isClosed, layer });
  }

  text(text: TextEntity): void {
    this.countEntity();
    this.addText(text, this.root);
  }

  insert(insert: InsertEntity): void {
    if (this.blocksReady) this.expandTopInsert(insert);
    else this.deferred.push(insert);
  }

  private countEntity(): void {
    this.budget.add(1);
    if (++this.out.expandedEntities % ENTITIES_PER_CLOCK_CHECK === 0) this.checkClock();
  }

  private expandTopInsert(insert: InsertEntity): void {
    this.budget.addInsert(insert);
    this.expandInsert(insert, this.root);
  }

  private expandInsert(insert: InsertEntity, parent: Affine): void {
    for (const attribute of insert.attributes) this.addText(attribute, parent);
    const block = this.blocks.get(insert.block.toUpperCase());
    if (!block) {
      this.out.missingBlocks.add(insert.block);
      return;
    }
    const placed = compose(
      compose(ocsToWorld(insert.extrusionZ), translation(insert.x, insert.y)),
      rotation(insert.rotationDeg * DEGREE),
    );
    const scaleAndBase = compose(
      scaling(insert.scaleX || 1, insert.scaleY || 1),
      translation(-block.baseX, -block.baseY),
    );
    for (let row = 0; row < insert.rows; row++) {
      for (let column = 0; column < insert.columns; column++) {
        // Array spacing runs along the insert's rotated axes and is not scaled.
        const cell = translation(column * insert.columnSpacing, row * insert.rowSpacing);
        const m = compose(parent, compose(compose(placed, cell), scaleAndBase));
        this.expandBlock(block, m, insert.layer);
      }
    }
  }

  /** Entities on layer "0" inside a block take the INSERT's layer. */
  private expandBlock(block: BlockDefinition, m: Affine, insertLayer: string): void {
    for (const item of block.items) {
      if (++this.out.expandedEntities % ENTITIES_PER_CLOCK_CHECK === 0) this.checkClock();
      if (item.kind === 'path') {
        const { path, isClosed, layer } = item.value;
        if (path.length < 6) continue;
        const world = transformPath(path, isClosed, m, this.options.chordTolerance);
        const worldLayer = layer === '0' ? insertLayer : layer;
        if (isClosed) {
          this.out.closed.add(world, world.length, worldLayer);
        } else {
          // The identity hands back the block's own array: copy it, paths are never shared.
          const owned = world === path ? path.slice() : world;
          this.out.open.push({ path: owned, isClosed, layer: worldLayer });
        }
      } else if (item.kind === 'text') {
        const text = item.value;
        this.addText(text.layer === '0' ? { ...text, layer: insertLayer } : text, m);
      } else {
        const child = item.value;
        this.expandInsert(child.layer === '0' ? { ...child, layer: insertLayer } : child, m);
      }
    }
  }

  private addText(text: TextEntity, m: Affine): void {
    this.out.texts.push({
      kind: text.kind,
      lines: textLines(text.kind, text.value),
      x: applyX(m, text.x, text.y),
      y: applyY(m, text.x, text.y),
      layer: text.layer,
      tag: text.tag,
    });
  }
}
