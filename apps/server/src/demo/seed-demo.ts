import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../context.ts';
import { analyzeAfterBulkWrite } from '../db/analyze.ts';
import { newId } from '../lib/crypto.ts';
import { insertOrgWithOwner } from '../modules/org/org.service.ts';
import { hasAnyUser, insertUser } from '../modules/auth/users.repository.ts';
import { seedCutting } from './seed-cutting.ts';
import { seedMaterialFlows } from './seed-flows.ts';
import { seedMaterials } from './seed-materials.ts';
import { seedStones } from './seed-stones.ts';
import { seedProcesses } from './seed-processes.ts';
import { seedDemoProjects } from './seed-projects.ts';
import { seedWorkReports } from './seed-work-reports.ts';
import { seedTeams } from './seed-teams.ts';
import { seedFrames } from './seed-frames.ts';
import { seedProductionPlans } from './seed-production-plans.ts';
import { seedPacking } from './seed-packing.ts';
import { seedBoxOrders } from './seed-box-orders.ts';
import { seedOrders } from './seed-orders.ts';
import { seedSettlements } from './seed-settlements.ts';
import { seedTargets } from './seed-targets.ts';

export const DEMO_USERNAME = 'admin';

/**
 * On an empty embedded (SQLite) database outside production: a demo enterprise and its admin. The
 * password is DEMO_PASSWORD, or generated and returned so the caller prints it once.
 */
export async function seedDemo(
  deps: AppDeps,
): Promise<{ password: string; generated: boolean } | null> {
  const { config, db } = deps;
  if (!config.DEMO_DATA || config.NODE_ENV === 'production' || deps.dialect !== 'sqlite')
    return null;
  if (await hasAnyUser(db)) return null;
  const generated = !config.DEMO_PASSWORD;
  const password = config.DEMO_PASSWORD ?? `Demo${randomBytes(6).toString('hex')}`;
  const passwordHash = await deps.hasher.hash(password);
  const orgId = newId();
  const userId = await db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, {
      username: DEMO_USERNAME,
      phone: '13800000000',
      passwordHash,
      nickname: 'Admin',
    });
    await insertOrgWithOwner(trx, {
      id: orgId,
      ownerId: id,
      name: '演示石材厂 Demo Stone Works',
      contact: 'Admin',
      phone: '13800000000',
      address: '福建省厦门市思明区 Demo Road 1',
    });
    return id;
  });
  // The catalogue first: projects and slabs name their material from it.
  await seedStones(deps.db, orgId);
  await seedProcesses(deps.db, orgId);
  await seedDemoProjects(deps, orgId, userId);
  await seedMaterials(deps.db, orgId, userId);
  await seedMaterialFlows(deps, orgId, userId);
  await seedCutting(deps, orgId, userId);
  await seedWorkReports(deps, orgId, userId, passwordHash);
  await seedTeams(deps, orgId, userId);
  await seedFrames(deps, orgId, userId);
  await seedProductionPlans(deps, orgId, userId);
  await seedPacking(deps, orgId, userId);
  await seedBoxOrders(deps, orgId, userId);
  await seedOrders(deps, orgId, userId, passwordHash);
  await seedSettlements(deps, orgId, userId);
  await seedTargets(deps, orgId, userId);
  // Thousands of rows in one go: fresh planner statistics before the first call (issue 22).
  await analyzeAfterBulkWrite(deps);
  return { password, generated };
}
