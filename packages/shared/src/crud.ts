import { z } from 'zod';
import { int32, positiveInt32 } from './integers.ts';
import { listRequestShape, listResponse, nullData } from './common.ts';
import { endpoint, type Access, type CrudTag } from './endpoint-def.ts';
import type { MessageKey } from './messages.ts';
import type { RouteAction, RouteName } from './routes.ts';
import { singleLineText } from './text.ts';

/** Fields every simple entity's body and row share. */
export const idField = singleLineText().min(1).max(64);
export const versionField = positiveInt32();
export const requestIdField = singleLineText().max(64).optional();
export const idBody = z.strictObject({ id: idField });
export const deleteBody = z.strictObject({ id: idField, version: versionField });
export const createdData = z.object({ id: z.string() });

/** What a simple list screen declares once; server, web and tests derive the rest from it. */
export type CrudSpec<
  G extends string,
  E extends string,
  N extends CrudRoute,
  W extends z.ZodRawShape,
  R extends z.ZodRawShape,
  F extends z.ZodRawShape,
  S extends string,
> = {
  /** The endpoint group and entity of the spec's call names: `webWarehouse` + `Warehouse`. */
  group: G;
  entity: E;
  /** The screen the calls belong to; create, edit and delete need its add/edit/delete action. */
  route: N;
  /** The table that stores it (columns: the fields in snake_case, plus id, stamps and version). */
  table: string;
  /** Fields unique in the enterprise, each with the message a twin gets. */
  unique?: Partial<Record<keyof W & string, MessageKey>>;
  /** What a create or an edit writes. */
  fields: W;
  /** What a row shows besides its id, its writable fields, createdAt and version. */
  extra?: R;
  /** The list's filters (besides paging and sorting). */
  filters: F;
  sortable: readonly [S, ...S[]];
  /** A valid create body, named with `marker`: the authorization matrix and the API docs use it. */
  example: (marker: string) => z.input<z.ZodObject<W>>;
};

/** The four call names of an entity, as the spec writes them. */
export type CrudPaths<G extends string, E extends string> = {
  list: `${G}/get${E}List`;
  create: `${G}/create${E}`;
  update: `${G}/update${E}`;
  delete: `${G}/delete${E}`;
};

const crudSchemas = <
  W extends z.ZodRawShape,
  R extends z.ZodRawShape,
  F extends z.ZodRawShape,
  S extends string,
>(
  fields: W,
  extra: R,
  filters: F,
  sortable: readonly [S, ...S[]],
) => {
  const item = z.object({
    id: z.string(),
    // Rows show what was written (defaults applied), so the read side uses each field's output.
    ...fields,
    ...extra,
    createdAt: z.string(),
    version: int32(),
  });
  return {
    listBody: z.strictObject({
      ...listRequestShape,
      sortField: z.enum(sortable).optional(),
      ...filters,
    }),
    item,
    listData: listResponse(item),
    createBody: z.strictObject({ ...fields, requestId: requestIdField }),
    updateBody: z.strictObject({ id: idField, ...fields, version: versionField }),
    deleteBody,
  };
};

type Schemas<
  W extends z.ZodRawShape,
  R extends z.ZodRawShape,
  F extends z.ZodRawShape,
  S extends string,
> = ReturnType<typeof crudSchemas<W, R, F, S>>;

type Def<B extends z.ZodType, D extends z.ZodType> = {
  body: B;
  data: D;
  access: Access;
  crud: CrudTag;
};

/** The entity's four endpoints, keyed by their spec names, for the area's endpoint map. */
type CrudEndpoints<
  G extends string,
  E extends string,
  W extends z.ZodRawShape,
  R extends z.ZodRawShape,
  F extends z.ZodRawShape,
  S extends string,
> = Record<
  CrudPaths<G, E>['list'],
  Def<Schemas<W, R, F, S>['listBody'], Schemas<W, R, F, S>['listData']>
> &
  Record<CrudPaths<G, E>['create'], Def<Schemas<W, R, F, S>['createBody'], typeof createdData>> &
  Record<CrudPaths<G, E>['update'], Def<Schemas<W, R, F, S>['updateBody'], typeof nullData>> &
  Record<CrudPaths<G, E>['delete'], Def<typeof deleteBody, typeof nullData>>;

/**
 * A simple entity of a settings screen (3–6 fields, search, create, edit, delete): its schemas,
 * its four endpoints and their access, from one declaration. The server registers its routes with
 * `crudRoutes`, the web builds its screen with `CrudPage`, the authorization matrix tests it.
 */
export function defineCrud<
  G extends string,
  E extends string,
  N extends CrudRoute,
  W extends z.ZodRawShape,
  F extends z.ZodRawShape,
  S extends string,
  R extends z.ZodRawShape = Record<never, never>,
>(spec: CrudSpec<G, E, N, W, R, F, S>) {
  const paths = {
    list: `${spec.group}/get${spec.entity}List`,
    create: `${spec.group}/create${spec.entity}`,
    update: `${spec.group}/update${spec.entity}`,
    delete: `${spec.group}/delete${spec.entity}`,
  } as CrudPaths<G, E>;
  const schemas = crudSchemas(spec.fields, spec.extra ?? ({} as R), spec.filters, spec.sortable);
  const can = (action?: 'add' | 'edit' | 'delete'): Access =>
    action ? { route: spec.route, action } : { route: spec.route };
  const tag = (op: CrudTag['op']): { crud: CrudTag } => ({
    crud: { op, example: spec.example as CrudTag['example'], createPath: paths.create },
  });
  const endpoints = {
    [paths.list]: { ...endpoint(schemas.listBody, schemas.listData, can()), ...tag('list') },
    [paths.create]: { ...endpoint(schemas.createBody, createdData, can('add')), ...tag('create') },
    [paths.update]: { ...endpoint(schemas.updateBody, nullData, can('edit')), ...tag('update') },
    [paths.delete]: { ...endpoint(deleteBody, nullData, can('delete')), ...tag('delete') },
  } as CrudEndpoints<G, E, W, R, F, S>;
  return { ...spec, paths, schemas, endpoints, crud: true as const };
}

/** A screen whose role actions include add, edit and delete: the ones a simple entity needs. */
export type CrudRoute = {
  [N in RouteName]: 'add' | 'edit' | 'delete' extends RouteAction<N> ? N : never;
}[RouteName];

/** Any entity `defineCrud` made, as the generic kits (server routes, web page, tests) take it. */
export type AnyCrud = {
  readonly group: string;
  readonly entity: string;
  readonly route: CrudRoute;
  readonly table: string;
  readonly unique?: Partial<Record<string, MessageKey>>;
  readonly sortable: readonly string[];
  readonly paths: { list: string; create: string; update: string; delete: string };
  readonly schemas: {
    listBody: z.ZodObject;
    item: z.ZodObject;
    createBody: z.ZodObject;
    updateBody: z.ZodObject;
  };
  example(marker: string): Record<string, unknown>;
  readonly crud: true;
};

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

/** The endpoints of a list of simple entities, for an area's endpoint map. */
export function crudEndpointsOf<L extends readonly { endpoints: object }[]>(
  entities: L,
): UnionToIntersection<L[number]['endpoints']> {
  return Object.assign({}, ...entities.map((e) => e.endpoints)) as UnionToIntersection<
    L[number]['endpoints']
  >;
}
