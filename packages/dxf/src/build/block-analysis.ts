import { DxfError } from '../errors.ts';
import type { ResolvedOptions } from '../options.ts';
import type { BlockDefinition, InsertEntity } from '../parse/raw-entities.ts';

type BlockFacts = { expanded: number; height: number };

/**
 * Counts what model space expands to before each INSERT is expanded, so a block bomb (10 levels
 * of 100×100 arrays) or a block that inserts itself is refused instead of hanging or overflowing
 * the stack. Only blocks reachable from model space are measured: unused broken blocks are
 * harmless. Each block is measured once.
 */
export class BlockBudget {
  private total = 0;
  private readonly facts = new Map<string, BlockFacts>();
  private readonly stack: string[] = [];

  constructor(
    private readonly blocks: Map<string, BlockDefinition>,
    private readonly options: ResolvedOptions,
  ) {}

  /** Model-space entities that are not INSERTs count one each. */
  add(entities: number): void {
    this.total += entities;
    if (this.total > this.options.maxExpandedEntities) this.refuse();
  }

  addInsert(insert: InsertEntity): void {
    const facts = this.measureInsert(insert);
    if (facts.height > this.options.maxBlockDepth) {
      throw new DxfError('DXF_BLOCK_TOO_DEEP', { block: '', limit: this.options.maxBlockDepth });
    }
    this.add(facts.expanded);
  }

  private refuse(): never {
    throw new DxfError('DXF_TOO_MANY_EXPANDED_ENTITIES', {
      count: formatCount(this.total),
      limit: this.options.maxExpandedEntities,
    });
  }

  /**
   * The INSERT itself and every array cell count at least one, so that the walk over cells of
   * empty or missing blocks is bounded by the limit too.
   */
  private measureInsert(insert: InsertEntity): BlockFacts {
    let expanded = 1 + insert.attributes.length;
    const block = this.blocks.get(insert.block.toUpperCase());
    if (!block) return { expanded, height: 0 };
    const child = this.measureBlock(block);
    expanded += insert.rows * insert.columns * Math.max(1, child.expanded);
    return { expanded, height: child.height + 1 };
  }

  private measureBlock(block: BlockDefinition): BlockFacts {
    const key = block.name.toUpperCase();
    const known = this.facts.get(key);
    if (known) return known;
    const cycleStart = this.stack.indexOf(key);
    if (cycleStart >= 0) {
      const cycle = [...this.stack.slice(cycleStart), key].join(' → ');
      throw new DxfError('DXF_BLOCK_CYCLE', { block: block.name, cycle });
    }
    // Bounding the walk's own depth also bounds the JS stack on very long chains.
    if (this.stack.length >= this.options.maxBlockDepth) {
      throw new DxfError('DXF_BLOCK_TOO_DEEP', {
        block: block.name,
        limit: this.options.maxBlockDepth,
      });
    }
    this.stack.push(key);
    let expanded = 0;
    let height = 0;
    for (const item of block.items) {
      if (item.kind !== 'insert') {
        expanded += 1;
        continue;
      }
      const child = this.measureInsert(item.value);
      expanded += child.expanded;
      height = Math.max(height, child.height);
    }
    this.stack.pop();
    const facts = { expanded, height };
    this.facts.set(key, facts);
    return facts;
  }
}

function formatCount(count: number): string {
  return count >= 1e9 ? count.toExponential(1) : String(count);
}
