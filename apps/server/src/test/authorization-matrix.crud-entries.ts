import { ENDPOINTS, type CrudPath } from '@stone/shared';
import type { CrudTag } from '@stone/shared/endpoint-def';
import { asOwner, next } from './authorization-matrix.fixtures.ts';
import type { Ctx, Entry } from './authorization-matrix.types.ts';
import type { OrgWorld } from './authorization-matrix.world.ts';

/**
 * Entries for every simple entity's four calls (defineCrud in packages/shared), derived from its
 * example body, so a new list screen joins the matrix without a line here: each update and
 * delete acts on a row made for it; the other enterprise's row answers like a missing one.
 */
function entryOf(tag: CrudTag): Entry {
  const fresh = async (c: Ctx, world: OrgWorld) => {
    const example = tag.example(`MARKER-${world.letter}-C${next()}`);
    const { id } = await asOwner<{ id: string }>(c, world, tag.createPath, example);
    world.markers.push(id);
    return { id, ...example, version: 1 };
  };
  const target = async (c: Ctx, world: OrgWorld) => {
    const row = await fresh(c, world);
    return tag.op === 'delete' ? { id: row.id, version: 1 } : row;
  };
  switch (tag.op) {
    case 'list':
      return { body: () => ({ pageNum: 1, pageSize: 100 }) };
    case 'create':
      return { body: (c) => tag.example(`MARKER-${c.own.letter}-C${next()}`) };
    default:
      return {
        body: (c) => target(c, c.own),
        cross: (c) => target(c, c.other),
        crossCode: 3,
      };
  }
}

export const CRUD_ENTRIES = Object.fromEntries(
  Object.entries(ENDPOINTS).flatMap(([path, def]) => {
    const tag = (def as { crud?: CrudTag }).crud;
    return tag ? [[path, entryOf(tag)]] : [];
  }),
) as Record<CrudPath, Entry>;
