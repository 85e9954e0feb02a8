import { boxScanCode } from '@stone/shared/packing/box-label';
import { pieceScanCode } from '@stone/shared/production/piece-label';
import { DEFAULT_PROJECT_SETTINGS } from '@stone/shared/projects/settings';
import type { AppDeps } from '../src/context.ts';
import { actorScope } from '../src/db/org-scope.ts';
import { newId, nowIso } from '../src/lib/crypto.ts';
import { benchArgs } from './bench-args.ts';
import { seedBenchPieces } from './bench-pieces.ts';
import { runListBench } from './list-bench.ts';

/*
 * Pack and kit-check scans at scale (issue 18: a pack scan p99 < 30 ms with 50 concurrent
 * packers, both databases), through the whole app (list-bench.ts): packing one piece, packing
 * ten, kit-checking one piece (its plane is its group: each check reads the group's 200
 * statuses), and the box list a lead reads. Pieces sit 200 to a plane (each pack refreshes its
 * plane's counters); every box takes 20 pieces (the packing rules), so packers share boxes as
 * on a floor with a few crates open at once.
 *   npm run bench:packing -w apps/server -- [--calls 500] [--small]
 */
const args = benchArgs({ calls: 500 });
const calls = args.small ? 100 : args.calls;
const WARM_UP = 10;
const BATCH = 10;
const PER_BOX = 20;
const PLANE_SIZE = 200;
const SINGLES = calls + WARM_UP;
const BATCHED = (calls + WARM_UP) * BATCH;
const CHECKS = calls + WARM_UP;

type Seeded = { pieces: string[]; checks: string[]; boxes: string[]; projectId: string };

async function seed(deps: AppDeps, orgId: string, userId: string): Promise<Seeded> {
  const org = actorScope({ orgId }, deps.db);
  const now = nowIso();
  const total = SINGLES + BATCHED + CHECKS;
  const settings = {
    ...DEFAULT_PROJECT_SETTINGS,
    packingRules: { maxPiecesPerBox: PER_BOX, maxBoxWeightKg: 1000, groupBy: 'plane' },
  };
  // Pieces to pack are complete sets; the last planes' pieces wait for the kit check.
  const { projectId, ids } = await seedBenchPieces(
    deps,
    { orgId, userId },
    {
      name: 'Bench packing',
      orderNo: 'SO-BENCH-PK',
      pieces: total,
      planeSize: PLANE_SIZE,
      processCode: '',
      status: (i) => (i < SINGLES + BATCHED ? 'completeSet' : 'processed'),
      settingsJson: JSON.stringify(settings),
      counted: { cut: true, secondary: true },
    },
  );
  const boxCount = Math.ceil(SINGLES / PER_BOX) + Math.ceil(BATCHED / PER_BOX);
  const boxes = Array.from({ length: boxCount }, (_, i) => ({
    id: newId(),
    project_id: projectId,
    number: i + 1,
    box_type: 'standard' as const,
    length_mm: 2000,
    width_mm: 1000,
    height_mm: 800,
    status: 'empty' as const,
    piece_count: 0,
    area_mm2: 0,
    weight_g: 0,
    planned_box_no: null,
    created_by: userId,
    created_at: now,
    sealed_at: null,
  }));
  for (let i = 0; i < boxes.length; i += 200)
    await org
      .insertInto('wooden_boxes')
      .values(boxes.slice(i, i + 200))
      .execute();
  return {
    projectId,
    pieces: ids.slice(0, SINGLES + BATCHED),
    checks: ids.slice(SINGLES + BATCHED),
    boxes: boxes.map((b) => b.id),
  };
}

const singleBoxes = Math.ceil(SINGLES / PER_BOX);
const scans = (s: Seeded): [string, unknown, string?][] => [
  [
    'pack: one piece',
    (i: number) => ({
      boxScan: boxScanCode(s.boxes[Math.floor(i / PER_BOX)] ?? ''),
      scans: [pieceScanCode(s.pieces[i] ?? '')],
    }),
  ],
  [
    `pack: ${BATCH} pieces`,
    (i: number) => ({
      boxScan: boxScanCode(s.boxes[singleBoxes + Math.floor((i * BATCH) / PER_BOX)] ?? ''),
      scans: Array.from({ length: BATCH }, (_, k) =>
        pieceScanCode(s.pieces[SINGLES + i * BATCH + k] ?? ''),
      ),
    }),
  ],
  [
    'kit check: one piece',
    (i: number) => ({ scans: [pieceScanCode(s.checks[i] ?? '')] }),
    'webMesPack/kitCheck',
  ],
];

const common = {
  endpoint: 'webMesPack/packPieces',
  rows: SINGLES + BATCHED + CHECKS,
  calls,
  concurrency: 50,
  small: args.small,
  seed,
};

// 50 packers, each a label every 2 s (pick up a piece, scan it, lay it in the crate).
await runListBench<Seeded>({
  ...common,
  id: 'pack-scans',
  title: 'Pack and kit-check scans (`npm run bench:packing -w apps/server`)',
  paceMs: 2_000,
  target: 'a pack scan p99 < 30 ms with 50 concurrent packers, both databases.',
  queries: (s) => [
    ...scans(s),
    ['box list: first page', { projectId: s.projectId }, 'webMesPack/getBoxList'],
    ['kit groups of the project', { projectId: s.projectId }, 'webMesPack/getKitGroups'],
  ],
});
