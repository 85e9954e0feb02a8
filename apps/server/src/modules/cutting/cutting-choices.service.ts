// The cutting data screen's filter choices, read under its own route (as the flow screens do):
// every saw and material of the enterprise, and the operators and projects that have cut.
import { CUTTING_LIMITS } from '@stone/shared/cutting/schemas';
import { stoneName } from '@stone/shared/materials/stones';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { actorScope } from '../../db/org-scope.ts';
import { usedKeys } from './cutting-records.repository.ts';

export async function getCuttingChoices(actor: Actor, db: Db) {
  const org = actorScope(actor, db);
  const max = CUTTING_LIMITS.choicesMax;
  const devices = await org
    .selectFrom('devices')
    .select(['id', 'code'])
    .orderBy('code')
    .limit(max)
    .execute();
  const materials = await org
    .selectFrom('stone_materials')
    .select(['id', 'name_zh', 'name_en', 'code'])
    .orderBy('code')
    .limit(max)
    .execute();
  const userIds = await usedKeys(org, 'user_id', max);
  const projectIds = await usedKeys(org, 'project_id', max);
  const users =
    userIds.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'nickname', 'username'])
          .where('id', 'in', userIds)
          .execute();
  const projects =
    projectIds.length === 0
      ? []
      : await org
          .selectFrom('projects')
          .select(['id', 'name'])
          .where('id', 'in', projectIds)
          .execute();
  return {
    devices: devices.map((d) => ({ id: d.id, label: d.code })),
    operators: users.map((u) => ({ id: u.id, label: u.nickname || u.username })),
    projects: projects.map((p) => ({ id: p.id, label: p.name })),
    materials: materials.map((m) => ({
      id: m.id,
      label: `${stoneName(m.name_zh, m.name_en)} (${m.code})`,
    })),
  };
}
