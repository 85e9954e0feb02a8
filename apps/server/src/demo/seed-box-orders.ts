// Demo box orders (seed-demo.ts, after packing): on the mall project, one order in each state —
// not accepted (boxes typed with their boards), accepted, shipped (linked to the sealed demo
// box, whose pieces so ship) and cancelled — all through the services the screens call. The
// team lead, who packs, may also accept and ship box orders (the packer's `ship` action).
import type { BoxInput } from '@stone/shared/box-orders/box-orders';
import type { BoxOrderTransition } from '@stone/shared/box-orders/enums';
import { ROUTES_BY_NAME } from '@stone/shared';
import type { AppDeps } from '../context.ts';
import { actorScope, type OrgScope } from '../db/org-scope.ts';
import {
  createBoxOrder,
  transitionBoxOrder,
  type OrderFields,
} from '../modules/box-orders/box-orders.service.ts';
import { normalizePermissions } from '../modules/roles/role-permissions.ts';
import { roleColumns } from '../modules/roles/roles.repository.ts';
import { demoActor } from './demo-actor.ts';

const MALL_ORDER = 'SO-2026-0095';

/** The team lead ships what they packed: the box-order tab, its detail page, accept and ship. */
async function letLeadShip(org: OrgScope) {
  const role = await org
    .selectFrom('roles')
    .select(['id', 'menu_ids', 'actions'])
    .where('name', '=', 'Team lead')
    .executeTakeFirst();
  if (!role) return;
  const actions = [...(JSON.parse(role.actions) as string[]), 'produceProject:ship'];
  const detail = ROUTES_BY_NAME.get('orderDetails')?.menuId ?? 0;
  const menus = [...(JSON.parse(role.menu_ids) as number[]), detail];
  const { menu_ids, actions: all } = roleColumns({
    name: 'Team lead',
    ...normalizePermissions(menus, actions),
  });
  await org
    .updateTable('roles')
    .set({ menu_ids, actions: all })
    .where('id', '=', role.id)
    .execute();
}

const board = (number: string, widthMm: number, heightMm: number, pieces: number) => ({
  material: '雅士白 Ariston white',
  number,
  thicknessMm: 20,
  widthMm,
  heightMm,
  pieces,
  region: 'L1 大堂 Lobby',
});
const handBox = (boxNo: string, boards: ReturnType<typeof board>[]): BoxInput => ({
  boxNo,
  boxType: 'fumigated',
  lengthMm: 2400,
  widthMm: 1300,
  heightMm: 900,
  materials: boards,
});

export async function seedBoxOrders(deps: AppDeps, orgId: string, userId: string) {
  const org = actorScope({ orgId }, deps.db);
  await letLeadShip(org);
  const mall = await org
    .selectFrom('projects')
    .select('id')
    .where('order_no', '=', MALL_ORDER)
    .executeTakeFirst();
  if (!mall) return;
  const sealed = await org
    .selectFrom('wooden_boxes')
    .select(['id', 'box_type', 'length_mm', 'width_mm', 'height_mm'])
    .where('project_id', '=', mall.id)
    .where('status', '=', 'packed')
    .orderBy('number')
    .executeTakeFirst();
  const lead = await deps.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'lead')
    .executeTakeFirst();
  const admin = await demoActor(deps, orgId, userId);
  const shipper = lead ? await demoActor(deps, orgId, lead.id) : admin;
  const fields = (receivingUnit: string, boxes: BoxInput[]): OrderFields => ({
    projectId: mall.id,
    receivingUnit,
    address: '厦门市思明区环岛路 1 号 1 Huandao Road, Siming, Xiamen',
    contact: 'Chen Jing',
    contactPhone: '13800000200',
    boxes,
  });
  const create = (f: OrderFields) => org.transaction((trx) => createBoxOrder(trx, admin, f));
  const move = async (id: string, steps: BoxOrderTransition[]) => {
    for (const [i, transition] of steps.entries())
      await org.transaction((trx) =>
        transitionBoxOrder(trx, shipper, { id, version: i + 1, transition }),
      );
  };

  await create(
    fields('海港城 Harbour City', [
      handBox('A-01', [board('WB-01', 1200, 600, 4), board('WB-02', 900, 600, 2)]),
      handBox('A-02', [board('WB-03', 1500, 700, 3)]),
    ]),
  );
  const accepted = await create(
    fields('万象广场 Mixc Plaza', [handBox('B-01', [board('FL-01', 800, 800, 10)])]),
  );
  await move(accepted.id, ['accept']);
  if (sealed) {
    const shipped = await create(
      fields('湖滨中心 Lakeside Centre', [
        {
          boxNo: 'C-01',
          boxType: sealed.box_type,
          lengthMm: sealed.length_mm,
          widthMm: sealed.width_mm,
          heightMm: sealed.height_mm,
          woodenBoxId: sealed.id,
        },
      ]),
    );
    await move(shipped.id, ['accept', 'ship']);
  }
  const cancelled = await create(
    fields('滨江酒店 Riverside Hotel', [handBox('D-01', [board('ST-01', 1000, 300, 6)])]),
  );
  await move(cancelled.id, ['cancel']);
}
