import { frameScanCode } from '@stone/shared/frames/frame-label';
import { processQrValue } from '@stone/shared/processes/enums';
import { pieceScanCode } from '@stone/shared/production/piece-label';
import type { AppDeps } from '../src/context.ts';
import { seedProcesses } from '../src/demo/seed-processes.ts';
import { createFrames } from '../src/modules/frames/frames.service.ts';
import { benchArgs } from './bench-args.ts';
import { seedBenchPieces } from './bench-pieces.ts';
import { runListBench } from './list-bench.ts';

/*
 * Frame scans at scale (issue 18: a bind scan p99 < 30 ms with 50 concurrent scanners, both
 * databases), through the whole app (list-bench.ts): binding one piece, binding ten, moving a
 * frame to a process, and the list a lead reads. Pieces are cut, 200 to a plane (each bind
 * refreshes its plane's counters); scanners bind to frames of their own, as at a saw's outfeed.
 *   npm run bench:frames -w apps/server -- [--frames 2000] [--calls 500] [--small]
 */
const args = benchArgs({ frames: 2_000, calls: 500 });
const frameCount = args.small ? 200 : args.frames;
const calls = args.small ? 100 : args.calls;
const WARM_UP = 10;
const BATCH = 10;
const PLANE_SIZE = 200;
const SINGLE_PIECES = calls + WARM_UP;
const PIECES = SINGLE_PIECES + (calls + WARM_UP) * BATCH;

type Seeded = { frames: string[]; pieces: string[] };

/** The pieces the scans name: cut, 200 to a plane, one project (a frame holds one project). */
const seedPieces = async (deps: AppDeps, orgId: string, userId: string) =>
  (
    await seedBenchPieces(
      deps,
      { orgId, userId },
      {
        name: 'Bench frames',
        orderNo: 'SO-BENCH-FR',
        pieces: PIECES,
        planeSize: PLANE_SIZE,
        processCode: 'MB-1',
        status: () => 'cut',
        counted: { cut: true, secondary: false },
      },
    )
  ).ids;

async function seed(deps: AppDeps, orgId: string, userId: string): Promise<Seeded> {
  await seedProcesses(deps.db, orgId);
  const actor = { orgId, userId, memberId: '', isSuperAdmin: true };
  const numbers: string[] = [];
  for (let made = 0; made < frameCount; made += 200) {
    const batch = await deps.db
      .transaction()
      .execute((trx) =>
        createFrames(
          actor,
          { db: trx, dialect: deps.dialect },
          { count: Math.min(200, frameCount - made), classNo: 'B', returnable: true, location: '' },
        ),
      );
    numbers.push(...batch.numbers);
  }
  return { frames: numbers, pieces: await seedPieces(deps, orgId, userId) };
}

const piece = (s: Seeded, i: number) => pieceScanCode(s.pieces[i] ?? '');
const frame = (s: Seeded, i: number) => frameScanCode(s.frames[i % s.frames.length] ?? '');

const scans = (s: Seeded): [string, unknown][] => [
  [
    'bind: one piece to a frame',
    (i: number) => ({ frameScan: frame(s, i), pieceScans: [piece(s, i)] }),
  ],
  [
    `bind: ${BATCH} pieces to a frame`,
    (i: number) => ({
      frameScan: frame(s, i + 7),
      pieceScans: Array.from({ length: BATCH }, (_, k) => piece(s, SINGLE_PIECES + i * BATCH + k)),
    }),
  ],
];
const common = {
  endpoint: 'webIronFrame/bindPieces',
  rows: frameCount,
  calls,
  concurrency: 50,
  small: args.small,
  seed,
};

// 50 people scanning, each a frame label every 2 s.
await runListBench<Seeded>({
  ...common,
  id: 'frame-scans',
  title: `Frame scans at ${frameCount.toLocaleString('en')} frames (\`npm run bench:frames -w apps/server\`)`,
  paceMs: 2_000,
  target: 'a bind scan p99 < 30 ms with 50 concurrent scanners, both databases.',
  queries: (s) => [
    ...scans(s),
    [
      'move: a frame to a process',
      (i: number) => ({ frameScan: frame(s, i), processQr: processQrValue('REINF') }),
      'webIronFrame/moveFrame',
    ],
    ['list: first page', {}, 'webIronFrame/getFrameList'],
    ['list: in circulation', { circulation: 'inCirculation' }, 'webIronFrame/getFrameList'],
  ],
});

// The worst case beside it: all 50 press Enter again the moment their last scan answers.
await runListBench<Seeded>({
  ...common,
  id: 'frame-scans-burst',
  title: `Frame scans in a burst at ${frameCount.toLocaleString('en')} frames (\`npm run bench:frames -w apps/server\`)`,
  target: 'none; what this machine takes at most, to read the paced figures by.',
  queries: scans,
});
