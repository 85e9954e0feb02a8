import type { EndpointPath } from '@stone/shared';
import type { Entry } from './authorization-matrix.types.ts';
import { asOwner, worldFixtures } from './authorization-matrix.fixtures.ts';

/**
 * Pay and monthly targets (issue 20): per enterprise one target of a month long past. A create of
 * that month and module answers "already set" (4) however often it is made; edits and deletes at
 * a version it never had answer a conflict (4), and so do the other enterprise's ids, which the
 * caller's enterprise has no row of.
 */
const MONTH = '2001-01';
const { own, other } = worldFixtures<{ targetId: string }>(async (ctx, world) => {
  const { id } = await asOwner<{ id: string }>(ctx, world, 'webMonthStandard/createTarget', {
    month: MONTH,
    module: 'cutting',
    value: '1.00',
  });
  return { targetId: id };
});

type PayPath = Extract<EndpointPath, `webPerformance/${string}` | `webMonthStandard/${string}`>;

export const PAY_ENTRIES: Record<PayPath, Entry> = {
  'webPerformance/getPaySummary': { body: () => ({}) },
  'webPerformance/exportPaySummary': { body: () => ({}) },
  'webPerformance/getWorkerReports': { body: () => ({}) },
  'webMonthStandard/getTargets': { body: () => ({}) },
  'webMonthStandard/createTarget': {
    body: own(() => ({ month: MONTH, module: 'cutting', value: '2.00' })),
    ok: 4,
  },
  'webMonthStandard/updateTarget': {
    body: own((fx) => ({ id: fx.targetId, version: 999, value: '2.00' })),
    ok: 4,
    cross: other((fx) => ({ id: fx.targetId, version: 1, value: '2.00' })),
    crossCode: 4,
  },
  'webMonthStandard/deleteTarget': {
    body: own((fx) => ({ id: fx.targetId, version: 999 })),
    ok: 4,
    cross: other((fx) => ({ id: fx.targetId, version: 1 })),
    crossCode: 4,
  },
  'webMonthStandard/getHomeTargets': { body: () => ({}) },
};
