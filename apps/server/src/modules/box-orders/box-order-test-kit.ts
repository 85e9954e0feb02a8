// Test helpers for the box-order suites (not a test file itself): a project with a sealed
// wooden box of packed pieces, and box-order bodies.
import type { Dialect } from '../../db/database.ts';
import {
  createPackingTestApp,
  cutProject,
  kitChecked,
  newBoxes,
  type PackingTestApp,
} from '../packing/packing-test-kit.ts';

export type BoxOrderTestApp = PackingTestApp;
export const createBoxOrderTestApp = (dialect: Dialect, name = 'bo') =>
  createPackingTestApp(dialect, name);

export type Order = {
  id: string;
  number: string;
  status: string;
  version: number;
  boxCount: number;
  pieceCount: number;
  areaM2: string;
  address: string;
  boxTypes: { type: string; count: number }[];
};
export type Detail = {
  order: Order;
  boxes: {
    boxNo: string;
    boxType: string;
    pieceCount: number;
    areaM2: string;
    woodenBoxName: string | null;
    materials: { number: string; areaM2: string }[];
  }[];
};

export const box = (boxNo: string, extra: Record<string, unknown> = {}) => ({
  boxNo,
  boxType: 'standard',
  lengthMm: 2000,
  widthMm: 1000,
  heightMm: 800,
  ...extra,
});

export const orderBody = (projectId: string, extra: Record<string, unknown> = {}) => ({
  projectId,
  receivingUnit: 'Harbour Mall',
  address: '1 Quay Road, Xiamen',
  contact: 'Ms Lin',
  contactPhone: '13800000000',
  boxes: [box('A1')],
  ...extra,
});

/** A project of `count` pieces, all packed into one sealed wooden box. */
export async function sealedBoxProject(ctx: PackingTestApp, count = 2) {
  const { projectId, pieces } = await cutProject(
    ctx,
    Array.from({ length: count }, () => ({})),
  );
  const scans = pieces.map((p) => p.scan);
  await kitChecked(ctx, scans);
  const [wooden] = await newBoxes(ctx, projectId);
  const packed = await ctx.api('webMesPack/packPieces', { boxScan: wooden!.scan, scans });
  if (!packed.result) throw new Error(packed.msg);
  const sealed = await ctx.api('webMesPack/sealBox', { id: wooden!.id });
  if (!sealed.result) throw new Error(sealed.msg);
  return { projectId, pieces, wooden: wooden! };
}

export async function createOrder(ctx: PackingTestApp, body: unknown) {
  const res = await ctx.api<{ id: string; number: string }>('webBoxOrder/createBoxOrder', body);
  if (!res.result) throw new Error(res.msg);
  return res.data;
}

export const detailOf = async (ctx: PackingTestApp, id: string) =>
  (await ctx.api<Detail>('webBoxOrder/getBoxOrderDetail', { id })).data;

export const orderCount = async (ctx: PackingTestApp) =>
  (await ctx.t.deps.db.selectFrom('box_orders').select('id').execute()).length;
