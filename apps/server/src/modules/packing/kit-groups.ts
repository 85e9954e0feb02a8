// Kit groups (issue 18): the pieces that ship together. With a packing list a group is a planned
// box (`box:<n>`, numbered by generatePackingList); a piece without a box number (a project with
// no list) groups by its plane (`plane:<id>`).
import { packStateOf, type GroupCounts } from '@stone/shared/packing/enums';
import type { KitGroup } from '@stone/shared/packing/packing';
import type { OrgScope } from '../../db/org-scope.ts';
import { groupCounts } from './packing.repository.ts';
import { CHECKED, COMPLETE, stateOf } from './readiness.ts';

export type GroupRef = { boxNo: number | null; planeId: string | null };

export const groupKeyOf = (p: { box_no: number | null; plane_id: string }) =>
  p.box_no !== null && p.box_no !== undefined ? `box:${Number(p.box_no)}` : `plane:${p.plane_id}`;

export function parseGroupKey(key: string): GroupRef {
  if (key.startsWith('box:')) return { boxNo: Number(key.slice(4)), planeId: null };
  return { boxNo: null, planeId: key.slice(6) };
}

type Acc = GroupCounts & {
  key: string;
  boxNo: number | null;
  planes: Map<string, string>;
  order: string;
};

/** Every kit group of the project with its counts and pack state, in box (or plane) order. */
export async function kitGroupsOf(org: OrgScope, projectId: string): Promise<KitGroup[]> {
  const groups = new Map<string, Acc>();
  for (const r of await groupCounts(org, projectId)) {
    const boxNo = r.box_no === null ? null : Number(r.box_no);
    const key = groupKeyOf({ box_no: boxNo, plane_id: r.plane_id });
    let g = groups.get(key);
    if (!g) {
      g = {
        key,
        boxNo,
        planes: new Map(),
        order:
          boxNo !== null ? String(boxNo).padStart(10, '0') : `~${r.plane_created_at}${r.plane_id}`,
        pieces: 0,
        checked: 0,
        complete: 0,
        packed: 0,
        short: 0,
      };
      groups.set(key, g);
    }
    const n = Number(r.n);
    const state = stateOf(r.status);
    g.planes.set(r.plane_id, r.plane_name);
    g.pieces += n;
    if (CHECKED.includes(state)) g.checked += n;
    if (state === 'incompleteSet') g.short += n;
    if (COMPLETE.includes(state)) g.complete += n;
    if (state === 'packed' || state === 'shipped') g.packed += n; // shipped left packed
  }
  return [...groups.values()]
    .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
    .map((g) => ({
      key: g.key,
      kind: g.boxNo !== null ? ('box' as const) : ('plane' as const),
      boxNo: g.boxNo,
      planeNames: [...g.planes.values()],
      pieceCount: g.pieces,
      checkedCount: g.checked,
      completeCount: g.complete,
      packedCount: g.packed,
      state: packStateOf(g),
    }));
}
