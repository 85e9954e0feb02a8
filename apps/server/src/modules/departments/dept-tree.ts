import type { DeptNode } from '@stone/shared/enterprise/members';
import type { DeptRow } from './departments.repository.ts';

export function buildTree(rows: DeptRow[], counts: Map<string, number>): DeptNode[] {
  const nodes = new Map<string, DeptNode>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        parentId: r.parent_id,
        memberCount: counts.get(r.id) ?? 0,
        version: r.version,
        children: [],
      },
    ]),
  );
  const roots: DeptNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Levels from the top down to this department (a top-level one is 1). */
export function depthOf(rows: DeptRow[], id: string | null): number {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let depth = 0;
  for (let cur = id ? byId.get(id) : undefined; cur; cur = byId.get(cur.parent_id ?? '')) {
    depth += 1;
    if (depth > rows.length) break;
  }
  return depth;
}

/** Levels of the subtree hanging from this department, itself included. */
export function subtreeHeight(rows: DeptRow[], id: string): number {
  const children = rows.filter((r) => r.parent_id === id);
  return 1 + Math.max(0, ...children.map((c) => subtreeHeight(rows, c.id)));
}

export function isInSubtree(rows: DeptRow[], rootId: string, candidate: string): boolean {
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (let cur = byId.get(candidate); cur; cur = byId.get(cur.parent_id ?? '')) {
    if (cur.id === rootId) return true;
  }
  return false;
}
