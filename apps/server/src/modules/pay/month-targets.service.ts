// Monthly targets (月度标准) and the home card's progress against them (issue 20). A target's
// value is hundredths of m² as an integer; one target per (month, module) by a unique key.
import type { z } from 'zod';
import { dayStartIso, addDays, factoryDay } from '@stone/shared/cutting/days';
import {
  TARGET_MODULES,
  type TargetModule,
  type createMonthTargetBody,
  type updateMonthTargetBody,
} from '@stone/shared/pay/pay';
import {
  formatMoney as hundredthsText,
  mm2ToM2,
  parseHundredths,
  ratioToBp,
} from '@stone/shared/units';
import type { Actor } from '../../context.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { conflict } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import * as repo from './month-targets.repository.ts';

const itemOf = (r: Awaited<ReturnType<typeof repo.listTargets>>[number]) => ({
  id: r.id,
  month: r.month,
  module: r.module as TargetModule,
  value: hundredthsText(Number(r.value_hundredths)),
  unit: 'squareMetre' as const,
  version: r.version,
});

export const listTargets = async (org: OrgScope, month?: string) => ({
  list: (await repo.listTargets(org, month)).map(itemOf),
});

export async function createTarget(
  org: OrgScope,
  actor: Actor,
  input: Omit<z.output<typeof createMonthTargetBody>, 'requestId'>,
) {
  const id = newId();
  const now = nowIso();
  await repo.insertTarget(org, {
    id,
    month: input.month,
    module: input.module,
    value_hundredths: parseHundredths(input.value),
    unit: input.unit,
    version: 1,
    created_by: actor.userId,
    created_at: now,
    updated_at: now,
  });
  return { id };
}

export async function updateTarget(org: OrgScope, input: z.output<typeof updateMonthTargetBody>) {
  const changed = await repo.updateTargetAtVersion(org, input.id, input.version, {
    value_hundredths: parseHundredths(input.value),
    updated_at: nowIso(),
  });
  if (!changed) throw conflict();
}

export async function deleteTarget(org: OrgScope, input: { id: string; version: number }) {
  if (!(await repo.deleteTargetAtVersion(org, input.id, input.version))) throw conflict();
}

/** This month (factory clock) so far: done area per module against its target, and cutting. */
export async function homeTargets(org: OrgScope, now = new Date()) {
  const today = factoryDay(now);
  const month = today.slice(0, 7);
  const fromIso = dayStartIso(`${month}-01`);
  const toIso = dayStartIso(addDays(today, 1));
  const [targets, done, cutting] = await Promise.all([
    repo.listTargets(org, month),
    repo.doneAreaByModule(org, { fromIso, toIso, fromDay: `${month}-01`, toDay: today }),
    repo.cuttingAreas(org, { monthFrom: `${month}-01`, yesterday: addDays(today, -1), today }),
  ]);
  const targetOf = new Map(targets.map((t) => [t.module, Number(t.value_hundredths)]));
  return {
    month,
    list: TARGET_MODULES.map((module) => {
      const target = targetOf.get(module);
      const doneMm2 = done[module];
      // Target hundredths of m² → mm²: × 10 000.
      return {
        module,
        target: target === undefined ? null : hundredthsText(target),
        done: mm2ToM2(doneMm2),
        progressBp:
          target === undefined
            ? null
            : Math.min(ratioToBp(doneMm2, target * 10_000), 2_000_000_000),
      };
    }),
    cutting: {
      monthM2: mm2ToM2(cutting.month),
      yesterdayM2: mm2ToM2(cutting.yesterday),
      todayM2: mm2ToM2(cutting.today),
    },
  };
}
