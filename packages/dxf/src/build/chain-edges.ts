import type { BulgePath } from '../geometry/bulge-path.ts';
import type { WorldPath } from './primitives.ts';

export type OpenChain = {
  kind: 'open' | 'ambiguous';
  layer: string;
  edgeCount: number;
  /** A free end (open) or the junction where three or more edges meet (ambiguous). */
  at: { x: number; y: number };
  /** Degree of the junction for ambiguous chains. */
  degree: number;
  paths: BulgePath[];
};

type Node = { x: number; y: number; edges: number[] };

/**
 * Joins loose segments whose ends lie within `tolerance` into closed loops. A connected group
 * becomes a loop only if every junction joins exactly two edges; a free end makes it an open
 * chain and a junction of three or more makes it ambiguous. Neither is guessed into a piece.
 */
export function chainEdges(
  edges: WorldPath[],
  tolerance: number,
): { loops: WorldPath[]; chains: OpenChain[] } {
  const loops: WorldPath[] = [];
  const chains: OpenChain[] = [];
  const nodes: Node[] = [];
  const grid = new Map<string, number[]>();
  const cell = Math.max(tolerance, 1e-9);
  const ends: [number, number][] = [];

  const nodeAt = (x: number, y: number): number => {
    const cx = Math.floor(x / cell);
    const cy = Math.floor(y / cell);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const id of grid.get(`${cx + dx},${cy + dy}`) ?? []) {
          const node = nodes[id];
          if (node && Math.hypot(node.x - x, node.y - y) <= tolerance) return id;
        }
      }
    }
    const id = nodes.push({ x, y, edges: [] }) - 1;
    const key = `${cx},${cy}`;
    const bucket = grid.get(key);
    if (bucket) bucket.push(id);
    else grid.set(key, [id]);
    return id;
  };

  edges.forEach((edge, index) => {
    const p = edge.path;
    const last = p.length - 3;
    const start = nodeAt(p[0] ?? 0, p[1] ?? 0);
    const end = nodeAt(p[last] ?? 0, p[last + 1] ?? 0);
    ends.push([start, end]);
    if (start === end && p.length >= 9) {
      loops.push({ path: p.slice(0, last), isClosed: true, layer: edge.layer });
      return;
    }
    nodes[start]?.edges.push(index);
    nodes[end]?.edges.push(index);
  });

  const visited = new Uint8Array(edges.length);
  edges.forEach((_edge, index) => {
    if (visited[index] || isSelfLoop(ends, index)) return;
    const component = collectComponent(index, nodes, ends, visited);
    const junction = component.nodes.find((id) => (nodes[id]?.edges.length ?? 0) >= 3);
    const freeEnd = component.nodes.find((id) => (nodes[id]?.edges.length ?? 0) === 1);
    const layer = edges[index]?.layer ?? '0';
    if (junction === undefined && freeEnd === undefined) {
      loops.push({
        path: walkLoop(component.edges[0] ?? index, edges, nodes, ends),
        isClosed: true,
        layer,
      });
      return;
    }
    const nodeId = junction ?? freeEnd ?? 0;
    const node = nodes[nodeId] ?? { x: 0, y: 0, edges: [] };
    chains.push({
      kind: junction === undefined ? 'open' : 'ambiguous',
      layer,
      edgeCount: component.edges.length,
      at: { x: node.x, y: node.y },
      degree: node.edges.length,
      paths: component.edges.map((id) => edges[id]?.path ?? []),
    });
  });
  return { loops, chains };
}

function isSelfLoop(ends: [number, number][], index: number): boolean {
  const [start, end] = ends[index] ?? [0, 1];
  return start === end;
}

function collectComponent(
  first: number,
  nodes: Node[],
  ends: [number, number][],
  visited: Uint8Array,
): { edges: number[]; nodes: number[] } {
  const edgeIds: number[] = [];
  const nodeIds = new Set<number>();
  const queue = [first];
  visited[first] = 1;
  while (queue.length > 0) {
    const edge = queue.pop() ?? 0;
    edgeIds.push(edge);
    for (const nodeId of ends[edge] ?? []) {
      nodeIds.add(nodeId);
      for (const next of nodes[nodeId]?.edges ?? []) {
        if (!visited[next]) {
          visited[next] = 1;
          queue.push(next);
        }
      }
    }
  }
  return { edges: edgeIds, nodes: [...nodeIds] };
}

/** Walks a cycle where every node has two edges; each edge adds all but its last vertex. */
function walkLoop(
  first: number,
  edges: WorldPath[],
  nodes: Node[],
  ends: [number, number][],
): BulgePath {
  const loop: BulgePath = [];
  let edge = first;
  let from = ends[first]?.[0] ?? 0;
  for (let guard = 0; guard < edges.length; guard++) {
    const [start, end] = ends[edge] ?? [0, 0];
    const path = edges[edge]?.path ?? [];
    const isForward = start === from;
    const oriented = isForward ? path : reverseOpen(path);
    for (let i = 0; i < oriented.length - 3; i++) loop.push(oriented[i] ?? 0);
    const to = isForward ? end : start;
    const next = nodes[to]?.edges.find((id) => id !== edge) ?? first;
    if (next === first) break;
    edge = next;
    from = to;
  }
  return loop;
}

function reverseOpen(path: BulgePath): BulgePath {
  const n = path.length / 3;
  const out: BulgePath = new Array<number>(path.length);
  for (let k = 0; k < n; k++) {
    const i = n - 1 - k;
    out[k * 3] = path[i * 3] ?? 0;
    out[k * 3 + 1] = path[i * 3 + 1] ?? 0;
    out[k * 3 + 2] = i > 0 ? -(path[(i - 1) * 3 + 2] ?? 0) : 0;
  }
  return out;
}
