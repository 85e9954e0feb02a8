import { DxfError } from '../errors.ts';
import type { ResolvedOptions } from '../options.ts';
import type { BlockDefinition, RawEntity } from '../parse/raw-entities.ts';

type BlockFacts = { expanded: number; height: number };

/**
 * Before expanding anything, works out how many entities the expansion would make and how
 * deep the nesting goes, so a block bomb (10 levels of 100×100 arrays) or a block that
 * inserts itself is refused up front instead of hanging or overflowing the stack.
 * Only blocks reachable from model space are checked: unused broken blocks are harmless.
 */
export function checkBlockExpansion(
  entities: RawEntity[],
  blocks: Map<string, BlockDefinition>,
  options: ResolvedOptions,
): void {
  const facts = new Map<string, BlockFacts>();
  const stack: string[] = [];

  const measure = (list: RawEntity[]): BlockFacts => {
    let expanded = 0;
    let height = 0;
    for (const entity of list) {
      if (entity.type !== 'INSERT') {
        expanded += 1;
        continue;
      }
      // The INSERT itself and every array cell count at least one, so that the walk over
      // cells of empty or missing blocks is bounded by the limit too.
      expanded += 1 + entity.attributes.length;
      const block = blocks.get(entity.block.toUpperCase());
      if (!block) continue;
      const child = measureBlock(block);
      expanded += entity.rows * entity.columns * Math.max(1, child.expanded);
      height = Math.max(height, child.height + 1);
    }
    return { expanded, height };
  };

  const measureBlock = (block: BlockDefinition): BlockFacts => {
    const key = block.name.toUpperCase();
    const known = facts.get(key);
    if (known) return known;
    const cycleStart = stack.indexOf(key);
    if (cycleStart >= 0) {
      const cycle = [...stack.slice(cycleStart), key].join(' → ');
      throw new DxfError('DXF_BLOCK_CYCLE', { block: block.name, cycle });
    }
    // Bounding the walk's own depth also bounds the JS stack on very long chains.
    if (stack.length >= options.maxBlockDepth) {
      throw new DxfError('DXF_BLOCK_TOO_DEEP', { block: block.name, limit: options.maxBlockDepth });
    }
    stack.push(key);
    const result = measure(block.entities);
    stack.pop();
    facts.set(key, result);
    return result;
  };

  const top = measure(entities);
  if (top.height > options.maxBlockDepth) {
    throw new DxfError('DXF_BLOCK_TOO_DEEP', { block: '', limit: options.maxBlockDepth });
  }
  if (top.expanded > options.maxExpandedEntities) {
    throw new DxfError('DXF_TOO_MANY_EXPANDED_ENTITIES', {
      count: formatCount(top.expanded),
      limit: options.maxExpandedEntities,
    });
  }
}

function formatCount(count: number): string {
  return count >= 1e9 ? count.toExponential(1) : String(count);
}
