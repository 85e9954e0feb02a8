// Test helpers for the frame suites (not a test file itself): frames made through the API, cut
// pieces (the work-report kit's), processes of each frame stage and a shop-floor scanner.
import { frameScanCode } from '@stone/shared/frames/frame-label';
import { processQrValue } from '@stone/shared/processes/enums';
import type { Dialect } from '../../db/database.ts';
import { nextCode } from '../materials/material-test-kit.ts';
import { addProcess } from '../processes/process-test-kit.ts';
import { addAndSignIn, createRole } from '../members/admin-test-kit.ts';
import { createWorkReportTestApp } from '../work-reports/work-report-test-kit.ts';

export { cutPieces, pieceStatus } from '../work-reports/work-report-test-kit.ts';

export async function createFrameTestApp(dialect: Dialect) {
  const ctx = await createWorkReportTestApp(dialect);
  const code = { bond: nextCode('BOND'), saw: nextCode('SAW'), pack: nextCode('PK') };
  await addProcess(ctx.api, code.bond, {
    name: '加固 Bond',
    stage: 'secondary',
    bonding: true,
    flowMode: 'forklift',
  });
  await addProcess(ctx.api, code.saw, { name: '切割 Saw', stage: 'cutting' });
  await addProcess(ctx.api, code.pack, { name: '包装 Pack', stage: 'packing' });
  const qr = {
    bond: processQrValue(code.bond),
    saw: processQrValue(code.saw),
    pack: processQrValue(code.pack),
  };
  return { ...ctx, qr };
}
export type FrameTestApp = Awaited<ReturnType<typeof createFrameTestApp>>;

/** `count` new frames; their ids, numbers and label scans. */
export async function newFrames(
  ctx: FrameTestApp,
  count = 1,
  over: { returnable?: boolean; classNo?: string } = {},
) {
  const res = await ctx.api<{ ids: string[]; numbers: string[] }>('webIronFrame/createFrames', {
    count,
    classNo: over.classNo ?? 'A',
    returnable: over.returnable ?? true,
    location: '切割车间',
  });
  if (!res.result) throw new Error(`createFrames failed: ${res.msg}`);
  return res.data.ids.map((id, i) => ({
    id,
    number: res.data.numbers[i]!,
    scan: frameScanCode(res.data.numbers[i]!),
  }));
}

/** A member whose role grants the frame screens with `actions` only. */
export async function frameMember(ctx: FrameTestApp, name: string, actions: string[]) {
  const roleId = await createRole(
    ctx.t,
    ctx.owner.token,
    nextCode(`${name} role `),
    [408, 185],
    actions,
  );
  const member = await addAndSignIn(ctx.t, ctx.owner.token, { nickname: name, roleId });
  const api = <T = unknown>(path: string, body: unknown, lang: 'en' | 'zh' = 'en') =>
    ctx.api<T>(path, body, lang, member.token);
  return { ...member, api };
}

export type FrameItemLike = {
  id: string;
  number: string;
  pieceCount: number;
  projectId: string | null;
  planeId: string | null;
  location: string;
  returned: boolean;
  version: number;
  status: Record<string, string>;
};

export type Bound = { frame: FrameItemLike; pieces: { pieceId: string; code: string }[] };
type Detail = {
  frame: FrameItemLike;
  pieces: { code: string; status: string }[];
  records: {
    action: string;
    pieceCodes: string[];
    fromLocation: string;
    toLocation: string;
    mode: string | null;
    stage: string | null;
    processName: string;
  }[];
};

/** The calls the frame suites make: a bind scan, the bindings stored, a frame's detail. */
export function frameCalls(ctx: () => FrameTestApp) {
  return {
    bind: (frameScan: string, pieceScans: string[], lang: 'en' | 'zh' = 'en', requestId?: string) =>
      ctx().api<Bound>('webIronFrame/bindPieces', { frameScan, pieceScans, requestId }, lang),
    bound: async () =>
      (await ctx().t.deps.db.selectFrom('frame_pieces').select('piece_id').execute()).length,
    detail: async (id: string) =>
      (await ctx().api<Detail>('webIronFrame/getFrameDetail', { id })).data,
  };
}
