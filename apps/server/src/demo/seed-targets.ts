// Demo monthly targets (issue 20, seed-demo.ts, last): this month's and last month's target per
// module, so the home card shows progress and /monthStandard has two months to flip between.
// The month of work reports seeded by seed-work-reports.ts is what /performanceManagement pays.
import { addDays, factoryDay } from '@stone/shared/cutting/days';
import { TARGET_MODULES, type TargetModule } from '@stone/shared/pay/pay';
import type { AppDeps } from '../context.ts';
import { actorScope } from '../db/org-scope.ts';
import { newId, nowIso } from '../lib/crypto.ts';

/** m² × 100 per month: a small factory's month of each module. */
const TARGET_HUNDREDTHS: Record<TargetModule, number> = {
  cutting: 120_000,
  processing: 80_000,
  kitCheck: 60_000,
  packing: 50_000,
};

export async function seedTargets(deps: AppDeps, orgId: string, userId: string) {
  const org = actorScope({ orgId }, deps.db);
  const today = factoryDay(new Date());
  const thisMonth = today.slice(0, 7);
  const lastMonth = addDays(`${thisMonth}-01`, -1).slice(0, 7);
  const now = nowIso();
  await org
    .insertInto('month_targets')
    .values(
      [lastMonth, thisMonth].flatMap((month) =>
        TARGET_MODULES.map((module) => ({
          id: newId(),
          month,
          module,
          // Last month's targets were a tenth lower: the plan grows.
          value_hundredths:
            month === thisMonth ? TARGET_HUNDREDTHS[module] : (TARGET_HUNDREDTHS[module] / 10) * 9,
          unit: 'squareMetre',
          version: 1,
          created_by: userId,
          created_at: now,
          updated_at: now,
        })),
      ),
    )
    .execute();
}
